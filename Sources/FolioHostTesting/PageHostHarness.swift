import Folio
import FolioHost
import FolioList
import FolioTesting

/// A screen under test: a `PageHost` around a container the app built (its physics, shape,
/// plugins) with the plugins every front end adds (`PageHostPlugins.standard`, as
/// FolioUIKit's view controller and the SwiftUI pager add them: the configuration that ships),
/// on a ``TestDisplayLink`` at a chosen rate, with UIKit's container rules
/// (``ContainmentRulesModel``) and the lifecycle contract (`LifecycleChecker`) both watching,
/// touches in points with timestamps, and, in followed motion, a platform scroll view
/// (``PlatformScrollViewModel``) that owns the offset.
///
/// ```swift
/// let screen = PageHostHarness<Story>(scale: 3) { clock in
///   StoryScreen.makeContainer(clock: clock)      // the app's own container and plugins
/// }
/// screen.container.dataSource = stories
/// screen.layoutContainer()
/// screen.swipe(.forward)
/// screen.runUntilIdle()
/// #expect(screen.rules.heard[tag] == ["willMove(toParent: container)", ...])
/// try screen.finish()                              // every rule held, nothing left over
/// ```
///
/// The data source may be set here or inside `makeContainer` (FolioUIKit's order: the
/// container and its data source, then the host), and the container may even be laid out
/// there: the checks start from the container's state when the harness makes its host.
///
/// Every step ends with a layout pass (``layout()``): frames are checked against the pixel grid
/// and the shown pages, and a followed scroll view is put where the host wants it.
public final class PageHostHarness<Page: Diffable> {
  /// Why a check failed.
  public struct Failure: Error, CustomStringConvertible {
    /// What was wrong.
    public var description: String
  }

  /// The display link and timer; its clock is the container's.
  public let displayLink: TestDisplayLink
  /// The container under test.
  public let container: PageContainer<Page>
  /// The host.
  public let host: PageHost<Page>
  /// UIKit's rules, the host's display.
  public let rules: ContainmentRulesModel<Page>
  /// The lifecycle contract.
  public let checker: LifecycleChecker
  /// The platform scroll view, in followed motion.
  public let platform: PlatformScrollViewModel<Page>?
  /// The plugins the harness added to the container, as a front end adds them.
  public let plugins: PageHostPlugins<Page>
  var finger: Point?

  /// The clock (the display link's).
  public var clock: HostClock { displayLink.clock }

  /// Creates a screen around the container `makeContainer` builds on the harness's clock.
  ///
  /// - Parameters:
  ///   - scale: The display scale; 2 by default.
  ///   - motion: Owned (the host's touches move the pages) or followed (a platform scroll view
  ///     does).
  ///   - rate: The display link's frames per second; 60 by default.
  ///   - screen: The screen's appearance at the start.
  ///   - platformChoices: What UIKit leaves open, as the followed scroll view does it.
  ///   - plugins: The plugins a front end adds after the app's own: `.standard` (what
  ///     FolioUIKit and FolioPagerModel add unless told otherwise) by default; give the
  ///     value the screen gives its front end, or `.none` to test the container alone.
  ///   - makeContainer: Builds the container (with its plugins) on the clock it is given.
  public init(
    scale: Double = 2, motion: HostMotion = .owned, rate: Double = 60,
    screen: ChildAppearance = .appeared,
    platformChoices: PlatformScrollViewModel<Page>.Choices = .init(),
    plugins: PageHostPlugins<Page> = .standard,
    container makeContainer: (HostClock) -> PageContainer<Page>
  ) {
    displayLink = TestDisplayLink(rate: rate)
    container = makeContainer(displayLink.clock)
    checker = LifecycleChecker(observing: container)
    rules = ContainmentRulesModel()
    // A screen not shown yet shows no page, however far the container got before the host.
    let early = FirstAppearances()
    container.addEventObserver(early)
    host = PageHost(
      container: container, scale: scale, motion: motion, screen: screen, display: rules)
    container.removeEventObserver(early)
    if screen == .disappeared, let first = early.pages.first {
      shownViolations.append(
        "page \(first) appeared while the host was made on a screen not shown yet")
    }
    // As a front end adds them: after the host, before the first layout it does.
    self.plugins = plugins
    plugins.add(to: container)
    rules.watch(host)
    if motion == .followed {
      let platform = PlatformScrollViewModel(
        host: host, clock: displayLink.clock, choices: platformChoices)
      self.platform = platform
    } else {
      platform = nil
    }
    rules.onAnimatePlatform = { [weak self] in self?.animatePlatform(to: $0) }
  }

  /// The host asks the scroll view to animate to `offset`: a page's, within the content.
  private func animatePlatform(to offset: Double) {
    guard let platform else { return }
    let end = contentEnd(of: platform)
    if offset < -host.grid.pixel || offset > end + host.grid.pixel {
      shownViolations.append(
        "follow: an animation asked to \(offset), outside the content 0...\(end)")
    }
    platform.setContentOffset(offset, animated: true)
  }

