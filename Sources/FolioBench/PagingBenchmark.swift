import Folio
import FolioSupport
import FolioTesting
import FolioWorkingRange

/// `folio-bench paging`: what a swipe costs, whether controllers stay reused, and what the
/// container keeps per page.
///
/// - `swipe_ns_1e3`, `swipe_ns_1e6`: the median cost of one user swipe (finger down, drag,
///   fling, then every frame until settled, at 60 frames a second on a manual clock) with 10^3
///   and 10^6 pages.
/// - `created_after_warmup`: controllers created during 10^5 swipes after 20 warm-up swipes.
/// - `peak_live_after_settle`: the most active controllers seen after any settle, with the
///   default recycle distance of 3.
/// - `bytes_per_page_1e6`: resident memory the container adds per page beyond the model array,
///   with 10^6 pages.
/// - `swipe_ns_1e3_range1`, `swipe_ns_1e3_range3`: the swipe cost at 10^3 pages with a working
///   range of size 1 and 3, beside `swipe_ns_1e3` without one.
/// - `prefetch_hit_rate`: the share of page appearances during sequential swipes (size 1) whose
///   page had entered the working range first.
@MainActor
enum PagingBenchmark {
  // The same pages, controllers and data source as the instruction probes.
  typealias Page = InstructionProbes.Page
  typealias Controller = InstructionProbes.Controller
  typealias Pages = InstructionProbes.Pages

  /// A container of `pages`, laid out, with its driver (which keeps the data source alive).
  struct Fixture {
    let source: Pages
    let container: PageContainer<Page>
    let driver: PageContainerDriver<Page>

    init(source: Pages) {
      let clock = ManualClock()
      self.source = source
      container = PageContainer(viewportSize: Size(width: 80, height: 24), clock: clock)
      container.dataSource = source
      container.layoutIfNeeded()
      driver = PageContainerDriver(container: container, clock: clock)
    }
  }

  static func swipeNanoseconds(pages count: Int, range: Int? = nil, sink: inout Int) -> Double {
    let fixture = Fixture(source: Pages(count: count))
    if let range { fixture.container.addPlugin(WorkingRangePlugin<Page>(size: range)) }
    fixture.driver.jump(toMiddleOf: count)
    for _ in 0..<20 { fixture.driver.swipe(by: 1) }
    var direction = 1
    let swipes = 200
    let milliseconds = medianMilliseconds(runs: 9, sink: &sink) {
      for _ in 0..<swipes { fixture.driver.swipe(by: direction) }
      direction = -direction
      return fixture.container.currentIndex ?? 0
    }
    return milliseconds * 1e6 / Double(swipes)
  }

  /// Counts appearances of pages that entered the working range first.
  final class HitCounter: PageEventObserver {
    var inRange = Set<String>()
    var appearances = 0
    var hits = 0

    func pageContainerDidEmit(_ event: PageEvent) {
      switch event {
      case .plugin("enterWorkingRange", _, let page, _): inRange.insert(page)
      case .plugin("exitWorkingRange", _, let page, _): inRange.remove(page)
      case .willAppear(_, let page, _):
        appearances += 1
        if inRange.contains(page) { hits += 1 }
      default: break
      }
    }
  }

  /// The prefetch hit rate over `swipes` sequential swipes (forward, then back) with size 1.
  static func prefetchHitRate(swipes: Int) -> Double {
    let fixture = Fixture(source: Pages(count: swipes + 10))
    let counter = HitCounter()
    fixture.container.addEventObserver(counter)
    fixture.container.addPlugin(WorkingRangePlugin<Page>(size: 1))
    for step in 0..<swipes { fixture.driver.swipe(by: step < swipes * 3 / 4 ? 1 : -1) }
    return counter.appearances == 0 ? 0 : Double(counter.hits) / Double(counter.appearances)
  }

