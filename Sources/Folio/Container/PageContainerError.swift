/// What was wrong with a request to a ``PageContainer``, and what was expected.
public enum PageContainerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A page index outside the pages.
  case indexOutOfRange(index: Int, count: Int)
  /// A controller type that is not registered and cannot be created with `init()`.
  case unregisteredType(typeName: String)
  /// The data source returned a controller that serves another page or sits in a pool.
  case controllerInUse(controller: ControllerTag, page: String)
  /// The data source could not supply a controller for a page.
  case noController(index: Int, page: String, reason: String)
  /// A synchronous request (a prefetch) made while the container delivers a callback, where it
  /// would run in the middle of a lifecycle step.
  case busy
  /// `dequeueReusablePage` called other than from the data source, for the page it is asked
  /// about.
  case dequeueOutsideDataSource(index: Int)
  /// A dequeue refused by the live-controller budget of its type: every live controller of the
  /// type serves a page that is shown, pinned, or nearer the current page than the one asked
  /// about. Catch it in the data source to dequeue a cheaper type (a thumbnail for a player),
  /// or let the container give the page a placeholder until the budget has room.
  case liveBudgetReached(typeName: String, limit: Int)
  /// A pin that would leave no controller of its type's budget for the page on screen: at most
  /// `limit - 1` pages of a budgeted type can be pinned.
  case pinsFillBudget(typeName: String, limit: Int)
  /// A page that has no controller now cannot be pinned.
  case pageNotActive(page: String)
  /// A prefetch during the delay that follows ``PageContainer/shedMemory(regrowAfter:)``.
  case sheddingMemory
  /// A prefetch refused by ``PageContainer/boundPageLimit``: as many pages as it allows are
  /// bound, and each is shown, current, pinned, or nearer the current page than the one asked
  /// about.
  case boundPageLimitReached(limit: Int)

  /// What was wrong and what was expected.
  public var description: String {
    switch self {
    case .indexOutOfRange(let index, let count):
      return count == 0
        ? "page index \(index) is out of range: there are no pages"
        : "page index \(index) is out of range; expected 0...\(count - 1)"
    case .unregisteredType(let typeName):
      return
        "\(typeName) is not registered and has no init(); register it with a factory before dequeuing it"
    case .controllerInUse(let controller, let page):
      return
        "the data source returned \(controller) for page \(page), but it serves another page or sits in a pool; return dequeueReusablePage(of:for:)"
    case .noController(let index, let page, let reason):
      return "no controller for page \(index) (\(page)): \(reason)"
    case .dequeueOutsideDataSource(let index):
      return
        "dequeueReusablePage(of:for: \(index)) was called outside the data source; call it only from pageContainer(_:controllerFor:at:), for the page asked"
    case .liveBudgetReached(let typeName, let limit):
      return
        "the budget of \(limit) live \(typeName) controllers is reached, and each serves a page shown, pinned or nearer the current one"
    case .pinsFillBudget(let typeName, let limit):
      return
        "at most \(limit - 1) \(typeName) pages can be pinned (budget \(limit)): one is kept for the page on screen"
    case .pageNotActive(let page):
      return "page \(page) has no controller now; pin a page that is shown or kept"
    case .sheddingMemory:
      return "the container is shedding memory; prefetching resumes after the delay given"
    case .boundPageLimitReached(let limit):
      return
        "the limit of \(limit) bound pages is reached, and each is shown, current, pinned or nearer the current one"
    case .busy:
      return
        "the container is delivering a callback; prefetch from a plugin hook, or queue the work with perform(_:)"
    }
  }
}
