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
  /// The shown pages' frames, in points, in the viewport's coordinates, on the pixel grid.
  ///
  /// Ascending by index: peeking neighbours, a far jump's sources and target as they slide,
  /// pages as they move in every shape and right to left, a followed scroll view's bounce past
  /// either end; each with its progress. A page's controller is ``controller(at:)``.
  ///
  /// Pages not listed are not shown: their views stay out of sight (in the hierarchy while
  /// their controller is active). While ``isCovered`` on a screen that is shown (a sheet may
  /// leave the pages in view), and after a sheet dismissed while the screen leaves until it has
  /// gone, the pages are drawn where they are without appearing: the pages in the viewport
  /// that have a controller are listed, though none is visible.
  ///
  /// - Complexity: O(shown pages); it allocates the array: a layout pass of every frame calls
  ///   ``forEachFrame(_:)``, which does not.
  public var frames: [PageFrame] {
    var frames: [PageFrame] = []
    frames.reserveCapacity(4)  // a viewport shows a few pages: one allocation
    forEachFrame { frames.append($0) }
    return frames
  }

  /// Calls `body` with each shown page's frame, as ``frames`` lists them, worked out now,
  /// without allocating: what a layout pass calls every frame.
  ///
  /// - Parameter body: Called once per shown page, ascending by index.
  /// - Complexity: O(shown pages).
  public func forEachFrame(_ body: (PageFrame) -> Void) {
    let source = self.source
    if !source.isComplete { source.complete(for: self) }
    let layout = source.layout
    guard layout.showsPages else { return }
    if source.isDirect {
      // Outside a jump and a ring, a page's progress is its distance from where the pages are
      // drawn (the position, past either end by a followed bounce).
      let position = container.position + container.overscroll
      for index in source.visible {
        let progress = Double(index) - position + 0
        body(PageFrame(index: index, frame: layout.frame(atProgress: progress), progress: progress))
      }
      return
    }
    guard source.drawsDisappeared else {
      container.forEachVisiblePage { index, progress in
        body(PageFrame(index: index, frame: layout.frame(atProgress: progress), progress: progress))
      }
      return
    }
    // The screen shows the pages but theirs is gone (covered: a sheet may leave them in view;
    // or uncovered as it leaves): drawn where they are, without appearing.
    container.forEachDrawnPage { index, progress in
      body(PageFrame(index: index, frame: layout.frame(atProgress: progress), progress: progress))
    }
  }

  /// Calls `body` with each child's controller and where its view goes: each shown page's
  /// frame (as ``forEachFrame(_:)`` gives it), then `nil` for every other child, whose view
  /// an adapter hides (from VoiceOver too) and keeps.
  ///
  /// - Parameter body: Called once per child: the shown pages ascending by index, then the
  ///   others in no particular order.
  /// - Complexity: O(children × shown pages).
  public func forEachChildFrame(_ body: (_ controller: AnyObject, _ frame: PageFrame?) -> Void) {
    var shown: [ObjectIdentifier] = []
    forEachFrame { frame in
      guard let controller = controller(at: frame.index) else { return }
      shown.append(ObjectIdentifier(controller))
      body(controller, frame)
    }
    for (id, child) in children where !shown.contains(id) { body(child.controller, nil) }
  }

  /// The controller of a shown (or active) page: for a frame's `index`.
  ///
  /// - Parameter index: A page index.
  /// - Returns: The controller (a view controller, for a UIKit host), or `nil`.
  public func controller(at index: Int) -> (any PageController<Page>)? {
    container.activeController(at: index)
  }

  /// Where the nested header and the current feed are, with a coordinator attached: the
  /// coordinator's own answer (`NestedScrollCoordinator.geometry`), so a feed restored or
  /// scrolled by the app is drawn where it is.
  public var nestedOffsets: NestedOffsetsState? {
    guard let nested = nestedScroll else { return nil }
    return nestedOffsets(of: nested)
  }

  /// The offsets of an attached coordinator.
  func nestedOffsets(of nested: NestedScrollCoordinator<Page>) -> NestedOffsetsState {
    NestedOffsetsState(
      headerOffset: nested.headerOffset, headerRange: nested.headerRange,
      feedShownOffset: nested.shownFeedOffset, currentIndex: container.currentIndex)
  }

  /// How far a followed scroll view's bounce past either end shifts what is drawn, in points
  /// along the axis (positive right or down): 0 in owned motion and within the ends (the
  /// container's `overscroll`, on screen).
  public var bounceOffset: Double {
    let overscroll = container.overscroll
    guard overscroll != 0 else { return 0 }
    let mirrored = container.axis == .horizontal && container.layoutDirection == .rightToLeft
    return (mirrored ? overscroll : -overscroll) * container.pageStride
  }

  // MARK: Internals

  /// The container's geometry changed (a resize, a shape, a direction, a ring): frames are
  /// worked out again from scratch.
  func containerDidChange() {
    guard !ended else { return }
    // (What a followed scroll view owes first: the display may lay out at once.)
    followBounceAgain()
    retargetAfterNewGeometry = true
    retargetPlatformMotion()
    invalidateFrames()
  }

  /// The pages were updated: the frames' pages are read again.
  ///
  /// A followed bounce stays as drawn: the scroll view's offset is the old content's (pages before the current one moved
  /// it), and ``wantedPlatformOffset`` puts the scroll view where the pages are.
  func containerDidUpdate() {
    guard !ended else { return }
    syncPlatformShift()
    retargetPlatformMotion()
    visiblePagesDidChange()
  }

  /// The shown pages changed, or their indices did (an update): the frames' pages are read
  /// again.
  func visiblePagesDidChange() {
    guard !ended else { return }
    source.invalidateVisible()
    displayStorage?.pageHostNeedsLayout(self)
  }

  /// The pages settled: what is drawn may have changed.
  func containerDidSettle() {
    guard !ended else { return }
    pagesDidSettle()
    displayStorage?.pageHostNeedsLayout(self)
  }

  /// The phase changed: in followed motion, a motion of the container's own becomes the
  /// platform's.
  func containerPhaseDidChange() {
    guard !ended else { return }
    if container.phase != .resting { movedSinceRest = true }
    source.invalidatePhase()
    syncPlatformShift()  // (an update in the same pass: before the scroll view is read)
    // The pages came to rest on their own (an instant jump, a jump turned back to where they
    // are, an update) while a followed scroll view moves: it is stopped there (by the layout).
    if motion == .followed, container.phase == .resting {
      let now = clockNow
      if scrollState.stop(now: now) { watchScrollDeadline() }
    }
    displayStorage?.pageHostNeedsLayout(self)
    if motion == .followed { takeOverOwnMotion() }
  }

  /// Nested offsets moved (a touch, a tick of a fling): the display lays out.
  func checkNestedOffsets(_ nested: NestedScrollCoordinator<Page>) {
    let now = nestedOffsets(of: nested)
    guard now != lastNested else { return }
    lastNested = now
    displayStorage?.pageHostNeedsLayout(self)
  }
}

