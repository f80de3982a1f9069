import FolioList
import FolioSupport

/// `folio-bench layout`: the cost of one scroll step of a ``VirtualCollectionView`` with 10^3
/// and 10^6 items, paged and as a ``ListLayout`` of measured items.
///
/// A paging step moves the content one page without animation: one layout pass in which one
/// cell starts displaying and one ends. A list step moves it 13 points over items 1 to 8 points
/// long. Neither may depend on the item count; the list's measuring pass (once per change of
/// the items) is O(n) and reported per item.
@MainActor
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

    func collectionView(_ collectionView: VirtualCollectionView, sizeForItemAt path: ItemPath)
      -> Size?
    {
      let length = Double(path.section % 8 + 1)
      return Size(width: length, height: length)
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

  /// Nanoseconds per 13-point step of a vertical list of `count` measured items, and
  /// nanoseconds per item of measuring them.
  static func listNanoseconds(count: Int, sink: inout Int) -> (step: Double, measure: Double) {
    let clock = ManualClock()
    let pages = Pages(count: count)
    let view = VirtualCollectionView(
      layout: ListLayout(), viewportSize: Size(width: 100, height: 40),
      physics: ScrollPhysics(isPagingEnabled: false), clock: clock)
    view.dataSource = pages
    view.delegate = pages
    let measure = medianMilliseconds(runs: 3, sink: &sink) {
      view.invalidateLayout()
      view.layoutIfNeeded()
      return pages.displayed
    }
    // 2,000 points around the middle of the content, back and forth: no step is clamped.
    let start = view.contentSize.height / 2 - 1_000
    let step = medianMilliseconds(runs: 9, sink: &sink) {
      for index in 0..<steps {
        let offset = start + (Double(index) * 13).truncatingRemainder(dividingBy: 2_000)
        view.setContentOffset(Point(x: 0, y: offset), animated: false)
      }
      return pages.displayed
    }
    return (step * 1e6 / Double(steps), measure * 1e6 / Double(count))
  }

  /// Runs both sizes; prints a table unless `json`, and returns the section's JSON.
  static func run(json: Bool) -> JSONValue {
    var sink = 0
    let small = stepNanoseconds(count: 1_000, sink: &sink)
    let large = stepNanoseconds(count: 1_000_000, sink: &sink)
    let smallList = listNanoseconds(count: 1_000, sink: &sink)
    let largeList = listNanoseconds(count: 1_000_000, sink: &sink)
    if !json {
      print("layout: one page-sized scroll step (one cell in, one out), median of 9 runs")
      print(padded("items", 12) + padded("ns/step", 12))
      print(padded("10^3", 12) + padded(formatted(small, digits: 0), 12))
      print(padded("10^6", 12) + padded(formatted(large, digits: 0), 12))
      print("ratio 10^6 / 10^3: " + formatted(large / small))
      print("layout: ListLayout, one 13-point step over items 1-8 points long, median of 9 runs")
      print(padded("items", 12) + padded("ns/step", 12) + padded("measure ns/item", 16))
      for (name, figures) in [("10^3", smallList), ("10^6", largeList)] {
        print(
          padded(name, 12) + padded(formatted(figures.step, digits: 0), 12)
            + padded(formatted(figures.measure, digits: 0), 16))
      }
      print("ratio 10^6 / 10^3: " + formatted(largeList.step / smallList.step))
    }
    if sink == 42 { print("") }
    return .object([
      ("step_ns_1e3", .number(small)), ("step_ns_1e6", .number(large)),
      ("list_step_ns_1e3", .number(smallList.step)), ("list_step_ns_1e6", .number(largeList.step)),
      ("list_measure_ns_per_item_1e6", .number(largeList.measure)),
    ])
  }
}
