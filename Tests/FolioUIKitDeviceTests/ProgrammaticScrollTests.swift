// Scrolls the pages did not start: UIKit's own scrollRectToVisible and accessibility scroll.
#if canImport(UIKit) && !os(watchOS)
  import Folio
  import Testing
  import UIKit

  extension DeviceTests {
    /// A scroll UIKit animates on its own (not asked by the host) ends on a page, with no fight:
    /// the offset moves one way only until it rests on the page's offset, the container resting
    /// there with that page current.
    @MainActor @Suite struct ProgrammaticScroll {
      static let portrait = CGSize(width: 390.0, height: 844.0)

      /// `scrollRectToVisible(_:animated: true)` on a neighbour that peeks (pages 80% wide,
      /// centred, 10 apart): UIKit scrolls until the neighbour is just visible, and the pages
      /// go on to rest on it.
      @Test(arguments: [1, -1])
      func scrollRectToVisible_onAPeekingNeighbour_endsOnItsPage(step: Int) async throws {
        let screen = try PagerScreen(
          size: Self.portrait,
          shape: PageShape(size: .fraction(0.8), spacing: 10, alignment: .centered))
        await screen.show()
        try screen.container.scrollToPage(2, animated: false)
        await screen.settle()
        let stride = 0.8 * Double(screen.pager.scrollView.bounds.width) + 10
        screen.expectResting(on: 2, stride: stride)
        let neighbour = try #require(screen.page(at: 2 + step), "page \(2 + step) has its child")
        #expect(neighbour.appearance == .appeared, "it peeks: it is shown")
        let first = screen.pager.passes.count
        screen.pager.scrollView.scrollRectToVisible(neighbour.view.frame, animated: true)
        await screen.settle()
        let offsets = screen.pager.passes[first...].map(\.offset)
        #expect(offsets.count > 2, "UIKit animated it: \(offsets)")
        #expect(movesOneWay(offsets, step: step), "no back and forth: \(offsets)")
        screen.expectResting(on: 2 + step, stride: stride)
        #expect(neighbour.appearance == .appeared)
        await screen.finish()
      }

      /// A three-finger scroll moves one page, with the accessibility plugin or without it.
      ///
      /// `accessibilityScroll(_:)` on the pages' scroll view: `.left` brings the next page,
      /// `.right` the previous one. With the accessibility plugin it pages
      /// through the plugin; without it (`accessibility: nil`) UIScrollView's own scroll by its
      /// bounds moves the pages, and the host follows it to the page.
      @Test(arguments: [true, false], [1, -1])
      func anAccessibilityScroll_movesOnePage(plugin: Bool, step: Int) async throws {
        let screen = try PagerScreen(size: Self.portrait, accessibility: plugin)
        await screen.show()
        try screen.container.scrollToPage(2, animated: false)
        await screen.settle()
        screen.expectResting(on: 2)
        let first = screen.pager.passes.count
        let direction: UIAccessibilityScrollDirection = step > 0 ? .left : .right
        let scrolled = screen.pager.scrollView.accessibilityScroll(direction)
        #expect(scrolled, "the scroll view scrolled for VoiceOver")
        await screen.settle()
        let offsets = screen.pager.passes[first...].map(\.offset)
        #expect(movesOneWay(offsets, step: step), "no back and forth: \(offsets)")
        screen.expectResting(on: 2 + step)
        await screen.finish()
      }

      /// An instant scroll asked while the host's animation runs (two frames in) ends on its
      /// page: UIKit may stop that animation at the layout's set, or run it on from there
      /// (Apple does not say); either way the pages rest on the page asked for, and no page
      /// past it appears.
      @Test(arguments: [1, 2])
      func anInstantScrollDuringAnAnimation_restsOnItsPage(back: Int) async throws {
        let screen = try PagerScreen(size: Self.portrait)
        await screen.show()
        try screen.container.scrollToPage(3, animated: false)
        await screen.settle()
        try screen.container.scrollToPage(4, animated: true)
        await frames(2)
        try screen.container.scrollToPage(3 - back, animated: false)
        await screen.settle()
        screen.expectResting(on: 3 - back)
        #expect(screen.page(at: 3 - back)?.appearance == .appeared)
        await screen.finish()
      }
    }
  }
#endif
