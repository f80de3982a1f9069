/// Weak references to objects a test is about to drop, to check afterwards that every one of
/// them was deallocated: a leak test's clean finish.
///
/// ```swift
/// let probes = WeakProbes()
/// do {
///   let view = VirtualCollectionView(viewportSize: size, clock: clock)
///   probes.watch(view, "view")
/// }
/// #expect(probes.alive == [])
/// ```
public final class WeakProbes {
  private final class Entry {
    weak var object: AnyObject?
    let name: String

    init(_ object: AnyObject, _ name: String) {
      self.object = object
      self.name = name
    }
  }

  private var entries: [Entry] = []
  private var seen: Set<ObjectIdentifier> = []

  /// Creates a set of probes that watches nothing yet.
  public init() {}

  /// Watches `object`, once however often it is passed.
  ///
  /// - Parameters:
  ///   - object: The object; it is held weakly.
  ///   - name: What the object is, for ``alive``.
  public func watch(_ object: AnyObject, _ name: String) {
    guard seen.insert(ObjectIdentifier(object)).inserted else { return }
    entries.append(Entry(object, name))
  }

  /// How many objects are watched.
  public var count: Int { entries.count }

  /// The names of the watched objects still alive, in the order they were first watched.
  public var alive: [String] { entries.filter { $0.object != nil }.map(\.name) }
}
