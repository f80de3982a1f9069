import Folio
import FolioSupport
import Testing

/// The listeners part on its own, input to output, without a container.
@Suite struct ListenersTests {
  final class Observer: PageEventObserver {
    func pageContainerDidEmit(_ event: PageEvent) {}
  }

  @Test func linkingAndUnlinking_keepTheFlags_andListeningStartsAgain() {
    let listeners = Listeners()
    #expect(listeners.counts.plugins == 0 && !listeners.listening.scrolling)
    let (a, b) = (PluginLink.standalone(), PluginLink.standalone())
    listeners.link(a)
    listeners.link(b)
    #expect(listeners.counts.plugins == 2 && listeners.listening == (true, true))
    listeners.listening = (false, false)
    #expect(listeners.unlink(where: { $0 === a }) === a)
    #expect(listeners.unlink(where: { $0 === a }) == nil)
    #expect(listeners.listening == (true, true), "a change of plugins asks them all again")
    _ = listeners.unlink { $0 === b }
    #expect(listeners.counts.plugins == 0 && listeners.listening == (false, false))
  }

  @Test func observers_areAddedOnce_heldWeakly() {
    let listeners = Listeners()
    let kept = Observer()
    listeners.addObserver(kept)
    listeners.addObserver(kept)
    do {
      let gone = Observer()
      listeners.addObserver(gone)
      #expect(listeners.counts.observers == 2)
    }
    #expect(listeners.counts.observers == 1, "an observer that is gone is not held")
    listeners.removeObserver(kept)
    #expect(listeners.counts.observers == 0)
  }

  @Test func thePhaseAndLooping_areAnnouncedOncePerChange() {
    let listeners = Listeners()
    #expect(listeners.announce(.resting) == nil)
    #expect(listeners.announce(.tracking) == .resting)
    #expect(listeners.announce(.tracking) == nil)
    #expect(listeners.announce(.resting) == .tracking)
    #expect(listeners.announceLooping(true) && !listeners.announceLooping(true))
    #expect(listeners.announceLooping(false))
  }

  @Test func theClock_hearsWhileBusy_andWhenItsScheduleChanges() {
    let listeners = Listeners()
    #expect(!listeners.clockShouldHear(busy: false, deadline: nil), "idle, as it was")
    #expect(listeners.clockShouldHear(busy: true, deadline: nil))
    #expect(listeners.clockShouldHear(busy: true, deadline: nil), "every request while busy")
    #expect(listeners.clockShouldHear(busy: false, deadline: nil), "stopped needing frames")
    #expect(listeners.clockShouldHear(busy: false, deadline: .seconds(2)), "a deadline")
    #expect(!listeners.clockShouldHear(busy: false, deadline: .seconds(2)))
  }

  @Test func aReloadLanding_isHeardOnlyWhileAnnounced_lastAskWins() {
    let listeners = Listeners()
    listeners.askReloadToLand(on: 3)
    listeners.beginReloadAnnouncement()
    #expect(listeners.endReloadAnnouncement() == nil, "an ask outside is ignored")
    listeners.beginReloadAnnouncement()
    listeners.askReloadToLand(on: 4)
    listeners.askReloadToLand(on: -9)
    #expect(listeners.endReloadAnnouncement() == -9, "clamping is the container's")
    #expect(listeners.endReloadAnnouncement() == nil)
  }
}
