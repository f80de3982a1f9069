import Folio
import FolioDiff
import FolioTabStrip
import Foundation
import Testing

/// The package's root directory, from this file's path.
private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// The README and every DocC article and landing page of the package's catalogs.
private func documents() -> [String] {
  var paths = ["README.md"]
  for top in ["Sources", "Plugins"] {
    let base = root.appendingPathComponent(top)
    guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
    for case let path as String in walker where path.hasSuffix(".md") && path.contains(".docc/") {
      paths.append(top + "/" + path)
    }
  }
  return paths.sorted()
}

/// Every Swift block of a document, with the file its `<!-- snippet: PATH -->` marker names.
private func snippets(of document: String) throws -> [(path: String?, code: String)] {
  let readme = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
  var snippets: [(path: String?, code: String)] = []
  var marker: String?
  var block: [Substring]?
  for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
    if var lines = block {
      if line == "```" {
        snippets.append((marker, lines.joined(separator: "\n") + "\n"))
        block = nil
        marker = nil
      } else {
        lines.append(line)
        block = lines
      }
    } else if line.hasPrefix("<!-- snippet: "), line.hasSuffix(" -->") {
      marker = String(line.dropFirst("<!-- snippet: ".count).dropLast(" -->".count))
    } else if line == "```swift" {
      block = []
    } else if !line.isEmpty {
      marker = nil
    }
  }
  return snippets
}

@Suite struct ReadmeSnippetTests {
  @Test func everySwiftBlockOfTheReadmeAndTheArticles_isAFileThatCompiles_verbatim() throws {
    let documents = documents()
    #expect(documents.count >= 12, "\(documents)")
    var count = 0
    for document in documents {
      for snippet in try snippets(of: document) {
        count += 1
        guard let path = snippet.path else {
          Issue.record(
            "\(document): a Swift block without a snippet marker:\n\(snippet.code.prefix(200))")
          continue
        }
        let file = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        #expect(file == snippet.code, "\(document)'s block for \(path) differs from the file")
      }
    }
    #expect(count >= 10)
  }

  @Test func quickStart_printsTheLifecycleItDescribes() throws {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let process = Process()
    process.executableURL = bundle.appendingPathComponent("quickstart")
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(
      text == """
        first layout
          will appear  Tab 1
          showing      Tab 1
        swipe
          will appear  Tab 2
          disappeared  Tab 1
          showing      Tab 2
        jump to Tab 8
          will appear  Tab 8
          disappeared  Tab 2
          showing      Tab 8
          reclaimed    Tab 1
          reclaimed    Tab 2
        insert a tab at the front
        current: 8, pooled: 2

        """)
  }

  @Test func diffSnippet_givesTheResultItDescribes() {
    let result = diffExample()
    #expect(result.deletes == [1] && result.inserts == [2] && result.updates == [0])
    #expect(result.moves == [DiffMove(from: 2, to: 0)])
    #expect(result.oldIndex(for: "music") == 2 && result.newIndex(for: "music") == 0)
  }

  @Test func listSnippet_showsWhatItDescribes() {
    #expect(listExample() == ["News", "Sport", "Sport"])
  }

  @MainActor
  @Test func workingRangeSnippet_loadsNeighboursAndCancelsWhatLeaves() async throws {
    let clock = ManualClock()
    let photos = Photos()
    let container = makePhotoContainer(clock: clock, photos: photos)
    let second = try #require(container.activeController(at: 1) as? PhotoPage)
    await second.loading?.value
    #expect(second.image == Array("https://example.com/1.jpg".utf8), "loaded before it appears")
    try container.scrollToPage(10, animated: false)
    let far = try #require(container.activeController(at: 11) as? PhotoPage)
    #expect(far.loading != nil)
    try container.scrollToPage(0, animated: false)
    #expect(far.loading == nil || far.photo?.id != "https://example.com/11.jpg", "cancelled")
    await (container.activeController(at: 1) as? PhotoPage)?.loading?.value
  }

  @MainActor
  @Test func concurrencySnippet_runsOnTheMainActorAndKeepsItsState() {
    // The plugin counts settles on a container of notes.
    let clock = ManualClock()
    let notes = NotePages()
    let plugin = SettleCounter()
    let container = PageContainer<Note>(viewportSize: Size(width: 10, height: 10), clock: clock)
    container.dataSource = notes
    container.addPlugin(plugin)
    container.layoutIfNeeded()
    container.swipe(.forward)
    clock.runUntilIdle()
    #expect(plugin.settles == 2)
    // The section controller counts its displays in a list of notes.
    let view = VirtualCollectionView(viewportSize: Size(width: 10, height: 10), clock: clock)
    let adapter = ListAdapter<Note>(collectionView: view)
    adapter.dataSource = notes
    view.layoutIfNeeded()
    #expect(notes.sections.first?.timesShown == 1)
  }
}

