// Pages inserted or deleted before the ones shown while UIKit moves the scroll view.
#if canImport(UIKit) && !os(watchOS)
  import Folio
  import Testing
  import UIKit

  extension DeviceTests {
    /// An update that moves the pages under the scroll view while UIKit animates it: only the
    /// two pages of the scroll hear a call, and the pages rest on the page it went to, wherever
    /// the update put it (the scroll view's offset is the old content's until the layout sets
    /// it; on Linux, `HostFollowedUpdateTests` model every order of the two).
    @MainActor @Suite struct UpdatesWhileMoving {
      static let portrait = CGSize(width: 390.0, height: 844.0)

      /// A card inserted before the first one, or the first one deleted, three frames into an
      /// animated scroll from c1 to c2.
      @Test(arguments: [true, false])
      func anUpdateBeforeThePages_duringAnAnimatedScroll_endsOnItsPage(insert: Bool)
        async throws
      {
        let screen = try PagerScreen(size: Self.portrait)
        await screen.show()
        try screen.container.scrollToPage(1, animated: false)
        await screen.settle()
        let mark = screen.journal.mark
        try screen.container.scrollToPage(2, animated: true)
        await frames(3)
        screen.updateCards { cards in
          if insert { cards.insert(Card(id: "n0"), at: 0) } else { cards.removeFirst() }
        }
        await screen.settle()
        let index = insert ? 3 : 1
        screen.expectResting(on: index)
        #expect(screen.page(at: index)?.card?.id == "c2")
        let heard = screen.journal.pages(since: mark)
        #expect(
          heard.allSatisfy { $0.hasPrefix("c1 ") || $0.hasPrefix("c2 ") },
          "only c1 and c2 heard a call: \(heard)")
        await screen.finish()
      }
    }
  }
#endif
