// FolioPageView under a real finger (XCUITest's synthesized touches on the simulator): a swipe
// that starts on a page's button pages once and does not tap the button; a tap still taps it.
// Pages are full-page buttons (App/TapPagerScreen.swift), in owned and in followed motion.
#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import XCTest

  final class PagerUITests: XCTestCase {
    @MainActor func testOwned_checkATapOnAPageTapsItsButton() {
      checkATapOnAPageTapsItsButton(screen: "pager-owned")
    }

    @MainActor func testOwned_checkASwipeStartingOnAButtonPagesOnceAndDoesNotTapIt() {
      checkASwipeStartingOnAButtonPagesOnceAndDoesNotTapIt(screen: "pager-owned")
    }

    @MainActor func testFollowed_checkATapOnAPageTapsItsButton() {
      checkATapOnAPageTapsItsButton(screen: "pager-followed")
    }

    @MainActor func testFollowed_checkASwipeStartingOnAButtonPagesOnceAndDoesNotTapIt() {
      checkASwipeStartingOnAButtonPagesOnceAndDoesNotTapIt(screen: "pager-followed")
    }

    /// A tap on page 0's button counts one tap and pages nothing: what makes "no tap" after a
    /// swipe mean something.
    @MainActor private func checkATapOnAPageTapsItsButton(screen: String) {
      let app = launch(screen)
      let button = app.buttons["page-0"]
      XCTAssertTrue(button.waitForExistence(timeout: 10), "page 0's button is not on screen")
      button.tap()
      XCTAssertTrue(waitUntil({ app.staticTexts["taps"].label == "1" }), "the tap was not counted")
      XCTAssertEqual(app.staticTexts["selection"].label, "0")
    }

    /// A fast swipe of 260 points to the left that starts on page 0's button: the pages rest on
    /// page 1 (not 2), and the button was not tapped.
    @MainActor private func checkASwipeStartingOnAButtonPagesOnceAndDoesNotTapIt(screen: String) {
      let app = launch(screen)
      let button = app.buttons["page-0"]
      XCTAssertTrue(button.waitForExistence(timeout: 10), "page 0's button is not on screen")
      let start = button.coordinate(withNormalizedOffset: CGVector(dx: 0.8, dy: 0.5))
      let end = start.withOffset(CGVector(dx: -260, dy: 0))
      start.press(forDuration: 0.05, thenDragTo: end, withVelocity: .fast, thenHoldForDuration: 0)
      let selection = app.staticTexts["selection"]
      XCTAssertTrue(waitUntil({ selection.label == "1" }), "the pages rest on \(selection.label)")
      pause(seconds: 1)  // a second swipe's worth of time: the pages stay on page 1
      XCTAssertEqual(selection.label, "1", "the swipe paged more than once")
      XCTAssertEqual(
        app.staticTexts["taps"].label, "0", "the swipe tapped the button it started on")
    }

    @MainActor private func launch(_ screen: String) -> XCUIApplication {
      let app = XCUIApplication()
      app.launchArguments = ["-screen", screen]
      app.launch()
      return app
    }
  }

  /// Waits until `condition` holds, at most `timeout` seconds, looking every tenth of a second.
  ///
  /// - Returns: Whether it held.
  @MainActor
  func waitUntil(_ condition: () -> Bool, timeout: TimeInterval = 5) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
      guard Date() < deadline else { return false }
      Thread.sleep(forTimeInterval: 0.1)
    }
    return true
  }

  /// Lets `seconds` pass.
  @MainActor
  func pause(seconds: TimeInterval) {
    _ = waitUntil({ false }, timeout: seconds)
  }
#endif
