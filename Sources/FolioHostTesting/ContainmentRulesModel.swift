@_spi(Testing) import Folio
import FolioHost
import FolioList

/// A model of UIKit's container view controller rules: it performs what a `PageHost` asks as
/// UIKit would, records what each child view controller would hear (`willMove(toParent:)`,
/// `viewWillAppear`… `viewDidDisappear`, `didMove(toParent:)`), and fails on any broken rule.
///
/// Make it the host's display (``PageHostHarness`` does). The rules, each from UIKit's
/// documentation of `UIViewController`:
/// - `addChild` only for a controller that is not a child; its view added once, after it;
///   `didMove(toParent:)` once, after the view; `willMove(toParent: nil)` before the view is
///   removed, and `removeFromParent` last;
/// - appearance transitions only on a child whose view is in the hierarchy; `begin(true)` only
///   from disappeared or disappearing, `begin(false)` only from appeared or appearing, `end`
///   only after a `begin` (no `viewDidAppear` twice in a row, no `viewWillAppear` missing);
///   a child leaves only once it has disappeared;
/// - one to one with Folio: after every lifecycle event, each child has heard exactly what its
///   page's appearance and the screen's say (as `ChildAppearance.wanted(page:screen:heard:)`: a
///   cancelled swipe's incoming page hears `viewWillAppear`, `viewWillDisappear`,
///   `viewDidDisappear`); under the host's `AppearanceConvention.uiKit`, the current page hears
///   `viewWillDisappear` when another page comes in as the pages move, and `viewWillAppear`,
///   `viewDidAppear` if they settle back on it; an appearance call during motion is animated;
/// - every frame laid out is on the pixel grid, shows a child whose view is in the hierarchy,
///   and only shown pages have frames;
/// - at the end (``verify(_:)``, which ``PageHostHarness/finish()`` calls): every active
///   page's controller is a child, no other controller is (pooled ones out of the hierarchy),
///   and after the host ends, none.
public final class ContainmentRulesModel<Page: Diffable>: PageHostDisplay {
  /// What a child is, as UIKit sees it.
  public struct Child: Hashable, Sendable {
    /// Whether it is a child of the container.
    public var isChild = false
    /// Whether its view is in the container's hierarchy.
    public var viewInHierarchy = false
    /// Whether `didMove(toParent:)` followed its adding.
    public var didMove = false
    /// Whether `willMove(toParent: nil)` announced its removal.
    public var willLeave = false
    /// Its appearance.
    public var appearance = ChildAppearance.disappeared
    /// Its page's appearance in Folio, by the events.
    public var page = PageAppearance.hidden
  }

