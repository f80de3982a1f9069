// A rotation on the simulator: the window resized, the pager's layout pass, the page kept.
#if canImport(UIKit) && !os(watchOS)
  import Testing
  import UIKit

  extension DeviceTests {
    /// A rotation (844 × 390 to 390 × 844 and back) keeps the current page.
    ///
    /// The container's current index in every layout pass, the scroll view's offset on that page's offset at
    /// each width, and the page's child shown and never told it disappeared. The host gives its
    /// viewport first and the offset follows (the UIKit article: "a rotation or a size change
    /// keeps the current page, never resting between two").
    @MainActor @Suite struct Rotation {
      static let landscape = CGSize(width: 844.0, height: 390.0)
      static let portrait = CGSize(width: 390.0, height: 844.0)

      @Test(arguments: [2, 4])
      func aRotation_keepsThePage_itsOffset_andItsChild(page: Int) async throws {
        let screen = try PagerScreen(size: Self.landscape)
        await screen.show()
        try screen.container.scrollToPage(page, animated: false)
        await screen.settle()
        screen.expectResting(on: page)
        let child = try #require(screen.page(at: page))
        #expect(child.appearance == .appeared)
        let mark = screen.journal.mark
        for size in [Self.portrait, Self.landscape] {
          let first = screen.pager.passes.count
          screen.resize(to: size)
          await screen.settle()
          let passes = Array(screen.pager.passes[first...])
          #expect(!passes.isEmpty, "laid out at \(size)")
          #expect(passes.allSatisfy { $0.index == page }, "page \(page) in every pass: \(passes)")
          #expect(
            passes.allSatisfy { abs($0.offset - Double(page) * $0.width) <= screen.halfPixel },
            "on page \(page)'s offset in every pass: \(passes)")
          let scrollView = screen.pager.scrollView
          #expect(screen.pager.host.viewportSize.width == Double(scrollView.bounds.width))
          screen.expectResting(on: page)
          #expect(screen.page(at: page) === child, "the same child")
          #expect(!child.view.isHidden && child.appearance == .appeared)
          let width = Double(scrollView.bounds.width)
          let height = Double(scrollView.bounds.height)
          #expect(
            child.view.frame
              == CGRect(x: Double(page) * width, y: 0.0, width: width, height: height),
            "its view on its page: \(child.view.frame)")
          screen.expectShownPagesAppeared()
        }
        #expect(screen.journal.pages(since: mark) == [], "a rotation is no appearance")
        #expect(screen.journal.calls(of: "pager", since: mark) == [])
        await screen.finish()
      }
    }
  }
#endif
