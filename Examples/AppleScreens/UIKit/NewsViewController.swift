// The UIKit article's worked example: the tabbed news screen. Six channels, each a child view
// controller whose own UITableView scrolls under a collapsing header with its tab bar pinned;
// the pages on a UIScrollView; a working range of one page, each feed's offset restored, the
// channels read counted, its place kept for its scene. Its parts (NewsScreen) are platform-free
// and tested on Linux (the scene's restoration too, in the same order); this file is what
// UIKit adds. CI type-checks it against a stand-in UIKit (.ci/apple/check).
#if canImport(UIKit) && !os(watchOS)
  import AppleScreensCore
  import Folio
  import FolioNestedScroll
  import FolioStateRestoration
  import FolioTabStrip
  import FolioUIKit
  import UIKit

  /// The news screen.
  @MainActor
  package final class NewsViewController: UIViewController {
    private let screen: NewsScreen<ChannelViewController>
    private let pages: FolioPageViewController<NewsChannel>
    private let header = NewsHeaderView()

    /// Makes the screen.
    ///
    /// - Parameters:
    ///   - api: The news service each channel loads from.
    ///   - channel: A deep link's channel: the screen opens there (over the scene's saved
    ///     place), and no other channel loads first.
    /// - Throws: Never in practice: the pages run on the screen's own clock.
    package init(api: NewsAPI, channel: String? = nil) throws {
      let clock = FolioPageViewController<NewsChannel>.makeClock()
      screen = NewsScreen(clock: clock) { screen in
        ChannelViewController(api: api, nested: screen.nested)
      }
      // Named before the view controller, whose host takes the pages in as it is made.
      if let channel { screen.container.open(on: .page(channel)) }
      pages = try FolioPageViewController(
        container: screen.container, clock: clock,
        sceneRestoration: SceneRestoration(plugin: screen.restoration, key: "news"))
      super.init(nibName: nil, bundle: nil)
      pages.host.attach(screen.nested)
      pages.headerView = header
      header.tabs = screen.tabs
      screen.tabs.didChange = { [weak header] in header?.setNeedsLayout() }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override package func viewDidLoad() {
      super.viewDidLoad()
      addChild(pages)
      view.addSubview(pages.view)
      pages.didMove(toParent: self)
    }

    override package func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      pages.view.frame = view.bounds
      screen.tabs.visibleWidth = Double(view.bounds.width)
    }
  }

  /// The header: the screen's title over a tab bar with a sliding indicator.
  ///
  /// Touches outside the tabs pass through to the feed under it (FolioPageViewController's
  /// header slot hits only controls): a drag on the header scrolls the feed.
  final class NewsHeaderView: UIView {
    var tabs: TabStrip<NewsChannel>?
    private let title = UILabel()
    private let indicator = UIView()
    private var buttons: [UIButton] = []
    private let barHeight: CGFloat = 44

    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .systemBackground
      title.text = "News"
      title.font = .preferredFont(forTextStyle: .largeTitle)
      indicator.backgroundColor = .systemBlue
      addSubview(title)
      addSubview(indicator)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func layoutSubviews() {
      super.layoutSubviews()
      let bar = bounds.height - barHeight
      title.frame = CGRect(x: 16, y: 0, width: bounds.width - 32, height: bar)
      guard let tabs else { return }
      while buttons.count < tabs.count { addButton(index: buttons.count) }
      let strip = tabs.frame
      for (index, button) in buttons.enumerated() {
        guard let tab = tabs.tab(at: index) else { continue }
        button.setTitle(tab.title, for: .normal)
        button.frame = CGRect(x: tab.x - strip.offset, y: bar, width: tab.width, height: 44)
      }
      indicator.frame = CGRect(
        x: strip.indicatorX - strip.offset, y: bounds.height - 3,
        width: strip.indicatorWidth, height: 3)
    }

    private func addButton(index: Int) {
      let button = UIButton(type: .system)
      button.addAction(
        UIAction { [weak self] _ in try? self?.tabs?.select(index) }, for: .touchUpInside)
      buttons.append(button)
      addSubview(button)
    }
  }

  /// A channel: its headlines in a table view that keeps UIKit's scrolling, under the header.
  final class ChannelViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    var nestedFeedOffset = 0.0
    private let api: NewsAPI
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let feedScrolling: FolioFeedScrolling<NewsChannel>
    private var headlines: [String] = []
    private var channel: NewsChannel?

    init(api: NewsAPI, nested: NestedScrollCoordinator<NewsChannel>) {
      self.api = api
      feedScrolling = FolioFeedScrolling(scrollView: tableView, coordinator: nested)
      super.init(nibName: nil, bundle: nil)
      feedScrolling.feed = self
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "headline")
      tableView.dataSource = self
      tableView.delegate = self
      view.addSubview(tableView)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      tableView.frame = view.bounds
      feedScrolling.contentDidChange()  // the table's content size is known after its layout
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      headlines.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "headline", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = headlines[indexPath.row]
      cell.contentConfiguration = content
      return cell
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { feedScrolling.didScroll() }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      feedScrolling.didEndScrolling()
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { feedScrolling.didEndScrolling() }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      feedScrolling.didEndDragging(willDecelerate: decelerate)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      feedScrolling.didEndScrolling()
    }
  }

  extension ChannelViewController: @MainActor PageController, @MainActor NestedScrollFeed,
    @MainActor RestorablePageController
  {
    var nestedContentLength: Double { feedScrolling.contentLength }

    func bind(to page: NewsChannel) {
      loadViewIfNeeded()  // bound before it is shown: its table exists from here
      channel = page
      show(api.headlines(for: page.id))
    }

    /// A pull past the top (FolioFeedScrolling spins the indicator): the channel's headlines
    /// again, then its refresh ends, even if this controller serves another channel by then.
    func nestedFeedDidStartRefreshing() {
      guard let channel else { return }
      Task { @MainActor [weak self, api, coordinator = feedScrolling.coordinator] in
        let fresh = api.headlines(for: channel.id)  // an app's network load
        if let self, self.channel?.id == channel.id { show(fresh) }
        coordinator?.endRefreshing(page: channel.id)
      }
    }

    private func show(_ headlines: [String]) {
      self.headlines = headlines
      tableView.reloadData()
      tableView.layoutIfNeeded()
      feedScrolling.contentDidChange()
    }

    func nestedFeedPlace(_ placement: NestedFeedPlacement) { feedScrolling.place(placement) }
    func saveState() -> FeedState? { FeedState(offset: nestedFeedOffset) }
    func restoreState(_ state: FeedState?) { nestedFeedOffset = state?.offset ?? 0 }
  }
#endif
