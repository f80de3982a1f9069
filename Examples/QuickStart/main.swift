// QuickStart: a page container with ten tabs, a swipe, a jump and an update.
// `swift run quickstart` prints the lifecycle as it happens.
import Folio

struct Tab: Identifiable, Diffable, Equatable {
  var id: String
  var title: String
}

// An app's UI layer is on the main actor: an isolated conformance says the page
// controller is used there only.
@MainActor
final class TabPage: @MainActor ConstructiblePageController {
  private(set) var title = ""

  init() {}

  func bind(to tab: Tab) { title = tab.title }  // after each dequeue, and on updates
  func pageWillAppear() { print("  will appear  \(title)") }
  func pageDidAppear() { print("  showing      \(title)") }
  func pageDidDisappear() { print("  disappeared  \(title)") }
  func pageWasReclaimed() { print("  reclaimed    \(title)") }
}

@MainActor
final class Tabs: @MainActor PageContainerDataSource {
  var tabs = (1...10).map { Tab(id: "t\($0)", title: "Tab \($0)") }

  func pages(for container: PageContainer<Tab>) -> [Tab] { tabs }

  func pageContainer(_ container: PageContainer<Tab>, controllerFor tab: Tab, at index: Int)
    throws(PageContainerError) -> any PageController<Tab>
  {
    try container.dequeueReusablePage(of: TabPage.self, for: index)
  }
}

let clock = ManualClock()  // a RealTimeClock in an app's frame loop
let container = PageContainer<Tab>(viewportSize: Size(width: 80, height: 24), clock: clock)
let tabs = Tabs()
container.dataSource = tabs  // held weakly: keep it alive

print("first layout")
container.layoutIfNeeded()  // Tab 1 appears

print("swipe")
container.swipe(.forward)  // finger down, drag, release...
clock.runUntilIdle()  // ...and the glide, frame by frame

print("jump to Tab 8")
try container.scrollToPage(7, animated: true)  // only Tab 2 and Tab 8 see events
clock.runUntilIdle()

print("insert a tab at the front")
tabs.tabs.insert(Tab(id: "new", title: "New"), at: 0)
container.performUpdates()  // Tab 8 stays on screen, one index further
container.layoutIfNeeded()
let pooled = container.poolSizes.values.reduce(0, +)
print("current: \(container.currentIndex ?? -1), pooled: \(pooled)")
