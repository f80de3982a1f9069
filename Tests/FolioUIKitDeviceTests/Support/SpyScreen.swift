// View controllers that write what they hear into a journal: a screen, and a page of the pager.
#if canImport(UIKit) && !os(watchOS)
  import Folio
  import FolioHost
  import FolioList
  import FolioUIKit
  import UIKit

  /// A view controller that writes the appearance calls it hears into the test's journal.
  @MainActor
  class SpyScreen: UIViewController {
    let journal: Journal
    /// Its name in the journal.
    fileprivate(set) var name: String
    /// Where it is in UIKit's appearance cycle, by the calls it heard.
    private(set) var appearance = Appearance.disappeared
    /// Whether it is a page of the pager.
    var isPage: Bool { false }

    init(name: String, journal: Journal) {
      self.name = name
      self.journal = journal
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

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
      journal.heard(call, animated: animated, by: name, isPage: isPage, appearance: &appearance)
    }
  }

  /// A page of the pager: a child view controller named after the card it is bound to.
  @MainActor
  class SpyPage: SpyScreen {
    private(set) var card: Card?
    /// A scroll view of the page's on the pages' axis (a zoomed photo), if the test gave one.
    var zoom: FolioAxisScroller?
    override var isPage: Bool { true }

    init(journal: Journal) { super.init(name: "unbound", journal: journal) }

    func bind(to page: Card) {
      card = page
      name = page.id
    }
  }

  extension SpyPage: @MainActor PageController, @MainActor PageAxisScrolling {
    func axisScroller(at point: Point) -> (any PageAxisScroller)? { zoom }
  }
#endif
