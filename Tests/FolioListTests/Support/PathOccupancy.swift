import FolioList

/// Checks the display events of a ``VirtualCollectionView`` per item path: they alternate
/// (`willDisplay`, `didEndDisplaying`, ...), and at any moment at most one cell is displayed at
/// a path.
///
/// Paths are followed through batch updates with ``remap(_:)``, called before the batch: a
/// kept item's cell moves to its new path; a reloaded item's old cell keeps occupying the
/// item's (new) path until it ends; a deleted item's cell occupies no path any more. An
/// ending cell must report the path the view displayed it at.
final class PathOccupancy: CollectionViewDelegate {
  /// Where a displayed item goes in a batch.
  enum Placement {
    case kept(ItemPath)
    case replaced(ItemPath)
    case gone
  }

  private struct Shown {
    var occupies: ItemPath?
    var reports: ItemPath
  }

  private var shown: [ObjectIdentifier: Shown] = [:]
  private var occupant: [ItemPath: ObjectIdentifier] = [:]
  private(set) var violations: [String] = []

  func collectionView(
    _ collectionView: VirtualCollectionView, willDisplay cell: CollectionViewCell, at path: ItemPath
  ) {
    let id = ObjectIdentifier(cell)
    if shown[id] != nil { violations.append("a cell displayed twice, at \(path)") }
    if occupant[path] != nil {
      violations.append("a new cell displays at \(path) while another is displayed there")
    }
    occupant[path] = id
    shown[id] = Shown(occupies: path, reports: path)
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, didEndDisplaying cell: CollectionViewCell,
    at path: ItemPath
  ) {
    let id = ObjectIdentifier(cell)
    guard let entry = shown.removeValue(forKey: id) else {
      violations.append("a cell ends at \(path) without having been displayed")
      return
    }
    if entry.reports != path {
      violations.append("a cell displayed at \(entry.reports) ends at \(path)")
    }
    if let occupied = entry.occupies, occupant[occupied] == id { occupant[occupied] = nil }
  }

  /// Follows a batch about to be applied.
  ///
  /// - Parameter placement: Where the item displayed at a path goes.
  func remap(_ placement: (ItemPath) -> Placement) {
    var moved: [ItemPath: ObjectIdentifier] = [:]
    for (id, var entry) in shown {
      guard let path = entry.occupies else { continue }
      switch placement(path) {
      case .kept(let new):
        entry.occupies = new
        entry.reports = new
      case .replaced(let new):
        entry.occupies = new
      case .gone:
        entry.occupies = nil
      }
      if let new = entry.occupies {
        if moved[new] != nil { violations.append("the test maps two items to \(new)") }
        moved[new] = id
      }
      shown[id] = entry
    }
    occupant = moved
  }

  /// Why the events disagree with what `view` displays, if they do.
  func disagreement(with view: VirtualCollectionView) -> String? {
    for path in view.visibleItemPaths {
      guard let cell = view.cellForItem(at: path), occupant[path] == ObjectIdentifier(cell) else {
        return "the events do not show the view's cell at \(path)"
      }
    }
    if shown.count != view.visibleItemPaths.count {
      return
        "\(shown.count) cells displayed by the events, \(view.visibleItemPaths.count) by the view"
    }
    return nil
  }
}
