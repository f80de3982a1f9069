import TerminalPagerCore
import Testing

@MainActor
@Suite("pager --open: the pages open on a page, and nothing else is bound first")
struct OpenOptionTests {
  @Test(
    "10,000 pages opened at 4,321 dequeue 4,320 to 4,322 only (a working range of one), in every host",
    arguments: ["owned", "follow", "swiftui"])
  func photoViewerOpensAtItsPhoto(host: String) throws {
    let output = try runScript(
      "", arguments: ["--pages", "10000", "--open", "4321", "--host", host]
    ).output
    let dequeued = output.split(separator: "\n").filter { $0.contains(#""event":"dequeue""#) }
      .compactMap { $0.split(separator: #""index":"#).last?.split(separator: ",").first }
      .compactMap { Int($0) }
    #expect(Set(dequeued) == [4320, 4321, 4322])
    #expect(output.contains(#""event":"settle","index":4321"#))
  }

  @Test("a bad --open is a usage error before anything runs")
  func badOpen() {
    #expect(throws: (any Error).self) { try PagerOptions.parse(["--open", "-1"]) }
    #expect(throws: (any Error).self) { try PagerOptions.parse(["--open", "x"]) }
  }
}
