import FolioList
import Testing

// The README's FolioList example, kept compiling and true (in a namespace, so that its names
// do not clash with the test fixtures').

enum ReadmeExample {
  struct Tab: Diffable, Equatable {
    var id: String
    var title: String
    var diffID: String { id }
  }

  final class TitleCell: CollectionViewCell {
    var title = ""
  }

  final class TabController: ListSectionController {
    func cellForItem(at index: Int, in context: ListSectionContext<Tab>) -> CollectionViewCell {
      let cell = context.dequeueReusableCell(of: TitleCell.self, at: index)
      cell.title = context.object?.title ?? ""
      return cell
    }
  }

  final class Tabs: ListAdapterDataSource {
    var tabs = [Tab(id: "news", title: "News"), Tab(id: "sport", title: "Sport")]

    func objects(for adapter: ListAdapter<Tab>) -> [Tab] { tabs }

    func listAdapter(_ adapter: ListAdapter<Tab>, sectionControllerFor object: Tab)
      -> any ListSectionController<Tab>
    {
      TabController()
    }
  }

}

@Suite struct ReadmeListExampleTests {
  typealias Tab = ReadmeExample.Tab
  typealias Tabs = ReadmeExample.Tabs
  typealias TitleCell = ReadmeExample.TitleCell

  @Test func readmeAdapterExample_behavesAsDocumented() {
    let clock = ManualClock()
    let view = VirtualCollectionView(viewportSize: Size(width: 80, height: 24), clock: clock)
    let adapter = ListAdapter<Tab>(collectionView: view)
    let tabs = Tabs()
    adapter.dataSource = tabs
    view.layoutIfNeeded()
    #expect((view.visibleCells.first as? TitleCell)?.title == "News")

    view.beginDragging()
    view.drag(by: 20)
    view.endDragging(velocity: 200)
    clock.runUntilIdle()
    #expect((view.visibleCells.first as? TitleCell)?.title == "Sport")

    tabs.tabs.insert(Tab(id: "music", title: "Music"), at: 0)
    adapter.performUpdates()
    view.layoutIfNeeded()
    #expect((view.visibleCells.first as? TitleCell)?.title == "Sport")
    #expect(view.visibleItemPaths == [ItemPath(section: 2, item: 0)])
  }
}