  /// A broken rule.
  public struct Violation: Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public var message: String
    /// The message.
    public var description: String { message }
  }

  /// Every child by its controller's tag, as UIKit sees it.
  public private(set) var children: [ControllerTag: Child] = [:]
  /// Under UIKit's convention: the pages the pages moved away from, still shown.
  private var leaving: Set<ControllerTag> = []
  /// What each controller heard, in order: `willMove(toParent: container)`, `viewWillAppear`,
  /// `viewDidAppear`, `viewWillDisappear`, `viewDidDisappear`, `didMove(toParent: container)`,
  /// `willMove(toParent: nil)`, `didMove(toParent: nil)`.
  public private(set) var heard: [ControllerTag: [String]] = [:]
  /// Every action performed, in order (`addChild Photo#1`…).
  public private(set) var log: [String] = []
  /// Every action performed, in order, as the host gave it (its `isAnimated` flag included).
  public private(set) var actions: [ContainmentAction] = []
  /// Every tap the host reported.
  public private(set) var taps: [Point] = []
  /// Every animated scroll the host asked of the platform scroll view.
  public private(set) var platformScrolls: [Double] = []
  /// How many times the host asked for a layout pass.
  public private(set) var layoutRequests = 0
  /// Broken rules, in the order found.
  public internal(set) var violations: [Violation] = []
  /// Called when the host asks the platform scroll view to animate (a followed harness moves
  /// its model).
  public var onAnimatePlatform: ((Double) -> Void)?

  /// Creates a model with no children.
  public init() {}

  // MARK: - The host's display

  /// Performs a step as UIKit would, checking its rules.
  ///
  /// - Parameters:
  ///   - host: The host.
  ///   - action: The step.
  public func pageHost(_ host: PageHost<Page>, perform action: ContainmentAction) {
    let tag = action.tag
    log.append(action.description)
    actions.append(action)
    var child = children[tag] ?? Child()
    func fail(_ rule: String) {
      violations.append(Violation(message: "\(action.step) \(tag): \(rule)"))
    }
    func hear(_ callback: String) { heard[tag, default: []].append(callback) }
    switch action.step {
    case .addChild:
      if child.isChild { fail("already a child") }
      child = Child(isChild: true)
      child.page = children[tag]?.page ?? .hidden
      hear("willMove(toParent: container)")
    case .addView:
      if !child.isChild { fail("its controller is not a child") }
      if child.viewInHierarchy { fail("its view is in the hierarchy already (twice)") }
      child.viewInHierarchy = true
    case .didMoveToParent:
      if !child.isChild || !child.viewInHierarchy { fail("before addChild and the view") }
      if child.didMove { fail("didMove(toParent:) twice") }
      child.didMove = true
      hear("didMove(toParent: container)")
    case .beginAppearance(let appearing):
      if !child.isChild || !child.viewInHierarchy || !child.didMove || child.willLeave {
        fail("an appearance transition on a controller that is not a child in the hierarchy")
      }
      if host.container.phase != .resting, !action.isAnimated {
        fail("an appearance call while the pages move, not animated")
      }
      let allowed: Set<ChildAppearance> =
        appearing ? [.disappeared, .disappearing] : [.appeared, .appearing]
      // A page hears it appear only while it has a pixel on screen: among the frames the
      // host lists at that moment (a layout the call causes draws exactly those).
      if appearing,
        !host.frames.contains(where: { host.controller(at: $0.index) === action.controller })
      {
        fail("viewWillAppear for a page that is not among the frames drawn")
      }
      if !allowed.contains(child.appearance) {
        fail("unbalanced: begin(\(appearing)) while \(child.appearance)")
      } else {
        child.appearance = appearing ? .appearing : .disappearing
        hear(appearing ? "viewWillAppear" : "viewWillDisappear")
      }
    case .endAppearance:
      switch child.appearance {
      case .appearing:
        child.appearance = .appeared
        hear("viewDidAppear")
      case .disappearing:
        child.appearance = .disappeared
        hear("viewDidDisappear")
      case .appeared, .disappeared:
        fail("unbalanced: end without begin (\(child.appearance))")
      }
    case .willMoveToNoParent:
      if !child.isChild { fail("not a child") }
      if child.appearance != .disappeared { fail("leaves while \(child.appearance)") }
      child.willLeave = true
      hear("willMove(toParent: nil)")
    case .removeView:
      if !child.viewInHierarchy { fail("its view is not in the hierarchy") }
      if !child.willLeave { fail("removed before willMove(toParent: nil)") }
      child.viewInHierarchy = false
    case .removeFromParent:
      if !child.isChild { fail("not a child") }
      if !child.willLeave || child.viewInHierarchy {
        fail("removeFromParent before willMove(toParent: nil) and the view's removal")
      }
      let page = child.page
      child = Child()
      child.page = page
      hear("didMove(toParent: nil)")
    }
    children[tag] = child
  }

  /// Counts a layout request.
  ///
  /// - Parameter host: The host.
  public func pageHostNeedsLayout(_ host: PageHost<Page>) {
    layoutRequests += 1
  }

  /// Records a tap.
  ///
  /// - Parameters:
  ///   - host: The host.
  ///   - point: Where.
  public func pageHost(_ host: PageHost<Page>, didTapAt point: Point) {
    taps.append(point)
  }

  /// Records an animated scroll of the platform scroll view and hands it on.
  ///
  /// - Parameters:
  ///   - host: The host.
  ///   - offset: The content offset.
  public func pageHost(_ host: PageHost<Page>, animatePlatformTo offset: Double) {
    platformScrolls.append(offset)
    onAnimatePlatform?(offset)
  }

  // MARK: - Folio's lifecycle

  /// Starts following each page's appearance in `host`'s container, and checking, after every
  /// lifecycle step, that its child heard what it should (as a plugin added after the host's
  /// own listener, it hears each step once the host has performed its containment).
  ///
  /// It starts from the container's pages as they are now, as `LifecycleChecker(observing:)`
  /// does: the container may have shown its first pages before this model could hear them
  /// (its data source set before a host made on a shown screen: the host's pixel grid then
  /// brings the container's first layout; or laid out before the host).
  ///
  /// - Parameter host: The host whose display this model is.
  public func watch(_ host: PageHost<Page>) {
    for page in host.container.activePages {
      guard let tag = host.container.tag(of: page.controller) else { continue }
      children[tag, default: Child()].page = page.appearance
    }
    let link = RulesLink<Page>()
    link.model = self
    link.host = host
    host.container.addPlugin(link)
    self.link = link
  }

  private var link: RulesLink<Page>?

  /// A page's controller reached a lifecycle step: its page's appearance follows, and its
  /// child is checked.
  fileprivate func lifecycle(_ tag: ControllerTag, _ step: PageLifecycleStep, host: PageHost<Page>)
  {
    let appearance: PageAppearance
    switch step {
    case .willAppear: appearance = .appearing
    case .didAppear: appearance = .appeared
    case .didDisappear, .reclaimed: appearance = .hidden
    }
    // After the host ended, the container goes on alone: nothing is a child any more.
    guard !host.isInvalidated else { return }
    children[tag, default: Child()].page = appearance
    if appearance == .hidden { leaving.remove(tag) }
    checkAppearance(tag, screen: host.screenForPages)
    // UIKit's convention: a page comes in as the pages move: the current page leaves.
    if step == .willAppear, host.appearanceConvention == .uiKit,
      host.container.phase != .resting, let index = host.container.currentIndex,
      let current = host.container.activeController(at: index),
      let currentTag = host.container.tag(of: current), currentTag != tag,
      children[currentTag]?.page == .appeared
    {
      leaving.insert(currentTag)
      checkAppearance(currentTag, screen: host.screenForPages)
    }
  }

  /// The pages settled: the pages they came back to are no longer leaving.
  fileprivate func settled(host: PageHost<Page>) {
    guard !host.isInvalidated else { return }
    let came = leaving
    leaving = []
    for tag in came { checkAppearance(tag, screen: host.screenForPages) }
  }

  private func checkAppearance(_ tag: ControllerTag, screen: ChildAppearance) {
    guard let child = children[tag], child.isChild else {
      if let child = children[tag], child.page != .hidden {
        violations.append(Violation(message: "\(tag) is shown but not a child"))
      }
      return
    }
    // UIKit's side of the lifecycle, stated on its own: hidden pages have disappeared; a
    // screen away hides everything; a screen coming brings the shown pages with it; a screen
    // going takes those that were on screen, and one shown meanwhile stays disappeared.
    // Under UIKit's convention a page the pages move away from is disappearing while it is
    // shown (a page that never appeared stays disappeared), the screen coming or there.
    let isLeaving = leaving.contains(tag)
    let wanted: ChildAppearance
    switch (child.page, screen) {
    case (.hidden, _), (_, .disappeared): wanted = .disappeared
    case (_, .appearing) where isLeaving, (_, .appeared) where isLeaving, (_, .disappearing):
      wanted = child.appearance == .disappeared ? .disappeared : .disappearing
    case (_, .appearing), (.appearing, .appeared): wanted = .appearing
    case (.appeared, .appeared): wanted = .appeared
    }
    if child.appearance != wanted {
      violations.append(
        Violation(
          message:
            "\(tag) heard \(child.appearance) while its page is \(child.page) on a screen "
            + "\(screen): it should have heard \(wanted)"))
    }
  }

  // MARK: - Checks

  /// Checks the children against the container now: every active page's controller is a child
  /// in the hierarchy, no other controller is, and each heard what it should.
  ///
  /// - Parameter host: The host.
  public func verify(_ host: PageHost<Page>) {
    let container = host.container
    var active = Set<ControllerTag>()
    if !host.isInvalidated {
      for index in container.activeIndices {
        guard let controller = container.activeController(at: index),
          let tag = container.tag(of: controller)
        else { continue }
        active.insert(tag)
        if children[tag]?.isChild != true || children[tag]?.viewInHierarchy != true {
          violations.append(Violation(message: "\(tag) serves page \(index) but is not a child"))
        }
      }
    }
    for (tag, child) in children where child.isChild && !active.contains(tag) {
      // A controller swapped out is a child until its reclaim, which the events settle.
      guard child.page == .hidden else { continue }
      violations.append(
        Violation(message: "\(tag) is a child but serves no page (never removed)"))
    }
    for tag in children.keys where children[tag]?.isChild == true {
      checkAppearance(tag, screen: host.screenForPages)
    }
  }
}

/// The rules model's listener: a plugin added after the host's, so that it hears each
/// lifecycle step after the host performed its containment.
private final class RulesLink<Page: Diffable>: PageContainerPlugin {
  weak var model: ContainmentRulesModel<Page>?
  weak var host: PageHost<Page>?
  private var context: PagePluginContext<Page>?

  var attachedContext: PagePluginContext<Page>? { context }

  func pluginDidAttach(_ context: PagePluginContext<Page>) { self.context = context }

  func pluginWillDetach(_ context: PagePluginContext<Page>) { self.context = nil }

  func pageDidReachLifecycleStep(
    _ context: PagePluginContext<Page>, step: PageLifecycleStep,
    controller: any PageController<Page>, at index: Int
  ) {
    guard let model, let host, let tag = host.container.tag(of: controller) else { return }
    model.lifecycle(tag, step, host: host)
  }

  func pageContainerDidSettle(_ context: PagePluginContext<Page>) {
    guard let model, let host else { return }
    model.settled(host: host)
  }
}
