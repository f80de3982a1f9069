// FolioPageViewController as an app subclasses it, recording each layout pass.
#if canImport(UIKit) && !os(watchOS)
  import Folio
  import FolioAccessibility
  import FolioHost
  import FolioUIKit
  import UIKit

  /// The pager under test: FolioPageViewController with every layout pass recorded (where the
  /// scroll view was, which page was current) and its own appearance calls in the journal.
  @MainActor
  final class RecordingPager: FolioPageViewController<Card> {
    /// What a layout pass left, along the paging axis.
    struct Pass: Equatable, CustomStringConvertible {
      /// The scroll view's width: the pages' viewport.
      var width: Double
      /// The scroll view's `contentOffset.x`.
      var offset: Double
      /// The container's current page.
      var index: Int?
      /// The container's phase.
      var phase: TransitionPhase
      var description: String {
        "\(offset)/\(width) page \(index.map(String.init) ?? "-") \(phase)"
      }
    }

    let journal: Journal
    /// Every layout pass since the view loaded, in order.
    private(set) var passes: [Pass] = []
    /// Where the pager is in UIKit's appearance cycle, by the calls it heard.
    private(set) var appearance = Appearance.disappeared

    init(
      container: PageContainer<Card>, clock: HostClock,
      accessibility: PageAccessibilityPlugin<Card>?, journal: Journal
    ) throws(PageHostError) {
      self.journal = journal
      var plugins = PageHostPlugins<Card>.standard
      plugins.accessibility = accessibility
      try super.init(container: container, clock: clock, plugins: plugins)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      passes.append(
        Pass(
          width: Double(scrollView.bounds.width), offset: Double(scrollView.contentOffset.x),
          index: container.currentIndex, phase: container.phase))
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      heard(.willAppear, animated)
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      heard(.didAppear, animated)
    }
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      heard(.willDisappear, animated)
    }
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      heard(.didDisappear, animated)
    }

    private func heard(_ call: Journal.Call, _ animated: Bool) {
      journal.heard(call, animated: animated, by: "pager", isPage: false, appearance: &appearance)
    }
  }
#endif
