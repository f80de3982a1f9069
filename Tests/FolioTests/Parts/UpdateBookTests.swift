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

  /// A model: random records, takes, completions and tickets; every change is taken at most
  /// once, the generation counts the changes that change something, completions run once in
  /// order.
  @Test(arguments: 0..<20) func randomOperations_matchAModel(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let book = UpdateBook<TestPage>()
    var recorded: String?
    var generation = 0
    var waiting: [Int] = []
    var ran: [Int] = []
    var added = 0
    var ticket: Int?
    for step in 0..<200 {
      let context = "seed \(seed), step \(step)"
      switch Int.random(in: 0..<5, using: &random) {
      case 0:
        let changes = Bool.random(using: &random)
        let new = changes ? Array(pages.reversed()) : pages
        book.record(.diff(diff(old: pages, new: new)))
        recorded = changes ? "diff" : "none"
      case 1:
        book.record(.reload)
        recorded = "reload"
      case 2:
        let taken = kind(book.takeApplied())
        #expect(taken == (recorded ?? "none"), "\(context)")
        if let kind = recorded, kind != "none" { generation += 1 }
        recorded = nil
      case 3:
        added += 1
        let number = added
        book.addCompletion { _ in ran.append(number) }
        waiting.append(number)
      default:
        if Bool.random(using: &random) {
          for completion in book.takeCompletions() { completion(true) }
          #expect(ran == Array(stride(from: 1, through: added, by: 1)), "\(context)")
          waiting = []
        } else {
          let new = book.newTicket()
          if let ticket { #expect(!book.isLatest(ticket), "\(context)") }
          #expect(book.isLatest(new), "\(context)")
          ticket = new
        }
      }
      #expect(book.pagesGeneration == generation, "\(context)")
      #expect(book.hasCompletions == !waiting.isEmpty, "\(context)")
    }
    for completion in book.takeCompletions() { completion(true) }
    #expect(
      ran == Array(stride(from: 1, through: added, by: 1)), "seed \(seed): each once, in order")
  }

  @Test func onlyTheLastTicket_isTheLatest() {
    let book = UpdateBook<TestPage>()
    let first = book.newTicket()
    #expect(book.isLatest(first))
    let second = book.newTicket()
    #expect(!book.isLatest(first) && book.isLatest(second))
  }
}
