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
