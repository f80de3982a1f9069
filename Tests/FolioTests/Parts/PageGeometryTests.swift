import Folio
import FolioSupport
import Testing

/// The geometry part and the ring on their own, input to output, without a container.
@Suite struct PageGeometryTests {
  @Test func theShapeIsWorkedOutForTheShownLength_andAgainWhenEitherChanges() {
    let geometry = PageGeometry(viewportSize: Size(width: 100, height: 40))
    #expect(geometry.geometry(along: .horizontal) == ShapeGeometry(.fullPage, viewport: 100))
    #expect(geometry.geometry(along: .vertical) == ShapeGeometry(.fullPage, viewport: 40))
    let peeking = PageShape(size: .fraction(0.8), alignment: .centered)
    #expect(geometry.setShape(peeking))
    #expect(!geometry.setShape(peeking), "the same shape changes nothing")
    #expect(geometry.geometry(along: .horizontal) == ShapeGeometry(peeking, viewport: 100))
    #expect(geometry.setViewportSize(Size(width: 50, height: 40)) == Size(width: 100, height: 40))
    #expect(geometry.geometry(along: .horizontal) == ShapeGeometry(peeking, viewport: 50))
  }

  @Test func placedPages_startWhereTheShapePutsThem_andShowTheirPartInTheViewport() {
    let full = ShapeGeometry(.fullPage, viewport: 100)
    #expect(full.visibleFraction(atOffset: -0.25) == 0.75)
    #expect(full.visibleFraction(atOffset: 3) == 0 && full.visibleFraction(atOffset: .nan) == 0)
    #expect(full.screenOrigin(atOffset: 0.5, mirrored: false) == 50)
    #expect(full.screenOrigin(atOffset: 0.5, mirrored: true) == -50)
    let peeking = ShapeGeometry(
      PageShape(size: .fraction(0.8), alignment: .centered), viewport: 100)
    #expect(peeking.screenOrigin(atOffset: 0, mirrored: false) == 10)
    #expect(peeking.visibleFraction(atOffset: 0) == 1)
    #expect(peeking.visibleFraction(atOffset: 1) == 10.0 / 80, "the neighbour peeks 10 points")
    #expect(peeking.visibleFraction(atOffset: -.infinity) == 0)
    let huge = ShapeGeometry(.fullPage, viewport: .greatestFiniteMagnitude)
    #expect(huge.screenOrigin(atOffset: -1, mirrored: true).isFinite, "no overflow")
  }

  @Test func aViewportThatShowsNothing_isTheZeroSize_andResizingWithinItIsNoChange() {
    let geometry = PageGeometry(viewportSize: Size(width: 0, height: 40))
    #expect(!geometry.canShowPages && geometry.shownSize == .zero)
    #expect(geometry.setViewportSize(Size(width: .nan, height: 3)) == nil)
    #expect(geometry.requestedSize.height == 3, "the size as set is kept")
    #expect(geometry.setViewportSize(Size(width: 10, height: 3)) == .zero)
    #expect(geometry.canShowPages)
    #expect(geometry.geometry(along: .horizontal).viewport == 10)
    #expect(
      geometry.setViewportSize(Size(width: .infinity, height: 3)) == Size(width: 10, height: 3))
    #expect(geometry.geometry(along: .horizontal) == ShapeGeometry(.fullPage, viewport: 0))
  }

  @Test func aFingerMovingLeft_bringsTheNextPage_mirroredRightToLeft() {
    let geometry = PageGeometry(viewportSize: Size(width: 10, height: 10))
    #expect(geometry.screenToLogical(along: .horizontal) == -1)
    #expect(geometry.setLayoutDirection(.rightToLeft) && !geometry.setLayoutDirection(.rightToLeft))
    #expect(geometry.screenToLogical(along: .horizontal) == 1)
    #expect(geometry.screenToLogical(along: .vertical) == -1, "vertical is never mirrored")
  }

  @Test func settings_sayWhetherTheyChanged_andARecycleDistanceWhetherItWasLowered() {
    let geometry = PageGeometry(viewportSize: Size(width: 10, height: 10))
    #expect(geometry.settings == (false, .leftToRight, 3, false))
    #expect(geometry.setLoops(true) && !geometry.setLoops(true))
    #expect(geometry.setReducesMotion(true) && !geometry.setReducesMotion(true))
    #expect(!geometry.setRecycleDistance(3) && !geometry.setRecycleDistance(.max))
    #expect(geometry.setRecycleDistance(.min), "any Int is kept as set")
    #expect(geometry.settings == (true, .leftToRight, .min, true))
  }

  @Test func theRing_mapsVirtualPagesAndSpansAcrossTheSeam() {
    let ring = PageRing(count: 5, loops: true)
    #expect(ring.index(ofVirtual: -1) == 4 && ring.index(ofVirtual: 7) == 2)
    let seam = PresentedSpan(low: 4, high: 5, count: 5)
    #expect(ring.indices(of: seam) == [4, 0])
    #expect(ring.contains(seam, 0) && ring.contains(seam, 4) && !ring.contains(seam, 1))
    let line = PageRing(count: 5, loops: false)
    #expect(line.index(ofVirtual: -1) == 0 && line.index(ofVirtual: 7) == 4)
    #expect(PageRing(count: 0, loops: true).index(ofVirtual: 3) == 0)
  }

  @Test func theRecyclingAnchor_takesTheShorterArcThatHoldsTheCurrentPage() {
    let ring = PageRing(count: 10, loops: true)
    let span = PresentedSpan(low: 8, high: 9, count: 10)
    #expect(ring.anchor(current: 9, span: span) == (8, 9))
    #expect(ring.anchor(current: 0, span: span) == (8, 10), "forward across the seam")
    #expect(ring.anchor(current: 6, span: span) == (6, 9))
    let line = PageRing(count: 10, loops: false)
    #expect(line.anchor(current: 0, span: span) == (0, 9))
  }

  /// The gap against a brute force walk: the fewest steps from the page to any page of the
  /// anchor, around the ring when looping.
  @Test(arguments: 0..<20) func theGap_isTheFewestStepsToTheAnchor(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    for step in 0..<200 {
      let count = Int.random(in: 1...12, using: &random)
      let loops = count >= 2 && Bool.random(using: &random)
      let ring = PageRing(count: count, loops: loops)
      let first =
        loops
        ? Int.random(in: -count..<count, using: &random) : Int.random(in: 0..<count, using: &random)
      let last = min(
        first + Int.random(in: 0..<count, using: &random), loops ? first + count - 1 : count - 1)
      let index = Int.random(in: 0..<count, using: &random)
      var expected = Int.max
      for anchor in first...last {
        let plain = abs(index - anchor)
        let around = loops ? min(plain % count, count - plain % count) : plain
        expected = min(expected, loops ? around : plain)
      }
      #expect(
        ring.gap(of: index, first: first, last: last) == expected,
        "seed \(seed), step \(step): \(index) to \(first)...\(last) of \(count), loops \(loops)")
    }
  }
}
