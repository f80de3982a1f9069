import Folio

// MARK: - Each page's feed offset, kept across its controller's reclaim

extension NestedScrollCoordinator {
  /// Gives a page's new controller the feed offset the page had.
  ///
  /// That is the offset its last controller had when it was reclaimed (ViewPager2's saved
  /// fragment state, by page identity); a controller that served another page starts at the
  /// top of this one. A controller new to the coordinator keeps what it has
  /// (`FolioStateRestoration` may have given it a saved offset).
  ///
  /// - Parameters:
  ///   - context: The container.
  ///   - id: The page.
  ///   - index: Its index.
  public func prepareDequeuedPage(
    _ context: PagePluginContext<Page>, id: Page.DiffID, at index: Int
  ) {
    guard let feed = context.controller(forPage: id) as? any NestedScrollFeed else { return }
    let served = servedOtherPages.contains { $0.object === feed }
    servedOtherPages.removeAll { $0.object == nil || $0.object === feed }
    if let offset = feedOffsets.removeValue(forKey: id) {
      feed.nestedFeedOffset = offset
    } else if served {
      feed.nestedFeedOffset = 0
    }
  }

  /// Keeps the offset of a page's feed whose controller goes; the controller, if it serves
  /// another page next, starts there at the top.
  func rememberFeed(of controller: AnyObject, page id: Page.DiffID) {
    guard let feed = controller as? any NestedScrollFeed else { return }
    let offset = feed.nestedFeedOffset
    feedOffsets[id] = offset.isFinite ? max(0, offset) : 0
    servedOtherPages.removeAll { $0.object == nil || $0.object === controller }
    servedOtherPages.append(WeakFeed(object: controller))
  }

  /// Forgets the offsets of pages that are gone.
  func forgetDeletedFeeds(_ context: PagePluginContext<Page>) {
    guard !feedOffsets.isEmpty else { return }
    feedOffsets = feedOffsets.filter { context.index(of: $0.key) != nil }
  }
}

/// A controller that served a page, held weakly (a pool may let it go).
struct WeakFeed {
  weak var object: AnyObject?
}
