/// The cells waiting for reuse, one queue per reuse identifier, plus the factories that make
/// new ones.
struct ReuseQueues {
  private var queues: [ReuseIdentifier: [CollectionViewCell]] = [:]
  private var factories: [ReuseIdentifier: () -> CollectionViewCell] = [:]

  mutating func register(_ identifier: ReuseIdentifier, factory: @escaping () -> CollectionViewCell)
  {
    factories[identifier] = factory
  }

  func isRegistered(_ identifier: ReuseIdentifier) -> Bool { factories[identifier] != nil }

  /// A queued cell (after `prepareForReuse`), or a new one from the factory.
  mutating func dequeue(_ identifier: ReuseIdentifier) -> CollectionViewCell? {
    if let cell = queues[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    guard let factory = factories[identifier] else { return nil }
    let cell = factory()
    cell.reuseIdentifier = identifier
    return cell
  }

  mutating func enqueue(_ cell: CollectionViewCell) {
    guard let identifier = cell.reuseIdentifier else { return }
    guard !(queues[identifier]?.contains { $0 === cell } ?? false) else { return }
    queues[identifier, default: []].append(cell)
  }

  /// Takes `cell` out of its queue; returns whether it was there.
  mutating func remove(_ cell: CollectionViewCell) -> Bool {
    guard let identifier = cell.reuseIdentifier,
      let index = queues[identifier]?.firstIndex(where: { $0 === cell })
    else { return false }
    queues[identifier]?.remove(at: index)
    return true
  }

  var allQueued: [CollectionViewCell] { queues.values.flatMap { $0 } }
}
