import FolioList

/// The identity of a list item for impressions: its object's identity and its index in the
/// object's section.
public struct ListItemID<ObjectID: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible
{
  /// The section's object identity.
  public var object: ObjectID
  /// The item within the section.
  public var item: Int

  /// Creates an identity.
  ///
  /// - Parameters:
  ///   - object: The section's object identity.
  ///   - item: The item within the section.
  public init(object: ObjectID, item: Int) {
    self.object = object
    self.item = item
  }

  /// `object.item`.
  public var description: String { "\(object).\(item)" }
}

/// Impressions of the items of any `ListAdapter`'s list (a feed inside a page, say), on the
/// list's clock: an item counts when at least ``ImpressionTracker/threshold`` of its length
/// along the list's axis is inside the viewport for at least
/// ``ImpressionTracker/minimumDuration``.
///
/// It becomes the adapter's `collectionViewDelegate` and passes every event on to the
/// delegate that was there (``next``). Set ``isTracking`` to `false` while the list is not on
/// screen (its page disappeared): open visits end and nothing counts until it is `true` again.
///
/// ```swift
/// let impressions = ListImpressions(adapter: adapter)
/// impressions.tracker.didRecord = { print("seen", $0.id, $0.duration) }
/// ```
public final class ListImpressions<Object: Diffable>: CollectionViewDelegate {
  /// The tracker behind the helper.
  public let tracker: ImpressionTracker<ListItemID<Object.DiffID>>
  /// The delegate that was the adapter's `collectionViewDelegate`; it still gets every event.
  public weak var next: (any CollectionViewDelegate)?
  /// Whether the list counts as on screen; `true` by default.
  public var isTracking = true {
    didSet {
      guard isTracking != oldValue else { return }
      update()
    }
  }

  private weak var adapter: ListAdapter<Object>?

  /// Starts tracking the items of an adapter's list.
  ///
  /// - Parameters:
  ///   - adapter: The adapter; the helper becomes its `collectionViewDelegate` (it is held
  ///     weakly, so keep the helper).
  ///   - threshold: The fraction that counts; 0.5 by default.
  ///   - minimumDuration: How long a visit must last; 1 s by default.
  public init(
    adapter: ListAdapter<Object>, threshold: Double = 0.5,
    minimumDuration: Duration = .seconds(1)
  ) {
    tracker = ImpressionTracker(threshold: threshold, minimumDuration: minimumDuration)
    self.adapter = adapter
    next = adapter.collectionViewDelegate
    adapter.collectionViewDelegate = self
    update()
  }

  /// Ends every open visit now.
  public func endVisits() {
    guard let view = adapter?.collectionView else { return }
    tracker.endVisits(at: view.clock.now)
  }

  /// Reads the visible fractions of the displayed items.
  ///
  /// - Complexity: O(displayed items).
  public func update() {
    guard let adapter else { return }
    let view = adapter.collectionView
    var fractions: [(ListItemID<Object.DiffID>, Double)] = []
    if isTracking, !view.viewportSize.isEmpty {
      let axis = view.layout.axis
      let low = view.contentOffset.coordinate(along: axis)
      let high = low + view.viewportSize.length(along: axis)
      for path in view.visibleItemPaths {
        guard let object = adapter.object(atSection: path.section),
          let frame = view.frameForItem(at: path)
        else { continue }
        let start = frame.origin.coordinate(along: axis)
        let length = frame.size.length(along: axis)
        guard length > 0 else { continue }
        let shown = max(0, min(high, start + length) - max(low, start))
        fractions.append((ListItemID(object: object.diffID, item: path.item), shown / length))
      }
    }
    tracker.update(fractions, at: view.clock.now)
  }

  // MARK: - Collection view events, passed on

  /// Passes the event on (the layout pass ends with `didScroll` or `didChangeLayout`, which
  /// update once for every cell that came or went).
  ///
  /// - Parameters:
  ///   - collectionView: The view.
  ///   - cell: The cell.
  ///   - path: The item.
  public func collectionView(
    _ collectionView: VirtualCollectionView, willDisplay cell: CollectionViewCell, at path: ItemPath
  ) {
    next?.collectionView(collectionView, willDisplay: cell, at: path)
  }

  /// Passes the event on (the layout pass ends with `didScroll` or `didChangeLayout`, which
  /// update once for every cell that came or went).
  ///
  /// - Parameters:
  ///   - collectionView: The view.
  ///   - cell: The cell.
  ///   - path: The item.
  public func collectionView(
    _ collectionView: VirtualCollectionView, didEndDisplaying cell: CollectionViewCell,
    at path: ItemPath
  ) {
    next?.collectionView(collectionView, didEndDisplaying: cell, at: path)
  }

  /// Updates, then passes the event on.
  ///
  /// - Parameter collectionView: The view.
  public func collectionViewDidScroll(_ collectionView: VirtualCollectionView) {
    update()
    next?.collectionViewDidScroll(collectionView)
  }

  /// Updates (sizes or frames changed), then passes the event on.
  ///
  /// - Parameter collectionView: The view.
  public func collectionViewDidChangeLayout(_ collectionView: VirtualCollectionView) {
    update()
    next?.collectionViewDidChangeLayout(collectionView)
  }

  /// Passes the event on.
  ///
  /// - Parameters:
  ///   - collectionView: The view.
  ///   - oldState: The state before.
  ///   - newState: The state now.
  public func collectionView(
    _ collectionView: VirtualCollectionView, didChangeScrollState oldState: ScrollState,
    to newState: ScrollState
  ) {
    next?.collectionView(collectionView, didChangeScrollState: oldState, to: newState)
  }

  /// Passes the event on.
  ///
  /// - Parameter collectionView: The view.
  public func collectionViewWillBeginDragging(_ collectionView: VirtualCollectionView) {
    next?.collectionViewWillBeginDragging(collectionView)
  }

  /// Passes the event on.
  ///
  /// - Parameters:
  ///   - collectionView: The view.
  ///   - velocity: The release velocity.
  ///   - targetContentOffset: The resting offset.
  public func collectionView(
    _ collectionView: VirtualCollectionView, willEndDraggingWithVelocity velocity: Double,
    targetContentOffset: Point
  ) {
    next?.collectionView(
      collectionView, willEndDraggingWithVelocity: velocity,
      targetContentOffset: targetContentOffset)
  }

  /// Passes the event on.
  ///
  /// - Parameters:
  ///   - collectionView: The view.
  ///   - decelerate: Whether the content glides on.
  public func collectionView(
    _ collectionView: VirtualCollectionView, didEndDraggingWillDecelerate decelerate: Bool
  ) {
    next?.collectionView(collectionView, didEndDraggingWillDecelerate: decelerate)
  }

  /// Passes the event on.
  ///
  /// - Parameter collectionView: The view.
  public func collectionViewDidEndDecelerating(_ collectionView: VirtualCollectionView) {
    next?.collectionViewDidEndDecelerating(collectionView)
  }

  /// Passes the event on.
  ///
  /// - Parameter collectionView: The view.
  public func collectionViewDidEndScrollingAnimation(_ collectionView: VirtualCollectionView) {
    next?.collectionViewDidEndScrollingAnimation(collectionView)
  }
}
