import FolioHost

extension PlatformScrollState {
  /// A state resting at `offset`, as the host's layout pass leaves it at `now`.
  static func resting(at offset: Double = 0, now: Duration = .seconds(1)) -> Self {
    var state = Self()
    state.setInLayout(true)
    _ = state.didScroll(offset: offset, now: now)
    state.setInLayout(false)
    return state
  }
}
