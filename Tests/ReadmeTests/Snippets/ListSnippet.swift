import FolioList

struct Channel: Identifiable, Diffable, Equatable {
  var id: String
  var title: String
}

final class TitleCell: CollectionViewCell { var title = "" }

final class ChannelSection: ListSectionController {
  func cellForItem(at index: Int, in context: ListSectionContext<Channel>) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(of: TitleCell.self, at: index)
    cell.title = context.object?.title ?? ""
    return cell
  }
}

final class Channels: ListAdapterDataSource {
  var channels = [Channel(id: "news", title: "News"), Channel(id: "sport", title: "Sport")]

  func objects(for adapter: ListAdapter<Channel>) -> [Channel] { channels }

  func listAdapter(_ adapter: ListAdapter<Channel>, sectionControllerFor object: Channel)
    -> any ListSectionController<Channel>
  {
    ChannelSection()
  }
}

/// The titles on screen after each step.
func listExample() -> [String] {
  let clock = ManualClock()
  let view = VirtualCollectionView(viewportSize: Size(width: 80, height: 24), clock: clock)
  let adapter = ListAdapter<Channel>(collectionView: view)
  let channels = Channels()
  adapter.dataSource = channels
  var shown: [String] { view.visibleCells.compactMap { ($0 as? TitleCell)?.title } }
  view.layoutIfNeeded()  // first layout: "News" is displayed
  var log = shown
  view.beginDragging()
  view.drag(by: 20)
  view.endDragging(velocity: 200)  // a fling...
  clock.runUntilIdle()  // ...settles on "Sport"
  log += shown
  channels.channels.insert(Channel(id: "music", title: "Music"), at: 0)
  adapter.performUpdates()  // applied at the next layout pass
  view.layoutIfNeeded()  // "Sport" stays on screen, now section 2
  return log + shown
}
