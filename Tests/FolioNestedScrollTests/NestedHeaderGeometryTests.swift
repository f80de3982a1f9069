@_spi(Testing) import Folio
import FolioNestedScroll
import FolioSupport
import FolioTesting
import Testing

/// The header's geometry and hit testing: in the coordinator's terms, and as a property over
/// random states.
@Suite struct NestedHeaderGeometryTests {
  @Test func aCollapsingHeader_slidesUp_andAPointHitsWhatIsDrawnThere() throws {
    let f = NestedScrollCoordinatorTests.Fixture()  // header 200, pinned 50, viewport 800
    #expect(f.nested.geometry.headerTop == 0)
    #expect(f.nested.geometry.pinnedTop == 150 && f.nested.geometry.feedTop == 200)
    #expect(f.nested.hit(at: Point(x: 10, y: 20)) == .header(y: 20))
    #expect(f.nested.hit(at: Point(x: 10, y: 160)) == .pinned(y: 10))
    #expect(f.nested.hit(at: Point(x: 10, y: 210)) == .feed(y: 10))
    f.nested.verticalDrag(by: 400)  // 150 collapse the header, 250 scroll the feed
    f.nested.verticalRelease(velocity: 0)
    f.harness.clock.runUntilIdle()
    let geometry = f.nested.geometry
    #expect(geometry.headerTop == -150 && geometry.pinnedTop == 0 && geometry.feedTop == 50)
    #expect(f.nested.hit(at: Point(x: 10, y: 20)) == .pinned(y: 20))
    // The feed's row under y = 60 is 10 below its viewport's top, scrolled by 250.
    #expect(f.nested.hit(at: Point(x: 10, y: 60)) == .feed(y: 260))
    #expect(f.nested.hit(at: Point(x: 10, y: 800)) == .outside)
    #expect(f.nested.hit(at: Point(x: 10, y: -1)) == .outside)
    #expect(f.nested.hit(at: Point(x: 10, y: .nan)) == .outside)
  }

  @Test func atRest_theFeedsOwnOffsetIsTheTruth_asAnAppScrolledIt() throws {
    let f = NestedScrollCoordinatorTests.Fixture()
    let feed = try #require(f.feed(0))
    feed.nestedFeedOffset = 300  // the app scrolled its feed itself
    #expect(f.nested.hit(at: Point(x: 0, y: 210)) == .feed(y: 310))
    #expect(f.nested.geometry.shownFeedOffset == 300)
  }

  @Test func aPullPastTheTop_movesTheContentDown_leavingAGapUnderTheHeader() throws {
    let f = NestedScrollCoordinatorTests.Fixture()
    f.nested.verticalDrag(by: -40)
    let shown = f.nested.scroller.shownFeedOffset
    #expect(shown < 0)
    // The feed's top (content 0) is drawn below the header's bottom by the pull.
    #expect(f.nested.geometry.screenY(ofFeedContentY: 0) == 200 - shown)
    #expect(f.nested.hit(at: Point(x: 0, y: 201)) == .feed(y: 1 + shown))
  }

  @Test(arguments: 0..<20) func geometry_isOrdered_andItsMappingsAreInverses(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let specials: [Double] = [0, -1, .nan, .infinity, -.infinity, 1e300, -1e300, 1e9, 3e8]
    func value(_ range: ClosedRange<Double>) -> Double {
      Int.random(in: 0..<5, using: &random) == 0
        ? specials.randomElement(using: &random) ?? 0 : Double.random(in: range, using: &random)
    }
    for _ in 0..<200 {
      let geometry = NestedHeaderGeometry(
        headerHeight: value(0...500), pinnedHeight: value(0...500), headerOffset: value(0...500),
        shownFeedOffset: value(-200...5_000), viewportLength: value(0...2_000),
        headerStretch: Bool.random(using: &random) ? value(0...300) : 0)
      let context = "seed \(seed): \(geometry)"
      #expect(geometry.headerTop <= geometry.pinnedTop, "\(context)")
      #expect(geometry.pinnedTop <= geometry.feedTop, "\(context)")
      // Exact up to rounding of values up to 10^9.
      let tolerance = 1e-6
      #expect(
        geometry.headerStretch >= 0 && (geometry.headerOffset == 0 || geometry.headerStretch == 0))
      #expect(
        abs(geometry.feedTop - geometry.headerTop - geometry.drawnHeaderHeight) < tolerance,
        "\(context)")
      #expect(abs(geometry.feedTop - geometry.pinnedTop - geometry.pinnedHeight) < tolerance)
      let y = Double.random(in: -100...2_100, using: &random)
      let content = geometry.contentY(ofFeedScreenY: y)
      #expect(abs(geometry.screenY(ofFeedContentY: content) - y) < tolerance, "\(context)")
      switch geometry.hit(y: y) {
      case .outside: #expect(y < 0 || y >= geometry.viewportLength, "\(context)")
      case .header(let at):
        #expect(
          y < geometry.pinnedTop && at >= 0 && at < geometry.drawnHeaderHeight, "\(context)")
      case .pinned(let at): #expect(at >= 0 && at < geometry.pinnedHeight, "\(context)")
      case .feed(let at):
        #expect(y >= geometry.feedTop && at == content, "\(context)")
      }
    }
  }
}
