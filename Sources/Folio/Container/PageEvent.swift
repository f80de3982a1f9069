/// One event of a ``PageContainer``, as observers and tests see it.
///
/// Events are values, so a test compares a whole sequence at once. Pages are named by their
/// index at the time of the event and their identity (`String(describing: diffID)`);
/// controllers by their ``ControllerTag``.
public enum PageEvent: Hashable, Sendable, CustomStringConvertible {
  /// A controller was created.
  case instantiated(controller: ControllerTag)
  /// A controller was handed out for a page.
  case dequeued(index: Int, page: String, controller: ControllerTag, source: DequeueSource)
  /// `pageWillAppear`.
  case willAppear(index: Int, page: String, controller: ControllerTag)
  /// `pageDidAppear`.
  case didAppear(index: Int, page: String, controller: ControllerTag)
  /// `pageDidDisappear`.
  case didDisappear(index: Int, page: String, controller: ControllerTag)
  /// `pageWasReclaimed`: the controller went back to its pool.
  case reclaimed(index: Int, page: String, controller: ControllerTag)
  /// A reclaimed controller was released instead of pooled (its pool was full, or pools were
  /// trimmed).
  case released(controller: ControllerTag)
  /// Scrolling settled on a page: where the pages rest, shown or not (while the screen is away,
  /// ``PageContainer/isOnScreen`` `false`, no page appears; the page that appears when it is
  /// back hears `pageDidAppear` with no second settle).
  case settled(index: Int)
  /// A data update was applied: the changes, with UICollectionView's index conventions.
  case updated(PageChanges)
  /// The pages were reloaded.
  case reloaded(count: Int)
  /// An event of a plugin (a working range enter or exit, say), recorded in the same log.
  case plugin(name: String, index: Int, page: String, controller: ControllerTag?)
  /// The viewport changed size: the size pages are shown at now (`Size/zero` when nothing can
  /// be shown).
  case resized(Size)
  /// Something was wrong and the container recovered; the text says what.
  case diagnostic(String)
  /// A feed was asked for its next batch, whose first page will be at `startIndex`
  /// (``PageContainerFeedDataSource``).
  case loadMore(startIndex: Int)
  /// A feed's batch failed; its tail page is the failure page.
  case loadMoreFailed

  /// Where a dequeued controller came from.
  public enum DequeueSource: String, Hashable, Sendable {
    /// It was already active for that page.
    case active
    /// It came from its reuse pool.
    case pool
    /// It was created.
    case new
  }

  /// A one-line rendering, such as `willAppear 3 p3 ArticlePage#2`.
  public var description: String {
    switch self {
    case .instantiated(let controller): "instantiate \(controller)"
    case .dequeued(let index, let page, let controller, let source):
      "dequeue \(index) \(page) \(controller) \(source.rawValue)"
    case .willAppear(let index, let page, let controller):
      "willAppear \(index) \(page) \(controller)"
    case .didAppear(let index, let page, let controller): "didAppear \(index) \(page) \(controller)"
    case .didDisappear(let index, let page, let controller):
      "didDisappear \(index) \(page) \(controller)"
    case .reclaimed(let index, let page, let controller): "reclaimed \(index) \(page) \(controller)"
    case .released(let controller): "released \(controller)"
    case .settled(let index): "settle \(index)"
    case .updated(let changes): "update \(changes)"
    case .reloaded(let count): "reload \(count)"
    case .plugin(let name, let index, let page, let controller):
      "\(name) \(index) \(page)" + (controller.map { " \($0)" } ?? "")
    case .resized(let size): "resize \(size)"
    case .diagnostic(let text): "diagnostic \(text)"
    case .loadMore(let startIndex): "loadMore \(startIndex)"
    case .loadMoreFailed: "loadMoreFailed"
    }
  }
}

/// The changes of a data update, with UICollectionView's index conventions: deletes, updates
/// and a move's `from` are old indexes; inserts and a move's `to` are new ones.
public struct PageChanges: Hashable, Sendable, CustomStringConvertible {
  /// New indexes of inserted pages.
  public var inserts: [Int]
  /// Old indexes of deleted pages.
  public var deletes: [Int]
  /// Pages that changed their relative order.
  public var moves: [DiffMove]
  /// Old indexes of pages whose content changed.
  public var updates: [Int]

  /// Creates a set of changes.
  ///
  /// - Parameters:
  ///   - inserts: New indexes of inserted pages.
  ///   - deletes: Old indexes of deleted pages.
  ///   - moves: Moved pages.
  ///   - updates: Old indexes of changed pages.
  public init(inserts: [Int] = [], deletes: [Int] = [], moves: [DiffMove] = [], updates: [Int] = [])
  {
    self.inserts = inserts
    self.deletes = deletes
    self.moves = moves
    self.updates = updates
  }

  /// Whether nothing changed.
  public var isEmpty: Bool {
    inserts.isEmpty && deletes.isEmpty && moves.isEmpty && updates.isEmpty
  }

  /// Where a page that was at `oldIndex` is after the changes: `nil` if it was deleted.
  ///
  /// Pages that are not moved keep their order among themselves and fill, in that order, the new
  /// indices that no insert or move takes.
  ///
  /// - Parameter oldIndex: An index before the changes.
  /// - Returns: Its index after them, or `nil` for a deleted page (or a negative index).
  /// - Complexity: O(c log c) for c changes.
  public func newIndex(forOldIndex oldIndex: Int) -> Int? {
    guard oldIndex >= 0, !deletes.contains(oldIndex) else { return nil }
    if let move = moves.first(where: { $0.from == oldIndex }) { return move.to }
    let moveSources = moves.lazy.map(\.from)
    // Its rank among the pages that stay in order...
    var rank = oldIndex
    for index in Set(deletes).union(moveSources) where index < oldIndex { rank -= 1 }
    // ...placed among the new indices that inserts and moves do not take.
    var index = rank
    for taken in Set(inserts).union(moves.map(\.to)).sorted() where taken <= index { index += 1 }
    return index
  }

  /// `+inserts -deletes ~moves *updates`.
  public var description: String {
    "+\(inserts) -\(deletes) ~\(moves) *\(updates)"
  }
}
