import Folio
import FolioHost
import FolioPagerModel

/// A card: a page with an integer identity.
struct Card: Diffable, Hashable, Sendable {
  var id: Int
  var diffID: Int { id }
}

/// Cards 0..<n, each on a CardPlayer.
final class Cards: PageContainerDataSource {
  let cards: [Card]
  init(count: Int) { cards = (0..<count).map(Card.init) }
  func pages(for container: PageContainer<Card>) -> [Card] { cards }
  func pageContainer(_ container: PageContainer<Card>, controllerFor page: Card, at index: Int)
    throws(PageContainerError) -> any PageController<Card>
  {
    try container.dequeueReusablePage(of: CardPlayer.self, for: index)
  }
}

/// The app's controller: the expensive thing a page's view is given, reused across pages.
final class CardPlayer: PageController {
  typealias Page = Card
  private(set) var card: Card?
  private(set) var heard: [String] = []
  private(set) var isPlaying = false
  func bind(to page: Card) {
    card = page
    heard.append("bind \(page.id)")
  }
  func prepareForReuse() { heard.append("reuse") }
  func pageWillAppear() { heard.append("willAppear") }
  func pageDidAppear() {
    heard.append("didAppear")
    isPlaying = true
  }
  func pageDidDisappear() {
    heard.append("didDisappear")
    isPlaying = false
  }
  func pageWasReclaimed() { heard.append("reclaimed") }
}

extension CardPlayer: PagerAppearanceObserving {
  func pageAppearanceDidChange(to appearance: ChildAppearance) {
    heard.append("screen \(appearance)")
  }
}

/// SwiftUI's side of a pager, as FolioPageView forwards it: a timeline that runs while the
/// pager needs frames (60 a second) and a sleep until its next wake-up, on a test clock.
@MainActor
final class PagerRuntime {
  final class Time { var now = 1_000.0 }
  let time: Time
  let pager: FolioPager<Card>
  private(set) var frames = 0
  private(set) var wakeUps = 0
  private(set) var changes = 0

  init(
    cards: Int = 20, axis: ScrollAxis = .horizontal, motion: HostMotion = .owned,
    size: Size = Size(width: 390, height: 844)
  ) {
    let time = Time()
    self.time = time
    pager = FolioPager(
      pages: (0..<cards).map { Card(id: $0) }, axis: axis, motion: motion,
      clock: HostClock(currentTime: { time.now }), controller: CardPlayer.self
    ) { CardPlayer() }
    pager.onChange = { [unowned self] in changes += 1 }
    // The view's first layout: its size, then its appearance.
    pager.setViewport(width: size.width, height: size.height, scale: 3, rightToLeft: false)
    pager.screenDidAppear()
  }

  /// Lets `seconds` pass as FolioPageView does: its timeline runs every frame (60 a second)
  /// while the pages move and is paused at rest, where a task sleeps until the pager's next
  /// wake-up and calls its frame then.
  func run(seconds: Double) {
    let end = time.now + seconds
    while time.now < end {
      if !pager.timeline.isPaused {
        time.now = min(end, time.now + 1.0 / 60)
        frames += 1
        pager.frame()
        continue
      }
      guard let due = pager.nextWakeUp else {
        time.now = end
        return
      }
      let (whole, attoseconds) = pager.delay(until: due).components
      let wake = time.now + Double(whole) + Double(attoseconds) * 1e-18
      guard wake <= end else {
        time.now = end
        return
      }
      time.now = wake
      wakeUps += 1
      pager.frame()
    }
  }

  /// A drag as SwiftUI's DragGesture reports it: every 16 ms from `from` by `by`, in `steps`.
  func drag(from: Point, by: Point, steps: Int = 10, lift: Bool = true) {
    pager.dragChanged(start: from, location: from)
    for step in 1...steps {
      time.now += 0.016
      let fraction = Double(step) / Double(steps)
      let location = Point(x: from.x + by.x * fraction, y: from.y + by.y * fraction)
      pager.dragChanged(start: from, location: location)
      if pager.needsFrames { pager.frame() }
    }
    if lift { pager.dragEnded(at: Point(x: from.x + by.x, y: from.y + by.y)) }
  }

  var players: [CardPlayer] {
    pager.shownPages(as: CardPlayer.self).map(\.controller)
  }
}
