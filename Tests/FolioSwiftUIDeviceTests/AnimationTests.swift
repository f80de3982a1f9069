// An app's own animation inside a page of FolioPageView.
#if canImport(UIKit) && !os(watchOS)
  import Folio
  import FolioHost
  import FolioSwiftUI
  import Testing
  import UIKit

  extension SwiftUIDeviceTests {
    /// An animation inside a page runs.
    ///
    /// A page changes its own state in `withAnimation(.linear(duration: 0.4))` (a like button,
    /// an expanding caption): the transaction that reaches the view it changes keeps its
    /// animation. The pager keeps only its own page offsets free of implicit animation.
    @MainActor @Suite struct PageAnimation {
      @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
      @Test(arguments: [HostMotion.owned, .followed])
      func withAnimation_inAPage_keepsItsAnimation(motion: HostMotion) async {
        guard motion == .owned || isFollowingAvailable else { return }
        let screen = HostedPager(motion: motion)
        await screen.show()
        let before = screen.probe.animated["c0"]?.count ?? 0
        screen.switchboard.expanded = true
        await frames(40)  // the 0.4 s animation, and more
        let heard = Array((screen.probe.animated["c0"] ?? []).dropFirst(before))
        #expect(!heard.isEmpty, "no transaction reached the page's bar after its change")
        #expect(
          heard.contains(true),
          "every transaction that reached the page's own animated change had its animation removed: \(heard)"
        )
        await screen.finish()
      }
    }
  }
#endif
