import Folio

/// Random user and data operations on a `PageContainer`, for model-based tests that hunt for
/// broken contracts: swipes, partial and extreme drags, releases at every kind of velocity
/// (threshold, huge, infinite, not a number), catches, ticks of any length, waits, animated,
/// instant and out-of-range jumps, diffed inserts, deletes, moves, content changes and
/// duplicate identities, reloads, resizes (fractional, huge, empty along either axis), recycle
/// distances, pool limits and trims, and requests armed inside callbacks through a
/// ``CallbackTrap``; all drawn from a seeded generator.
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
  /// An operation of the test's own (a plugin's setting, say): it performs itself and returns
  /// what it did.
  public typealias Operation = (inout SeededRandomNumberGenerator) -> String

  /// The generator; its seed names the run.
  public var random: SeededRandomNumberGenerator
  /// The driven container's driver.
  public let driver: PageContainerDriver<Page>
  /// Where requests armed inside callbacks wait for a callback to fire them, if the test's
  /// controllers fire one.
  public let trap: CallbackTrap?
  private let makePage: (inout SeededRandomNumberGenerator) -> Page
  private let setPages: ([Page]) -> Void
  private let changeContent: ((Page, inout SeededRandomNumberGenerator) -> Page)?
  private let extraOperations: [Operation]
  private var pages: [Page]

  /// Creates a generator of operations.
  ///
  /// - Parameters:
  ///   - driver: Drives the container.
  ///   - seed: Fixes every choice.
  ///   - trap: Armed with random requests for callbacks to fire; `nil` for none.
  ///   - makePage: Makes a page with a new identity.
  ///   - changeContent: Gives a page new content with the same identity (which may make the
  ///     data source hand out another controller type, or fail); `nil` for none.
  ///   - setPages: Gives the container's data source new pages (the operations then request an
  ///     update or a reload).
  ///   - extraOperations: The test's own operations, drawn among the others.
  public init(
    driver: PageContainerDriver<Page>, seed: UInt64, trap: CallbackTrap? = nil,
    makePage: @escaping (inout SeededRandomNumberGenerator) -> Page,
    changeContent: ((Page, inout SeededRandomNumberGenerator) -> Page)? = nil,
    setPages: @escaping ([Page]) -> Void, extraOperations: [Operation] = []
  ) {
    self.driver = driver
    self.random = SeededRandomNumberGenerator(seed: seed)
    self.trap = trap
    self.makePage = makePage
    self.changeContent = changeContent
    self.setPages = setPages
    self.extraOperations = extraOperations
    self.pages = driver.container.pages
  }

  /// Performs one random operation.
  ///
  /// - Returns: What it did, for failure messages. A description ending in `!` means the
  ///   container answered unexpectedly (a valid jump that threw).
  public mutating func step() -> String {
    let choices = 22 + extraOperations.count
    let choice = Int.random(in: 0..<choices, using: &random)
    if choice >= 22 { return extraOperations[choice - 22](&random) }
    switch choice {
    case 0, 1:
      let direction = Bool.random(using: &random) ? 1 : -1
      driver.swipe(by: direction)
      return "swipe(\(direction))"
    case 2, 3:
      let distance = drawDistance()
      driver.drag(byPages: distance)
      return "drag(\(distance))"
    case 4, 5:
      let velocity = drawVelocity()
      driver.release(velocity: velocity)
      return "release(\(velocity))"
    case 6:
      driver.container.beginDragging()
      return "touchDown"
    case 7, 8:
      return jump()
    case 9, 10, 11:
      let milliseconds = [0, 1, 16, 17, 100, 250, Int.random(in: 0...400, using: &random)][
        Int.random(in: 0..<7, using: &random)]
      driver.advance(by: .milliseconds(milliseconds))
      return "tick(\(milliseconds))"
    case 12:
      driver.runUntilSettled()
      return "wait"
    case 13, 14:
      return edit()
    case 15:
      return reload()
    case 16:
      return resize()
    case 17:
      let distance = [0, 1, 2, 3, 4, 5, Int.max, Int.min][Int.random(in: 0..<8, using: &random)]
      driver.container.recycleDistance = distance
      return "recycleDistance(\(distance))"
    case 18:
      let limit = [nil, 0, 1, 2, 3][Int.random(in: 0..<5, using: &random)]
      driver.container.poolLimit = limit
      return "poolLimit(\(limit.map(String.init) ?? "nil"))"
    case 19:
      driver.container.trimPools()
      return "trimPools"
    case 20, 21:
      return armCallback()
    default:
      return "nothing"
    }
  }

  // MARK: - Draws

  private mutating func drawDistance() -> Double {
    switch Int.random(in: 0..<12, using: &random) {
    case 0:
      return [Double.nan, .infinity, -.infinity, 1e300, -1e300][
        Int.random(in: 0..<5, using: &random)]
    case 1: return [0.5, -0.5, 1, -1, 0][Int.random(in: 0..<5, using: &random)]
    default: return Double.random(in: -1.4...1.4, using: &random)
    }
  }

  private mutating func drawVelocity() -> Double {
    switch Int.random(in: 0..<10, using: &random) {
    case 0:
      return [Double.nan, .infinity, -.infinity, 1e307, -1e307, .greatestFiniteMagnitude][
        Int.random(in: 0..<6, using: &random)]
    case 1:
      // At and just past the default threshold.
      return [0.5, -0.5, 0.5000001, -0.5000001, 0][Int.random(in: 0..<5, using: &random)]
    default:
      return Double.random(in: -3...3, using: &random)
    }
  }

  private mutating func drawIndex() -> Int {
    let count = driver.container.count
    switch Int.random(in: 0..<10, using: &random) {
    case 0: return [Int.min, -1, count, Int.max][Int.random(in: 0..<4, using: &random)]
    default: return Int.random(in: -1...(count + 1), using: &random)
    }
  }

  // MARK: - Operations

  private mutating func jump() -> String {
    let container = driver.container
    let index = drawIndex()
    let animated = Bool.random(using: &random)
    do {
      try container.scrollToPage(index, animated: animated)
    } catch {
      guard index < 0 || index >= container.count else { return "jump(\(index)) threw \(error)!" }
    }
    return "jump(\(index), animated: \(animated))"
  }

  private mutating func edit() -> String {
    var description: [String] = []
    var given: [Page]?
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      switch Int.random(in: 0..<5, using: &random) {
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
      case 3 where !pages.isEmpty:
        guard let changeContent else { break }
        let index = Int.random(in: pages.indices, using: &random)
        pages[index] = changeContent(pages[index], &random)
        description.append("content@\(index)")
      case 4 where !pages.isEmpty:
        // A data source that hands out a duplicate identity: the container drops it.
        let copy = pages[Int.random(in: pages.indices, using: &random)]
        var withDuplicate = pages
        withDuplicate.insert(copy, at: Int.random(in: 0...pages.count, using: &random))
        given = withDuplicate
        description.append("duplicate")
      default:
        break
      }
    }
    pages = uniqued(pages)
    setPages(given ?? pages)
    driver.container.performUpdates()
    if Bool.random(using: &random) { driver.container.layoutIfNeeded() }
    return "update(\(description))"
  }

  private mutating func reload() -> String {
    pages = (0..<Int.random(in: 0...10, using: &random)).map { _ in
      Bool.random(using: &random) && !pages.isEmpty
        ? pages[Int.random(in: pages.indices, using: &random)] : makePage(&random)
    }
    pages = uniqued(pages)
    setPages(pages)
    driver.container.reloadData()
    return "reload(\(pages.count) pages)"
  }

  private mutating func resize() -> String {
    let sizes = [
      Size.zero, Size(width: 100, height: 0), Size(width: 0, height: 40),
      Size(width: 0.1, height: 40), Size(width: 7.7, height: 3.3), Size(width: 1e-3, height: 1e-3),
      Size(width: 1e6, height: 1e6), Size(width: .infinity, height: 30),
      Size(width: 1e308, height: .greatestFiniteMagnitude), Size(width: .nan, height: 30),
      Size(width: Double(Int.random(in: 40...120, using: &random)), height: 30),
    ]
    let size = sizes[Int.random(in: 0..<sizes.count, using: &random)]
    driver.container.setViewportSize(size)
    return "resize(\(size))"
  }

  /// Arms a random request for the next callback that fires the trap.
  private mutating func armCallback() -> String {
    guard let trap else { return "nothing" }
    let container = driver.container
    let clock = driver.clock
    let index = drawIndex()
    let animated = Bool.random(using: &random)
    let size = Bool.random(using: &random) ? Size.zero : Size(width: 90, height: 30)
    let distance = Int.random(in: 0...5, using: &random)
    let velocity = drawVelocity()
    // The trap is held by the container's controllers and data source: an armed request that
    // held the container would keep it alive, with everything it owns, once the test drops it.
    let requests: [(String, () -> Void)] = [
      (
        "jump(\(index))",
        { [weak container] in try? container?.scrollToPage(index, animated: animated) }
      ),
      ("update", { [weak container] in container?.performUpdates() }),
      ("reload", { [weak container] in container?.reloadData() }),
      ("resize(\(size))", { [weak container] in container?.setViewportSize(size) }),
      (
        "recycleDistance(\(distance))",
        { [weak container] in container?.recycleDistance = distance }
      ),
      ("layout", { [weak container] in container?.layoutIfNeeded() }),
      ("tick", { clock.advance(by: .milliseconds(50)) }),
      (
        "touch(\(velocity))",
        { [weak container] in
          container?.beginDragging()
          container?.drag(byPages: 0.3)
          container?.endDragging(velocity: velocity)
        }
      ),
      ("trimPools", { [weak container] in container?.trimPools() }),
    ]
    let (label, request) = requests[Int.random(in: 0..<requests.count, using: &random)]
    trap.arm(label, request)
    return "arm(\(label))"
  }

  private func uniqued(_ candidates: [Page]) -> [Page] {
    var seen = Set<Page.DiffID>()
    return candidates.filter { seen.insert($0.diffID).inserted }
  }
}
