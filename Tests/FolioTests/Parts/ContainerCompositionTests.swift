import Folio
import FolioList
import Testing

/// The container is built from its parts.
///
/// It holds its collaborators, the transition and one reference per part, and nothing else (see
/// "How the Container Is Built"). New state belongs in the part that owns its concern, or in a
/// new part.
@Suite struct ContainerCompositionTests {
  @Test func theContainer_holdsAtMostFifteenStoredProperties_itsCollaboratorsAndParts() {
    let container = PageContainer<TestPage>(
      viewportSize: Size(width: 10, height: 10), clock: ManualClock())
    let stored = Mirror(reflecting: container).children.compactMap(\.label)
    #expect(stored.count <= 15, "\(stored)")
    #expect(
      Set(stored) == [
        "dataSource", "delegate", "clock", "collectionView", "adapter", "bridge", "transition",
        "jump", "pageGeometry", "presentation", "reuse", "listeners", "updates", "retention",
        "feed",
      ])
  }
}
