import Folio

// MARK: - Looping: the tabs as a ring

extension TabStrip {
  /// The tabs as a ring while the container loops (read on every frame, so the strip follows
  /// `loops` and the count as soon as it is read); `nil` when it does not loop, or when the
  /// ring has no length.
  var ring: TabRing? {
    guard let context, context.isLooping else { return nil }
    return TabRing(layout: layout, visibleWidth: visibleWidth, isMirrored: isMirrored)
  }
}
