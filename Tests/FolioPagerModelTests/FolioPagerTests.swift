import Folio
import FolioAutoAdvance
import FolioHost
import FolioPagerModel
import FolioTesting
import Testing

@MainActor
@Suite("FolioPager: the model a SwiftUI screen owns")
struct FolioPagerTests {
  @Test("each shown page's view is given its page and its controller, bound and reused")
  func controllersReachTheViews() throws {
    let runtime = PagerRuntime()
    let checker = LifecycleChecker(observing: runtime.pager.container)
    let shown = runtime.pager.shownPages
    #expect(shown.map(\.state.index) == [0])
    let first = try #require(shown.first?.controller as? CardPlayer)
    #expect(first.card == Card(id: 0))
    // Laid out before the view appeared; it appears with the screen (one meaning of
    // "appeared": Folio's calls and the screen's agree).
    #expect(
      first.heard == [
        "bind 0", "willAppear", "screen appearing", "didAppear", "screen appeared",
      ])
    #expect(shown.first?.state.appearance == .appeared)
    // Reading forward through 12 pages: a handful of players, reused.
    for _ in 0..<12 {
      runtime.drag(from: Point(x: 300, y: 400), by: Point(x: -200, y: 0))
      runtime.run(seconds: 1)
    }
    #expect(runtime.pager.selection == 12)
    // The current page, three behind it kept, one ahead readied, one on its way.
    #expect(runtime.pager.container.instantiatedCount <= 6)
    let current = try #require(runtime.players.first)
    #expect(current.card == Card(id: 12))
    #expect(current.isPlaying)
    #expect(checker.violations.isEmpty, "\(checker.violations)")
  }

  @Test("a prefetched neighbour hears no appearance; onAppear again and a rotation add none")
  func exactAppearance() throws {
    let runtime = PagerRuntime()
    var events: [String] = []
    let recorder = PageEventRecorder()
    runtime.pager.container.addEventObserver(recorder)
    // The working range readied page 1: its controller is bound, it has not appeared.
    let neighbour = try #require(
      runtime.pager.container.controller(forPage: 1) as? CardPlayer)
    #expect(neighbour.heard == ["bind 1"])
    let current = try #require(runtime.players.first)
    let heardBefore = current.heard
    #expect(runtime.pager.shownPages.map(\.state.index) == [0])
    // SwiftUI calls onAppear again (a tab switch back, a rotation) and resizes.
    runtime.pager.screenDidAppear()
    runtime.pager.setViewport(width: 844, height: 390, scale: 3, rightToLeft: false)
    runtime.run(seconds: 1)
    runtime.pager.setViewport(width: 390, height: 844, scale: 3, rightToLeft: false)
    runtime.run(seconds: 1)
    events = recorder.events.map(\.description).filter { $0.contains("ppear") }
    #expect(events.isEmpty, "\(events)")
    #expect(neighbour.heard == ["bind 1"])
    #expect(current.heard == heardBefore)
    // The screen gone and shown again: the page disappears and appears with it, in Folio's
    // calls as in the screen's (a player pauses and resumes), once each.
    runtime.pager.screenDidDisappear()
    runtime.pager.screenDidDisappear()
    runtime.pager.screenDidAppear()
    let screen = [
      "screen disappearing", "didDisappear", "screen disappeared", "willAppear",
      "screen appearing", "didAppear", "screen appeared",
    ]
    #expect(current.heard == heardBefore + screen)
    // The background holds what counts time; the pages hear nothing, as in UIKit.
    runtime.pager.sceneDidChange(isInBackground: true)
    runtime.pager.sceneDidChange(isInBackground: true)
    #expect(runtime.pager.container.isInBackground && runtime.pager.container.isOnScreen)
    runtime.pager.sceneDidChange(isInBackground: false)
    #expect(!runtime.pager.container.isInBackground)
    #expect(current.heard == heardBefore + screen)
  }

  @Test("the page state in the environment: appearing while dragged in, appeared at rest")
  func pageStates() throws {
    let runtime = PagerRuntime()
    runtime.drag(from: Point(x: 300, y: 400), by: Point(x: -100, y: 0), lift: false)
    let states = runtime.pager.shownPages.map(\.state)
    #expect(states.map(\.index) == [0, 1])
    #expect(states.map(\.appearance) == [.appeared, .appearing])
    let progress = try #require(states.last?.progress)
    #expect(progress > 0 && progress < 1)
    #expect(runtime.pager.shownPages[1].frame.origin.x == 390 - 90)
    runtime.time.now += 0.016
    runtime.pager.dragEnded(at: Point(x: 200, y: 400))
    runtime.run(seconds: 1)
    #expect(runtime.pager.shownPages.map(\.state.appearance) == [.appeared])
  }

  @Test("gesture rules: a drag across the axis is the page's, a press is nobody's")
  func gestureRules() {
    let runtime = PagerRuntime()
    // A vertical list in a horizontal pager: the pages never move.
    runtime.drag(from: Point(x: 200, y: 600), by: Point(x: 30, y: -300))
    runtime.run(seconds: 1)
    #expect(runtime.pager.container.position == 0)
    #expect(runtime.frames == 0)
    // A press on a button: no motion, no frames.
    runtime.drag(from: Point(x: 200, y: 600), by: Point(x: 2, y: 1), steps: 2)
    runtime.run(seconds: 1)
    #expect(runtime.pager.container.position == 0)
    // A drag within 45° of the axis pages.
    runtime.drag(from: Point(x: 300, y: 600), by: Point(x: -220, y: -150))
    runtime.run(seconds: 1)
    #expect(runtime.pager.selection == 1)
    // A finger on gliding pages catches them; lifted, they settle on a page.
    runtime.drag(from: Point(x: 300, y: 600), by: Point(x: -250, y: 0))
    runtime.run(seconds: 0.05)
    runtime.drag(from: Point(x: 200, y: 600), by: .zero, steps: 1)
    runtime.run(seconds: 1)
    let position = runtime.pager.container.position
    #expect(position == position.rounded())
    #expect(!runtime.pager.needsFrames)
  }

  @Test("a drag SwiftUI cancels (a system gesture) settles the pages")
  func cancelledDrag() {
    let runtime = PagerRuntime()
    runtime.drag(from: Point(x: 300, y: 400), by: Point(x: -120, y: 0), lift: false)
    runtime.pager.dragCancelled()
    runtime.run(seconds: 1)
    #expect(runtime.pager.container.position == 0)
    runtime.pager.dragCancelled()  // nothing down: nothing happens
    #expect(!runtime.pager.needsFrames)
  }

  @Test("frames only in motion; a deadline is met by one wake-up")
  func framesAndWakeUps() {
    let runtime = PagerRuntime()
    runtime.run(seconds: 5)
    #expect(runtime.frames == 0 && runtime.wakeUps == 0)
    let advance = AutoAdvancePlugin<Card>(
      clock: runtime.pager.clock, interval: .seconds(3), wraps: false)
    runtime.pager.container.addPlugin(advance)
    #expect(!runtime.pager.needsFrames)
    #expect(runtime.pager.nextWakeUp != nil)
    // The schedule reads the same as time passes, and an update before the deadline changes
    // nothing and announces nothing: no loop of updates at rest.
    let waiting = runtime.pager.timeline
    runtime.run(seconds: 1)
    #expect(runtime.pager.timeline == waiting)
    let announced = (runtime.pager.revision, runtime.pager.frames.count, runtime.changes)
    runtime.pager.frame()
    #expect((runtime.pager.revision, runtime.pager.frames.count, runtime.changes) == announced)
    runtime.run(seconds: 1.9)
    #expect(runtime.frames == 0 && runtime.pager.selection == 0)
    runtime.run(seconds: 1.2)
    #expect(runtime.wakeUps == 1)
    #expect(runtime.pager.selection == 1)
    let framesOfOneAdvance = runtime.frames
    #expect(framesOfOneAdvance > 5 && framesOfOneAdvance < 40)
  }

  @Test("a wake-up a hair before its deadline fires it, at the deadline's own time")
  func aWakeUpAHairEarly_firesTheDeadline() throws {
    let runtime = PagerRuntime()
    let advance = AutoAdvancePlugin<Card>(
      clock: runtime.pager.clock, interval: .seconds(3), wraps: false)
    runtime.pager.container.addPlugin(advance)
    #expect(runtime.pager.timeline.isPaused, "at rest the timeline draws nothing")
    let due = try #require(runtime.pager.nextWakeUp)
    // A timer that fires 0.4 ms early (a date converted to the clock's time does the same).
    let (whole, attoseconds) = runtime.pager.delay(until: due).components
    runtime.time.now += Double(whole) + Double(attoseconds) * 1e-18 - 0.0004
    runtime.pager.frame()
    #expect(runtime.pager.clock.now == due)
    #expect(!runtime.pager.timeline.isPaused, "the advance began: frames run")
    runtime.run(seconds: 1)
    #expect(runtime.pager.selection == 1)
  }

  @Test("a drag's velocity is its gesture's timestamps', not when the callbacks ran")
  func aDragsVelocity_isItsTimestamps() {
    // The same finger, its reports delivered late and unevenly: the same page.
    func release(jitter: [Double], useTimes: Bool = true) -> Int? {
      let runtime = PagerRuntime()
      let start = Point(x: 300, y: 400)
      let gesture = 50.0  // the gesture's own timebase
      runtime.pager.dragChanged(start: start, location: start, time: gesture)
      for step in 1...4 {
        runtime.time.now += 0.016 + jitter[step - 1]
        runtime.pager.dragChanged(
          start: start, location: Point(x: 300 - 22 * Double(step), y: 400),
          time: useTimes ? gesture + 0.016 * Double(step) : nil)
      }
      runtime.time.now += 0.016
      runtime.pager.dragEnded(at: Point(x: 212, y: 400), time: useTimes ? gesture + 0.08 : nil)
      runtime.run(seconds: 1)
      return runtime.pager.selection
    }
    let steady = release(jitter: [0, 0, 0, 0])
    #expect(steady == 1, "a flick of 1,375 points a second pages")
    #expect(release(jitter: [0.012, -0.01, 0.03, 0]) == steady)
    #expect(release(jitter: [0.1, 0.1, 0.1, 0.1]) == steady, "callbacks 100 ms late each")
    // (Timed by the callbacks, the same finger would not page.)
    #expect(release(jitter: [0.1, 0.1, 0.1, 0.1], useTimes: false) == 0)
  }

  @Test("a touch that paged is told to the pages until the next touch: its tap is a swipe's")
  func aTouchThatPaged_isToldToThePages() throws {
    let runtime = PagerRuntime()
    let start = Point(x: 300, y: 400)
    runtime.pager.dragChanged(start: start, location: start)
    #expect(!runtime.pager.touchPaged)
    runtime.drag(from: start, by: Point(x: -200, y: 0), lift: true)
    #expect(runtime.pager.touchPaged)
    runtime.run(seconds: 1)
    let page = try #require(runtime.pager.shownPages.first)
    #expect(page.state.touchPaged, "after the lift too: a tap that ends now is the swipe's")
    runtime.pager.dragChanged(start: start, location: start)
    #expect(!runtime.pager.touchPaged, "the next touch")
    runtime.pager.dragEnded(at: start)
    #expect(runtime.pager.shownPages.first?.state.touchPaged == false)
  }

  @Test(
    "with the user's input off a swipe neither pages nor counts as paging; a selection still moves")
  func userInputOff() {
    let runtime = PagerRuntime()
    runtime.pager.container.isUserInputEnabled = false
    runtime.drag(from: Point(x: 300, y: 400), by: Point(x: -250, y: 0), lift: true)
    runtime.run(seconds: 1)
    #expect(runtime.pager.selection == 0)
    #expect(!runtime.pager.touchPaged)
    #expect(!runtime.pager.host.isPlatformScrollEnabled)
    runtime.pager.selection = 2
    runtime.run(seconds: 1)
    #expect(runtime.pager.container.currentIndex == 2)
    runtime.pager.container.isUserInputEnabled = true
    runtime.drag(from: Point(x: 300, y: 400), by: Point(x: -250, y: 0), lift: true)
    runtime.run(seconds: 1)
    #expect(runtime.pager.container.currentIndex == 3)
  }

  @Test("selection, far jumps and updates by identity")
  func selectionJumpsAndUpdates() throws {
    let runtime = PagerRuntime(cards: 100)
    let checker = LifecycleChecker(observing: runtime.pager.container)
    runtime.pager.selection = 60
    runtime.run(seconds: 2)
    #expect(runtime.pager.selection == 60)
    #expect(runtime.players.first?.card == Card(id: 60))
    #expect(runtime.pager.container.instantiatedCount <= 6)
    runtime.pager.selection = 1_000  // out of range: ignored
    #expect(throws: PageContainerError.self) { try runtime.pager.scroll(to: -1, animated: false) }
    // Ten cards inserted before the current one: the reader stays on card 60.
    runtime.pager.pages = (0..<10).map { Card(id: 1_000 + $0) } + runtime.pager.pages
    runtime.run(seconds: 1)
    #expect(runtime.pager.selection == 70)
    #expect(runtime.players.first?.card == Card(id: 60))
    #expect(checker.violations.isEmpty, "\(checker.violations)")
  }

  @Test("frames of motion are announced on their own: the pager's revision moves with events")
  func framesApart() {
    let runtime = PagerRuntime()
    runtime.drag(from: Point(x: 300, y: 400), by: Point(x: -200, y: 0))
    let revision = runtime.pager.revision
    let frames = runtime.pager.frames.count
    runtime.time.now += 1.0 / 60
    runtime.pager.frame()
    runtime.time.now += 1.0 / 60
    runtime.pager.frame()
    #expect(runtime.pager.frames.count == frames + 2)
    #expect(runtime.pager.revision - revision <= 1)  // an event at most, not every frame
  }

  @Test("a change is announced after every input, frame and event, and never by a read")
  func changes() {
    let runtime = PagerRuntime()
    let before = runtime.changes
    _ = runtime.pager.shownPages
    _ = runtime.pager.accessibilityValue
    _ = runtime.pager.scrollRequest
    #expect(runtime.changes == before)
    runtime.pager.selection = 1
    #expect(runtime.changes > before)
  }
}

