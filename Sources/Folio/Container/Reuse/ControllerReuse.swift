/// The container's reuse part: the controller types it can make (registrations), the
/// controllers waiting to serve a page again (a pool per reuse identifier), the name of every
/// controller it made (tags, numbered per type), and which controller classes follow their
/// progress.
///
/// It decides and returns; the container performs: a controller put back that does not fit its
/// pool is returned to be released, a new controller's tag is returned to be announced.
///
/// Invariants:
/// - a controller is in at most one pool, at most once, and every pooled controller has a tag;
///   no placeholder is pooled;
/// - tags are `Type#n`, `n` counting the controllers of that type made so far, from 1, never
///   reused;
/// - with a pool limit, no pool holds more than the limit once ``putBack(_:key:overBudget:)``
///   or ``trimmedToLimit()`` returns (negative limits count as 0).
package final class ControllerReuse<Page: Diffable> {
  private var registrations: [ReuseIdentifier: () -> any PageController<Page>] = [:]
  /// The controllers waiting in each pool, as the objects they are.
  ///
  /// A dictionary of concrete types is specialized where it is used, where one of
  /// `any PageController<Page>` values would look its generic types up at every access, on
  /// every dequeue. Only ``putBack(_:key:overBudget:)`` puts one in, so each is a
  /// `PageController<Page>`.
  private var pools: [ReuseIdentifier: [AnyObject]] = [:]
  private var tags: [ObjectIdentifier: ControllerTag] = [:]
  package private(set) var instanceCounts: [String: Int] = [:]
  private var transformingClasses: [ObjectIdentifier: Bool] = [:]
  /// Whether each class that served a page follows the viewport's size (a cast, made once).
  private var resizingClasses: [ObjectIdentifier: Bool] = [:]
  /// The key of the placeholders the container shows where a page has no controller.
  private let placeholderKey = ReuseIdentifier(PlaceholderPageController<Page>.self)
  /// The most controllers one pool keeps; `nil` for no limit.
  package private(set) var poolLimit: Int?

  /// An empty part: nothing registered, pooled or named.
  package init() {}

  // MARK: Registrations

  /// Registers how to make controllers of `key`.
  package func register(_ key: ReuseIdentifier, factory: @escaping () -> any PageController<Page>) {
    registrations[key] = factory
  }

  /// How controllers of `key` are made, if registered.
  package func factory(for key: ReuseIdentifier) -> (() -> any PageController<Page>)? {
    registrations[key]
  }

  /// Sets the most controllers one pool keeps (`nil` for no limit; negative counts as 0); the
  /// pools are trimmed by ``trimmedToLimit()``.
  package func setPoolLimit(_ limit: Int?) { poolLimit = limit }

  // MARK: Pools

  /// Takes the last pooled controller of `key`, if it is a `Controller`.
  package func takePooled<Controller: AnyObject>(_ key: ReuseIdentifier, as type: Controller.Type)
    -> Controller?
  {
    // (Cast as the object it is: a class's cast, not the page controller existential's.)
    guard let pooled = pools[key]?.last as? Controller else { return nil }
    pools[key]?.removeLast()
    return pooled
  }

  /// Takes the last pooled controller of `key`, of any type.
  package func popPooled(_ key: ReuseIdentifier) -> (any PageController<Page>)? {
    pools[key]?.popLast().flatMap { controller($0) }
  }

  /// A pooled object as the page controller it is (every one is: see ``pools``).
  private func controller(_ object: AnyObject) -> (any PageController<Page>)? {
    let controller = object as? any PageController<Page>
    assert(controller != nil, "only page controllers are pooled")
    return controller
  }

  /// How many controllers of `key` wait in its pool.
  package func pooledCount(_ key: ReuseIdentifier) -> Int { pools[key]?.count ?? 0 }

  /// Whether `key`'s pool is empty.
  package func poolIsEmpty(_ key: ReuseIdentifier) -> Bool { pools[key]?.isEmpty ?? true }

  /// Puts a controller that left its page back in its pool, unless a budget is over
  /// (`overBudget`) or the pool is full.
  ///
  /// - Returns: Whether it was pooled; `false`: the container releases it.
  package func putBack(
    _ controller: any PageController<Page>, key: ReuseIdentifier, overBudget: Bool
  )
    -> Bool
  {
    // A placeholder is never dequeued (each is new): pooled, it would wait there for good.
    if overBudget || key == placeholderKey { return false }
    if let poolLimit, pools[key, default: []].count >= max(0, poolLimit) { return false }
    pools[key, default: []].append(controller as AnyObject)
    return true
  }

  /// Empties every pool.
  ///
  /// - Returns: The controllers that were pooled, in ``keysInOrder`` order, to release.
  package func removeAllPooled() -> [any PageController<Page>] {
    let released = keysInOrder.flatMap { pools[$0] ?? [] }
    pools = pools.mapValues { _ in [] }  // every pool stays listed, empty
    return released.compactMap { controller($0) }
  }

  /// Takes every pool down to the pool limit, oldest first.
  ///
  /// - Returns: The controllers taken out, to release.
  package func trimmedToLimit() -> [any PageController<Page>] {
    guard let poolLimit else { return [] }
    var released: [AnyObject] = []
    for key in keysInOrder {
      while let count = pools[key]?.count, count > max(0, poolLimit),
        let extra = pools[key]?.removeFirst()
      {
        released.append(extra)
      }
    }
    return released.compactMap { controller($0) }
  }

  /// Whether `controller` waits in a pool.
  package func isPooled(_ controller: any PageController<Page>) -> Bool {
    pools.values.contains { $0.contains { $0 === controller } }
  }

  /// Every pooled controller.
  package var pooledControllers: [any PageController<Page>] {
    pools.values.flatMap { $0 }.compactMap { controller($0) }
  }

  /// How many controllers wait in each pool that ever held one.
  package var poolCounts: [ReuseIdentifier: Int] { pools.mapValues(\.count) }

  /// The pools' keys by type name and identifier: an order that does not depend on hash-table
  /// order.
  package var keysInOrder: [ReuseIdentifier] {
    pools.keys.sorted {
      ($0.typeName, $0.identifier ?? "") < ($1.typeName, $1.identifier ?? "")
    }
  }

  // MARK: Names

  /// Names a controller the container just made: the next number of its type.
  ///
  /// - Returns: Its tag, to announce.
  package func introduce(_ controller: any PageController<Page>, typeName: String) -> ControllerTag
  {
    let number = instanceCounts[typeName, default: 0] + 1
    instanceCounts[typeName] = number
    let tag = ControllerTag(typeName: typeName, number: number)
    tags[ObjectIdentifier(controller)] = tag
    return tag
  }

  /// The tag of a controller the container made and still holds.
  package func tag(of id: ObjectIdentifier) -> ControllerTag? { tags[id] }

  /// Forgets a controller the container lets go of.
  ///
  /// - Returns: Its tag, to announce; `nil` for one it did not know.
  package func forget(_ controller: any PageController<Page>) -> ControllerTag? {
    tags.removeValue(forKey: ObjectIdentifier(controller))
  }

  /// How many controllers the container made in all.
  package var madeCount: Int { instanceCounts.values.reduce(0, +) }

  // MARK: Classes

  /// Whether a controller follows the viewport's size (``ResizablePageController``), known per
  /// class after the first.
  package func resizes(_ controller: any PageController<Page>) -> Bool {
    Self.known(controller, in: &resizingClasses) { $0 is any ResizablePageController }
  }

  /// Whether `controller` follows its progress (``TransformablePageController``), known per
  /// class after the first.
  package func transforms(_ controller: any PageController<Page>) -> Bool {
    Self.known(controller, in: &transformingClasses) { $0 is any TransformablePageController }
  }

  /// What `test` says of `controller`'s class: asked once per class, then kept in `cache`.
  private static func known(
    _ controller: any PageController<Page>, in cache: inout [ObjectIdentifier: Bool],
    _ test: (any PageController<Page>) -> Bool
  ) -> Bool {
    let type = ObjectIdentifier(Swift.type(of: controller))
    if let known = cache[type] { return known }
    let answer = test(controller)
    cache[type] = answer
    return answer
  }
}