/// What a host's frames are worked out from, kept until it changes (pages shown, a phase, a
/// ring, a resize, a shape, a direction, a scale): the geometry in points, the shown pages, and
/// whether their progress is their distance from the position (outside a jump and a ring).
///
/// Not generic, and touched only through these few members, so that a frame of a glide costs
/// no generic work and no run-time exclusivity check.
final class FrameSource {
  private(set) var layout = PageFrameLayout.empty
  private(set) var visible: [Int] = []
  private(set) var isDirect = false
  /// Whether the pages are drawn though they do not appear (``PageHost/drawsDisappearedPages``).
  private(set) var drawsDisappeared = false
  /// Whether everything is up to date: the one thing a frame of a glide asks.
  private(set) var isComplete = false
  private var hasLayout = false
  private var hasVisible = false
  private var hasPhase = false

  /// The host ended: nothing is shown from now on.
  func end() {
    ended = true
    layout = .empty
    visible = []
    isComplete = true
  }

  private var ended = false

  /// Everything is read again (a resize, a shape, a direction, a ring, a scale).
  func invalidate() {
    guard !ended else { return }
    hasLayout = false
    hasVisible = false
    hasPhase = false
    isComplete = false
  }

  /// The shown pages changed (or their indices did).
  func invalidateVisible() {
    guard !ended else { return }
    hasVisible = false
    isComplete = false
  }

  /// The phase changed (a jump began or ended).
  func invalidatePhase() {
    guard !ended else { return }
    hasPhase = false
    isComplete = false
  }

  /// Reads again what changed.
  func complete<Page: Diffable>(for host: PageHost<Page>) {
    let container = host.container
    if !hasLayout {
      layout = host.container.frameLayout
      hasLayout = true
    }
    if !hasVisible {
      visible = container.visibleIndices
      hasVisible = true
    }
    if !hasPhase {
      let jumping: Bool
      if case .jumping = container.phase { jumping = true } else { jumping = false }
      // Outside a jump and a ring, a page's progress is its distance from the position.
      drawsDisappeared = host.drawsDisappearedPages
      isDirect = !jumping && !container.isLooping && !drawsDisappeared
      hasPhase = true
    }
    isComplete = true
  }
}
