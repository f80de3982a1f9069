import Folio

/// Advances a `PageContainer` to the next page every ``interval``, like a carousel or a story
/// viewer, and stands still whenever the user or the app is doing something else.
///
/// - **When it advances.** Once the pages have rested for ``interval`` (or, after an
///   interruption, for ``resumeDelay``), it animates to the next page, recorded in the event
///   log as a plugin event `autoAdvance` at that page. At the last page it goes back to page 0
///   when ``wraps`` (a far jump, animated), and otherwise waits there until a page before the
///   last is current again.
/// - **When it waits.** While a finger is down (`PageContainer/isTouched`, moving the pages
///   or not), during any transition (a glide, an animation, a jump: its own advance included),
///   while the screen is away (`PageContainer/isOnScreen`: another screen covers it), while
///   the app is in the background (`PageContainer/isInBackground`), while ``isPaused`` (the app says so: a video plays, a sheet covers
///   the pages), while ``reducesMotion`` (the system asks for less motion), with fewer than
///   two pages or a viewport that shows none. Each of these cancels the countdown.
/// - **How it resumes.** When all of them are over and the pages rest, the countdown starts
///   again: ``resumeDelay`` after an interruption by the user or the app, ``interval`` after
///   its own advance. ``resumeDelay`` is ``interval`` unless the app sets one of its own
///   (``explicitResumeDelay``): change the interval alone and both follow.
/// - **When a page asks.** ``advance(from:)`` advances at once from the page it names (a clip
///   that ended), beside the timer or without one (an interval of zero), under the same rules,
///   and only while that page is the current one at rest: a late request is dropped, so it
///   never skips a second page.
///
/// ```
/// rest ──interval──▶ advance (animating) ──settle──▶ rest ──interval──▶ advance ─▶ …
///   │ touch, transition, pause, reducesMotion: countdown cancelled
///   └──▶ (all over, at rest) ──resumeDelay──▶ advance
/// ```
///
/// Time is the container's clock, which the plugin observes: on a `ManualClock` every advance
/// is exact and reproducible. Waiting needs no frames (an idle clock stays idle and jumps to the
/// end of an `advance(by:)`, where the plugin fires if the deadline passed): a front end that
/// sleeps while nothing moves wakes at ``nextAdvanceTime``.
///
/// ```swift
/// let auto = AutoAdvancePlugin<Photo>(clock: clock, interval: .seconds(5))
/// container.addPlugin(auto)
/// auto.reducesMotion = accessibilitySettings.reduceMotion
/// // A page whose content ended asks for the next one now:
/// auto.advance(from: photo.diffID)
/// ```
public final class AutoAdvancePlugin<Page: Diffable>: PageContainerPlugin {
  /// How long the pages rest before the next advance; a duration of zero or less stops
  /// advancing, and one longer than ``longest`` counts as ``longest``.
  public var interval: Duration {
    didSet {
      interval = Self.clamp(interval)
      rearm(resuming: false)
    }
  }

  /// How long the pages rest, after an interruption (a touch, a transition the plugin did not
  /// start, a pause, reduced motion), before the next advance: ``explicitResumeDelay`` when the
  /// app set one, otherwise ``interval`` (it follows every change of the interval).
  ///
  /// Setting it sets ``explicitResumeDelay``: negative counts as zero, longer than ``longest``
  /// as ``longest``.
  public var resumeDelay: Duration {
    get { explicitResumeDelay ?? max(.zero, interval) }
    set { explicitResumeDelay = newValue }
  }

  /// The resume delay the app set apart from ``interval``, or `nil` (the default) for
  /// ``resumeDelay`` to follow the interval; set it to `nil` to make it follow again.
  ///
  /// Negative counts as zero, longer than ``longest`` as ``longest``.
  public var explicitResumeDelay: Duration? {
    didSet {
      explicitResumeDelay = explicitResumeDelay.map { max(.zero, Self.clamp($0)) }
      rearm(resuming: true)
    }
  }

  /// The longest ``interval`` and ``resumeDelay`` (10^9 seconds, about 31 years): longer ones
  /// are clamped to it, so a deadline never overflows the clock's time.
  public static var longest: Duration { .seconds(1_000_000_000) }

  /// Whether the app holds the pages still; when it lets go, advancing resumes after
  /// ``resumeDelay``.
  public var isPaused = false {
    didSet { if isPaused != oldValue { rearm(resuming: true) } }
  }

  /// Whether motion is reduced for this plugin: it never advances while this or the container's
  /// `PageContainer/reducesMotion` (the system's accessibility setting) is set; when both are
  /// clear again, advancing resumes after ``resumeDelay``.
  public var reducesMotion = false {
    didSet { if reducesMotion != oldValue { rearm(resuming: true) } }
  }

  /// Whether the last page advances to page 0 (true by default); otherwise advancing waits at
  /// the last page.
  public var wraps: Bool {
    didSet { rearm(resuming: false) }
  }

  /// When the next advance is due on the container's clock, or `nil` while the plugin waits for
  /// something else (see the type's summary).
  public private(set) var nextAdvanceTime: Duration?