  /// Creates a screen around a plain container.
  ///
  /// - Parameters:
  ///   - viewportSize: The viewport, in points; 390 × 844 by default.
  ///   - axis: The paging axis.
  ///   - scale: The display scale.
  ///   - motion: Owned or followed.
  ///   - rate: Frames per second.
  ///   - plugins: The plugins a front end adds: `.standard` by default.
  public convenience init(
    viewportSize: Size = Size(width: 390, height: 844), axis: ScrollAxis = .horizontal,
    scale: Double = 2, motion: HostMotion = .owned, rate: Double = 60,
    plugins: PageHostPlugins<Page> = .standard
  ) {
    self.init(scale: scale, motion: motion, rate: rate, plugins: plugins) { clock in
      PageContainer(viewportSize: viewportSize, axis: axis, clock: clock)
    }
  }

  // MARK: - Time

  /// The container's first (or next) layout pass, then a layout of the screen.
  public func layoutContainer() {
    container.layoutIfNeeded()
    layout()
  }

  /// Lets time pass: frames while something moves, timers at deadlines.
  ///
  /// - Parameter duration: How long.
  public func advance(by duration: Duration) {
    displayLink.advance(by: duration)
    layout()
  }

  /// Runs frames until nothing moves: a followed scroll view's motion that went quiet (a
  /// scroll nobody asked for, an end the platform did not report) included, at its deadline
  /// (at once when that has passed, as a platform's timer fires a wake-up already due).
  public func runUntilIdle() {
    // (The pages may rest while the scroll view's motion goes on: with no pages, an empty
    // viewport.) A layout pass may start a motion again: its frames run too.
    for _ in 0..<100 {
      displayLink.runUntilIdle()
      layout()
      if displayLink.isRunning { continue }
      guard container.phase != .resting || host.isPlatformMoving,
        let deadline = displayLink.deadline
      else { return }
      displayLink.advance(bySeconds: max(0, deadline - displayLink.timestamp))
      layout()
    }
  }

  /// A layout pass: the viewport given again (as a screen does on every pass), frames checked,
  /// a followed scroll view put where the host wants it (its
  /// report may change what the host wants: as a layout that asks for another, until it wants
  /// nothing more).
  public func layout() {
    // A screen's layout pass gives the host its viewport every time (FolioUIKit does), resized
    // or not.
    host.setViewport(host.viewportSize, scale: host.grid.scale)
    if let platform {
      // As a screen's layout pass does (FolioUIKit's): the frame, the content (UIKit clamps an
      // offset out of range, and reports it) and the offset the host wants; the reports of
      // what it sets are corrections.
      platform.isScrollEnabled = host.isPlatformScrollEnabled
      let requests = rules.layoutRequests
      layOutPlatform(platform)
      // The pass itself made the pages rest where the host wants the scroll view elsewhere
      // (a motion stopped where the layout put it, on another ring): it asked for a layout,
      // which UIKit runs before the frame is shown (a view that needs layout again).
      if rules.layoutRequests != requests, host.wantedPlatformOffset != nil {
        layOutPlatform(platform)
      }
      checkShown(by: platform)
    }
    rules.layout(host)
  }

  /// The largest offset within the content the host gives `platform`.
  private func contentEnd(of platform: PlatformScrollViewModel<Page>) -> Double {
    max(0, host.platformContentLength - platform.frameLength)
  }

  /// The platform scroll view's part of a layout pass, as FolioUIKit's.
  private func layOutPlatform(_ platform: PlatformScrollViewModel<Page>) {
    host.performPlatformLayout {
      platform.scale = host.grid.scale
      platform.setLengths(
        frame: container.viewportSize.length(along: container.axis),
        content: host.platformContentLength)
      var passes = 0
      while let wanted = host.wantedPlatformOffset, passes < 4 {
        // No further past either end than a bounce that keeps a pixel of the end page.
        let (viewport, pixel, end) = (
          platform.frameLength, host.grid.pixel, contentEnd(of: platform)
        )
        if wanted < -(viewport - pixel) - 1e-6 || wanted > end + viewport - pixel + 1e-6 {
          shownViolations.append(
            "follow: the scroll view put at \(wanted), past the content 0...\(end) by more than "
              + "a bounce")
        }
        platform.setContentOffset(wanted, animated: false)
        passes += 1
      }
    }
  }

