/// Drives a ``VirtualCollectionView`` from a list of objects, one section controller per
/// object: IGListKit's `IGListAdapter`, headless.
///
/// - Objects come from a ``ListAdapterDataSource``; each gets a ``ListSectionController``,
///   created lazily (when its section is first displayed or asked for) and kept across updates
///   while an object with its identity stays in the list.
/// - ``performUpdates(animated:completion:)`` diffs the old and new objects and applies the
///   changes as one batch; ``reloadData(completion:)`` recreates everything;
///   ``reloadObjects(_:)`` refreshes some sections. Requests made before the next layout pass
///   coalesce into one, and their completions run in the order they were made.
/// - Display events are counted per section controller and given to its display delegate and
///   to the adapter's delegate; scroll events go to the displayed section controllers.
///
/// ```swift
/// let adapter = ListAdapter<Tab>(collectionView: view)
/// adapter.dataSource = tabsSource
/// view.layoutIfNeeded()              // loads the objects, displays the first section
/// tabsSource.tabs.insert(newTab, at: 0)
/// adapter.performUpdates()           // applied at the next layout pass (or clock tick)
/// ```
///
/// The adapter is the collection view's data source and delegate; set
/// ``collectionViewDelegate`` to hear the view's events too.
public final class ListAdapter<Object: Diffable> {
  // The adapter is confined to one isolation domain, and no access to its state spans a call
  // into a section controller, a delegate or a data source (loops over it iterate copies).

  /// The view the adapter drives.
  public let collectionView: VirtualCollectionView

  /// Supplies objects and section controllers.
  ///
  /// Setting it schedules a reload.
  public weak var dataSource: (any ListAdapterDataSource<Object>)? {
    didSet { enqueue(.reload, completion: nil) }
  }

  /// Receives object-level display events and diagnostics.
  public weak var delegate: (any ListAdapterDelegate<Object>)?

  /// Receives every event of the collection view, after the adapter has handled it.
  public weak var collectionViewDelegate: (any CollectionViewDelegate)?

  /// Whether a section controller is dropped when its section stops being displayed (and
  /// created again when it is next needed).
  ///
  /// IGListKit keeps every section controller it made; with this set, the adapter keeps only
  /// those of displayed sections (and those asked for since), so memory stays flat however far
  /// the list is scrolled. Use it for section controllers that keep no state of their own.
  /// `false` by default.
  public var discardsHiddenSectionControllers = false

  /// The item count of every section, when a host knows it is the same for all (the page container:
  /// one cell per page); then counts are not asked section by section, and a reload of n objects
  /// costs O(1) in counting.
  ///
  /// Section controllers must agree.
  package var itemsPerObject: Int?

  /// Diffing and duplicate checks, specialised for `Object`.
  let kernel: DiffKernel<Object>

  /// The objects as of the last applied update, without duplicates.
  ///
  /// - Complexity: O(1) for a list set by a reload or a diff; O(n) once an edit changed it
  ///   (the edited list keeps its objects in chunks, copied here into one array).
  public var objects: [Object] { list.array }

  /// The objects, flat or in chunks (see ``ObjectList``).
  var list = ObjectList<Object>() {
    didSet { listCount = list.count }
  }
  /// The list's count, stored apart: every frame asks it, and a read of a property that is
  /// mutated in place (``list``) keeps run-time exclusivity checks that this one does not.
  private var listCount = 0
  /// The list a diff made elsewhere replaced, until the caller takes it to free it elsewhere.
  var retiredList: ObjectList<Object>?

  // For code outside the module, which would otherwise check access to `objects` at run time
  // (the attribute that skips the check does not reach across modules).

  /// The number of objects.
  package var objectCount: Int { listCount }

  /// The object at `index`, which must be in range.
  package func object(at index: Int) -> Object { list[index] }