/// Notes as pages of a container and as sections of a list, for the concurrency snippet.
@MainActor
final class NotePages: @MainActor PageContainerDataSource, @MainActor ListAdapterDataSource {
  final class NotePage: @MainActor ConstructiblePageController {
    typealias Page = Note
    init() {}
  }

  let notes = (0..<3).map { Note(id: $0, text: "note \($0)") }
  private(set) var sections: [NoteSection] = []

  func pages(for container: PageContainer<Note>) -> [Note] { notes }

  func pageContainer(_ container: PageContainer<Note>, controllerFor page: Note, at index: Int)
    throws(PageContainerError) -> any PageController<Note>
  {
    try container.dequeueReusablePage(of: NotePage.self, for: index)
  }

  func objects(for adapter: ListAdapter<Note>) -> [Note] { notes }

  func listAdapter(_ adapter: ListAdapter<Note>, sectionControllerFor object: Note)
    -> any ListSectionController<Note>
  {
    let section = NoteSection()
    sections.append(section)
    return section
  }
}

@Suite struct ListLayoutSnippetTests {
  @Test func feedSnippet_showsStoriesOfTheirOwnHeights() {
    // Heights 1, 2, 3, 1, ... with 1 point of spacing, after 1 point of inset: stories 0 to 2
    // lie in 1..<9 and story 3 starts at 10, past a 10-point viewport. Stories 5,000 to 5,002 are
    // 3, 1 and 2 high: with spacing they fill 8 points, and 5,003 starts 9 points in.
    #expect(
      feedExample() == [
        ["Story 0", "Story 1", "Story 2"],
        ["Story 5000", "Story 5001", "Story 5002", "Story 5003"],
      ])
  }
}

@Suite struct PluginSnippetTests {
  @Test func accessibilitySnippet_saysWhatItDescribes() {
    #expect(
      accessibilityExample() == [
        "say World, 1 of 8", "focus page 0", "say Business, 2 of 8", "focus page 1",
        "say Travel, 8 of 8", "focus page 7", "value Travel, 8 of 8, tree [7]",
        "page scrolled: Arts, 7 of 8", "say Arts, 7 of 8", "focus page 6", "say World, 1 of 8",
        "focus page 0",
      ])
    #expect(
      tabAccessibilityExample() == [
        "World, tab 1 of 8", "Business, tab 2 of 8 (selected)", "Tech, tab 3 of 8",
      ])
  }

  @Test func tabStripSnippet_glidesToTheTappedTab() {
    let (titles, frames, last) = tabStripExample()
    // World 0..<9, Business 10..<22, Tech 23..<31, Science 32..<43: the strip centres Tech.
    #expect(last == TabStripFrame(offset: 12, indicatorX: 23, indicatorWidth: 8, selected: 2))
    #expect(titles == ["Business", "Tech", "Science"])
    #expect(frames.count > 10 && frames.allSatisfy { $0.selected == 2 })
    #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.indicatorX <= $1.indicatorX })
  }

  @Test func loopingTabStripSnippet_drawsTheIndicatorInTwoPiecesAtTheSeam() {
    let (period, pieces, row) = loopingTabStripExample()
    // Four tabs 10 wide, 2 apart: 46 wide, a ring of 48. Halfway from Science (36..<46) to
    // World one period on (48..<58): 42..<52, so 42..<48 and 0..<4.
    #expect(period == 48)
    #expect(pieces == [TabStripSegment(x: 42, width: 6), TabStripSegment(x: 0, width: 4)])
    #expect(row == "━━━━" + String(repeating: " ", count: 38) + String(repeating: "━", count: 6))
  }

  @Test func stateRestorationSnippet_restoresThePageAndBothOffsets() throws {
    let (current, offsets) = try stateRestorationExample()
    #expect(current == 9)
    #expect(offsets == [3, 12])
  }

  @Test func feedSnippet_carriesTheReaderOnToTheNewVideo_withinTheBudget() throws {
    #expect(try feedExample() == ["10 v10", "21 pages, more", "1 players"])
  }

  @Test func impressionsSnippet_countsOnlyTheDwells() {
    #expect(
      impressionsExample() == [
        "world at 0.0 seconds for 2.0 seconds", "science at 2.6 seconds for 5.3 seconds",
      ])
  }
}

@Suite struct FirstContainerSnippetTests {
  @Test func firstContainer_printsTheLifecycleItsCommentsSay() {
    var lines: [String] = []
    firstContainer { lines.append($0) }
    #expect(
      lines == [
        "will appear 0", "playing 0", "will appear 1", "paused 0", "playing 1", "paused 1",
        "will appear 1", "playing 1",
      ])
  }
}
