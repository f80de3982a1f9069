import FolioHost
import FolioList
import Testing

@Suite("PageAxisGeometry: a platform scroll view's extent along the axis")
struct PageAxisGeometryTests {
  @Test("offsets from the leading inset, the range with both insets, sets within it")
  func geometry() {
    let geometry = PageAxisGeometry(
      axis: .horizontal, contentOffset: Point(x: -10, y: 7),
      contentSize: Size(width: 1000, height: 50), boundsSize: Size(width: 390, height: 844),
      contentInset: EdgeInsets(top: 3, left: 10, bottom: 4, right: 20))
    #expect(geometry.axisOffset == 0)
    #expect(geometry.axisRange == 640)
    #expect(geometry.contentOffset(forAxisOffset: 100) == Point(x: 90, y: 7))
    #expect(geometry.contentOffset(forAxisOffset: 1e9) == Point(x: 630, y: 7))
    #expect(geometry.contentOffset(forAxisOffset: -5) == Point(x: -10, y: 7))
    #expect(geometry.contentOffset(forAxisOffset: .nan) == Point(x: -10, y: 7))
    // A fling of 1,000 points a second glides 499 points (UIKit's normal rate), within range.
    #expect(abs(geometry.glideContentOffset(velocity: 1000).x - 489) < 1e-9)
    #expect(geometry.glideContentOffset(velocity: 1e9) == Point(x: 630, y: 7))
    #expect(geometry.glideContentOffset(velocity: -.infinity) == Point(x: -10, y: 7))
  }

  @Test("a vertical scroller reads heights and the top and bottom insets")
  func vertical() {
    let geometry = PageAxisGeometry(
      axis: .vertical, contentOffset: Point(x: 5, y: 100),
      contentSize: Size(width: 1, height: 2000), boundsSize: Size(width: 390, height: 800),
      contentInset: EdgeInsets(top: 50, left: 1, bottom: 10, right: 1))
    #expect(geometry.axisOffset == 150)
    #expect(geometry.axisRange == 1260)
    #expect(geometry.contentOffset(forAxisOffset: 0) == Point(x: 5, y: -50))
  }

  @Test("lengths that are not finite or negative count as 0; nothing traps")
  func badLengths() {
    let geometry = PageAxisGeometry(
      axis: .horizontal, contentOffset: Point(x: .nan, y: 0),
      contentSize: Size(width: -5, height: 0), boundsSize: Size(width: .infinity, height: 0),
      contentInset: EdgeInsets(top: 0, left: .nan, bottom: 0, right: -1))
    #expect(geometry.axisRange == 0)
    #expect(geometry.axisOffset == 0)
    #expect(geometry.contentOffset(forAxisOffset: 50) == Point(x: 0, y: 0))
  }
}
