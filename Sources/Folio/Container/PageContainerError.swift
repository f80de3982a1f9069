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
    case .busy:
      return
        "the container is delivering a callback; prefetch from a plugin hook, or queue the work with perform(_:)"
    }
  }
}
