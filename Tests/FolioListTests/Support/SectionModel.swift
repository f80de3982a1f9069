import FolioList

/// A cell that remembers which item it was configured for.
final class LabelCell: CollectionViewCell {
  var label = ""
  var reuseCount = 0

  override func prepareForReuse() {
    reuseCount += 1
    label = ""
  }
}

/// A section of the test data: an identity and a number of items.
struct ModelSection: Diffable, Equatable, CustomStringConvertible {
  var id: Int
  var itemCount: Int
  var diffID: Int { id }
  var description: String { "\(id)×\(itemCount)" }
}

/// A data source over a list of sections; cells are labelled "id.item".
final class SectionModel: CollectionViewDataSource {
  var sections: [ModelSection]
  private(set) var cellRequests = 0
  /// Whether items ask for sizes (``lengthOfItem(id:item:)``); otherwise the layout decides.
  var measuresItems = false
  private(set) var sizeRequests = 0

  init(sections: [ModelSection]) {
    self.sections = sections
  }

  /// `count` sections of one item each, with identities 0..<count.
  convenience init(pages count: Int) {
    self.init(sections: (0..<count).map { ModelSection(id: $0, itemCount: 1) })
  }

  func numberOfSections(in collectionView: VirtualCollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: VirtualCollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section].itemCount
  }

  func collectionView(_ collectionView: VirtualCollectionView, cellForItemAt path: ItemPath)
    -> CollectionViewCell
  {
    cellRequests += 1
    let cell = collectionView.dequeueReusableCell(of: LabelCell.self, for: path)
    cell.label = "\(sections[path.section].id).\(path.item)"
    return cell
  }

  func collectionView(_ collectionView: VirtualCollectionView, sizeForItemAt path: ItemPath)
    -> Size?
  {
    guard measuresItems else { return nil }
    sizeRequests += 1
    let length = Self.lengthOfItem(id: sections[path.section].id, item: path.item)
    return Size(width: length, height: length)
  }

  /// A length from 0 to 59 points that depends only on the item: some items are empty.
  static func lengthOfItem(id: Int, item: Int) -> Double {
    let value = (id * 31 + item * 17) % 67
    return value < 8 ? 0 : Double(value - 8)
  }

  /// The label of the item at a path, as cells show it.
  func label(at path: ItemPath) -> String { "\(sections[path.section].id).\(path.item)" }
}

/// A view of `pages` one-item sections, 100 points wide, laid out and recorded.
struct PagerFixture {
  let clock = ManualClock()
  let model: SectionModel
  let recorder = ViewRecorder()
  let view: VirtualCollectionView

  init(pages: Int, width: Double = 100) {
    model = SectionModel(pages: pages)
    view = VirtualCollectionView(viewportSize: Size(width: width, height: 50), clock: clock)
    view.dataSource = model
    view.delegate = recorder
    view.layoutIfNeeded()
  }

  /// A path of the one-item-per-section model.
  static func page(_ section: Int) -> ItemPath { ItemPath(section: section, item: 0) }
}