  /// Seconds to attach a working range of 16,000 to 16,000 pages and swipe once: every page
  /// enters, then one step changes the range (O(size) per change, not O(size²)).
  static func hugeRangeSeconds() -> Double {
    let fixture = Fixture(source: Pages(count: 16_000))
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      fixture.container.addPlugin(WorkingRangePlugin<Page>(size: 16_000))
      fixture.driver.swipe(by: 1)
    }
    return milliseconds(elapsed) / 1_000
  }

  struct Lifetime {
    var createdAfterWarmup: Int
    var peakLive: Int
    var bytesPerPage: Double
  }

  static func lifetime(swipes: Int) -> Lifetime {
    let source = Pages(count: 1_000_000)
    let before = residentBytes()
    let fixture = Fixture(source: source)
    for _ in 0..<20 { fixture.driver.swipe(by: 1) }
    let after = residentBytes()
    let warmedUp = fixture.container.instantiatedCount
    var peak = fixture.container.activeIndices.count
    for _ in 0..<swipes {
      fixture.driver.swipe(by: 1)
      peak = max(peak, fixture.container.activeIndices.count)
    }
    return Lifetime(
      createdAfterWarmup: fixture.container.instantiatedCount - warmedUp, peakLive: peak,
      bytesPerPage: Double(after - before) / 1e6)
  }

  /// Runs everything; prints a table unless `json`, and returns the section's JSON.
  static func run(json: Bool) -> JSONValue {
    var sink = 0
    let small = swipeNanoseconds(pages: 1_000, sink: &sink)
    let large = swipeNanoseconds(pages: 1_000_000, sink: &sink)
    let lifetime = lifetime(swipes: 100_000)
    let range1 = swipeNanoseconds(pages: 1_000, range: 1, sink: &sink)
    let range3 = swipeNanoseconds(pages: 1_000, range: 3, sink: &sink)
    let hitRate = prefetchHitRate(swipes: 2_000)
    let hugeRange = hugeRangeSeconds()
    if !json {
      print("paging: one swipe = drag, fling, every frame until settled (median of 9 runs)")
      print(padded("pages", 12) + padded("µs/swipe", 12))
      print(padded("10^3", 12) + padded(formatted(small / 1_000, digits: 1), 12))
      print(padded("10^6", 12) + padded(formatted(large / 1_000, digits: 1), 12))
      print("ratio 10^6 / 10^3: " + formatted(large / small))
      print("controllers created after warm-up, 10^5 swipes: \(lifetime.createdAfterWarmup)")
      print("peak live controllers after a settle (distance 3): \(lifetime.peakLive)")
      print(
        "container bytes per page at 10^6 pages: " + formatted(lifetime.bytesPerPage, digits: 1))
      print("with a working range, 10^3 pages:")
      print(padded("size", 12) + padded("µs/swipe", 12))
      print(padded("none", 12) + padded(formatted(small / 1_000, digits: 1), 12))
      print(padded("1", 12) + padded(formatted(range1 / 1_000, digits: 1), 12))
      print(padded("3", 12) + padded(formatted(range3 / 1_000, digits: 1), 12))
      print("prefetch hit rate, 2,000 sequential swipes, size 1: " + formatted(hitRate, digits: 3))
      print(
        "working range 16,000 on 16,000 pages, attach and one swipe: " + formatted(hugeRange) + " s"
      )
    }
    if sink == 42 { print("") }
    return .object([
      ("swipe_ns_1e3", .number(small)), ("swipe_ns_1e6", .number(large)),
      ("created_after_warmup", .integer(lifetime.createdAfterWarmup)),
      ("peak_live_after_settle", .integer(lifetime.peakLive)),
      ("bytes_per_page_1e6", .number(lifetime.bytesPerPage)),
      ("swipe_ns_1e3_range1", .number(range1)), ("swipe_ns_1e3_range3", .number(range3)),
      ("prefetch_hit_rate", .number(hitRate)), ("range_16000_seconds", .number(hugeRange)),
    ])
  }
}

extension PageContainerDriver {
  /// Jumps, without animation, to the middle of `count` pages.
  fileprivate func jump(toMiddleOf count: Int) {
    try? jump(to: count / 2, animated: false)
  }
}
