// State restoration through folioRestoration: the saved place, and never page 0 before it.
#if canImport(UIKit) && !os(watchOS)
  import Folio
  import FolioHost
  import FolioSwiftUI
  import Testing
  import UIKit

  extension SwiftUIDeviceTests {
    /// A restored pager never shows page 0 when a saved place exists.
    ///
    /// A first session pages to 3 and saves its place (the model's `restorationData()`, what
    /// `folioRestoration` saves). A second session, a new pager given that data through
    /// `folioRestoration`, lands on page 3, and page 0's controller hears nothing: not Folio's
    /// `pageWillAppear`, not an appearance on screen (`PagerAppearanceObserving`), and its view
    /// is never drawn in the window.
    @MainActor @Suite struct Restoration {
      @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
      @Test(arguments: [HostMotion.owned, .followed])
      func aSavedPlace_isWhereThePagesFirstShow(motion: HostMotion) async throws {
        guard motion == .owned || isFollowingAvailable else { return }
        let first = HostedPager(motion: motion, restoring: true)
        await first.show()
        try first.pager.scroll(to: 3, animated: false)
        await waitUntil("page 3 is on screen") { first.heard.screen(of: "c3") == .appeared }
        await first.settle()
        let data = try #require(first.pager.restorationData(), "the first session saved nothing")
        await first.finish()

        let second = HostedPager(motion: motion, restoring: true, saved: data)
        await second.show(until: "the restored page 3 is on screen") {
          second.heard.screen(of: "c3") == .appeared
        }
        #expect(second.pager.selection == 3)
        #expect(
          second.heard.calls(of: "c0") == [],
          "page 0 heard \(second.heard.calls(of: "c0")) before the saved place showed")
        let frames = second.probe.frames["c0"] ?? []
        #expect(
          !frames.contains { $0.insetBy(dx: 0.5, dy: 0.5).intersects(second.window.bounds) },
          "page 0's view was drawn in the window: \(frames)")
        await second.finish()
      }
    }
  }

  /// Whether FolioPageView follows a scroll view here (SwiftUI reports a scroll view's geometry
  /// from iOS 18; before, followed motion falls back to owned motion's drag).
  var isFollowingAvailable: Bool {
    if #available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 2.0, *) { true } else { false }
  }
#endif
