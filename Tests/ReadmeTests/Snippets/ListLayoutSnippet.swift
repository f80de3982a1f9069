import FolioList

struct FeedStory: Identifiable, Diffable, Equatable {
  var id: Int
  var headline: String
  var lines: Int  // how tall the story's cell is
}

final class FeedStoryCell: CollectionViewCell { var headline = "" }

final class FeedStorySection: ListSectionController {
  func sizeForItem(at index: Int, in context: ListSectionContext<FeedStory>) -> Size? {
    Size(width: context.containerSize.width, height: Double(context.object?.lines ?? 1))
  }

  func cellForItem(at index: Int, in context: ListSectionContext<FeedStory>) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(of: FeedStoryCell.self, at: index)
    cell.headline = context.object?.headline ?? ""
    return cell
  }
}

final class Feed: ListAdapterDataSource {
  let stories = (0..<10_000).map { FeedStory(id: $0, headline: "Story \($0)", lines: 1 + $0 % 3) }

  func objects(for adapter: ListAdapter<FeedStory>) -> [FeedStory] { stories }

  func listAdapter(_ adapter: ListAdapter<FeedStory>, sectionControllerFor object: FeedStory)
    -> any ListSectionController<FeedStory>
  {
    FeedStorySection()
  }
}

/// The headlines on screen of a feed of 10,000 stories, at the top and after scrolling.
func feedExample() -> [[String]] {
  let clock = ManualClock()
  let view = VirtualCollectionView(
    layout: ListLayout(axis: .vertical, insets: EdgeInsets(top: 1), spacing: 1),
    viewportSize: Size(width: 80, height: 10), physics: ScrollPhysics(isPagingEnabled: false),
    clock: clock)
  let adapter = ListAdapter<FeedStory>(collectionView: view)
  let feed = Feed()
  adapter.dataSource = feed
  var shown: [String] { view.visibleCells.compactMap { ($0 as? FeedStoryCell)?.headline } }
  view.layoutIfNeeded()  // measures every story once, shows the first ones
  let top = shown
  view.scrollToItem(at: ItemPath(section: 5_000, item: 0), animated: false)  // O(log n)
  return [top, shown]
}
