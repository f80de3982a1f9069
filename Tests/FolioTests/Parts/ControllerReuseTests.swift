import Folio
import FolioSupport
import Testing

/// The reuse part on its own, input to output, without a container.
@Suite struct ControllerReuseTests {
  final class Card: ConstructiblePageController {
    typealias Page = TestPage
    init() {}
  }
  final class Spinning: ConstructiblePageController, TransformablePageController {
    typealias Page = TestPage
    init() {}
    func pageDidChangeProgress(_ progress: Double) {}
  }

  let card = ReuseIdentifier(Card.self)
  let spinning = ReuseIdentifier(Spinning.self)

  @Test func namesCountPerType_fromOne_neverReused() {
    let reuse = ControllerReuse<TestPage>()
    let (a, b, c) = (Card(), Card(), Spinning())
    #expect(reuse.introduce(a, typeName: "Card").description == "Card#1")
    #expect(reuse.introduce(b, typeName: "Card").description == "Card#2")
    #expect(reuse.introduce(c, typeName: "Spinning").description == "Spinning#1")
    #expect(reuse.forget(a)?.description == "Card#1")
    #expect(reuse.forget(a) == nil)
    #expect(reuse.introduce(Card(), typeName: "Card").description == "Card#3")
    #expect(reuse.madeCount == 4)
    #expect(reuse.tag(of: ObjectIdentifier(b))?.description == "Card#2")
  }

  @Test func aPool_givesBackItsLastController_ofTheTypeAsked() {
    let reuse = ControllerReuse<TestPage>()
    let (a, b) = (Card(), Card())
    #expect(reuse.putBack(a, key: card, overBudget: false))
    #expect(reuse.putBack(b, key: card, overBudget: false))
    #expect(reuse.isPooled(a) && reuse.pooledCount(card) == 2)
    #expect(reuse.takePooled(card, as: Spinning.self) == nil)
    #expect(reuse.takePooled(card, as: Card.self) === b)
    #expect(reuse.popPooled(card) === a)
    #expect(reuse.poolIsEmpty(card) && !reuse.isPooled(a))
  }

  @Test func aFullPoolOrAnOverBudget_returnsTheControllerToRelease() {
    let reuse = ControllerReuse<TestPage>()
    reuse.setPoolLimit(1)
    #expect(reuse.putBack(Card(), key: card, overBudget: false))
    #expect(!reuse.putBack(Card(), key: card, overBudget: false))
    #expect(!reuse.putBack(Spinning(), key: spinning, overBudget: true))
    reuse.setPoolLimit(-5)  // counts as 0
    #expect(!reuse.putBack(Spinning(), key: spinning, overBudget: false))
  }

  @Test func trimmingAndEmptying_goInAStableOrder_oldestFirst() {
    let reuse = ControllerReuse<TestPage>()
    let cards = (0..<3).map { _ in Card() }
    let spinners = (0..<2).map { _ in Spinning() }
    for controller in spinners { _ = reuse.putBack(controller, key: spinning, overBudget: false) }
    for controller in cards { _ = reuse.putBack(controller, key: card, overBudget: false) }
    #expect(reuse.trimmedToLimit().isEmpty, "no limit, nothing trimmed")
    reuse.setPoolLimit(1)
    let trimmed = reuse.trimmedToLimit()
    #expect(trimmed.count == 3)
    #expect(trimmed[0] === cards[0] && trimmed[1] === cards[1] && trimmed[2] === spinners[0])
    let emptied = reuse.removeAllPooled()
    #expect(emptied.count == 2 && emptied[0] === cards[2] && emptied[1] === spinners[1])
    #expect(reuse.pooledControllers.isEmpty)
  }

  @Test func registrationsAndClasses_areRemembered() {
    let reuse = ControllerReuse<TestPage>()
    #expect(reuse.factory(for: card) == nil)
    reuse.register(card) { Card() }
    #expect(reuse.factory(for: card)?() is Card)
    #expect(!reuse.transforms(Card()) && reuse.transforms(Spinning()))
    #expect(reuse.transforms(Spinning()))
  }

  /// A model: random put-backs, takes, trims and limits against plain arrays.
  @Test(arguments: 0..<20) func randomOperations_matchAModelOfPools(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let reuse = ControllerReuse<TestPage>()
    var model: [ReuseIdentifier: [AnyObject]] = [:]
    var limit: Int?
    for step in 0..<200 {
      let key = Bool.random(using: &random) ? card : spinning
      switch Int.random(in: 0..<5, using: &random) {
      case 0, 1:
        let controller: any PageController<TestPage> = key == card ? Card() : Spinning()
        let over = Int.random(in: 0..<6, using: &random) == 0
        let pooled = reuse.putBack(controller, key: key, overBudget: over)
        let fits = !over && (limit.map { (model[key]?.count ?? 0) < max(0, $0) } ?? true)
        #expect(pooled == fits, "seed \(seed), step \(step)")
        if fits { model[key, default: []].append(controller) }
      case 2:
        let taken = reuse.popPooled(key)
        let expected = model[key]?.popLast()
        #expect(taken === expected, "seed \(seed), step \(step)")
      case 3:
        limit = [nil, 0, 1, 2, -1][Int.random(in: 0..<5, using: &random)]
        reuse.setPoolLimit(limit)
      default:
        let trimmed = reuse.trimmedToLimit()
        var expected: [AnyObject] = []
        if let limit {
          for key in [card, spinning].sorted(by: { $0.typeName < $1.typeName }) {
            while (model[key]?.count ?? 0) > max(0, limit), let first = model[key]?.first {
              model[key]?.removeFirst()
              expected.append(first)
            }
          }
        }
        #expect(trimmed.count == expected.count, "seed \(seed), step \(step)")
        #expect(zip(trimmed, expected).allSatisfy { $0 === $1 }, "seed \(seed), step \(step)")
      }
      #expect(reuse.pooledCount(card) == (model[card]?.count ?? 0), "seed \(seed), step \(step)")
      #expect(
        reuse.pooledCount(spinning) == (model[spinning]?.count ?? 0), "seed \(seed), step \(step)")
    }
  }
}
