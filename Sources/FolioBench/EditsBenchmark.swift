import Folio
import FolioSupport
import Foundation

/// `folio-bench edits`: what a change costs the container at scale, through a diff
/// (`performUpdates`: the data source's list read again and diffed) and through an explicit
/// edit.
///
/// - `append20_ms`: appending 20 pages to 10^2 and to 10^6 pages, applied (median).
/// - `insert_ms`: inserting one page in the middle of 10^7 pages, applied.
/// - `reload_ms`: reloading one page by identity among 10^7 pages, applied.
/// - `bytes_per_page`: resident memory the container keeps per page beyond the pages themselves
///   (10^7 × the page's stride), after 10^7 pages are loaded, one is inserted, one reloaded and
///   an identity looked up. The diffed container shares the data source's array; the edited
///   one holds the only copy.
/// - `longest_slice_ms`: the longest stretch of the caller's actor an update of 10^6 pages
///   takes (one synchronous update is one slice).
@MainActor
enum EditsBenchmark {
  /// A page with a string identity, as the pager's pages have.
  struct Page: Diffable, Equatable, Sendable {
    let id: String
    var revision = 0
    var diffID: String { id }
    func isContentEqual(to other: Page) -> Bool { revision == other.revision }
  }

  final class Controller: ConstructiblePageController {
    var shown = ""
    init() {}
    func bind(to page: Page) { shown = page.id }
  }

  final class Pages: PageContainerDataSource {
    var pages: [Page]
    init(pages: [Page]) { self.pages = pages }
    func pages(for container: PageContainer<Page>) -> [Page] { pages }
    func pageContainer(
      _ container: PageContainer<Page>, controllerFor page: Page, at index: Int
    ) throws(PageContainerError) -> any PageController<Page> {
      try container.dequeueReusablePage(of: Controller.self, for: index)
    }
  }

  /// How a change reaches the container.
  enum Path: String, CaseIterable {
    case diff
    case edit
  }

  /// A loaded container of `count` pages, on its middle page: read from the data source for a
  /// diffed container, appended by an edit for an edited one (whose data source has no pages:
  /// the container holds the only copy).
  static func loaded(count: Int, path: Path) -> (PageContainer<Page>, Pages) {
    let pages = (0..<count).map { Page(id: "p\($0)") }
    let source = Pages(pages: path == .diff ? pages : [])
    let container = PageContainer<Page>(
      viewportSize: Size(width: 80, height: 24), clock: ManualClock())
    container.dataSource = source
    container.layoutIfNeeded()
    if path == .edit { container.appendPages(pages) }
    try? container.scrollToPage(count / 2, animated: false)
    return (container, source)
  }

  /// Median milliseconds of appending 20 pages to `count`, over `runs` appends.
  static func append20(count: Int, path: Path, runs: Int) -> Double {
    let (container, source) = loaded(count: count, path: path)
    var next = count
    var sink = 0
    return medianMilliseconds(runs: runs, sink: &sink) {
      let fresh = (next..<next + 20).map { Page(id: "p\($0)") }
      next += 20
      switch path {
      case .diff:
        source.pages += fresh
        container.performUpdates()
      case .edit:
        container.appendPages(fresh)
      }
      container.layoutIfNeeded()
      return container.count
    }
  }

  /// Milliseconds of one insert (or one reload) in the middle of `count` pages, and the
  /// container's bytes per page beyond the model.
  static func middleChange(count: Int, path: Path) -> (
    insert: Double, reload: Double, bytes: Double
  ) {
    let before = residentBytes()
    let (container, source) = loaded(count: count, path: path)
    let model = count * MemoryLayout<Page>.stride
    let clock = ContinuousClock()
    let insert = clock.measure {
      let page = Page(id: "inserted")
      switch path {
      case .diff:
        source.pages.insert(page, at: count / 3)
        container.performUpdates()
      case .edit:
        container.insertPages([page], at: count / 3)
      }
      container.layoutIfNeeded()
    }
    let reload = clock.measure {
      guard var page = container.page(at: count / 4) else { return }
      page.revision += 1
      switch path {
      case .diff:
        source.pages[count / 4] = page
        container.performUpdates()
      case .edit:
        container.reloadPages([page])
      }
      container.layoutIfNeeded()
    }
    // Identity lookups (plugins make them) hold their index too.
    _ = container.index(of: "p\(count / 5)")
    let after = residentBytes()
    withExtendedLifetime(container) {}
    return (
      milliseconds(insert), milliseconds(reload), Double(after - before - model) / Double(count)
    )
  }