  /// Whether the plugin is counting down toward an advance now.
  public var isCountingDown: Bool { nextAdvanceTime != nil }

  private let clock: any FrameClock
  private var context: PagePluginContext<Page>?
  /// The target of the advance the plugin started, until the pages settle there.
  private var advancing: Int?
  private lazy var ticker = Ticker(plugin: self)

  /// The context of the container the plugin serves, while it serves one.
  public var attachedContext: PagePluginContext<Page>? { context }

  /// Creates the plugin; add it to a container with `PageContainer/addPlugin(_:)`.
  ///
  /// - Parameters:
  ///   - clock: The container's clock (the one it was created with).
  ///   - interval: How long the pages rest before each advance; zero or less never advances
  ///     on its own (pages may still ask, ``advance(from:)``).
  ///   - resumeDelay: How long they rest after an interruption (``explicitResumeDelay``);
  ///     `nil` (the default) follows ``interval``, now and after every change of it.
  ///   - wraps: Whether the last page advances to page 0.
  public init(
    clock: any FrameClock, interval: Duration, resumeDelay: Duration? = nil, wraps: Bool = true
  ) {
    self.clock = clock
    self.interval = Self.clamp(interval)
    self.explicitResumeDelay = resumeDelay.map { max(.zero, Self.clamp($0)) }
    self.wraps = wraps
  }

  // MARK: - Pages that ask

  /// Advances now from the page `id` names, as that page asks ("this clip ended"), the way the
  /// timer does: to the next page (from the last, to page 0 when ``wraps``), recorded as the
  /// plugin event `autoAdvance`, and then ``interval`` until the next one.
  ///
  /// The request is dropped, not kept for later, unless that page is the current one and the
  /// pages rest with nothing holding them: no finger down, no transition (its own advance
  /// included), the screen shown, not ``isPaused``, no reduced motion, at least two pages and a
  /// viewport that shows them, and a page to go to (the last one waits without ``wraps``). So a
  /// late request, from a page the reader or the timer already left, never skips a second
  /// page, and a page asking twice advances once. It needs no ``interval``: with an interval of
  /// zero, only the pages advance.
  ///
  /// A queued request, like every change: called from a callback of the container (a page's
  /// lifecycle method), it is decided after that callback, on the state then.
  ///
  /// - Parameter id: The identity (`diffID`) of the page that asks.
  public func advance(from id: Page.DiffID) {
    guard let context else { return }
    context.perform { [weak self] in
      guard let self, let context = self.context, let current = self.freeCurrentIndex,
        context.page(at: current)?.diffID == id
      else { return }
      self.startAdvance(from: current, in: context)
    }
  }

  deinit {
    clock.removeObserver(ticker)
  }

  // MARK: - Plugin hooks

  /// Starts observing the clock and counting down.
  ///
  /// - Parameter context: The container.
  public func pluginDidAttach(_ context: PagePluginContext<Page>) {
    self.context = context
    clock.addObserver(ticker)
    rearm(resuming: false)
    for index in context.activeIndices {
      guard let id = context.page(at: index)?.diffID else { continue }
      connect(context.controller(forPage: id), to: id)
    }
  }

  /// Stops counting down and observing the clock.
  ///
  /// - Parameter context: The container.
  public func pluginWillDetach(_ context: PagePluginContext<Page>) {
    for index in context.activeIndices {
      guard let id = context.page(at: index)?.diffID else { continue }
      connect(context.controller(forPage: id), to: nil)
    }
    self.context = nil
    clock.removeObserver(ticker)
    nextAdvanceTime = nil
    advancing = nil
  }

  /// Gives a page's new controller, if it asks to advance (``AutoAdvancingPage``), its way to.
  ///
  /// - Parameters:
  ///   - context: The container.
  ///   - id: The page.
  ///   - index: Its index.
  public func prepareDequeuedPage(
    _ context: PagePluginContext<Page>, id: Page.DiffID, at index: Int
  ) { connect(context.controller(forPage: id), to: id) }

  /// Takes it back from a controller that goes.
  ///
  /// - Parameters:
  ///   - context: The container.
  ///   - id: The page.
  ///   - index: Its index.
  public func pageWillBeReclaimed(
    _ context: PagePluginContext<Page>, id: Page.DiffID, at index: Int
  ) { connect(context.controller(forPage: id), to: nil) }

  /// Sets `controller`'s ``AutoAdvancingPage/autoAdvance`` to advance from page `id` (or
  /// clears it).
  private func connect(_ controller: (any PageController<Page>)?, to id: Page.DiffID?) {
    guard let page = controller as? any AutoAdvancingPage else { return }
    page.autoAdvance = id.map { id in { [weak self] in self?.advance(from: id) } }
  }

  /// A finger went down or a transition began: the countdown stops; the pages came to rest:
  /// it starts again.
  ///
  /// - Parameters:
  ///   - context: The container.
  ///   - oldPhase: The phase before.
  public func pageContainerPhaseDidChange(
    _ context: PagePluginContext<Page>, from oldPhase: TransitionPhase
  ) {
    switch context.phase {
    case .resting:
      break  // the settle follows
    case .animating(let target) where target == advancing,
      .jumping(let target) where target == advancing:
      nextAdvanceTime = nil
    default:
      // A touch, a glide or a transition the plugin did not start.
      advancing = nil
      nextAdvanceTime = nil
    }
  }

