import Folio
import FolioHost
import FolioList
import FolioWorkingRange

/// The demo's page controllers: one class per page kind, so that three reuse pools show.
///
/// A controller remembers its page, whether it is shown and in the working range; a video also
/// plays while its page has appeared and pauses when it disappears, so the lifecycle is visible.
package class DemoPageController: PageController, WorkingRangeDelegate, PageAxisScrolling {
  /// The page the controller is bound to.
  package private(set) var page: DemoPage?
  /// Whether the page is shown (between `pageWillAppear` and `pageDidDisappear`).
  package private(set) var isShown = false
  /// Whether the page has appeared (between `pageDidAppear` and `pageDidDisappear`).
  package private(set) var hasAppeared = false
  /// Whether the page is in the working range.
  package private(set) var isInWorkingRange = false
  /// The page's photo zoomed in (`zoom:W`): a scroller on the pages' axis.
  package var zoom: DemoZoom?

  /// Creates a controller.
  package init() {}

  /// Remembers the page.
  ///
  /// - Parameter page: The page.
  package func bind(to page: DemoPage) { self.page = page }

  /// Forgets per-page state.
  package func prepareForReuse() {
    isShown = false
    hasAppeared = false
    zoom = nil
  }

  /// The zoomed photo, wherever the finger is on the page.
  package func axisScroller(at point: Point) -> (any PageAxisScroller)? { zoom }

  /// The page starts being shown.
  package func pageWillAppear() { isShown = true }

  /// The page settled as current.
  package func pageDidAppear() { hasAppeared = true }

  /// The page stopped being shown.
  package func pageDidDisappear() {
    isShown = false
    hasAppeared = false
  }

  /// The page entered the working range.
  package func pageWillEnterWorkingRange() { isInWorkingRange = true }

  /// The page left the working range.
  package func pageDidExitWorkingRange() { isInWorkingRange = false }

  /// What the page draws now (video progress included).
  package var artInput: PageArt.Input? {
    page.map { PageArt.Input(page: $0, progress: 0, isPlaying: false) }
  }
}

/// The controller of article pages.
package final class Article: DemoPageController, ConstructiblePageController {}

/// The controller of photo pages.
package final class Photo: DemoPageController, ConstructiblePageController {}

/// The controller of video pages: plays while its page has appeared.
package final class Video: DemoPageController, ConstructiblePageController {
  /// How far the video has played, from 0 to 1 (it loops).
  package private(set) var progress = 0.0
  /// The length of the video in seconds.
  package static let length = 12.0

  /// Advances playback by `seconds` if the page has appeared.
  ///
  /// - Parameter seconds: Elapsed time.
  package func play(for seconds: Double) {
    guard hasAppeared, seconds > 0 else { return }
    progress = (progress + seconds / Video.length).truncatingRemainder(dividingBy: 1)
  }

  /// Rewinds for the next page.
  package override func prepareForReuse() {
    super.prepareForReuse()
    progress = 0
  }

  /// The page, its progress and whether it plays.
  package override var artInput: PageArt.Input? {
    page.map { PageArt.Input(page: $0, progress: progress, isPlaying: hasAppeared) }
  }
}

/// A photo zoomed in on a page: `range` cells wider than the page, shown from `axisOffset`.
package final class DemoZoom: PageAxisScroller {
  package var axisOffset: Double
  package let axisRange: Double
  package let axisHandoff: PageAxisHandoff

  /// A photo `range` cells wider than its page, shown from its middle.
  package init(range: Int, handoff: PageAxisHandoff) {
    axisRange = Double(range)
    axisOffset = Double(range / 2)
    axisHandoff = handoff
  }
}
