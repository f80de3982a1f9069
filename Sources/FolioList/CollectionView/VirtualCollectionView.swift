/// A headless UICollectionView with its UIScrollView: items laid out by a layout, a viewport
/// that scrolls over them, cells reused through queues, and display and scroll events.
///
/// Nothing moves on its own: a drag moves the content when told to, and a glide or an animation
/// advances only when its ``FrameClock`` ticks. A layout pass touches only the visible items, so
/// its cost does not grow with the item count.
///
/// ```swift
/// let clock = ManualClock()
/// let view = VirtualCollectionView(viewportSize: Size(width: 80, height: 24), clock: clock)
/// view.dataSource = source          // counts and cells
/// view.delegate = observer          // willDisplay, didEndDisplaying, scroll events
/// view.layoutIfNeeded()             // first layout: the first item is displayed
/// view.beginDragging()
/// view.drag(by: 50)
/// view.endDragging(velocity: 200)   // a fling: glides to the next page
/// clock.runUntilIdle()
/// ```
///
/// Requests made from inside a display or scroll callback (other than batch updates, which are
/// refused with ``BatchUpdateError/requestedDuringCallback``) are queued and run, in order, once
/// the callbacks in progress return, so no event is ever delivered twice for one display.
///
/// The view is confined to one isolation domain: it is not `Sendable`.
public final class VirtualCollectionView {
  // No access to the view's state spans a call into other code: the view is confined to one
  // isolation domain, requests made from callbacks wait until the callbacks return, and loops
  // over its collections iterate copies.

  // MARK: - Collaborators

  /// Supplies counts and cells.
  ///
  /// Setting it schedules a reload at the next layout pass.
  public weak var dataSource: (any CollectionViewDataSource)? {
    didSet {
      needsReload = true
      needsLayout = true
    }
  }

  /// Receives display and scroll events.
  public weak var delegate: (any CollectionViewDelegate)?

  /// Places the items.
  public let layout: any CollectionViewLayout

  /// Paging, durations and curves of motion.
  public var physics: ScrollPhysics

  /// The clock whose ticks advance motion and run pending layout.
  public let clock: any FrameClock

  // MARK: - Geometry

  /// The size of the viewport.
  ///
  /// Change it with ``setViewportSize(_:)``.
  public internal(set) var viewportSize: Size

  /// The offset of the viewport's origin in content coordinates; along the layout's axis it is
  /// always within `0...max(0, contentLength − viewportLength)`.
  public internal(set) var contentOffset: Point = .zero

  /// What the scroll view is doing.
  public internal(set) var scrollState: ScrollState = .idle

  // MARK: - Internal state

  var counts = SectionCounts()
  var needsReload = true
  var needsLayout = true
  /// The items' sizes may have changed: the next layout pass measures them again.
  var needsMeasure = false
  /// The viewport's size or the items' frames changed since the last display change.
  var layoutChanged = false
  var isLayingOut = false
  var displayed: [ItemPath: CollectionViewCell] = [:]
  var reuse = ReuseQueues()
  var motion: ScrollMotion?
  /// The position kept while the viewport is empty, restored when it has a size again.
  var parkedAnchor: Anchor?
  /// Cells handed out during the current `cellForItemAt` request.
  var dequeuedDuringRequest: [CollectionViewCell] = []
  /// Cells leaving in the display change being delivered, not yet back in a queue.
  var leavingCells: [CollectionViewCell] = []
  /// New cells of the display change being delivered that have not had `willDisplay` yet,
  /// while old cells of replaced items end before them (empty otherwise).
  var awaitingDisplay: [CollectionViewCell] = []
  /// The queue the view's requests go through, shared with the layers above it.
  public let requestQueue: RequestQueue
  let clockLink = ViewClockLink()

  /// Creates a view.
  ///
  /// - Parameters:
  ///   - layout: Places the items; a horizontal ``PagingLayout`` by default.
  ///   - viewportSize: The viewport's size; an empty size shows nothing until it is resized.
  ///   - physics: Paging and motion; paging on by default.
  ///   - clock: Advances motion; the view registers itself with it.
  ///   - requestQueue: The queue its requests go through: share one with the layers that drive
  ///     the view (a page container, a page hosting the list), so that a callback at any depth
  ///     sees a consistent state and its requests run after it, in order. A queue of its own
  ///     by default.
  public init(
    layout: any CollectionViewLayout = PagingLayout(), viewportSize: Size,
    physics: ScrollPhysics = ScrollPhysics(), clock: any FrameClock,
    requestQueue: RequestQueue = RequestQueue()
  ) {
    self.requestQueue = requestQueue
    self.layout = layout
    self.viewportSize = viewportSize
    self.physics = physics
    self.clock = clock
    clockLink.view = self
    clock.addObserver(clockLink)
  }

  deinit {
    clock.removeObserver(clockLink)
  }

  // MARK: - Counts and geometry

