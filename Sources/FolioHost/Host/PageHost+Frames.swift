import Folio
import FolioList
import FolioNestedScroll

// MARK: - What a platform draws: frames and nested offsets

/// Where the nested header and the current feed are, for a host with a nested-scroll
/// coordinator attached (``PageHost/nestedOffsets``).
public struct NestedOffsetsState: Hashable, Sendable {
  /// How far the header is collapsed, from 0 (expanded) to ``headerRange``.
  public var headerOffset: Double
  /// How far it can collapse: its height less its pinned part.
  public var headerRange: Double
  /// Where the current page's feed shows, past either end included (a pull, a bounce): what
  /// to draw.
  public var feedShownOffset: Double
  /// The page whose feed moves, if any.
  public var currentIndex: Int?
}

extension PageHost {
  /// The shown pages' frames, in points, in the viewport's coordinates, on the pixel grid,
  /// ascending by index: peeking neighbours, a far jump's sources and target as they slide,
  /// pages as they move in every shape and right to left, a followed scroll view's bounce past
  /// either end; each with its controller and progress.
  ///
  /// Pages not listed are not shown: their views stay out of sight (in the hierarchy while
  /// their controller is active).
  ///
  /// - Complexity: O(shown pages); worked out once per change, without allocating once the
  ///   storage has grown to the most pages shown at once.
  public var frames: [PageFrame<Page>] {
    if !framesValid { computeFrames() }
    return frameBuffer
  }

  /// Calls `body` with each shown page's frame, as ``frames`` lists them, without copying them.
  ///
  /// - Parameter body: Called once per shown page.
  public func forEachFrame(_ body: (PageFrame<Page>) -> Void) {
    if !framesValid { computeFrames() }
    for frame in frameBuffer { body(frame) }
  }

  /// Where the nested header and the current feed are, with a coordinator attached.
  public var nestedOffsets: NestedOffsetsState? {
    guard let nested = nestedScroll else { return nil }
    return NestedOffsetsState(
      headerOffset: nested.headerOffset, headerRange: nested.headerRange,
      feedShownOffset: nested.scroller.shownFeedOffset, currentIndex: container.currentIndex)
  }

  // MARK: Internals

  func computeFrames() {
    framesValid = true
    frameBuffer.removeAll(keepingCapacity: true)
    guard container.canShowPages else { return }
    let size = container.viewportSize
    let horizontal = container.axis == .horizontal
    let length = container.pageLength
    let grid = self.grid
    let cross = grid.align(start: 0, length: horizontal ? size.height : size.width)
    let shift = motion == .followed ? platform.screenShift : 0
    let container = self.container
    container.forEachVisiblePage { index, progress in
      guard let controller = container.activeController(at: index),
        let page = container.page(at: index)
      else { return }
      let origin = container.screenOrigin(of: PagePlacement(index: index, offset: progress))
      let along = grid.align(start: origin + shift, length: length)
      let rect =
        horizontal
        ? Rect(x: along.start, y: cross.start, width: along.length, height: cross.length)
        : Rect(x: cross.start, y: along.start, width: cross.length, height: along.length)
      frameBuffer.append(
        PageFrame(
          index: index, id: page.diffID, controller: controller, frame: rect, progress: progress))
    }
  }

  /// The container moved (a frame of a glide): frames change, nothing else.
  func containerDidMove() {
    guard !isInvalidated else { return }
    invalidateFrames()
  }

  /// What the container shows changed (pages came or went, it settled, updated, resized...).
  func containerDidChange() {
    guard !isInvalidated else { return }
    invalidateFrames()
  }

  /// The phase changed: in followed motion, a motion of the container's own becomes the
  /// platform's.
  func containerPhaseDidChange() {
    guard !isInvalidated else { return }
    invalidateFrames()
    if motion == .followed { takeOverOwnMotion() }
  }

  /// Nested offsets moved (a touch, a tick of a fling): the display lays out.
  func checkNestedOffsets() {
    guard nestedScroll != nil else { return }
    let now = nestedOffsets
    guard now != lastNested else { return }
    lastNested = now
    display?.pageHostNeedsLayout(self)
  }
}
