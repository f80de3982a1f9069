// FolioUIKit: pages that are view controllers, on FolioHost. Mechanical calls only: every decision
// (slop, release velocity, pixel grid, containment order, frames on demand) is FolioHost's, tested
// on Linux. Linux parses this file; an Apple build compiles it.
#if canImport(UIKit) && !os(watchOS)
  import Folio
  import FolioAccessibility
  import FolioHost
  import QuartzCore
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  /// A view controller that hosts a ``PageContainer`` whose page controllers are view
  /// controllers: it adds and removes them as children, forwards their appearance as FolioHost
  /// says (its own `shouldAutomaticallyForwardAppearanceMethods` is `false`), lays their views
  /// out at FolioHost's frames, drives the clock from a display link that sleeps at rest, and
  /// passes its touches and its own appearance to the host.
  @MainActor
  open class FolioPageViewController<Page: Diffable>: UIViewController {
    /// The clock the container runs on: the display link's and the touches' timebase.
    public let clock: HostClock
    /// The container, made by the closure given to ``init(accessibility:makeContainer:)``.
    public let container: PageContainer<Page>
    /// The host between the container and this view controller.
    public let host: PageHost<Page>
    /// Accessibility: one element per shown page, and the announcements.
    public let accessibility: PageAccessibilityPlugin<Page>?
    private let link = DisplayLinkTarget()
    private var displayLink: CADisplayLink?
    private let touches = TouchForwardingRecognizer()

    /// Creates the view controller around the container `makeContainer` builds on its clock.
    ///
    /// - Parameters:
    ///   - accessibility: The accessibility plugin to add, if any.
    ///   - makeContainer: Builds the container (with the app's plugins and data source).
    public init(
      accessibility: PageAccessibilityPlugin<Page>? = PageAccessibilityPlugin<Page>(),
      makeContainer: (HostClock) -> PageContainer<Page>
    ) {
      let clock = HostClock(currentTime: { CACurrentMediaTime() })
      let container = makeContainer(clock)
      if let accessibility { container.addPlugin(accessibility) }
      self.clock = clock
      self.container = container
      self.accessibility = accessibility
      // Made before the first layout: no controller to adopt before the display is set.
      host = PageHost(container: container, scale: 1, screen: .disappeared)
      super.init(nibName: nil, bundle: nil)
      host.display = self
    }

    /// Not supported: make it in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override open var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override open func viewDidLoad() {
      super.viewDidLoad()
      view.clipsToBounds = true
      view.addGestureRecognizer(touches)
      touches.onTouch = { [weak self] phase, touch in self?.touch(phase, touch) }
      link.onFrame = { [weak self] timestamp in self?.frame(at: timestamp) }
      let displayLink = CADisplayLink(target: link, selector: #selector(DisplayLinkTarget.step(_:)))
      displayLink.isPaused = true
      displayLink.add(to: .main, forMode: .common)
      self.displayLink = displayLink
      clock.onScheduleChange = { [weak self] schedule in self?.scheduleDidChange(schedule) }
      accessibility?.announce = { announcement in
        UIAccessibility.post(notification: .announcement, argument: announcement.text)
      }
      container.layoutIfNeeded()
    }

    override open func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      host.screenWillAppear()
    }

    override open func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      host.screenDidAppear()
    }

    override open func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      host.screenWillDisappear()
    }

    override open func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      host.screenDidDisappear()
    }

    override open func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let bounds = view.bounds.inset(by: view.safeAreaInsets)
      host.setViewport(
        Size(width: Double(bounds.width), height: Double(bounds.height)),
        scale: Double(traitCollection.displayScale))
      layOutPages(in: bounds)
    }

    /// Ends the host (every child leaves) and stops the display link: call it when this view
    /// controller goes away for good.
    public func invalidate() {
      host.invalidate()
      displayLink?.invalidate()
      displayLink = nil
    }

    private func frame(at timestamp: CFTimeInterval) {
      clock.tick(timestamp: timestamp)
      view.setNeedsLayout()
      view.layoutIfNeeded()
    }

    private func scheduleDidChange(_ schedule: HostSchedule) {
      displayLink?.isPaused = !schedule.needsFrames
      NSObject.cancelPreviousPerformRequests(withTarget: link)
      guard !schedule.needsFrames, let deadline = schedule.nextDeadline else { return }
      let delay = max(0, clock.timestamp(of: deadline) - CACurrentMediaTime())
      link.perform(
        #selector(DisplayLinkTarget.wake), with: nil, afterDelay: delay, inModes: [.common])
    }

    private func layOutPages(in bounds: CGRect) {
      var elements: [UIAccessibilityElement] = []
      var shown = Set<ObjectIdentifier>()
      host.forEachFrame { frame in
        guard let child = host.controller(at: frame.index) as? UIViewController else { return }
        shown.insert(ObjectIdentifier(child))
        child.view.isHidden = false
        child.view.frame = CGRect(
          x: bounds.minX + frame.frame.minX, y: bounds.minY + frame.frame.minY,
          width: frame.frame.size.width, height: frame.frame.size.height)
        if let label = accessibility?.element(forPage: frame.index)?.label {
          let element = UIAccessibilityElement(accessibilityContainer: view as Any)
          element.accessibilityLabel = label
          element.accessibilityFrameInContainerSpace = child.view.frame
          elements.append(element)
        }
      }
      // Children whose pages are not shown stay in the hierarchy, out of sight.
      for child in children where !shown.contains(ObjectIdentifier(child)) {
        child.view.isHidden = true
      }
      view.accessibilityElements = accessibility == nil ? nil : elements
    }

    private func touch(_ phase: UITouch.Phase, _ touch: UITouch) {
      let location = touch.location(in: view)
      let inset = view.safeAreaInsets
      let point = Point(x: Double(location.x - inset.left), y: Double(location.y - inset.top))
      let time = clock.time(ofTimestamp: touch.timestamp)
      switch phase {
      case .began: host.touchDown(at: point, time: time)
      case .moved: host.touchMoved(to: point, time: time)
      case .ended: host.touchUp(at: point, time: time)
      default: host.touchCancelled(time: time)
      }
      view.setNeedsLayout()
    }
  }

  extension FolioPageViewController: @MainActor PageHostDisplay {
    /// Performs a containment step on the child view controller it names.
    public func pageHost(_ host: PageHost<Page>, perform action: ContainmentAction) {
      guard let child = action.controller as? UIViewController else { return }
      switch action.step {
      case .addChild: addChild(child)
      case .addView: view.addSubview(child.view)
      case .didMoveToParent: child.didMove(toParent: self)
      case .beginAppearance(let appearing):
        child.beginAppearanceTransition(appearing, animated: false)
      case .endAppearance: child.endAppearanceTransition()
      case .willMoveToNoParent: child.willMove(toParent: nil)
      case .removeView: child.view.removeFromSuperview()
      case .removeFromParent: child.removeFromParent()
      }
    }

    /// Lays the pages out in the next layout pass.
    public func pageHostNeedsLayout(_ host: PageHost<Page>) {
      viewIfLoaded?.setNeedsLayout()
    }
  }

  /// The display link's and the wake-up timer's target (a display link retains its target: not
  /// the view controller).
  @MainActor
  private final class DisplayLinkTarget: NSObject {
    var onFrame: ((CFTimeInterval) -> Void)?

    @objc func step(_ link: CADisplayLink) { onFrame?(link.timestamp) }

    @objc func wake() { onFrame?(CACurrentMediaTime()) }
  }

  /// Hands the first finger's touches to the host as they happen (other fingers are ignored)
  /// and never recognises a gesture of its own, so the pages' own controls get touches too.
  @MainActor
  private final class TouchForwardingRecognizer: UIGestureRecognizer {
    var onTouch: ((UITouch.Phase, UITouch) -> Void)?
    private var finger: UITouch?

    init() {
      super.init(target: nil, action: nil)
      cancelsTouchesInView = false
      delaysTouchesBegan = false
      delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      guard finger == nil, let touch = touches.first else { return }
      finger = touch
      onTouch?(.began, touch)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesMoved(touches, with: event)
      if let finger, touches.contains(finger) { onTouch?(.moved, finger) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
      lift(touches, .ended)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesCancelled(touches, with: event)
      lift(touches, .cancelled)
    }

    private func lift(_ touches: Set<UITouch>, _ phase: UITouch.Phase) {
      guard let finger, touches.contains(finger) else { return }
      self.finger = nil
      onTouch?(phase, finger)
      state = .failed
    }

    override func reset() {
      super.reset()
      finger = nil
    }
  }
#endif
