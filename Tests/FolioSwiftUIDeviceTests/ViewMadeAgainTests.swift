// FolioPageView made again over the same pager: the new scroll view is put on the pager's page.
#if canImport(UIKit) && !os(watchOS)
  import Folio
  import FolioHost
  import FolioSwiftUI
  import Testing
  import UIKit

  extension SwiftUIDeviceTests {
    /// A pager's view made again keeps the page.
    ///
    /// The pager rests on page 3; its view is made again (a new identity: a new `ScrollView`
    /// and `ScrollPosition`, at the content's origin), the pager the same. Page 3 is drawn in
    /// the window again, not page 0, and the pager still reads 3 (followed motion: the new
    /// scroll view is set on the page when the view appears; owned: the pages are the pager's).
    @MainActor @Suite struct ViewMadeAgain {
      @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
      @Test(arguments: [HostMotion.owned, .followed])
      func aViewMadeAgain_showsThePagersPage(motion: HostMotion) async throws {
        guard motion == .owned || isFollowingAvailable else { return }
        let screen = HostedPager(motion: motion)
        await screen.show()
        try screen.pager.scroll(to: 3, animated: false)
        await waitUntil("page 3 is on screen") { screen.heard.screen(of: "c3") == .appeared }
        await screen.settle()
        screen.makeViewAgain()
        await frames(10)
        await screen.settle()
        #expect(screen.pager.selection == 3)
        #expect(
          screen.isAtOrigin("c3"),
          "page 3's view drawn at \(String(describing: screen.probe.lastFrame(of: "c3"))), not at the window's origin"
        )
        #expect(!screen.isOnScreen("c0"), "page 0's view drawn in the window")
        await screen.finish()
      }
    }
  }
#endif
