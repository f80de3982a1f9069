/// The pages the app and the motion name, by identity: the page to open on until the pages
/// arrive, the page a motion decided, and the page the delegate last heard the pages go to.
struct PageSelection<ID: Hashable> {
  /// The page the app named to open on, until the pages arrive (`PageContainer.open(on:)`).
  var first: FirstPage<ID>?
  /// The page a release, a scroll or a jump last decided, until the pages rest (a finger that
  /// catches them keeps it): what `PageContainer.targetIndex` gives under a finger.
  var decided: ID?
  /// The page the delegate last heard the pages go to (`pageContainer(_:willSettleAt:)`).
  var announced: ID?
}

/// A page by its index in the pages' generation then (``PageContainer/pagesGeneration``): the
/// same index in the same generation is the same page, so what the motion reads at every phase
/// change compares two integers, not two identities (a generic optional looks its type up at run
/// time on every access).
struct PageStamp: Equatable {
  var index: Int
  var generation: Int
}
