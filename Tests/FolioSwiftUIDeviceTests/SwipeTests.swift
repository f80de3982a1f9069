// A swipe on FolioPageView in owned motion, as its drag gesture reports one.
#if canImport(UIKit) && !os(watchOS)
  import Folio
  import FolioHost
  import FolioSwiftUI
  import Testing
  import UIKit

  extension SwiftUIDeviceTests {
    /// A swipe pages once.
    ///
    /// Driven through what the view's `DragGesture` forwards (`dragChanged(start:location:)`,
    /// `dragEnded(at:)`), a frame apart on real time: a long, fast swipe (270 points in six
    /// frames, past two thirds of the page and at a fling's speed). The pages then glide on
    /// the pager's clock under the view's timeline, and SwiftUI draws them: page 1 rests in the
    /// window, its controller heard it appear on screen, page 0's heard it leave, page 2's
    /// never appeared. (A real finger, and a swipe that starts on a button: the UI tests of
    /// Examples/SwiftUIDeviceApp.)
    @MainActor @Suite struct Swipe {
      @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
      @Test func aSwipePagesOnce() async {
        let screen = HostedPager(motion: .owned)
        await screen.show()
        let mark = screen.heard.mark
        await screen.swipeToNext()
        await screen.settle()
        #expect(screen.pager.selection == 1)
        #expect(
          screen.heard.calls(of: "c1", since: mark).filter { $0.hasPrefix("screen ") } == [
            "screen appearing", "screen appeared",
          ])
        #expect(
          screen.heard.calls(of: "c0", since: mark).filter { $0.hasPrefix("screen ") } == [
            "screen disappearing", "screen disappeared",
          ])
        #expect(screen.heard.calls(of: "c2", since: mark).contains("screen appeared") == false)
        #expect(
          screen.isAtOrigin("c1"),
          "page 1's view drawn at \(String(describing: screen.probe.lastFrame(of: "c1"))), not at the window's origin"
        )
        #expect(!screen.isOnScreen("c0"), "page 0's view still drawn in the window")
        await screen.finish()
      }
    }
  }
#endif
