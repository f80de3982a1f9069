import FolioList

/// The clock of a container's collection view: it tells the time of the container's clock but
/// never ticks, because the container sets the view's offset from its own transition state and
/// runs the view's layout passes itself, inside its requests.
final class SilentClock: FrameClock {
  private let source: any FrameClock

  init(following source: any FrameClock) {
    self.source = source
  }

  var now: Duration { source.now }

  func addObserver(_ observer: any FrameClockObserver) {}

  func removeObserver(_ observer: any FrameClockObserver) {}
}
