// A one-off log, not a check: what a paging SwiftUI ScrollView reports during a real swipe on
// the simulator (App/ScrollLogScreen.swift writes it down, App/ScrollSummary.swift sums it up),
// printed in the test's output and kept as an attachment of the result bundle, so that the first
// Mac run settles what Apple's documentation leaves open (FolioSwiftUI's article lists the
// questions). It passes whatever the answers are.
#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import XCTest

  final class ScrollOrderUITests: XCTestCase {
    /// One swipe at a known speed (1,000 pixels a second, as XCUITest measures it), a resize of
    /// the scroll view at rest, then the summary: the order of the phase and geometry reports,
    /// updateTarget before or after .decelerating, the velocity's unit, the thread, whether a
    /// resize asks updateTarget.
    @MainActor func testWhatAPagingScrollViewReports_duringASwipe() {
      let app = XCUIApplication()
      app.launchArguments = ["-screen", "scroll-log"]
      app.launch()
      XCTAssertTrue(app.buttons["summarize"].waitForExistence(timeout: 10), "the screen is not up")
      // The scroll view fills the screen's lower part: the swipe starts at 80 % across, 70 % down.
      let start = app.coordinate(withNormalizedOffset: CGVector(dx: 0.8, dy: 0.7))
      let end = start.withOffset(CGVector(dx: -200, dy: 0))
      start.press(
        forDuration: 0.05, thenDragTo: end, withVelocity: XCUIGestureVelocity(1000),
        thenHoldForDuration: 0)
      pause(seconds: 2)
      app.buttons["resize"].tap()
      pause(seconds: 1)
      app.buttons["summarize"].tap()
      let summary = app.staticTexts["summary"]
      _ = waitUntil({ summary.label != "no summary yet" })
      let text = "What a paging ScrollView reported (iOS Simulator):\n" + summary.label
      print(text)
      let attachment = XCTAttachment(string: text)
      attachment.name = "ScrollView report order"
      attachment.lifetime = .keepAlways
      add(attachment)
    }
  }
#endif
