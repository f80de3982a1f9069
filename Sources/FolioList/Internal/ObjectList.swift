import FolioDiff

/// The adapter's objects: one flat array while the list only ever changes by diff, chunks
/// with an identity table once it is edited.
///
/// - **Flat** (after a reload or a diff): the array the data source handed over, shared with it
///   (no copy), and where each identity sits: the positions the pass that dropped repeated
///   identities built (``FolioDiff/IdentityPositions``), or else an identity → index map built
///   on the first lookup (O(n) once per update).
/// - **Chunked** (after the first edit): the objects in chunks of at most `2 × chunkSize`
///   (slices of the flat array, shared until edited), the index of every chunk's first object,
///   and an identity → chunk table. Reading an index costs O(log c) for c chunks; an edit of k
///   objects costs O(k + chunkSize + c): the chunk it touches, and the starts of the chunks
///   after it (c = n / chunkSize, a few thousand at 10^7 objects); finding an identity costs
///   O(chunkSize).
///
/// The first edit of a flat list whose positions are known costs O(c): each chunk is a slice of
/// the flat array, and the chunk of an object that never moved is its position divided by
/// `chunkSize` (the table holds only the objects edits placed elsewhere, and marks the removed
/// ones). Without known positions it builds the whole table: O(n), once.
package struct ObjectList<Object: Diffable> {
  /// The objects a chunk holds after a split (it splits past twice as many): 512, smaller in
  /// tests.
  package let chunkSize: Int

  package private(set) var count = 0
  /// The objects, while the list is flat; once chunked, the flat array the first chunks were
  /// cut from (the base: where ``positions`` look identities up).
  private var flat: [Object] = []
  /// Identity → index, for a flat list without known positions, built on the first lookup.
  private var flatIndex: [Object.DiffID: Int]?
  /// Where each identity of `flat` sits, when the pass that dropped repeats said so.
  private var positions: IdentityPositions?
  package private(set) var isChunked = false
  /// The chunks, in order.
  private var chunks: [ArraySlice<Object>] = []
  /// Each chunk's identity (parallel to `chunks`): stable while the chunk lives.
  private var chunkIDs: [Int] = []
  /// `starts[k]`: the index of the first object of `chunks[k]`.
  private var starts: [Int] = []
  /// Chunk identity → its position in `chunks` (-1 once it is gone).
  private var positionsOfChunks: [Int] = []
  /// Identity → the identity of the chunk that holds it, or ``removed``: every identity when
  /// the chunks were built without known positions; otherwise only those edits placed or took
  /// away (an object of the base that never moved is in chunk `position / chunkSize`).
  private var chunkOf: [Object.DiffID: Int32] = [:]
  /// Whether identities absent from `chunkOf` are looked up in the base.
  private var derivesFromBase = false

  /// `chunkOf`'s mark of an identity removed from a list that derives from its base.
  private static var removed: Int32 { -1 }

  /// An empty list.
  ///
  /// - Parameter chunkSize: The objects a chunk holds after a split; at least 1.
  package init(chunkSize: Int = 512) {
    self.chunkSize = max(1, chunkSize)
  }

  /// A flat list of `objects`, which must not repeat an identity.
  ///
  /// - Parameters:
  ///   - objects: The objects.
  ///   - positions: Where each identity of `objects` sits, if known.
  ///   - chunkSize: The objects a chunk holds after a split; at least 1.
  package init(_ objects: [Object], positions: IdentityPositions? = nil, chunkSize: Int = 512) {
    self.chunkSize = max(1, chunkSize)
    flat = objects
    count = objects.count
    self.positions = positions
  }

  /// A flat list of `objects` whose identity → index map `index` is already built.
  ///
  /// - Parameters:
  ///   - objects: The objects, without repeated identities.
  ///   - index: Every object's identity → its index in `objects`.
  package init(_ objects: [Object], index: [Object.DiffID: Int]) {
    self.init(objects)
    flatIndex = index
  }

  /// The objects, in order.
  ///
  /// - Complexity: O(1) when flat; O(n) when chunked (they are copied into one array).
  package var array: [Object] {
    guard isChunked else { return flat }
    var result: [Object] = []
    result.reserveCapacity(count)
    for chunk in chunks { result += chunk }
    return result
  }

  /// The object at `index`, which must be in range.
  package subscript(index: Int) -> Object {
    get {
      guard isChunked else { return flat[index] }
      let chunk = chunk(containing: index)
      return chunks[chunk][chunks[chunk].startIndex + index - starts[chunk]]
    }
    set {
      guard isChunked else {
        flat[index] = newValue
        return
      }
      let chunk = chunk(containing: index)
      let position = chunks[chunk].startIndex + index - starts[chunk]
      chunks[chunk][position] = newValue
    }
  }

  /// The index of the object with identity `id`.
  ///
  /// - Complexity: flat: O(1) on average (after the first lookup since the list was set, which
  ///   is O(n), when its positions are not known); chunked: O(chunkSize).
  package mutating func index(of id: Object.DiffID) -> Int? {
    guard isChunked else {
      if let positions { return positions.position(of: id, in: flat) }
      if flatIndex == nil {
        var index: [Object.DiffID: Int] = [:]
        index.reserveCapacity(flat.count)
        for (position, object) in flat.enumerated() { index[object.diffID] = position }
        flatIndex = index
      }
      return flatIndex?[id]
    }
    guard let chunkID = chunkIdentity(of: id) else { return nil }
    let position = positionsOfChunks[Int(chunkID)]
    guard position >= 0,
      let found = chunks[position].firstIndex(where: { $0.diffID == id })
    else { return nil }
    return starts[position] + found - chunks[position].startIndex
  }

  /// Whether an object has identity `id`.
  package mutating func contains(_ id: Object.DiffID) -> Bool {
    guard isChunked else { return index(of: id) != nil }
    return chunkIdentity(of: id) != nil
  }

  /// The objects as they are now, for a diff elsewhere.
  ///
  /// - Complexity: O(1) for a flat list; O(c) for c chunks, each shared, not copied.
  package var snapshot: Snapshot {
    isChunked ? .chunks(chunks) : .flat(flat)
  }

  /// The objects of a list at one moment, cheap to take.
  package enum Snapshot {
    case flat([Object])
    case chunks([ArraySlice<Object>])

    /// The number of objects.
    package var count: Int {
      switch self {
      case .flat(let objects): objects.count
      case .chunks(let chunks): chunks.reduce(0) { $0 + $1.count }
      }
    }

    /// The objects in one array.
    ///
    /// - Complexity: O(1) when flat; O(n) from chunks.
    package var array: [Object] {
      switch self {
      case .flat(let objects): return objects
      case .chunks(let chunks):
        var result: [Object] = []
        result.reserveCapacity(count)
        for chunk in chunks { result += chunk }
        return result
      }
    }
  }

  // MARK: - Edits

  /// Inserts `objects`, whose identities must be new and distinct, at `index` (in `0...count`).
  package mutating func insert(_ objects: [Object], at index: Int) {
    guard !objects.isEmpty else { return }
    makeChunked()
    if chunks.isEmpty {
      chunks = [[]]
      chunkIDs = [newChunkID()]
      starts = [0]
      positionsOfChunks[chunkIDs[0]] = 0
    }
    let position = index == count ? chunks.count - 1 : chunk(containing: index)
    let offset = index - starts[position]
    chunks[position].insert(contentsOf: objects, at: chunks[position].startIndex + offset)
    count += objects.count
    let id = Int32(chunkIDs[position])
    for object in objects { chunkOf[object.diffID] = id }
    splitIfNeeded(position)
    restart(from: position)
  }

  /// Removes the objects at `indices`, which must be ascending, distinct and in range.
  package mutating func remove(at indices: [Int]) {
    guard !indices.isEmpty else { return }
    makeChunked()
    var emptied = false
    for index in indices.reversed() {
      let position = chunk(containing: index)
      let removed = chunks[position].remove(
        at: chunks[position].startIndex + index - starts[position])
      if derivesFromBase {
        chunkOf[removed.diffID] = Self.removed
      } else {
        chunkOf[removed.diffID] = nil
      }
      emptied = emptied || chunks[position].isEmpty
      // Later chunks' starts are off by the removals after them, which are done already; this
      // chunk's start is still right for the indices before it.
    }
    count -= indices.count
    let first = chunk(containing: indices[0])
    if emptied {
      var index = chunks.count - 1
      while index >= 0 {
        if chunks[index].isEmpty, chunks.count > 1 {
          positionsOfChunks[chunkIDs[index]] = -1
          chunks.remove(at: index)
          chunkIDs.remove(at: index)
          starts.remove(at: index)
        }
        index -= 1
      }
      if count == 0 { chunks[0] = [] }
      restart(from: 0)
    } else {
      restart(from: first)
    }
  }

  /// Moves the object at `from` to `to` (both in range; `to` is its index afterwards).
  package mutating func move(from: Int, to: Int) {
    guard from != to else { return }
    let object = self[from]
    remove(at: [from])
    insert([object], at: to)
  }

  // MARK: - Chunks

  /// Puts a flat list into chunks before edits.
  ///
  /// With its positions known that is O(n / chunkSize); otherwise `groupIndex` (the adapter's
  /// kernel, specialised for `Object`) builds the identity table: O(n), once.
  ///
  /// - Parameter groupIndex: Every identity of a list → its index divided by a group size.
  package mutating func prepareForEdits(
    groupIndex: @escaping ([Object], Int) -> [Object.DiffID: Int32]
  ) {
    makeChunked(groupIndex: groupIndex)
  }

  /// The identity of the chunk that holds `id`, or `nil` if no object has it.
  private func chunkIdentity(of id: Object.DiffID) -> Int32? {
    if let chunk = chunkOf[id] { return chunk == Self.removed ? nil : chunk }
    guard derivesFromBase, let positions, let position = positions.position(of: id, in: flat)
    else { return nil }
    return Int32(truncatingIfNeeded: position / chunkSize)
  }

  /// Converts a flat list to chunks: slices of it, the first chunk identities numbered in order.
  private mutating func makeChunked(
    groupIndex: (([Object], Int) -> [Object.DiffID: Int32])? = nil
  ) {
    guard !isChunked else { return }
    isChunked = true
    let objects = flat
    chunks = []
    chunkIDs = []
    starts = []
    positionsOfChunks = []
    // With known positions, an object that never moves is found through its position: the
    // base stays as it is, and the table starts empty.
    derivesFromBase = positions != nil
    if derivesFromBase {
      chunkOf = [:]
    } else {
      flat = []
      chunkOf = groupIndex?(objects, chunkSize) ?? [:]
      if groupIndex == nil { chunkOf.reserveCapacity(objects.count) }
    }
    flatIndex = nil
    var start = 0
    while start < objects.count {
      let end = min(objects.count, start + chunkSize)
      let id = newChunkID()
      positionsOfChunks[id] = chunks.count
      chunks.append(objects[start..<end])
      chunkIDs.append(id)
      starts.append(start)
      if !derivesFromBase, groupIndex == nil {
        for object in objects[start..<end] { chunkOf[object.diffID] = Int32(id) }
      }
      start = end
    }
  }

  private mutating func newChunkID() -> Int {
    positionsOfChunks.append(-1)
    return positionsOfChunks.count - 1
  }

  /// Splits the chunk at `position` into chunks of `chunkSize` once it holds more than twice
  /// that; the objects that leave it are filed under their new chunks.
  private mutating func splitIfNeeded(_ position: Int) {
    guard chunks[position].count > 2 * chunkSize else { return }
    let objects = Array(chunks[position])
    chunks[position] = objects[0..<chunkSize]
    var pieces: [ArraySlice<Object>] = []
    var ids: [Int] = []
    var start = chunkSize
    while start < objects.count {
      let end = min(objects.count, start + chunkSize)
      let id = newChunkID()
      pieces.append(objects[start..<end])
      ids.append(id)
      for object in objects[start..<end] { chunkOf[object.diffID] = Int32(id) }
      start = end
    }
    chunks.insert(contentsOf: pieces, at: position + 1)
    chunkIDs.insert(contentsOf: ids, at: position + 1)
    starts.insert(contentsOf: repeatElement(0, count: ids.count), at: position + 1)
  }

  /// Recomputes the starts and positions of the chunks from `position` on.
  private mutating func restart(from position: Int) {
    var start = position == 0 ? 0 : starts[position - 1] + chunks[position - 1].count
    for index in position..<chunks.count {
      starts[index] = start
      positionsOfChunks[chunkIDs[index]] = index
      start += chunks[index].count
    }
  }

  /// The position of the chunk that holds `index` (in range).
  private func chunk(containing index: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return low
  }
}

extension ObjectList: Sendable where Object: Sendable, Object.DiffID: Sendable {}
extension ObjectList.Snapshot: Sendable where Object: Sendable {}
