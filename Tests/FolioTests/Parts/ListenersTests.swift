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
    listeners.noteScrollListeners(false)
    listeners.noteLifecycleListeners(false)
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

  /// A model: random links, unlinks, observers added, removed and let go, against plain lists.
  @Test(arguments: 0..<20) func randomOperations_matchAModel(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let listeners = Listeners()
    var links: [PluginLink] = []
    var observers: [Observer] = []  // held here: the part holds them weakly
    for step in 0..<200 {
      let context = "seed \(seed), step \(step)"
      switch Int.random(in: 0..<5, using: &random) {
      case 0:
        let link = PluginLink.standalone()
        listeners.link(link)
        links.append(link)
      case 1:
        guard let link = links.randomElement(using: &random) else { continue }
        #expect(listeners.unlink { $0 === link } === link, "\(context)")
        links.removeAll { $0 === link }
      case 2:
        let observer = observers.randomElement(using: &random) ?? Observer()
        listeners.addObserver(observer)
        if !observers.contains(where: { $0 === observer }) { observers.append(observer) }
      case 3:
        guard let observer = observers.randomElement(using: &random) else { continue }
        listeners.removeObserver(observer)
        observers.removeAll { $0 === observer }
      default:
        // An observer the app lets go of is gone without being removed.
        if !observers.isEmpty {
          observers.remove(at: Int.random(in: 0..<observers.count, using: &random))
        }
      }
      #expect(listeners.counts == (links.count, observers.count), "\(context)")
      #expect(listeners.listening == (!links.isEmpty, !links.isEmpty), "\(context)")
    }
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
