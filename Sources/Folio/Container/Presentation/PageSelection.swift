/// The pages the motion names, by index: the page a motion decided and the page the delegate
/// last heard the pages go to.
///
/// Indices, not identities, so that what the motion reads at every phase change compares two
/// integers (a generic optional identity looks its type up at run time on every access). They
/// stay on their pages through a change by diff or by edit (``remap(_:)``); through a reload,
/// the decided page keeps its index, as the motion's target does, and the announced page is
/// found by its identity, read before (`PageContainer.followLayoutPass`).
struct PageSelection: Equatable {
  /// The page a release, a scroll or a jump last decided, until the pages rest (a finger that
  /// catches them keeps it): what `PageContainer.targetIndex` gives under a finger.
  var decided: Int?
  /// The page the delegate last heard the pages go to (`pageContainer(_:willSettleAt:)`).
  var announced: Int?

  /// Follows a change of the pages: `newIndex` maps an old index to its new one, `nil` for a
  /// page that went (which is then neither decided nor announced).
  mutating func remap(_ newIndex: (Int) -> Int?) {
    decided = decided.flatMap(newIndex)
    announced = announced.flatMap(newIndex)
  }
}
