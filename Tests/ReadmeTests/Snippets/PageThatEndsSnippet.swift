import Folio
import FolioAutoAdvance

struct Short: Diffable, Equatable {
  var id: Int
  var diffID: Int { id }
}

final class ShortPage: PageController, AutoAdvancingPage {
  var autoAdvance: (() -> Void)?  // given by the plugin
  func bind(to page: Short) {}  // load the short
  func playerDidFinish() { autoAdvance?() }  // AVPlayerItemDidPlayToEndTime
}

/// Shorts that advance when one ends, never on a timer (an interval of zero).
func advanceWhenAShortEnds(_ container: PageContainer<Short>, clock: any FrameClock) {
  container.addPlugin(AutoAdvancePlugin<Short>(clock: clock, interval: .zero, wraps: false))
}
