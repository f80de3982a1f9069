import Folio
import FolioHost

/// A shown page of a ``FolioPager``: the page, its controller, its frames and its state.
///
/// `FolioPageView` gives the page's view its page and its controller, and puts the state in the
/// view's environment.
///
/// `Controller` is the type the view asks for: the app's class, or `any PageController<Page>`.
public struct PagerPage<Page: Diffable, Controller>: Identifiable {
  /// The page's identity: the view's identity too.
  public var id: Page.DiffID { page.diffID }
  /// The page.
  public var page: Page
  /// The page's controller (the app's class, dequeued from its pool and bound to the page).
  public var controller: Controller
  /// Its frame in the pages' viewport, in points, on the pixel grid.
  public var frame: Rect
  /// Its frame in a followed scroll view's content (the viewport's frame moved by the
  /// scroll view's offset); the viewport's in owned motion.
  public var contentFrame: Rect
  /// The page's state: its index, what its controller heard, its progress.
  public var state: PagerPageState

  @usableFromInline
  init(
    page: Page, controller: Controller, frame: Rect, contentFrame: Rect, state: PagerPageState
  ) {
    self.page = page
    self.controller = controller
    self.frame = frame
    self.contentFrame = contentFrame
    self.state = state
  }
}

/// What a shown page's view can read from the environment (SwiftUI's `folioPage`): for
/// transforms, and to know whether its page is the one the reader settled on.
public struct PagerPageState: Hashable, Sendable {
  /// The page's index.
  public var index: Int
  /// What its controller last heard: `appearing` from `pageWillAppear`, `appeared` from
  /// `pageDidAppear` (at rest: the settled page, or every shown page of a shape that shows
  /// several), `hidden` after `pageDidDisappear`.
  public var appearance: PageAppearance
  /// Where it is relative to the viewport, in pages: 0 in place, -1 a page before it (left,
  /// or right when right to left; above), 1 a page after.
  public var progress: Double
  /// Whether the touch under way, or the last one, paged (``FolioPager/touchPaged``): a tap
  /// handler of the page's ignores a tap then (in owned motion a swipe that starts on it can
  /// end on it, the finger moving with the page).
  public var touchPaged: Bool

  /// Creates a state.
  ///
  /// - Parameters:
  ///   - index: The index.
  ///   - appearance: What the controller heard.
  ///   - progress: The progress.
  ///   - touchPaged: Whether the touch paged.
  public init(
    index: Int, appearance: PageAppearance, progress: Double, touchPaged: Bool = false
  ) {
    self.index = index
    self.appearance = appearance
    self.progress = progress
    self.touchPaged = touchPaged
  }
}

extension FolioPager {
  /// The shown pages, ascending by index, each with its controller and frames.
  ///
  /// What the view draws. Reading it changes nothing (a view's `body` may).
  ///
  /// - Complexity: O(shown pages).
  public var shownPages: [PagerPage<Page, any PageController<Page>>] {
    shownPages(as: (any PageController<Page>).self)
  }

  /// The shown pages whose controllers are of `type` (the app's class: pages with another
  /// controller, such as a feed's loading page of another type, are left out), as
  /// ``shownPages`` lists them.
  ///
  /// - Parameter type: The controller type the view is given.
  /// - Returns: The pages.
  /// - Complexity: O(shown pages). Inlinable: the view's types specialize it (a `body` reads
  ///   it every frame of a motion).
  @inlinable
  public func shownPages<Controller>(as type: Controller.Type) -> [PagerPage<Page, Controller>] {
    let frames = host.frames
    var shown: [PagerPage<Page, Controller>] = []
    shown.reserveCapacity(frames.count)
    let scroll = reportedOffset.map { host.platformContentOffset($0) } ?? Point.zero
    let heard = appearances.heard
    let pages = container.pages
    for frame in frames {
      guard frame.index >= 0, frame.index < pages.count,
        let active = host.controller(at: frame.index),
        // (Cast as the object it is: a class's cast, not the page controller existential's.)
        let controller = (active as AnyObject) as? Controller
      else { continue }
      let page = pages[frame.index]
      var content = frame.frame
      content.origin.x += scroll.x
      content.origin.y += scroll.y
      shown.append(
        PagerPage(
          page: page, controller: controller, frame: frame.frame, contentFrame: content,
          state: PagerPageState(
            index: frame.index, appearance: heard[ObjectIdentifier(active)] ?? .hidden,
            progress: frame.progress, touchPaged: touchPaged)))
    }
    return shown
  }
}
