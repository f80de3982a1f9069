// Pages whose width is not a whole number of pixels at the simulator's scale.
#if canImport(UIKit) && !os(watchOS)
  import Testing
  import UIKit

  extension DeviceTests {
    /// Pages 320.5 points wide (961.5 pixels at 3×: odd pages' offsets fall between pixels) come
    /// to rest on a page, and then nothing moves: no further layout pass, no offset change,
    /// whether UIKit rounds what the host sets or not.
    @MainActor @Suite struct FractionalWidth {
      @Test func pagesOfAFractionalWidth_restOnAPage_andTheLayoutPassesStop() async throws {
        let screen = try PagerScreen(
          size: CGSize(width: 390.0, height: 700.0), pagesWidth: 320.5)
        await screen.show()
        #expect(Double(screen.pager.scrollView.bounds.width) == 320.5, "the pages' width")
        for page in [1, 2, 3] {
          try screen.container.scrollToPage(page, animated: true)
          await screen.settle()
          screen.expectResting(on: page)
          await expectStill(screen)
        }
        // An instant jump, and another fractional width (a resize on page 0).
        try screen.container.scrollToPage(0, animated: false)
        await screen.settle()
        screen.expectResting(on: 0)
        await expectStill(screen)
        try screen.container.scrollToPage(3, animated: false)
        await screen.settle()
        screen.setPagesWidth(300.25)
        await screen.settle()
        #expect(Double(screen.pager.scrollView.bounds.width) == 300.25)
        screen.expectResting(on: 3)
        await expectStill(screen)
        await screen.finish()
      }

      /// At rest nothing moves: no layout pass and the same offset over 20 frames.
      private func expectStill(
        _ screen: PagerScreen, sourceLocation: SourceLocation = #_sourceLocation
      ) async {
        let passes = screen.pager.passes.count
        let offset = screen.pager.scrollView.contentOffset
        await frames(20)
        #expect(
          screen.pager.passes.count == passes,
          "no layout pass at rest: \(screen.pager.passes.suffix(screen.pager.passes.count - passes))",
          sourceLocation: sourceLocation)
        #expect(screen.pager.scrollView.contentOffset == offset, sourceLocation: sourceLocation)
      }
    }
  }
#endif
