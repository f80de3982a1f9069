import Testing

@Suite struct ShapesSnippetTests {
  @Test func transformSnippet_progressIsLogical_screenIsMirrored() {
    let shown = transformExample()
    #expect(shown.map(\.index) == [0, 1])
    #expect(shown.map(\.progress) == [-0.25, 0.75])
    #expect(shown.map(\.screen) == [0.25, -0.75])
    #expect(shown.map(\.alpha) == [0.75, 0.25])
  }

  @Test func autoAdvanceSnippet_advancesWrapsAndHoldsForTheFinger() {
    #expect(autoAdvanceExample() == [1, 2, 0, 0, 0, 1])
  }
}

@Suite struct CarouselSnippetTests {
  @Test func carouselSnippet_peekingPagesAppearAtRest_oneSwipeAddsOne() {
    let (layout, swipe, origins) = carouselExample()
    #expect(
      layout == [
        "willAppear 0 0 PosterPage#1", "willAppear 1 1 PosterPage#2",
        "didAppear 0 0 PosterPage#1", "didAppear 1 1 PosterPage#2", "settle 0",
      ])
    #expect(
      swipe == ["willAppear 2 2 PosterPage#3", "didAppear 2 2 PosterPage#3", "settle 1"])
    #expect(origins == [-74, 10, 94])
  }
}
