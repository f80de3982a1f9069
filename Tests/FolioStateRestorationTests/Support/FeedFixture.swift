import Folio
import FolioStateRestoration
import FolioTesting
import Foundation

/// A channel page; `video` pages get another controller type.
struct FeedChannel: Diffable, Equatable, CustomStringConvertible {
  var id: String
  var video = false
  /// Content that changes without changing the kind.
  var text = ""
  var diffID: String { id }
  var description: String { id }
}

/// Everything the feed controllers did, in order, and what the model expects.
final class FeedLog {
  var entries: [String] = []
  /// The offset each page's state had when it was last saved, by controller type and page.
  var lastSaved: [String: Int] = [:]
  var violations: [String] = []
  /// Runs inside every `saveState`, with the page: where a test arms requests.
  var onSave: ((String) -> Void)?

  func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}

/// A feed page that saves its scroll offset, tagged with its page so that a state given to
/// the wrong page is caught.
class FeedPage: RestorablePageController {
  typealias Page = FeedChannel
  struct State: Codable, Sendable, Equatable {
    var page: String
    var offset: Int
  }

  var log: FeedLog?
  var page = "?"
  var offset = 0
  /// Whether `restoreState` came since the last `bind(to:)`.
  var restoredSinceBind = true

  required init() {}

  func prepareForReuse() {
    log?.entries.append("prepareForReuse")
    offset = -1  // a reused controller's old offset must never show
  }

  func bind(to page: FeedChannel) {
    if self.page != page.id { restoredSinceBind = false }
    self.page = page.id
    log?.entries.append("bind \(page.id)")
  }

  func saveState() -> State? {
    log?.entries.append("save \(page) \(offset)")
    log?.lastSaved[savedKey] = offset
    log?.onSave?(page)
    return State(page: page, offset: offset)
  }

  /// A state is its controller type's: the page's kind may change and change back.
  private var savedKey: String { "\(type(of: self)) \(page)" }

  func restoreState(_ state: State?) {
    restoredSinceBind = true
    if let state {
      if state.page != page {
        log?.violations.append("\(page) was given \(state.page)'s state")
      } else if let saved = log?.lastSaved[savedKey], saved != state.offset {
        log?.violations.append("\(page) restored \(state.offset), saved \(saved)")
      }
    }
    offset = state?.offset ?? 0
    log?.entries.append("restore \(page) \(state.map { String($0.offset) } ?? "nil")")
  }

  func pageWillAppear() {
    if !restoredSinceBind { log?.violations.append("\(page) appeared before its restore") }
    log?.entries.append("willAppear \(page) \(offset)")
  }

  func pageDidDisappear() { log?.entries.append("didDisappear \(page)") }
  func pageWasReclaimed() { log?.entries.append("reclaimed \(page)") }
}

final class ArticleFeedPage: FeedPage, ConstructiblePageController {}
final class VideoFeedPage: FeedPage, ConstructiblePageController {}

final class FeedChannels: PageContainerDataSource {
  var channels: [FeedChannel]
  let log: FeedLog

  init(count: Int, log: FeedLog) {
    channels = (0..<count).map { FeedChannel(id: "p\($0)") }
    self.log = log
  }

  func pages(for container: PageContainer<FeedChannel>) -> [FeedChannel] { channels }

  func pageContainer(
    _ container: PageContainer<FeedChannel>, controllerFor page: FeedChannel, at index: Int
  ) throws(PageContainerError) -> any PageController<FeedChannel> {
    let controller: FeedPage =
      page.video
      ? try container.dequeueReusablePage(of: VideoFeedPage.self, for: index)
      : try container.dequeueReusablePage(of: ArticleFeedPage.self, for: index)
    controller.log = log
    return controller
  }
}

/// A container of feed pages with the plugin, a recorder and a checker.
///
/// Controllers get the log once made, so register factories that set it at creation.
struct FeedFixture {
  let harness = PageContainerHarness<FeedChannel>()
  let log = FeedLog()
  let source: FeedChannels
  let plugin: StateRestorationPlugin<FeedChannel>
  let recorder = PageEventRecorder()
  var clock: ManualClock { harness.clock }
  var container: PageContainer<FeedChannel> { harness.container }
  var checker: LifecycleChecker { harness.checker }

  init(
    count: Int = 10, plugin: StateRestorationPlugin<FeedChannel> = StateRestorationPlugin(),
    layout: Bool = true
  ) {
    source = FeedChannels(count: count, log: log)
    let container = harness.container
    self.plugin = plugin
    let log = log
    container.register(ArticleFeedPage.self) {
      let page = ArticleFeedPage()
      page.log = log
      return page
    }
    container.register(VideoFeedPage.self) {
      let page = VideoFeedPage()
      page.log = log
      return page
    }
    container.addEventObserver(recorder)
    container.addPlugin(plugin)
    container.dataSource = source
    if layout { container.layoutIfNeeded() }
  }

  func feed(at index: Int) -> FeedPage? { container.activeController(at: index) as? FeedPage }

  /// The events of the stream that concern state and the lifecycle, as text.
  func stateEvents() -> [String] {
    recorder.take().compactMap { event in
      switch event {
      case .plugin(let name, let index, let page, _): "\(name) \(index) \(page)"
      case .willAppear, .didDisappear, .reclaimed, .dequeued: "\(event)"
      default: nil
      }
    }
  }
}
