import FolioList
import FolioSupport

/// `folio-bench layout`: the cost of one page-sized scroll step of a paging
/// ``VirtualCollectionView`` with 10^3 and 10^6 items.
///
/// A step moves the content one page without animation: one layout pass in which one cell
/// starts displaying and one ends. The cost must not depend on the item count.
enum LayoutBenchmark {
  /// A data source of one-item sections, with cells that keep a label, as a pager's would.
  final class Pages: CollectionViewDataSource, CollectionViewDelegate {
    final class PageCell: CollectionViewCell {
      var page = 0
    }

    let count: Int
    var displayed = 0

    init(count: Int) {
      self.count = count
    }

    func numberOfSections(in collectionView: VirtualCollectionView) -> Int { count }

    func collectionView(
      _ collectionView: VirtualCollectionView, numberOfItemsInSection section: Int
    ) -> Int { 1 }

    func collectionView(_ collectionView: VirtualCollectionView, cellForItemAt path: ItemPath)
      -> CollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(of: PageCell.self, for: path)
      cell.page = path.section
      return cell
    }

    func collectionView(
      _ collectionView: VirtualCollectionView, willDisplay cell: CollectionViewCell,
      at path: ItemPath
    ) {
      displayed &+= path.section
    }
  }

  static let steps = 2_000

  /// Nanoseconds per step, median of several runs, for `count` items.
  static func stepNanoseconds(count: Int, sink: inout Int) -> Double {
    let clock = ManualClock()
    let pages = Pages(count: count)
    let view = VirtualCollectionView(viewportSize: Size(width: 100, height: 40), clock: clock)
    view.dataSource = pages
    view.delegate = pages
    view.layoutIfNeeded()
    // Start in the middle of the content, so that large indexes are exercised.
    let first = max(0, count / 2 - steps / 2)
    let milliseconds = medianMilliseconds(runs: 9, sink: &sink) {
      view.setContentOffset(Point(x: Double(first) * 100, y: 0), animated: false)
      for page in first..<(first + min(steps, count - 1)) {
        view.setContentOffset(Point(x: Double(page + 1) * 100, y: 0), animated: false)
      }
      return pages.displayed
    }
    return milliseconds * 1e6 / Double(min(steps, count - 1))
  }

  /// Runs both sizes; prints a table unless `json`, and returns the section's JSON.
  static func run(json: Bool) -> JSONValue {
    var sink = 0
    let small = stepNanoseconds(count: 1_000, sink: &sink)
    let large = stepNanoseconds(count: 1_000_000, sink: &sink)
    if !json {
      print("layout: one page-sized scroll step (one cell in, one out), median of 9 runs")
      print(padded("items", 12) + padded("ns/step", 12))
      print(padded("10^3", 12) + padded(formatted(small, digits: 0), 12))
      print(padded("10^6", 12) + padded(formatted(large, digits: 0), 12))
      print("ratio 10^6 / 10^3: " + formatted(large / small))
    }
    if sink == 42 { print("") }
    return .object([("step_ns_1e3", .number(small)), ("step_ns_1e6", .number(large))])
  }
}
