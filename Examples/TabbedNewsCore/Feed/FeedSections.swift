import Folio

/// A feed cell: the item it shows.
package class FeedCell: CollectionViewCell {
  /// The item.
  package var item: FeedItem?

  override package func prepareForReuse() { item = nil }
}

final class HeadlineCell: FeedCell {}
final class StoryCell: FeedCell {}
final class VideoCell: FeedCell {}
final class AdCell: FeedCell {}

/// A section controller for one item of a feed: as tall as its kind's rows, across the feed,
/// with a cell of its kind's own class (so cells are reused per kind).
protocol FeedSectionController: ListSectionController where Object == FeedItem {
  associatedtype Cell: FeedCell
}

extension FeedSectionController {
  func sizeForItem(at index: Int, in context: ListSectionContext<FeedItem>) -> Size? {
    Size(width: context.containerSize.width, height: Double(context.object?.kind.rows ?? 1))
  }

  func cellForItem(at index: Int, in context: ListSectionContext<FeedItem>) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(of: Cell.self, at: index)
    cell.item = context.object
    return cell
  }
}

final class HeadlineSection: FeedSectionController { typealias Cell = HeadlineCell }
final class StorySection: FeedSectionController { typealias Cell = StoryCell }
final class VideoSection: FeedSectionController { typealias Cell = VideoCell }
final class AdSection: FeedSectionController { typealias Cell = AdCell }

extension FeedItem.Kind {
  /// A new section controller for an item of this kind.
  func makeSection() -> any ListSectionController<FeedItem> {
    switch self {
    case .headline: HeadlineSection()
    case .story: StorySection()
    case .video: VideoSection()
    case .ad: AdSection()
    }
  }
}
