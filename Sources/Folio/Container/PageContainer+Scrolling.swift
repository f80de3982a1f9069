// MARK: - Jumps and touches

extension PageContainer {
  /// Scrolls to a page.
  ///
  /// - Instant: one layout pass; the page gets `pageWillAppear`, the pages it replaces
  ///   `pageDidDisappear`, then (settled) `pageDidAppear`.
  /// - Animated to a neighbouring page: like a swipe.
  /// - Animated over more than one page: only the pages shown now and the target see events
  ///   (the target's `pageWillAppear` at once, the others' `pageDidDisappear` when it ends);
  ///   no page in between is instantiated or told anything.
  ///
  /// A jump during motion retargets it. Requested from inside a callback, it runs after the
  /// callback; if the pages changed meanwhile, the index is clamped to them.
  /// - Parameters:
  ///   - index: The target page.
  ///   - animated: Whether to animate.
  /// - Throws: ``PageContainerError/indexOutOfRange(index:count:)`` for an index outside the
  ///   pages (including any index when there are none).
  public func scrollToPage(_ index: Int, animated: Bool) throws(PageContainerError) {
    guard index >= 0, index < count else { throw .indexOutOfRange(index: index, count: count) }
    collectionView.performAfterCurrentOperation { [self] in
      startScroll(to: index, animated: animated)
    }
  }

  /// A finger goes down: catches a swipe's glide where it is.
  ///
  /// An animated jump over several pages is completed at once instead (its target settles), and the
  /// drag starts there.
  public func beginDragging() {
    collectionView.performAfterCurrentOperation { [self] in
      if let farJump, let target = activeIndex(of: farJump.target) {
        self.farJump = nil
        collectionView.setContentOffset(offset(ofPage: target), animated: false)
        pendingSettle = true
        finish()
      }
      collectionView.beginDragging()
    }
  }

  /// The finger moves the pages by a fraction of a page (positive toward higher indices).
  ///
  /// - Parameter pages: Page lengths; nothing happens without a finger down or for not-a-number.
  ///   The pages stay within the content, so a huge or infinite distance drags to that end.
  public func drag(byPages pages: Double) {
    collectionView.drag(by: pages * collectionView.viewportSize.length(along: axis))
  }

  /// The finger lifts with a velocity in pages per second (positive toward higher indices):
  /// past 0.5 pages per second the next page in that direction settles, otherwise the nearest.
  ///
  /// Any finite velocity past the threshold flings, however large (a product that overflows
  /// stays the fastest fling in its sign); `+infinity` and `-infinity` are the fastest flings;
  /// only not-a-number counts as 0.
  ///
  /// - Parameter pagesPerSecond: The release velocity.
  public func endDragging(velocity pagesPerSecond: Double) {
    collectionView.endDragging(
      velocity: pagesPerSecond * collectionView.viewportSize.length(along: axis))
  }

  /// The paging axis.
  public var axis: ScrollAxis { collectionView.layout.axis }

  /// Where each shown page is, in page lengths from the viewport's leading edge (0 is exactly
  /// in place, -0.3 is three tenths of a page off toward lower indices): what a renderer draws.
  ///
  /// During an animated jump over several pages, its sources and target slide as if they were
  /// neighbours.
  public var placements: [PagePlacement] {
    let now = position
    guard let farJump, let target = activeIndex(of: farJump.target) else {
      return visibleIndices.map { PagePlacement(index: $0, offset: Double($0) - now) }
    }
    let span = Double(target) - farJump.startPosition
    let progress = span == 0 ? 1 : min(1, max(0, (now - farJump.startPosition) / span))
    let direction: Double = span < 0 ? -1 : 1
    return visibleIndices.map { index in
      guard index != target else {
        return PagePlacement(index: index, offset: direction * (1 - progress))
      }
      return PagePlacement(
        index: index, offset: Double(index) - farJump.startPosition - direction * progress)
    }
  }

  // MARK: Internals

  func offset(ofPage index: Int) -> Point {
    collectionView.frameForItem(at: ItemPath(section: index, item: 0))?.origin ?? .zero
  }

  private func startScroll(to requested: Int, animated: Bool) {
    guard count > 0 else { return }
    let index = min(max(0, requested), count - 1)
    let target = offset(ofPage: index)
    guard animated else {
      farJump = nil
      collectionView.setContentOffset(target, animated: false)
      pendingSettle = true
      scheduleFinish()
      return
    }
    if farJump != nil || abs(Double(index) - position) > 1 {
      let id = pages[index].diffID
      if farJump == nil {
        let shown = active.values.filter { $0.appearance != .hidden && !$0.isDeleted }
          .sorted { $0.index < $1.index }.map(\.page.diffID)
        farJump = FarJump(sources: shown, target: id, startPosition: position)
      } else {
        farJump?.target = id
      }
      syncPresentation()
    }
    collectionView.setContentOffset(target, animated: true)
    if collectionView.scrollState == .idle {
      farJump = nil
      pendingSettle = true
      scheduleFinish()
    }
  }
}

/// Where a shown page is, for renderers.
public struct PagePlacement: Hashable, Sendable {
  /// The page's index.
  public var index: Int
  /// Its leading edge, in page lengths from the viewport's leading edge.
  public var offset: Double

  /// Creates a placement.
  ///
  /// - Parameters:
  ///   - index: The page's index.
  ///   - offset: Its leading edge, in page lengths from the viewport's leading edge.
  public init(index: Int, offset: Double) {
    self.index = index
    self.offset = offset
  }
}