  /// The slot of every section that has a controller now, by section.
  var controllers: [Int: SectionSlot] = [:]
  /// The slot of every attached controller, by controller.
  var attached: [ObjectIdentifier: SectionSlot] = [:]
  /// The slots with displayed cells, in section order.
  var displayedSlots: [SectionSlot] = []
  /// The slot each displayed cell belongs to, by cell.
  var cellOwners: [ObjectIdentifier: SectionSlot] = [:]
  var pending = PendingUpdates() {
    didSet { mayHavePendingUpdates = true }
  }
  /// Set by every change to ``pending``: a layout pass with nothing pending reads only this flag,
  /// not the generic requests.
  var mayHavePendingUpdates = false
  var listeners: [WeakListener] = []
  /// Answers the collection view's data-source and delegate calls, so that the adapter does
  /// not conform to those protocols in public.
  lazy var proxy = AdapterViewProxy(adapter: self)

  struct WeakListener {
    weak var listener: (any ListAdapterUpdateListener)?
  }

  /// Creates an adapter and makes it the view's data source and delegate.
  ///
  /// - Parameter collectionView: The view to drive.
  @inlinable
  public convenience init(collectionView: VirtualCollectionView) {
    self.init(collectionView: collectionView, kernel: DiffKernel())
  }

  /// Creates an adapter whose diffing runs through `kernel`, built (specialised for `Object`)
  /// where the adapter's type is concrete.
  @usableFromInline
  package init(collectionView: VirtualCollectionView, kernel: DiffKernel<Object>) {
    self.collectionView = collectionView
    self.kernel = kernel
    collectionView.dataSource = proxy
    collectionView.delegate = proxy
  }

  // MARK: - Section controllers

  /// The section controller of a section, created now if it does not exist yet.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The controller, or `nil` for a section out of range or without a data source.
  public func sectionController(forSection section: Int) -> (any ListSectionController<Object>)? {
    slot(forSection: section)?.controller
  }

  /// The slot of a section, creating its controller if needed.
  func slot(forSection section: Int) -> ListSectionSlot<Object>? {
    if let existing = controllers[section] { return typed(existing) }
    guard section >= 0, section < list.count, let dataSource else { return nil }
    let object = list[section]
    var controller = dataSource.listAdapter(self, sectionControllerFor: object)
    let key = ObjectIdentifier(controller)
    if attached[key] != nil || displayedSlots.contains(where: { $0.key == key }) {
      emit(.sectionControllerReused(section: section))
      controller = PlaceholderSectionController<Object>()
    }
    let context = ListSectionContext(adapter: self)
    context.section = section
    context.object = object
    let slot = ListSectionSlot(controller: controller, context: context)
    controllers[section] = slot
    attached[slot.key] = slot
    controller.didUpdate(to: object, in: context)
    let expected = collectionView.numberOfItems(inSection: section)
    let actual = controller.numberOfItems(in: context)
    if actual != expected, section < collectionView.numberOfSections {
      if !(controller is PlaceholderSectionController<Object>) {
        emit(.itemCountMismatch(section: section, expected: expected, actual: actual))
      }
      pending.countFixes.insert(object.diffID)
      collectionView.setNeedsLayout()
    }
    return slot
  }

  /// The context of a section controller of this adapter.
  ///
  /// - Parameter controller: A section controller.
  /// - Returns: Its context, or `nil` if the adapter does not hold it.
  public func context(of controller: any ListSectionController<Object>) -> ListSectionContext<
    Object
  >? {
    attached[ObjectIdentifier(controller)].map { typed($0).context }
  }

  /// The controller and context of a slot of this adapter.
  func typed(_ slot: SectionSlot) -> ListSectionSlot<Object> {
    unsafeDowncast(slot, to: ListSectionSlot<Object>.self)
  }

  /// The section controller of an object, created now if it does not exist yet.
  ///
  /// - Parameter object: An object of the list (matched by identity).
  /// - Returns: The controller, or `nil` if no object of the list has that identity.
  /// - Complexity: O(1) on average after the first lookup following an update, which is O(n).
  public func sectionController(for object: Object) -> (any ListSectionController<Object>)? {
    section(for: object.diffID).flatMap(sectionController(forSection:))
  }