  /// The number of sections, as of the last layout pass or batch update.
  public var numberOfSections: Int { counts.sectionCount }

  /// The number of items in every section together.
  public var numberOfItems: Int { counts.itemCount }

  /// The number of items in a section.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The count, or 0 for a section out of range.
  public func numberOfItems(inSection section: Int) -> Int {
    section >= 0 && section < counts.sectionCount ? counts.count(inSection: section) : 0
  }

  /// The size of the whole content.
  public var contentSize: Size {
    layout.contentSize(itemCount: counts.itemCount, viewportSize: viewportSize)
  }

  /// The frame of an item in content coordinates.
  ///
  /// - Parameter path: An item path.
  /// - Returns: The frame, or `nil` when the path addresses no item.
  public func frameForItem(at path: ItemPath) -> Rect? {
    guard counts.contains(path) else { return nil }
    return layout.frame(ofItemAt: counts.flatIndex(of: path), viewportSize: viewportSize)
  }

  /// The viewport in content coordinates.
  public var viewport: Rect { Rect(origin: contentOffset, size: viewportSize) }

  /// The live, fractional page position: the offset along the axis over the viewport's length.
  ///
  /// 2.5 is halfway between the third and the fourth page; 0 when the viewport is empty. On a
  /// page boundary it is a whole number, for any viewport length.
  public var pagePosition: Double {
    let length = pageLength
    return length > 0
      ? PageCount.snapped(axisOffset / length) : Double(parkedAnchor?.flatIndex ?? 0)
  }

  /// The flat index of an item: its position counting every item of every section before it.
  ///
  /// - Parameter path: An item path.
  /// - Returns: The flat index, or `nil` when the path addresses no item.
  public func flatIndex(of path: ItemPath) -> Int? {
    counts.contains(path) ? counts.flatIndex(of: path) : nil
  }

  /// The item at a flat index.
  ///
  /// - Parameter flatIndex: A flat index.
  /// - Returns: The path, or `nil` when the index is out of range.
  public func itemPath(forFlatIndex flatIndex: Int) -> ItemPath? {
    flatIndex >= 0 && flatIndex < counts.itemCount ? counts.path(forFlatIndex: flatIndex) : nil
  }

  // MARK: - Displayed cells

  /// The items whose cells are displayed, ascending.
  public var visibleItemPaths: [ItemPath] { displayed.keys.sorted() }

  /// The displayed cells, in the order of their items.
  public var visibleCells: [CollectionViewCell] {
    visibleItemPaths.compactMap { displayed[$0] }
  }

  /// The displayed cell of an item.
  ///
  /// - Parameter path: An item path.
  /// - Returns: The cell, or `nil` when the item is not displayed.
  public func cellForItem(at path: ItemPath) -> CollectionViewCell? { displayed[path] }

  /// The item a displayed cell shows.
  ///
  /// - Parameter cell: A cell.
  /// - Returns: Its item, or `nil` when the cell is not displayed.
  /// - Complexity: O(v) for v displayed cells.
  public func itemPath(for cell: CollectionViewCell) -> ItemPath? {
    displayed.first { $0.value === cell }?.key
  }

  /// The items whose frames intersect the viewport now, ascending: what the displayed items
  /// become at the next layout pass.
  public var geometricallyVisibleItemPaths: [ItemPath] {
    let range = layout.itemIndexes(
      in: viewport, itemCount: counts.itemCount, viewportSize: viewportSize)
    return range.map { counts.path(forFlatIndex: $0) }
  }

  /// The cells waiting in reuse queues, for checks that no cell is both queued and displayed.
  package var queuedCells: [CollectionViewCell] { reuse.allQueued }

  // MARK: - Cells

  /// Registers a cell class for a reuse identifier, optionally with a factory.
  ///
  /// Registering is optional: dequeuing an unregistered class registers it with `init()`.
  ///
  /// - Parameters:
  ///   - type: The cell class.
  ///   - identifier: Separates several queues of one class; `nil` by default.
  ///   - factory: Makes a new cell when the queue is empty; `Cell()` by default.
  public func register<Cell: CollectionViewCell>(
    _ type: Cell.Type, identifier: String? = nil, factory: @escaping () -> Cell = { Cell() }
  ) {
    reuse.register(ReuseIdentifier(type, identifier: identifier), factory: factory)
  }

  /// A cell of `type` from its reuse queue (after `prepareForReuse()`), or a new one.
  ///
  /// Call it from ``CollectionViewDataSource/collectionView(_:cellForItemAt:)``. A cell
  /// dequeued there but not returned goes back to its queue.
  ///
  /// - Parameters:
  ///   - type: The cell class.
  ///   - identifier: Separates several queues of one class; `nil` by default.
  ///   - path: The item the cell is for; its frame is set when it is displayed.
  /// - Returns: A cell that is neither displayed nor queued.
  public func dequeueReusableCell<Cell: CollectionViewCell>(
    of type: Cell.Type, identifier: String? = nil, for path: ItemPath
  ) -> Cell {
    let reuseIdentifier = ReuseIdentifier(type, identifier: identifier)
    if !reuse.isRegistered(reuseIdentifier) {
      reuse.register(reuseIdentifier) { Cell() }
    }
    let cell: Cell
    if let queued = reuse.dequeue(reuseIdentifier) as? Cell {
      cell = queued
    } else {
      // A factory that makes another class than it was registered for: fall back to Cell().
      cell = Cell()
      cell.reuseIdentifier = reuseIdentifier
    }
    dequeuedDuringRequest.append(cell)
    return cell
  }

