// The pages' appearance calls as UIKit's screens come and go around the pager.
#if canImport(UIKit) && !os(watchOS)
  import Folio
  import Testing
  import UIKit

  extension DeviceTests {
    /// The pages hear UIKit's appearance calls as the pager's screen comes and goes.
    ///
    /// Each page is a spy view controller that writes down `viewWillAppear` … `viewDidDisappear`
    /// (with `animated`). The pager's own appearance reaches exactly the shown pages, with its
    /// `animated`; a rotation is no appearance at all; and after each step every page shown on
    /// screen has appeared and no other page has.
    @MainActor @Suite struct AppearanceCalls {
      static let portrait = CGSize(width: 390.0, height: 844.0)

      /// The container made with its viewport and pages before the pager: no page hears
      /// anything until the pager's view appears, then the first one appears once (on Linux, an
      /// outside check found it appearing, settling and disappearing as the pager was made).
      @Test func theFirstPage_appearsOnce_whenThePagerDoes() async throws {
        let screen = try PagerScreen(size: Self.portrait)
        #expect(screen.journal.pages(since: 0).isEmpty)
        await screen.show()
        await screen.settle()
        #expect(screen.journal.pages(since: 0) == ["c0 willAppear", "c0 didAppear"])
        screen.expectShownPagesAppeared()
        await screen.finish()
      }

      /// Another screen pushed over the pager, then popped back.
      @Test(arguments: [false, true])
      func aPushOverThePager_andAPopBack(animated: Bool) async throws {
        let screen = try PagerScreen(size: Self.portrait, embedding: .navigation)
        await screen.show()
        let navigation = try #require(screen.navigation)
        let how = animated ? " animated" : ""
        let over = SpyScreen(name: "over", journal: screen.journal)
        var mark = screen.journal.mark
        navigation.pushViewController(over, animated: animated)
        await waitUntil("the pushed screen appeared, the pager gone") {
          over.appearance == .appeared && screen.pager.appearance == .disappeared
        }
        await screen.settle()
        #expect(
          screen.journal.calls(of: "pager", since: mark) == [
            "pager willDisappear" + how, "pager didDisappear" + how,
          ])
        #expect(
          screen.journal.pages(since: mark) == ["c0 willDisappear" + how, "c0 didDisappear" + how])
        screen.expectShownPagesAppeared()

        mark = screen.journal.mark
        _ = navigation.popViewController(animated: animated)
        await waitUntil("the pager appeared again, the pushed screen gone") {
          screen.pager.appearance == .appeared && over.appearance == .disappeared
        }
        await screen.settle()
        #expect(
          screen.journal.calls(of: "pager", since: mark) == [
            "pager willAppear" + how, "pager didAppear" + how,
          ])
        #expect(screen.journal.pages(since: mark) == ["c0 willAppear" + how, "c0 didAppear" + how])
        screen.expectShownPagesAppeared()
        await screen.finish()
      }

      /// An interactive pop begun and cancelled, as UIKit's navigation controller forwards it.
      ///
      /// The pager will disappear and the screen below will appear; on the cancel the pager will
      /// appear and did appear, the screen below disappears. The shown page hears the pager's
      /// calls, in order, each animated.
      @Test func anInteractivePop_begunAndCancelled() async throws {
        let screen = try PagerScreen(size: Self.portrait, embedding: .navigation)
        await screen.show()
        let below = try #require(screen.below)
        let mark = screen.journal.mark
        screen.pager.beginAppearanceTransition(false, animated: true)
        below.beginAppearanceTransition(true, animated: true)
        await frames(10)  // the finger drags the pager halfway, and lifts short
        screen.pager.beginAppearanceTransition(true, animated: true)
        below.beginAppearanceTransition(false, animated: true)
        screen.pager.endAppearanceTransition()
        below.endAppearanceTransition()
        await screen.settle()
        #expect(
          screen.journal.calls(of: "pager", since: mark) == [
            "pager willDisappear animated", "pager willAppear animated", "pager didAppear animated",
          ])
        #expect(
          screen.journal.pages(since: mark) == [
            "c0 willDisappear animated", "c0 willAppear animated", "c0 didAppear animated",
          ])
        #expect(below.appearance == .disappeared)
        screen.expectShownPagesAppeared()
        await screen.finish()
      }

      /// A page sheet over the pager, which UIKit does not tell: with `isCovered` the shown page
      /// disappears, yet stays drawn in its frame (a page sheet shows the pager behind it, shrunk;
      /// it was blank); the sheet dismissed and uncovered, the page appears again.
      @Test func aPageSheet_coversThePage_whichStaysDrawn() async throws {
        let screen = try PagerScreen(size: Self.portrait)
        await screen.show()
        await screen.settle()
        let page = try #require(screen.pager.children.first)
        let frame = page.view.frame
        let sheet = SpyScreen(name: "sheet", journal: screen.journal)
        sheet.modalPresentationStyle = .pageSheet
        var mark = screen.journal.mark
        screen.pager.present(sheet, animated: false)
        screen.pager.host.isCovered = true
        await waitUntil("the sheet appeared") { sheet.appearance == .appeared }
        await screen.settle()
        #expect(
          screen.journal.calls(of: "pager", since: mark) == [], "UIKit tells the pager nothing")
        #expect(screen.journal.pages(since: mark) == ["c0 willDisappear", "c0 didDisappear"])
        #expect(!page.view.isHidden && page.view.frame == frame)
        #expect(page.view.superview === screen.pager.scrollView)
        mark = screen.journal.mark
        screen.pager.dismiss(animated: false)
        screen.pager.host.isCovered = false
        await waitUntil("the sheet went") { sheet.appearance == .disappeared }
        await screen.settle()
        #expect(screen.journal.pages(since: mark) == ["c0 willAppear", "c0 didAppear"])
        screen.expectShownPagesAppeared()
        await screen.finish()
      }

      /// A rotation on a page with a peeking neighbour (both shown): no page hears anything.
      @Test func aRotation_isNoAppearance() async throws {
        let screen = try PagerScreen(
          size: Self.portrait,
          shape: PageShape(size: .fraction(0.8), spacing: 10, alignment: .centered))
        await screen.show()
        try screen.container.scrollToPage(2, animated: false)
        await screen.settle()
        screen.expectShownPagesAppeared()
        let mark = screen.journal.mark
        screen.resize(to: CGSize(width: 844.0, height: 390.0))
        await screen.settle()
        screen.expectShownPagesAppeared()
        screen.resize(to: Self.portrait)
        await screen.settle()
        #expect(screen.journal.pages(since: mark) == [], "a rotation is no appearance")
        #expect(screen.journal.calls(of: "pager", since: mark) == [])
        #expect(screen.container.currentIndex == 2)
        screen.expectShownPagesAppeared()
        await screen.finish()
      }
    }
  }
#endif