  /// The section of the object with identity `id`.
  ///
  /// - Parameter id: An identity.
  /// - Returns: The section, or `nil` if no object has it.
  /// - Complexity: O(1) on average after the first lookup following a reload or a diff, which
  ///   is O(n); after edits, O(c) for a constant c (the objects of one chunk of the list).
  public func section(for id: Object.DiffID) -> Int? {
    list.index(of: id)
  }

  /// The object of a section.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The object, or `nil` for a section out of range.
  public func object(atSection section: Int) -> Object? {
    section >= 0 && section < list.count ? list[section] : nil
  }

  /// The section controllers whose sections are displayed, in section order.
  public var visibleSectionControllers: [any ListSectionController<Object>] {
    displayedSlots.map { typed($0).controller }
  }

  /// Puts a slot whose first cell was just displayed among the displayed ones, in section order.
  func addDisplayed(_ slot: SectionSlot) {
    let section = slot.section ?? .max
    let position = displayedSlots.firstIndex { ($0.section ?? .max) > section }
    displayedSlots.insert(slot, at: position ?? displayedSlots.endIndex)
  }

  /// Takes a slot whose last displayed cell just ended display out of the displayed ones.
  func removeDisplayed(_ slot: SectionSlot) {
    if let position = displayedSlots.firstIndex(where: { $0 === slot }) {
      displayedSlots.remove(at: position)
    }
  }

  /// Restores the section order of the displayed slots after sections moved.
  func reorderDisplayed() {
    guard displayedSlots.count > 1 else { return }
    displayedSlots.sort { ($0.section ?? .max) < ($1.section ?? .max) }
  }

  /// The objects whose sections are displayed, in section order.
  public var visibleObjects: [Object] { displayedSlots.compactMap { typed($0).context.object } }

  /// How many section controllers exist now: controllers are created lazily, so this stays
  /// near the number of sections displayed or asked for, not the number of objects.
  public var sectionControllerCount: Int { controllers.count }

  /// The section controllers that exist now, by section, without creating any.
  package var existingSectionControllers: [Int: any ListSectionController<Object>] {
    controllers.mapValues { typed($0).controller }
  }

  // MARK: - Listeners and diagnostics

  /// Starts telling `listener` about applied updates; it is held weakly.
  ///
  /// - Parameter listener: The listener.
  public func addUpdateListener(_ listener: any ListAdapterUpdateListener) {
    listeners.removeAll { $0.listener == nil || $0.listener === listener }
    listeners.append(WeakListener(listener: listener))
  }

  /// Stops telling `listener` about updates.
  ///
  /// - Parameter listener: A listener added before.
  public func removeUpdateListener(_ listener: any ListAdapterUpdateListener) {
    listeners.removeAll { $0.listener == nil || $0.listener === listener }
  }

  func notifyListeners(_ kind: ListUpdateKind, animated: Bool) {
    for entry in listeners { entry.listener?.listAdapterDidFinishUpdate(kind, animated: animated) }
  }

  func emit(_ diagnostic: ListDiagnostic) {
    delegate?.listAdapter(self, didEmit: diagnostic)
  }

  /// The controller's item count if it exists, otherwise the data source's count for the
  /// object, so that no controller is created for a section that is not displayed.
  func itemCount(ofSection section: Int) -> Int {
    if let itemsPerObject { return section >= 0 && section < list.count ? itemsPerObject : 0 }
    if let slot = controllers[section] {
      let typed = typed(slot)
      return typed.controller.numberOfItems(in: typed.context)
    }
    guard section >= 0, section < list.count, let dataSource else { return 0 }
    return max(0, dataSource.listAdapter(self, numberOfItemsFor: list[section]))
  }

  /// Detaches a controller whose object left the list.
  func detach(_ slot: SectionSlot) {
    typed(slot).place(at: nil)
    if attached[slot.key] === slot { attached[slot.key] = nil }
  }

  /// Reports each dropped repeat of a list of candidates with a diagnostic.
  func reportRepeats(_ repeats: [Int], in candidates: [Object]) {
    for index in repeats {
      emit(
        .duplicateIdentity(index: index, identity: String(describing: candidates[index].diffID)))
    }
  }
}
