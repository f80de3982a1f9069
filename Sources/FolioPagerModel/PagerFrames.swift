#if canImport(Combine)
  import Combine
#endif

/// What moves every frame of a ``FolioPager``: the pages' frames and progress, a nested
/// header's offset.
///
/// The pager's views observe it (an `ObservableObject` where Combine is available); the pager
/// itself announces only what changes less often (pages shown or gone, what a controller heard,
/// the selection, the schedule), so an app's view that holds the pager is not rebuilt on every
/// frame of a glide.
@MainActor
public final class PagerFrames {
  #if canImport(Combine)
    /// Counts the frames the pages moved; published.
    @Published public private(set) var count = 0
  #else
    /// Counts the frames the pages moved.
    public private(set) var count = 0
  #endif

  init() {}

  /// The pages moved.
  func moved() { count &+= 1 }
}

#if canImport(Combine)
  extension PagerFrames: ObservableObject {}
#endif