  /// Runs the section; prints a table unless `json`, and returns the section's JSON.
  @MainActor
  static func run(json: Bool) async -> JSONValue {
    var rows: [(String, JSONValue)] = []
    if !json {
      print("edits: what a change costs at scale, by diff (performUpdates) and by explicit edit")
      print("path   append20@10^2  append20@10^6  insert@10^7  reload@10^7  bytes/page")
    }
    for path in Path.allCases {
      let small = append20(count: 100, path: path, runs: 21)
      let large = append20(count: 1_000_000, path: path, runs: 11)
      let middle = middleChange(count: 10_000_000, path: path)
      if !json {
        print(
          path.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0)
            + padded(formatted(small, digits: 3) + " ms", 15)
            + padded(formatted(large, digits: 3) + " ms", 15)
            + padded(formatted(middle.insert, digits: 1) + " ms", 13)
            + padded(formatted(middle.reload, digits: 1) + " ms", 13)
            + padded(formatted(middle.bytes, digits: 1), 12))
      }
      rows.append(
        (
          path.rawValue,
          .object([
            ("append20_100_ms", .number(small)),
            ("append20_1e6_ms", .number(large)),
            ("insert_1e7_ms", .number(middle.insert)),
            ("reload_1e7_ms", .number(middle.reload)),
            ("bytes_per_page", .number(middle.bytes)),
          ])
        ))
    }
    let conversion = firstEditAfterLoad(count: 10_000_000)
    if !json {
      print(
        "the first edit of 10^7 pages read from the data source (chunks of the loaded array): "
          + formatted(conversion, digits: 1) + " ms")
    }
    rows.append(("first_edit_after_load_1e7_ms", .number(conversion)))
    let afterDiff = firstEditAfterDiff(count: 10_000_000)
    if !json {
      print(
        "the first edit after a diff update of 10^7 pages: " + formatted(afterDiff, digits: 1)
          + " ms (target for both: 10 ms)")
    }
    rows.append(("first_edit_after_diff_1e7_ms", .number(afterDiff)))
    let slice = longestSlice(count: 1_000_000)
    let offActor = await longestOffActorSlice(count: 1_000_000)
    if !json {
      print(
        "longest caller-actor slice of a 10^6-page update (one insert): performUpdates "
          + formatted(slice, digits: 2) + " ms, performUpdatesOffActor "
          + formatted(offActor.slice, digits: 3) + " ms (median of 9: "
          + formatted(medianOffActorSlice, digits: 3)
          + " ms; the caller's thread's CPU time in one update, at most: "
          + formatted(offActorCPU, digits: 3) + " ms; target: 2 ms; the diff off the actor: "
          + formatted(offActor.diff, digits: 1) + " ms)")
    }
    rows.append(("longest_slice_offactor_1e6_ms", .number(offActor.slice)))
    rows.append(("median_slice_offactor_1e6_ms", .number(medianOffActorSlice)))
    rows.append(("offactor_thread_cpu_1e6_ms", .number(offActorCPU)))
    rows.append(("offactor_diff_1e6_ms", .number(offActor.diff)))
    rows.append(("longest_slice_1e6_ms", .number(slice)))
    return .object(rows)
  }

  /// The median of the rounds ``longestOffActorSlice(count:)`` measured last.
  @MainActor static var medianOffActorSlice = 0.0
  /// The most CPU time the caller's thread spent in one of those updates, both slices together
  /// (the wall-clock slices also count hops and the thread losing its core).
  @MainActor static var offActorCPU = 0.0

  /// The CPU time of the calling thread so far, in milliseconds (0 where it cannot be read).
  static func threadCPUMilliseconds() -> Double {
    var time = timespec()
    guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
    return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1e6
  }

  /// Milliseconds of the first edit (one insert) of `count` pages read from the data source:
  /// it puts them into chunks and indexes their identities, O(n) once.
  static func firstEditAfterLoad(count: Int) -> Double {
    let (container, _) = loaded(count: count, path: .diff)
    let elapsed = ContinuousClock().measure {
      container.insertPages([Page(id: "inserted")], at: count / 3)
      container.layoutIfNeeded()
    }
    withExtendedLifetime(container) {}
    return milliseconds(elapsed)
  }

  /// Milliseconds of the first edit after a diff update of `count` pages (the diff replaced the
  /// edited pages with the data source's list).
  static func firstEditAfterDiff(count: Int) -> Double {
    let (container, source) = loaded(count: count, path: .diff)
    container.insertPages([Page(id: "edited")], at: 10)
    container.layoutIfNeeded()
    source.pages.insert(Page(id: "diffed"), at: count / 2)
    container.performUpdates()
    container.layoutIfNeeded()
    let elapsed = ContinuousClock().measure {
      container.insertPages([Page(id: "inserted")], at: count / 3)
      container.layoutIfNeeded()
    }
    withExtendedLifetime(container) {}
    return milliseconds(elapsed)
  }

  /// When an executor's diff started and ended.
  actor Stamps {
    var entered = ContinuousClock.now
    var left = ContinuousClock.now
    func record(entered: ContinuousClock.Instant, left: ContinuousClock.Instant) {
      self.entered = entered
      self.left = left
    }
  }

  /// The default executor's work, with when it started and ended.
  struct TimedExecutor: DiffExecutor {
    let stamps: Stamps
    func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
      let entered = ContinuousClock.now
      let result = await DetachedDiffExecutor().run(work)
      await stamps.record(entered: entered, left: .now)
      return result
    }
  }

  /// The longest stretch of the caller's actor an off-actor update of `count` pages takes:
  /// from the call to the executor's start, and from the executor's end to the first identity
  /// lookup after the update (hops included); and the diff's own time.
  @MainActor
  static func longestOffActorSlice(count: Int) async -> (slice: Double, diff: Double) {
    let (container, source) = loaded(count: count, path: .diff)
    let stamps = Stamps()
    container.backgroundDiffing = BackgroundDiffing(executor: TimedExecutor(stamps: stamps))
    var slices: [Double] = []
    var diff = 0.0
    var cpu = 0.0
    for round in 0..<9 {
      source.pages.insert(Page(id: "inserted\(round)"), at: count / 3)
      let start = ContinuousClock.now
      let cpuStart = threadCPUMilliseconds()
      await container.performUpdatesOffActor()
      _ = container.index(of: "p\(count / 5)")
      let end = ContinuousClock.now
      cpu = max(cpu, threadCPUMilliseconds() - cpuStart)
      let (entered, left) = (await stamps.entered, await stamps.left)
      slices.append(max(milliseconds(entered - start), milliseconds(end - left)))
      diff = milliseconds(left - entered)
      // An update every half second, as a feed might get them: what the last one left behind
      // is freed meanwhile, off the actor.
      try? await Task.sleep(for: .milliseconds(500))
    }
    slices.sort()
    let longest = slices[slices.count - 1]
    medianOffActorSlice = slices[slices.count / 2]
    offActorCPU = cpu
    return (longest, diff)
  }

  /// The longest stretch of the caller's actor a diffed update of `count` pages takes.
  static func longestSlice(count: Int) -> Double {
    let (container, source) = loaded(count: count, path: .diff)
    source.pages.insert(Page(id: "inserted"), at: count / 3)
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      container.performUpdates()
      container.layoutIfNeeded()
    }
    return milliseconds(elapsed)
  }
}
