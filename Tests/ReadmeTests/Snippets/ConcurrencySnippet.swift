import Folio

struct Note: Identifiable, Diffable, Equatable {
  var id: Int
  var text: String
}

// A section controller with state of its own, on the main actor.
@MainActor
final class NoteSection: @MainActor ListSectionController {
  private(set) var timesShown = 0

  func cellForItem(at index: Int, in context: ListSectionContext<Note>) -> CollectionViewCell {
    context.dequeueReusableCell(of: CollectionViewCell.self, at: index)
  }

  func willDisplay(in context: ListSectionContext<Note>) { timesShown += 1 }
}

// A plugin with state of its own, on the main actor.
@MainActor
final class SettleCounter: @MainActor PageContainerPlugin {
  private(set) var settles = 0

  func pageContainerDidSettle(_ context: PagePluginContext<Note>) { settles += 1 }
}
