// MARK: - Transforms: each shown page's progress, every frame

extension PageContainer {
  /// A shown page's signed progress: its distance from its resting position in page lengths
  /// (0 in place, +1 one page toward higher indices, -1 one page toward lower ones).
  ///
  /// Logical, whatever the ``layoutDirection``. During an animated jump over several pages its
  /// sources and target move as if they were neighbours (as ``placements`` says).
  ///
  /// - Parameter index: A page index.
  /// - Returns: The progress, or `nil` when the page is not shown.
  /// - Complexity: O(visible pages).
  public func progress(ofPageAt index: Int) -> Double? {
    for slot in shown where !slot.isDeleted && slot.index == index {
      return offset(ofShownPageAt: index)
    }
    return nil
  }

  /// Calls `body` with each shown page's index and progress (see ``progress(ofPageAt:)``), in
  /// ascending index: what a renderer or a plugin reads every frame to transform the pages.
  ///
  /// - Parameter body: Called once per shown page.
  /// - Complexity: O(visible pages), without allocating while the same pages are shown.
  public func forEachVisiblePage(_ body: (_ index: Int, _ progress: Double) -> Void) {
    for index in visibleIndices { body(index, offset(ofShownPageAt: index)) }
  }

  /// Where the shown page at `index` is, in page lengths from its resting position: the
  /// position's distance, or during a jump its place as if sources and target were neighbours.
  ///
  /// Never -0 (adding +0 makes it +0), so that in place is one value, 0.
  func offset(ofShownPageAt index: Int) -> Double {
    let now = transition.position
    guard transition.isJumping, let target = transition.target else {
      return Double(index) - now + 0
    }
    let span = Double(target) - jumpStart
    let progress = span == 0 ? 1 : min(1, max(0, (now - jumpStart) / span))
    let direction: Double = span < 0 ? -1 : 1
    guard index != target else { return direction * (1 - progress) + 0 }
    return Double(index) - jumpStart - direction * progress + 0
  }

  /// Tells each shown page whose controller follows its progress
  /// (``TransformablePageController``) where it is now, if that changed, in ascending index.
  ///
  /// - Complexity: O(visible pages); no allocation while the same pages are shown.
  func deliverProgress() {
    guard hasProgressHandlers else { return }
    for index in visibleIndices {
      guard let slot = slots.live(at: index), let handler = slot.progressHandler else { continue }
      let progress = offset(ofShownPageAt: index)
      guard progress != slot.deliveredProgress else { continue }
      slot.deliveredProgress = progress
      callingUserCode { handler(progress) }
    }
  }

  /// Whether a shown page's controller follows its progress.
  private var hasProgressHandlers: Bool {
    for slot in shown where slot.progressHandler != nil { return true }
    return false
  }
}
