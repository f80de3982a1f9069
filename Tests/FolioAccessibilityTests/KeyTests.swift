import Folio
import FolioAccessibility
import Testing

/// Keys and page scrolls: what each one does on each axis and in each direction.
@Suite struct KeyTests {
  @Test func mapping_horizontal_mirroredInRightToLeft() {
    let expected: [PageKey: (PageMove?, PageMove?)] = [
      .left: (.previous, .next), .right: (.next, .previous), .up: (nil, nil), .down: (nil, nil),
      .pageUp: (.previous, .previous), .pageDown: (.next, .next), .home: (.first, .first),
      .end: (.last, .last),
    ]
    for key in PageKey.allCases {
      let (ltr, rtl) = expected[key] ?? (nil, nil)
      #expect(key.move(axis: .horizontal, direction: .leftToRight) == ltr, "\(key)")
      #expect(key.move(axis: .horizontal, direction: .rightToLeft) == rtl, "\(key)")
    }
  }

  @Test func mapping_vertical_upAndDown_directionDoesNotMatter() {
    for direction in [PageLayoutDirection.leftToRight, .rightToLeft] {
      #expect(PageKey.up.move(axis: .vertical, direction: direction) == .previous)
      #expect(PageKey.down.move(axis: .vertical, direction: direction) == .next)
      #expect(PageKey.left.move(axis: .vertical, direction: direction) == nil)
      #expect(PageKey.right.move(axis: .vertical, direction: direction) == nil)
      #expect(PageKey.pageDown.move(axis: .vertical, direction: direction) == .next)
    }
  }

  @Test func uiKitsScrollDirections_byTheirRawValues() {
    // UIAccessibilityScrollDirection: right = 1, left, up, down, next, previous.
    let uiKit: [PageScrollDirection] = [.right, .left, .up, .down, .next, .previous]
    for (offset, direction) in uiKit.enumerated() {
      #expect(PageScrollDirection(uiKitRawValue: offset + 1) == direction)
    }
    for bad in [0, 7, -1, Int.max, Int.min] {
      #expect(PageScrollDirection(uiKitRawValue: bad) == nil)
    }
  }

  @Test func scrollDirections_likeUIKit() {
    let h = ScrollAxis.horizontal
    #expect(PageScrollDirection.left.move(axis: h, direction: .leftToRight) == .next)
    #expect(PageScrollDirection.right.move(axis: h, direction: .leftToRight) == .previous)
    #expect(PageScrollDirection.left.move(axis: h, direction: .rightToLeft) == .previous)
    #expect(PageScrollDirection.right.move(axis: h, direction: .rightToLeft) == .next)
    #expect(PageScrollDirection.up.move(axis: h, direction: .leftToRight) == nil)
    #expect(PageScrollDirection.up.move(axis: .vertical, direction: .rightToLeft) == .next)
    #expect(PageScrollDirection.down.move(axis: .vertical, direction: .leftToRight) == .previous)
    #expect(PageScrollDirection.left.move(axis: .vertical, direction: .leftToRight) == nil)
    #expect(PageScrollDirection.next.move(axis: .vertical, direction: .rightToLeft) == .next)
    #expect(PageScrollDirection.previous.move(axis: h, direction: .rightToLeft) == .previous)
  }

  @Test func keysPageTheContainer_animated_farKeysJumpShowingOnlyTheEnds() {
    let fixture = AccessibilityFixture(count: 10)
    _ = fixture.take()
    #expect(fixture.plugin.handleKey(.right) == 1)
    #expect(fixture.container.phase == .animating(toward: 1))
    fixture.settle()
    #expect(fixture.plugin.handleKey(.end) == 9)
    #expect(fixture.container.phase == .jumping(toward: 9))
    fixture.clock.advance(by: .milliseconds(50))
    #expect(fixture.plugin.elements.map(\.index) == [1, 9])
    fixture.settle()
    #expect(fixture.plugin.handleKey(.end) == nil)
    #expect(fixture.plugin.handleKey(.pageDown) == nil)
    #expect(fixture.plugin.handleKey(.pageUp) == 8)
    #expect(fixture.plugin.handleKey(.home) == 0)
    fixture.settle()
    #expect(fixture.plugin.handleKey(.left) == nil)
    #expect(fixture.plugin.handleKey(.up) == nil)
    #expect(fixture.plugin.handleKey(.down) == nil)
    #expect(
      fixture.take() == [
        "settle 1", "announce 1 Page 2 of 10", "focus 1", "settle 9", "announce 9 Page 10 of 10",
        "focus 9", "settle 0", "announce 0 Page 1 of 10", "focus 0",
      ])
  }

  @Test func rightToLeft_leftArrowIsNext() {
    let fixture = AccessibilityFixture()
    fixture.container.layoutDirection = .rightToLeft
    #expect(fixture.plugin.handleKey(.right) == nil)
    #expect(fixture.plugin.handleKey(.left) == 1)
    fixture.settle()
    #expect(fixture.container.currentIndex == 1)
    #expect(fixture.plugin.scroll(.right) == "Page 3 of 6")
    fixture.settle()
    #expect(fixture.plugin.scroll(.left) == "Page 2 of 6")
    fixture.settle()
    #expect(fixture.container.currentIndex == 1)
    fixture.container.layoutDirection = .leftToRight
    #expect(fixture.plugin.handleKey(.right) == 2)
  }

  @Test func vertical_upAndDownPage_tabStripScopeStaysHorizontal() {
    let fixture = AccessibilityFixture(axis: .vertical)
    #expect(fixture.plugin.handleKey(.right) == nil)
    #expect(fixture.plugin.handleKey(.down) == 1)
    fixture.settle()
    #expect(fixture.plugin.handleKey(.up) == 0)
    fixture.settle()
    #expect(fixture.plugin.handleKey(.down, in: .tabStrip) == nil)
    #expect(fixture.plugin.handleKey(.right, in: .tabStrip) == 1)
    fixture.settle()
    #expect(fixture.plugin.scroll(.left) == nil)
    #expect(fixture.plugin.scroll(.up) == "Page 3 of 6")
    fixture.settle()
    #expect(fixture.container.currentIndex == 2)
  }

  @Test func rapidKeys_addUpFromWhereThePagesGo() {
    let fixture = AccessibilityFixture(count: 10)
    #expect(fixture.plugin.handleKey(.right) == 1)
    #expect(fixture.plugin.handleKey(.right) == 2)
    #expect(fixture.plugin.handleKey(.right) == 3)
    #expect(fixture.plugin.handleKey(.left) == 2)
    #expect(fixture.plugin.destinationIndex == 2)
    fixture.settle()
    #expect(fixture.container.currentIndex == 2)
  }

  @Test func incrementAndDecrement_stopAtTheEnds() {
    let fixture = AccessibilityFixture(count: 2)
    #expect(fixture.plugin.canDecrement == false)
    #expect(fixture.plugin.decrement() == false)
    #expect(fixture.plugin.canIncrement)
    #expect(fixture.plugin.increment())
    #expect(fixture.plugin.increment() == false)
    fixture.settle()
    #expect(fixture.plugin.scroll(.next) == nil)
    #expect(fixture.plugin.scroll(.previous) == "Page 1 of 2")
  }
}