  /// What the scroll view shows, what is drawn and what is visible agree, in followed motion.
  ///
  /// Each page's frame is where the scroll view's offset puts it (to a pixel), and the pages
  /// whose frames there intersect the viewport are exactly the visible ones. Not during a far
  /// jump (it shows only its ends, wherever the scroll view's offset passes), nor while the
  /// host still wants the scroll view elsewhere.
  private func checkShown(by platform: PlatformScrollViewModel<Page>) {
    let stride = container.pageStride
    guard stride > 0, container.count > 0, host.wantedPlatformOffset == nil,
      !host.isInvalidated
    else { return }
    if case .jumping = container.phase { return }
    let layout = container.frameLayout
    let count = container.count
    let sign: Double = layout.isMirrored ? -1 : 1
    func progress(_ index: Int) -> Double? {
      guard let resting = host.platformOffset(forPage: index) else { return nil }
      return (resting - platform.offset) / stride * sign
    }
    let pixel = host.grid.pixel + 1e-6
    func near(_ one: Rect, _ other: Rect) -> Bool {
      abs(one.minX - other.minX) <= pixel && abs(one.minY - other.minY) <= pixel
        && abs(one.maxX - other.maxX) <= pixel && abs(one.maxY - other.maxY) <= pixel
    }
    for frame in host.frames {
      guard let place = progress(frame.index) else { continue }
      // Around a ring a page is where the scroll view shows it in some ring.
      var places = [place]
      if container.isLooping {
        let ring = Double(count)
        let nearest = place - (place / ring).rounded() * ring
        places = [nearest - ring, nearest, nearest + ring]
      }
      let expected = places.map(layout.frame(atProgress:))
      if !expected.contains(where: { near($0, frame.frame) }) {
        shownViolations.append(
          "follow: page \(frame.index) is drawn at \(frame.frame), where the scroll view's offset "
            + "\(platform.offset) shows it at \(expected[expected.count / 2])")
        return
      }
    }
    let visible = container.visibleIndices
    guard let first = visible.first, let last = visible.last, !container.isLooping else { return }
    for index in [first - 1, last + 1] where index >= 0 && index < count {
      // (A platform may rest within a pixel of a page's offset: an edge within a pixel of
      // the viewport's may show either way.)
      guard let place = progress(index) else { continue }
      let tie = host.grid.pixel / stride + 1e-9 * max(1, abs(place))
      if layout.isVisible(atProgress: place - tie), layout.isVisible(atProgress: place + tie) {
        shownViolations.append(
          "follow: the scroll view at \(platform.offset) shows page \(index), which is not "
            + "visible (\(visible))")
        return
      }
    }
  }

  // MARK: - Checks

  /// Every broken rule so far: UIKit's, the lifecycle's, the display link's.
  public var violations: [String] {
    rules.violations.map { "containment: \($0)" }
      + checker.violations.map { "lifecycle: \($0)" }
      + displayLink.violations.map { "display link: \($0)" } + shownViolations
  }

  /// Where a followed scroll view shows pages other than where they are drawn, and a page
  /// shown while the host was made on a screen not shown yet.
  private var shownViolations: [String] = []

  /// Checks the container and the children now.
  ///
  /// - Throws: ``Failure`` listing every broken rule.
  public func verify() throws(Failure) {
    checker.verify(container)
    rules.verify(host)
    let problems = violations + followProblems
    guard problems.isEmpty else {
      throw Failure(description: problems.joined(separator: "\n"))
    }
  }

  /// In followed motion, with both at rest: the platform scroll view rests where the
  /// container's current page does (around a ring, on that page in any ring; to a device
  /// pixel), and the host wants nothing of it.
  private var followProblems: [String] {
    guard let platform, platform.phase == .resting, container.phase == .resting,
      let current = container.currentIndex, let expected = host.platformOffset(forPage: current)
    else { return [] }
    var problems: [String] = []
    if let wanted = host.wantedPlatformOffset {
      problems.append("follow: at rest the host still wants the platform at \(wanted)")
    }
    var distance = platform.offset - expected
    if container.isLooping {
      let ring = Double(container.count) * container.pageStride
      distance -= (distance / ring).rounded() * ring
    }
    // To a device pixel: a platform may keep its offsets on the pixel grid, and the host sets
    // no offset within a pixel of where it is.
    if abs(distance) >= host.grid.pixel * (1 - 1e-6) {
      problems.append(
        "follow: the platform rests at \(platform.offset), page \(current) at \(expected)")
    }
    return problems
  }

  /// The exhaustive end: nothing moves and no frame is asked for, the lifecycle and the
  /// containment rules held, every active page's controller is a child and no other is; then
  /// the host ends, and every child has left.
  ///
  /// - Throws: ``Failure`` listing every broken rule.
  public func finish() throws(Failure) {
    var problems: [String] = []
    if displayLink.isRunning { problems.append("the display link still runs at the end") }
    if container.phase != .resting { problems.append("the pages still move: \(container.phase)") }
    checker.finish(container)
    rules.verify(host)
    problems += followProblems
    host.invalidate()
    for (tag, child) in rules.children where child.isChild || child.viewInHierarchy {
      problems.append("\(tag) is still a child after the host ended")
    }
    problems += violations
    guard problems.isEmpty else { throw Failure(description: problems.joined(separator: "\n")) }
  }
}

/// The pages that hear `pageWillAppear` while a harness makes its host.
private final class FirstAppearances: PageEventObserver {
  var pages: [Int] = []
  func pageContainerDidEmit(_ event: PageEvent) {
    if case .willAppear(let index, _, _) = event { pages.append(index) }
  }
}
