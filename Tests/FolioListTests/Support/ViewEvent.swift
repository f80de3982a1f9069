import FolioList

/// One event of a ``VirtualCollectionView``, as tests compare them.
enum ViewEvent: Equatable, CustomStringConvertible {
  case willDisplay(ItemPath)
  case didEndDisplaying(ItemPath)
  case didScroll
  case state(ScrollState, ScrollState)
  case willBeginDragging
  case willEndDragging(target: Double)
  case didEndDragging(decelerate: Bool)
  case didEndDecelerating
  case didEndScrollingAnimation

  var description: String {
    switch self {
    case .willDisplay(let path): "willDisplay\(path)"
    case .didEndDisplaying(let path): "didEndDisplaying\(path)"
    case .didScroll: "didScroll"
    case .state(let from, let to): "state(\(from)→\(to))"
    case .willBeginDragging: "willBeginDragging"
    case .willEndDragging(let target): "willEndDragging(target: \(target))"
    case .didEndDragging(let decelerate): "didEndDragging(decelerate: \(decelerate))"
    case .didEndDecelerating: "didEndDecelerating"
    case .didEndScrollingAnimation: "didEndScrollingAnimation"
    }
  }
}

/// Records every delegate event in order, and checks as it goes that display events balance:
/// no cell displayed twice without an end between, no end without a display.
final class ViewRecorder: CollectionViewDelegate {
  private(set) var events: [ViewEvent] = []
  /// Hears every cell's display and end too, after the recorder.
  var next: (any CollectionViewDelegate)?
  /// Cells displayed according to the events.
  private(set) var displayedByEvents: Set<ObjectIdentifier> = []
  private(set) var balanceErrors: [String] = []

  /// Events with each run of consecutive `didScroll` collapsed into one, so sequences read as
  /// steps and do not depend on the frame rate.
  var steps: [ViewEvent] {
    var result: [ViewEvent] = []
    for event in events where !(event == .didScroll && result.last == .didScroll) {
      result.append(event)
    }
    return result
  }

  /// Returns the steps recorded since the last call and forgets them.
  func takeSteps() -> [ViewEvent] {
    defer { events = [] }
    return steps
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, willDisplay cell: CollectionViewCell, at path: ItemPath
  ) {
    events.append(.willDisplay(path))
    displayChangeUnannounced = true
    if !displayedByEvents.insert(ObjectIdentifier(cell)).inserted {
      balanceErrors.append("cell displayed twice at \(path)")
    }
    next?.collectionView(collectionView, willDisplay: cell, at: path)
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, didEndDisplaying cell: CollectionViewCell,
    at path: ItemPath
  ) {
    events.append(.didEndDisplaying(path))
    displayChangeUnannounced = true
    if displayedByEvents.remove(ObjectIdentifier(cell)) == nil {
      balanceErrors.append("end without display at \(path)")
    }
    next?.collectionView(collectionView, didEndDisplaying: cell, at: path)
  }

  /// Whether the cells displayed according to the events are exactly the view's.
  func agrees(with view: VirtualCollectionView) -> Bool {
    displayedByEvents == Set(view.visibleCells.map(ObjectIdentifier.init))
  }

  /// Whether a display change came without a `didScroll` or `didChangeLayout` after it:
  /// observers that read the visible items (impressions) rely on one of the two closing every
  /// layout pass that changes what is displayed.
  private(set) var displayChangeUnannounced = false

  func collectionViewDidScroll(_ collectionView: VirtualCollectionView) {
    events.append(.didScroll)
    displayChangeUnannounced = false
  }

  func collectionViewDidChangeLayout(_ collectionView: VirtualCollectionView) {
    displayChangeUnannounced = false
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, didChangeScrollState oldState: ScrollState,
    to newState: ScrollState
  ) {
    events.append(.state(oldState, newState))
  }

  func collectionViewWillBeginDragging(_ collectionView: VirtualCollectionView) {
    events.append(.willBeginDragging)
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, willEndDraggingWithVelocity velocity: Double,
    targetContentOffset: Point
  ) {
    events.append(.willEndDragging(target: targetContentOffset.x))
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, didEndDraggingWillDecelerate decelerate: Bool
  ) {
    events.append(.didEndDragging(decelerate: decelerate))
  }

  func collectionViewDidEndDecelerating(_ collectionView: VirtualCollectionView) {
    events.append(.didEndDecelerating)
  }

  func collectionViewDidEndScrollingAnimation(_ collectionView: VirtualCollectionView) {
    events.append(.didEndScrollingAnimation)
  }
}
