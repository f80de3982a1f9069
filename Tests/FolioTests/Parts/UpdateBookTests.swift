import Folio
import FolioSupport
import Testing

/// The update part on its own, input to output, without a container.
@Suite struct UpdateBookTests {
  let pages = ["a", "b", "c"].map { TestPage(id: $0) }

  /// What a taken change is: "none", "diff", "edit" or "reload".
  func kind(_ change: UpdateBook<TestPage>.Change?) -> String {
    switch change {
    case nil: "none"
    case .diff?: "diff"
    case .edit?: "edit"
    case .reload?: "reload"
    }
  }

  @Test func aChangeIsTakenOnce_andMakesANewGeneration() {
    let book = UpdateBook<TestPage>()
    #expect(kind(book.takeApplied()) == "none" && book.pagesGeneration == 0)
    book.record(.diff(diff(old: pages, new: Array(pages.reversed()))))
    guard case .diff(let result)? = book.takeApplied() else {
      Issue.record("the diff was not returned")
      return
    }
    #expect(result.hasChanges && book.pagesGeneration == 1)
    #expect(kind(book.takeApplied()) == "none" && book.pagesGeneration == 1)
    book.record(.reload)
    #expect(kind(book.takeApplied()) == "reload" && book.pagesGeneration == 2)
  }

  @Test func aDiffThatChangesNothing_causesNothing() {
    let book = UpdateBook<TestPage>()
    book.record(.diff(diff(old: pages, new: pages)))
    #expect(kind(book.takeApplied()) == "none" && book.pagesGeneration == 0)
  }

  @Test func completions_areTakenOnce_inOrder() {
    let book = UpdateBook<TestPage>()
    var ran: [Int] = []
    #expect(!book.hasCompletions)
    book.addCompletion { _ in ran.append(1) }
    book.addCompletion { _ in ran.append(2) }
    for completion in book.takeCompletions() { completion(true) }
    #expect(ran == [1, 2] && !book.hasCompletions && book.takeCompletions().isEmpty)
  }

  @Test func onlyTheLastTicket_isTheLatest() {
    let book = UpdateBook<TestPage>()
    let first = book.newTicket()
    #expect(book.isLatest(first))
    let second = book.newTicket()
    #expect(!book.isLatest(first) && book.isLatest(second))
  }
}