@MainActor
@Suite("FolioPager around the app's container")
struct FolioPagerContainerTests {
  @Test("a container on another clock is refused, and left as it was")
  func wrongClock() throws {
    let time = PagerRuntime.Time()
    let clock = HostClock(currentTime: { time.now })
    let container = PageContainer<Card>(viewportSize: .zero, clock: clock)
    #expect(throws: PageHostError.clockIsNotTheContainers) {
      try FolioPager(container: container, clock: HostClock(currentTime: { time.now }))
    }
    #expect(container.attachedPlugins.isEmpty)
    var plugins = PageHostPlugins<Card>.standard
    plugins.accessibility = nil
    let pager = try FolioPager(container: container, clock: clock, plugins: plugins)
    #expect(pager.container === container)
    #expect(container.attachedPlugins.count == 3)  // its host, the working range, its log
  }

  @Test(
    "a container with its viewport and pages shows nothing until the view appears, then its first page once"
  )
  func aContainerReadyBeforeThePager_showsItsFirstPageOnlyWhenTheViewAppears() throws {
    let time = PagerRuntime.Time()
    let clock = HostClock(currentTime: { time.now })
    let container = PageContainer<Card>(viewportSize: Size(width: 390, height: 844), clock: clock)
    let recorder = PageEventRecorder()
    container.addEventObserver(recorder)
    let cards = Cards(count: 5)
    container.register(CardPlayer.self) { CardPlayer() }
    _ = container.open(on: .index(2))
    container.dataSource = cards
    let pager = try FolioPager(container: container, clock: clock)
    pager.setViewport(width: 390, height: 844, scale: 3, rightToLeft: false)
    container.layoutIfNeeded()
    // (An outside check found page 0 appearing, settling and disappearing as the pager was
    // made, and the deep link's page 2 then appearing twice.)
    #expect(recorder.take(.lifecycle).filter { !$0.description.hasPrefix("settle") }.isEmpty)
    pager.screenDidAppear()
    container.layoutIfNeeded()
    #expect(
      recorder.take(.lifecycle).map(\.description) == [
        "willAppear 2 2 CardPlayer#1", "didAppear 2 2 CardPlayer#1",
      ])
  }
}
