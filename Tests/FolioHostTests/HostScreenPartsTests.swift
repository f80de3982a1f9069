import Folio
import FolioHost
import FolioHostTesting
import Testing

/// What a UIKit screen asks FolioHost besides the pages: which touches a view over the pages
/// keeps, the safe area of full-bleed pages, and whether a touch pans (to cancel the content's).
@Suite struct HostScreenPartsTests {
  typealias View = PassThroughRule.View
  static let plain = View(isControl: false, scrolls: false, hasGestureRecognizers: false)

  @Test func aHeaderSlot_keepsTouchesOnControlsScrollViewsAndRecognizers_anywhereOnThePath() {
    let button = View(isControl: true, scrolls: false, hasGestureRecognizers: false)
    let strip = View(isControl: false, scrolls: true, hasGestureRecognizers: false)
    let hosting = View(isControl: false, scrolls: false, hasGestureRecognizers: true)
    #expect(!PassThroughRule.keepsHit(along: []), "the slot itself: to the pages")
    #expect(!PassThroughRule.keepsHit(along: [Self.plain, Self.plain]), "a plain header")
    #expect(PassThroughRule.keepsHit(along: [button]))
    // A label in a cell of a collection view tab strip (Parchment's): the cell is plain, the
    // strip scrolls.
    #expect(PassThroughRule.keepsHit(along: [Self.plain, Self.plain, strip]))
    // A SwiftUI header in a hosting controller: its hosting view has recognizers.
    #expect(PassThroughRule.keepsHit(along: [Self.plain, hosting]))
  }

  @Test func fullBleedPages_getThePartOfTheSafeAreaTheyLieInAtRest_whereverTheySlide() throws {
    let s = Screen(count: 5, viewport: Size(width: 390, height: 844), scale: 3)
    let screen = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    #expect(s.host.pageSafeAreaInsets(screenInsets: screen) == screen)
    // Mid-swipe: the same (no layout of the page's content at every frame).
    s.harness.touchDown(at: Point(x: 300, y: 400))
    s.harness.touchMoved(to: Point(x: 150, y: 400))
    #expect(s.host.pageSafeAreaInsets(screenInsets: screen) == screen)
    s.harness.touchUp()
    s.harness.runUntilIdle()
    // Landscape, a centred card 80% wide: the notch's side insets reach it only in part.
    s.container.shape = PageShape(size: .fraction(0.8), alignment: .centered)
    s.host.setViewport(Size(width: 844, height: 390), scale: 3)
    s.harness.layout()
    let sides = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
    // (The card starts 84 points in, past the 59 of the notch on either side.)
    #expect(
      s.host.pageSafeAreaInsets(screenInsets: sides)
        == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
    // Numbers no screen sends: a side not finite or negative is 0, one past the viewport is
    // the viewport (the card's whole width, then).
    let wild = s.host.pageSafeAreaInsets(
      screenInsets: EdgeInsets(top: .nan, left: .infinity, bottom: -5, right: 1e300))
    let cardWidth = s.container.frameLayout.frame(atProgress: 0).size.width
    #expect(wild == EdgeInsets(top: 0, left: 0, bottom: 0, right: cardWidth))
    try s.harness.finish()
  }

  @Test func aFullBleedPagesAdditionalInsets_addWhatItDoesNotInherit_andSettingThemIsStable() {
    let s = Screen(count: 3, viewport: Size(width: 390, height: 844), scale: 3)
    let screen = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    // A scroll view passes its subviews nothing: the page's view controller adds it all.
    var additional = s.host.pageAdditionalSafeAreaInsets(
      screenInsets: screen, safeArea: EdgeInsets(), additional: EdgeInsets())
    #expect(additional == screen)
    // Set, its view's insets include it: the same answer (no growth from layout to layout).
    for _ in 0..<3 {
      additional = s.host.pageAdditionalSafeAreaInsets(
        screenInsets: screen, safeArea: additional, additional: additional)
      #expect(additional == screen)
    }
    // A view that inherits part of it (20 at the top) gets the rest; one that inherits more
    // than the page's insets gets nothing there, never a negative inset; not finite is 0.
    let inherited = EdgeInsets(top: 20, left: 0, bottom: 50, right: .nan)
    #expect(
      s.host.pageAdditionalSafeAreaInsets(
        screenInsets: screen, safeArea: inherited, additional: EdgeInsets())
        == EdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
  }

  @Test(arguments: [HostMotion.owned, .followed])
  func aTouchPans_onlyInOwnedMotion_pastTheSlop(motion: HostMotion) {
    let s = Screen(count: 5, motion: motion)
    s.harness.touchDown(at: Point(x: 300, y: 400))
    #expect(!s.host.isPanning, "within the slop: the content may still have its tap")
    s.harness.touchMoved(to: Point(x: 250, y: 400))
    #expect(s.host.isPanning == (motion == .owned), "followed: the scroll view's own pan cancels")
    s.harness.touchUp()
    #expect(!s.host.isPanning)
  }
}
