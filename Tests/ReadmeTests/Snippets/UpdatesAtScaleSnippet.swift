import Folio

struct Reel: Diffable, Equatable, Sendable {
  var id: String
  var caption = ""
  var diffID: String { id }
}

final class ReelPage: ConstructiblePageController {
  private(set) var caption = ""
  init() {}
  func bind(to reel: Reel) { caption = reel.caption }
}

// The container holds the feed; the data source only hands out controllers.
final class ReelFeed: PageContainerDataSource {
  func pages(for container: PageContainer<Reel>) -> [Reel] { [] }

  func pageContainer(_ container: PageContainer<Reel>, controllerFor reel: Reel, at index: Int)
    throws(PageContainerError) -> any PageController<Reel>
  {
    try container.dequeueReusablePage(of: ReelPage.self, for: index)
  }
}

// Edits: each costs the container what it changes, not the length of the feed.
func editReels(_ container: PageContainer<Reel>, batch: [Reel]) {
  container.appendPages(batch)  // the next batch of a feed with no end
  container.insertPages([Reel(id: "pinned")], at: 0)
  container.removePages(withIDs: ["r0"])  // gone by identity
  container.movePage(withID: "r5", to: 1)  // keeps its controller
  container.reloadPages([Reel(id: "r3", caption: "edited")])  // its controller is told
}

// A list the app keeps itself: a large update is diffed off the main actor, applied on it.
@MainActor
func refreshReels(_ container: PageContainer<Reel>) async -> Bool {
  container.backgroundDiffing = BackgroundDiffing(threshold: 20_000)
  return await container.performUpdatesOffActor()  // false: a newer call superseded it
}
