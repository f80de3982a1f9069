import Folio
import FolioSupport
import Foundation

/// `folio-bench load`: what `pager --pages 10000000 --script "jump:9999999 state"` does with
/// the container, without the terminal: build 10^7 pages with string identities, load them
/// into a container, jump to the last one.
///
/// - `model_seconds`: building the page array (the model, not the container's work).
/// - `load_seconds`: loading the container (the duplicate check over every identity) and the
///   jump, with its appearances.
/// - `bytes_per_page`: resident memory the container keeps per page beyond the model array,
///   once loaded; `peak_bytes_per_page`: the most it held while loading (the duplicate check's
///   table, freed at the end).
@MainActor
enum LoadBenchmark {
  /// A page with a string identity, as the pager's pages have.
  struct Page: Diffable, Equatable {
    let id: String
    var diffID: String { id }
  }

  final class Controller: ConstructiblePageController {
    var shown = ""
    init() {}
    func bind(to page: Page) { shown = page.id }
  }

  final class Pages: PageContainerDataSource {
    let pages: [Page]
    init(pages: [Page]) { self.pages = pages }
    func pages(for container: PageContainer<Page>) -> [Page] { pages }
    func pageContainer(
      _ container: PageContainer<Page>, controllerFor page: Page, at index: Int
    ) throws(PageContainerError) -> any PageController<Page> {
      try container.dequeueReusablePage(of: Controller.self, for: index)
    }
  }

  struct Figures {
    var modelSeconds: Double
    var loadSeconds: Double
    var bytesPerPage: Double
    var peakBytesPerPage: Double
  }

  static func measure(count: Int) -> Figures {
    let clock = ContinuousClock()
    var pages: [Page] = []
    let model = clock.measure { pages = (0..<count).map { Page(id: "p\($0)") } }
    let source = Pages(pages: pages)
    pages = []
    let before = residentBytes()
    resetPeakResidentBytes()
    var container: PageContainer<Page>?
    let load = clock.measure {
      let loaded = PageContainer<Page>(
        viewportSize: Size(width: 80, height: 24), clock: ManualClock())
      loaded.dataSource = source
      loaded.layoutIfNeeded()
      try? loaded.scrollToPage(count - 1, animated: false)
      container = loaded
    }
    let after = residentBytes()
    let peak = peakResidentBytes()
    withExtendedLifetime(container) {}
    return Figures(
      modelSeconds: milliseconds(model) / 1_000, loadSeconds: milliseconds(load) / 1_000,
      bytesPerPage: Double(after - before) / Double(count),
      peakBytesPerPage: Double(max(0, peak - before)) / Double(count))
  }

  /// Runs the load at 10^7 pages; prints a table unless `json`, and returns the section's JSON.
  static func run(json: Bool) -> JSONValue {
    let figures = measure(count: 10_000_000)
    if !json {
      print("load: 10^7 pages with string identities, then a jump to the last (as pager does)")
      print("building the pages (the model): " + formatted(figures.modelSeconds) + " s")
      print("loading and jumping: " + formatted(figures.loadSeconds) + " s (target: 3 s in all)")
      print(
        "container bytes per page, loaded: " + formatted(figures.bytesPerPage, digits: 1)
          + ", at the peak of loading: " + formatted(figures.peakBytesPerPage, digits: 1)
          + " (target: 64)")
    }
    return .object([
      ("model_seconds", .number(figures.modelSeconds)),
      ("load_seconds", .number(figures.loadSeconds)),
      ("bytes_per_page", .number(figures.bytesPerPage)),
      ("peak_bytes_per_page", .number(figures.peakBytesPerPage)),
    ])
  }
}
