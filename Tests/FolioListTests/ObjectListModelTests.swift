import FolioDiff
import FolioList
import FolioSupport
import Testing

/// The adapter's object list, flat and in chunks (with its positions known or not), against a
/// plain array: random inserts,
/// removals, moves and replacements, with tiny chunks so that splits and emptied chunks happen
/// all the time; after every step every index and every identity must agree.
@Suite struct ObjectListModelTests {
  struct Item: Diffable, Equatable {
    var id: Int
    var text = ""
    var diffID: Int { id }
  }

  @Test(arguments: 0..<40)
  func randomEdits_matchAnArray(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let chunkSize = Int.random(in: 1...4, using: &random)
    var model = (0..<Int.random(in: 0...20, using: &random)).map { Item(id: $0) }
    // Half the lists know their positions (as after a load or a diff): their chunks are slices
    // of the flat array, and objects that never moved are found through it.
    let positions = seed % 2 == 0 ? DeduplicatedDiff(droppingRepeatsOf: model).positions : nil
    var list = ObjectList(model, positions: positions, chunkSize: chunkSize)
    var nextID = model.count
    var history: [String] = []
    for step in 0..<300 {
      switch Int.random(in: 0..<5, using: &random) {
      case 0, 1:
        let count = Int.random(in: 0...(chunkSize * 3), using: &random)
        let items = (0..<count).map { Item(id: nextID + $0) }
        nextID += count
        let index = Int.random(in: 0...model.count, using: &random)
        model.insert(contentsOf: items, at: index)
        list.insert(items, at: index)
        history.append("insert \(count) at \(index)")
      case 2 where !model.isEmpty:
        let indices = Array(
          Set(
            (0..<Int.random(in: 1...3, using: &random)).map { _ in
              Int.random(in: model.indices, using: &random)
            })
        ).sorted()
        for index in indices.reversed() { model.remove(at: index) }
        list.remove(at: indices)
        history.append("remove \(indices)")
      case 3 where !model.isEmpty:
        let from = Int.random(in: model.indices, using: &random)
        let to = Int.random(in: model.indices, using: &random)
        model.insert(model.remove(at: from), at: to)
        list.move(from: from, to: to)
        history.append("move \(from) \(to)")
      default:
        guard !model.isEmpty else { continue }
        let index = Int.random(in: model.indices, using: &random)
        model[index].text += "!"
        list[index] = model[index]
        history.append("replace \(index)")
      }
      let context = "seed \(seed), chunk \(chunkSize), step \(step): \(history.suffix(4))"
      #expect(list.count == model.count, "\(context)")
      #expect(list.array == model, "\(context)")
      for (index, item) in model.enumerated() {
        #expect(list[index] == item, "\(context)")
        let found = list.index(of: item.id)
        #expect(found == index, "\(context)")
      }
      let absent = list.index(of: -1)
      let contained = list.contains(nextID)
      #expect(absent == nil && !contained, "\(context)")
      if list.array != model { return }
    }
    #expect(list.isChunked || model.isEmpty || history.allSatisfy { $0.hasPrefix("replace") })
  }
}
