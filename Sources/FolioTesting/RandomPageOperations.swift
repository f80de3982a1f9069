import Folio

/// Random user and data operations on a ``PageContainer``, for model-based tests: swipes,
/// partial drags, releases, catches, jumps (in and out of range), time, diffed edits, reloads
/// and resizes, drawn from a seeded generator.
///
/// ```swift
/// var operations = RandomPageOperations(driver: driver, seed: seed,
///   makePage: { random in Tab(id: "t\(Int.random(in: 0..<1_000, using: &random))") },
///   setPages: { tabs.tabs = $0 })
/// for step in 0..<2_000 {
///   let operation = operations.step()
///   checker.verify(container)
///   #expect(checker.violations.isEmpty, "seed \(seed), step \(step): \(operation)")
/// }
/// ```
public struct RandomPageOperations<Page: Diffable> {
  /// The generator; its seed names the run.
  public var random: SeededRandomNumberGenerator
  /// The driven container's driver.
  public let driver: PageContainerDriver<Page>
  private let makePage: (inout SeededRandomNumberGenerator) -> Page
  private let setPages: ([Page]) -> Void
  private var pages: [Page]

  /// Creates a generator of operations.
  ///
  /// - Parameters:
  ///   - driver: Drives the container.
  ///   - seed: Fixes every choice.
  ///   - makePage: Makes a page with a new identity.
  ///   - setPages: Gives the container's data source new pages (the operations then request an
  ///     update or a reload).
  public init(
    driver: PageContainerDriver<Page>, seed: UInt64,
    makePage: @escaping (inout SeededRandomNumberGenerator) -> Page,
    setPages: @escaping ([Page]) -> Void
  ) {
    self.driver = driver
    self.random = SeededRandomNumberGenerator(seed: seed)
    self.makePage = makePage
    self.setPages = setPages
    self.pages = driver.container.pages
  }

  /// Performs one random operation.
  ///
  /// - Returns: What it did, for failure messages. A description ending in `!` means the
  ///   container answered unexpectedly (a valid jump that threw).
  public mutating func step() -> String {
    let container = driver.container
    let count = container.count
    switch Int.random(in: 0..<18, using: &random) {
    case 0, 1:
      let direction = Bool.random(using: &random) ? 1 : -1
      driver.swipe(by: direction)
      return "swipe(\(direction))"
    case 2, 3:
      let distance = Double.random(in: -1.4...1.4, using: &random)
      driver.drag(byPages: distance)
      return "drag(\(distance))"
    case 4:
      let velocity = Double.random(in: -3...3, using: &random)
      driver.release(velocity: velocity)
      return "release(\(velocity))"
    case 5:
      driver.catchMotion()
      return "catch"
    case 6, 7:
      let index = Int.random(in: -1...(count + 1), using: &random)
      let animated = Bool.random(using: &random)
      do {
        try container.scrollToPage(index, animated: animated)
      } catch {
        guard index < 0 || index >= count else { return "jump(\(index)) threw \(error)!" }
      }
      return "jump(\(index), animated: \(animated))"
    case 8, 9, 10:
      let milliseconds = Int.random(in: 0...200, using: &random)
      driver.advance(by: .milliseconds(milliseconds))
      return "advance(\(milliseconds))"
    case 11, 12:
      return edit()
    case 13:
      pages = (0..<Int.random(in: 0...10, using: &random)).map { _ in
        Bool.random(using: &random) && !pages.isEmpty
          ? pages[Int.random(in: pages.indices, using: &random)] : makePage(&random)
      }
      pages = uniqued(pages)
      setPages(pages)
      container.reloadData()
      return "reload(\(pages.count) pages)"
    case 14:
      let size =
        Int.random(in: 0..<5, using: &random) == 0
        ? Size.zero : Size(width: Double(Int.random(in: 40...120, using: &random)), height: 30)
      container.setViewportSize(size)
      return "resize(\(size))"
    default:
      driver.runUntilSettled()
      return "runUntilSettled"
    }
  }

  private mutating func edit() -> String {
    var description: [String] = []
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        let index = Int.random(in: 0...pages.count, using: &random)
        pages.insert(makePage(&random), at: index)
        description.append("insert@\(index)")
      case 1 where !pages.isEmpty:
        let index = Int.random(in: pages.indices, using: &random)
        pages.remove(at: index)
        description.append("delete@\(index)")
      case 2 where pages.count > 1:
        let moved = pages.remove(at: Int.random(in: pages.indices, using: &random))
        pages.insert(moved, at: Int.random(in: 0...pages.count, using: &random))
        description.append("move")
      default:
        break
      }
    }
    pages = uniqued(pages)
    setPages(pages)
    driver.container.performUpdates()
    if Bool.random(using: &random) { driver.container.layoutIfNeeded() }
    return "update(\(description))"
  }

  private func uniqued(_ candidates: [Page]) -> [Page] {
    var seen = Set<Page.ID>()
    return candidates.filter { seen.insert($0.diffID).inserted }
  }
}