  // MARK: - Data

  /// Throws away every displayed cell and reads the counts again, keeping the content offset
  /// (clamped to the new content).
  ///
  /// The old cells get `didEndDisplaying` and the new ones `willDisplay`, in one layout pass.
  /// An item visible before and after is replaced in place, as UIKit does it: its old cell
  /// ends before its new cell displays. Section by section (ascending), the old cells of the
  /// section end, then its new cells display; with one item per section, item by item. Then
  /// the cells of items no longer visible end (ascending).
  ///
  /// Motion in progress continues toward its target, clamped to the new content.
  public func reloadData() {
    perform {
      self.needsReload = true
      self.runLayoutPass(scrolled: false)
    }
  }

  /// Marks the view as needing a layout pass; the next tick or ``layoutIfNeeded()`` runs it.
  public func setNeedsLayout() {
    needsLayout = true
  }

  /// Runs a layout pass now if one is pending: applies the data source's pending updates
  /// (through ``CollectionViewDataSource/collectionViewWillLayout(_:)``), loads the data the
  /// first time, and updates the displayed cells.
  public func layoutIfNeeded() {
    guard needsLayout || needsReload else { return }
    perform {
      guard self.needsLayout || self.needsReload else { return }
      self.runLayoutPass(scrolled: false)
    }
  }

  /// Resizes the viewport, keeping the item at its leading edge where it was.
  ///
  /// A pager stays on its page through a resize. An empty size shows nothing and remembers the position.
  ///
  /// - Parameter size: The new size.
  public func setViewportSize(_ size: Size) {
    perform { self.resizeViewport(to: size) }
  }

  /// Asks the layout to measure the items again (their sizes changed), keeping the item at the
  /// viewport's leading edge where it was, and runs a layout pass.
  ///
  /// A layout of fixed geometry (``PagingLayout``) measures nothing; a ``ListLayout`` asks
  /// every item's size again.
  ///
  /// Requested updates of the data source are applied first, so sizes that changed with them
  /// are the ones measured.
  public func invalidateLayout() {
    perform {
      self.needsMeasure = true
      self.runLayoutPass(scrolled: false)
    }
  }

  private func resizeViewport(to size: Size) {
    guard size != viewportSize else { return }
    let offsetBefore = contentOffset
    relayout(to: size)
    runLayoutPass(scrolled: contentOffset != offsetBefore)
  }

  /// Sets the viewport's size and lets the layout measure, keeping the item at the leading
  /// edge (and a motion's target item) where it was; without such an item (nothing
  /// intersects), the offset is kept, clamped.
  func relayout(to size: Size) {
    let anchor = parkedAnchor ?? self.anchor(atOffset: axisOffset)
    let targetAnchor = motion.flatMap { self.anchor(atOffset: $0.to) }
    let offsetBefore = contentOffset
    viewportSize = size
    prepareLayout()
    if size.isEmpty {
      parkedAnchor = targetAnchor ?? anchor
      contentOffset = .zero
      if motion != nil { finishMotion() }
    } else {
      parkedAnchor = nil
      contentOffset = .along(
        axis, anchor.map(offset(for:)) ?? clamped(offsetBefore.coordinate(along: axis)))
      if let targetAnchor, var moving = motion {
        moving.from += axisOffset - offsetBefore.coordinate(along: axis)
        moving.to = offset(for: targetAnchor)
        motion = moving
      }
    }
  }
}

extension VirtualCollectionView {
  /// Whether motion is in progress or a layout pass is pending: what the view asks of its
  /// clock.
  public var needsFrames: Bool { motion != nil || needsLayout || needsReload }

  /// Advances motion to `now` and runs a pending layout pass.
  func clockDidTick(at now: Duration) {
    // A tick from inside a callback is skipped; motion is a function of time and catches up.
    guard !requestQueue.isDelivering else { return }
    perform {
      self.advanceMotion(to: now)
      if self.needsLayout || self.needsReload { self.runLayoutPass(scrolled: false) }
    }
  }
}

/// What a clock ticks for a ``VirtualCollectionView``: it keeps the view's clock plumbing out
/// of its public face.
final class ViewClockLink: FrameClockObserver {
  weak var view: VirtualCollectionView?

  var needsFrames: Bool { view?.needsFrames ?? false }

  func clockDidTick(at now: Duration) {
    view?.clockDidTick(at: now)
  }
}