  /// The pages rest: the countdown starts (``interval`` after the plugin's own advance,
  /// ``resumeDelay`` after anything else).
  ///
  /// - Parameter context: The container.
  public func pageContainerDidSettle(_ context: PagePluginContext<Page>) {
    let own = advancing != nil && advancing == context.currentIndex
    advancing = nil
    rearm(resuming: !own)
  }

  /// The pages changed: counting down needs at least two.
  ///
  /// - Parameters:
  ///   - context: The container.
  ///   - changes: The changes, or `nil` for a reload.
  public func pageContainerDidUpdate(_ context: PagePluginContext<Page>, changes: PageChanges?) {
    if nextAdvanceTime == nil || !canCountDown { rearm(resuming: true) }
  }

  /// The viewport changed: counting down needs one that shows pages.
  ///
  /// - Parameters:
  ///   - context: The container.
  ///   - oldSize: The size before.
  public func pageContainerDidResize(_ context: PagePluginContext<Page>, from oldSize: Size) {
    if nextAdvanceTime == nil || !canCountDown { rearm(resuming: true) }
  }

  /// A finger came onto the pages (the countdown stops) or left them (it resumes after
  /// ``resumeDelay``, once the pages rest).
  ///
  /// - Parameter context: The container.
  public func pageContainerTouchDidChange(_ context: PagePluginContext<Page>) {
    rearm(resuming: true)
  }

  /// The screen went away (the countdown stops) or came back (it resumes after
  /// ``resumeDelay``).
  ///
  /// - Parameter context: The container.
  public func pageContainerScreenDidChange(_ context: PagePluginContext<Page>) {
    rearm(resuming: true)
  }

  /// The container's motion preference changed: stops, or resumes after ``resumeDelay``.
  ///
  /// - Parameter context: The container.
  public func pageContainerMotionPreferenceDidChange(_ context: PagePluginContext<Page>) {
    rearm(resuming: true)
  }

  // MARK: - Internals

  /// A duration within `...longest`.
  private static func clamp(_ duration: Duration) -> Duration { min(duration, longest) }

  /// Whether everything allows a countdown now.
  private var canCountDown: Bool { interval > .zero && freeCurrentIndex != nil }

  /// The current page, when everything but the interval allows an advance from it now (see the
  /// type's summary).
  private var freeCurrentIndex: Int? {
    guard let context, !isPaused, !reducesMotion, !context.reducesMotion, context.count > 1,
      !context.isTouched, context.countsTime, context.viewportSize != .zero,
      context.phase == .resting, advancing == nil, let current = context.currentIndex
    else { return nil }
    return wraps || current < context.count - 1 ? current : nil
  }

  /// Starts the countdown again from now if everything allows one, else cancels it.
  private func rearm(resuming: Bool) {
    // A clock that sleeps at rest (a host's display link) sets its timer anew.
    defer { clock.scheduleDidChange() }
    guard canCountDown, let context else {
      nextAdvanceTime = nil
      return
    }
    let wait = resuming ? resumeDelay : interval
    // Both under 10^9 s, and the clock's time saturates far beyond: no overflow.
    let now = context.now
    nextAdvanceTime = now > ManualClock.latestTime - wait ? ManualClock.latestTime : now + wait
  }

  /// A frame of the clock: advances when the deadline has passed.
  fileprivate func clockDidTick(at now: Duration) {
    guard let deadline = nextAdvanceTime, now >= deadline else { return }
    guard canCountDown, let context, let current = context.currentIndex else {
      nextAdvanceTime = nil
      return
    }
    startAdvance(from: current, in: context)
  }

  /// Animates from `current` to the next page (page 0 after the last), as the plugin's own
  /// advance.
  private func startAdvance(from current: Int, in context: PagePluginContext<Page>) {
    let target = current + 1 < context.count ? current + 1 : 0
    nextAdvanceTime = nil
    advancing = target
    context.record("autoAdvance", at: target)
    do {
      // Always forward: around a ring of two pages, too.
      try context.scrollToPage(target, animated: true, route: .forward)
    } catch {
      advancing = nil
      rearm(resuming: true)
    }
  }

  /// The plugin's observer of the clock, held by the plugin (the clock holds it weakly).
  private final class Ticker: FrameClockObserver {
    unowned let plugin: AutoAdvancePlugin<Page>
    init(plugin: AutoAdvancePlugin<Page>) { self.plugin = plugin }
    /// Waiting needs no frames: the clock stays idle until something moves.
    var needsFrames: Bool { false }
    /// The countdown is a deadline of the clock: a manual clock stops there, a sleeping host
    /// wakes there.
    var nextDeadline: Duration? { plugin.nextAdvanceTime }
    func clockDidTick(at now: Duration) { plugin.clockDidTick(at: now) }
  }
}
