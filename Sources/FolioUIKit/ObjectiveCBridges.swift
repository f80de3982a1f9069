// What needs Objective-C or a UIKit submodule: selectors, @objc targets, a recognizer's subclass
// interface. Linux CI type-checks it as it is, with Objective-C interop on (.ci/apple/check).
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  /// The display link's target (a display link retains its target: not the view controller),
  /// a wake-up at the host's next deadline, and the background and foreground (`true`, `false`)
  /// of the scene the pages are in (another window's scene is not theirs).
  @MainActor
  final class RunLoopTargets: NSObject {
    var onFrame: ((CFTimeInterval) -> Void)?
    var onBackground: ((Bool) -> Void)?
    private var displayLink: CADisplayLink?
    /// Starts the (paused) display link, at the display's rate (ProMotion's 120 Hz, as UIKit's
    /// own scrolling).
    func start() {
      guard displayLink == nil else { return }
      let link = CADisplayLink(target: self, selector: #selector(step(_:)))
      link.isPaused = true
      link.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
      link.add(to: .main, forMode: .common)
      displayLink = link
    }
    /// Listens to `scene`, or to the app without one (an app with no scene manifest).
    func observe(scene: UIScene?) {
      let center = NotificationCenter.default
      center.removeObserver(self)
      let (background, foreground) =
        scene == nil
        ? (
          UIApplication.didEnterBackgroundNotification,
          UIApplication.willEnterForegroundNotification
        )
        : (UIScene.didEnterBackgroundNotification, UIScene.willEnterForegroundNotification)
      center.addObserver(
        self, selector: #selector(enterBackground), name: background, object: scene)
      center.addObserver(
        self, selector: #selector(enterForeground), name: foreground, object: scene)
    }
    /// Frames while something moves; at rest, a wake-up after `wakeAfter` seconds if set.
    func schedule(needsFrames: Bool, wakeAfter: Double?) {
      displayLink?.isPaused = !needsFrames
      NSObject.cancelPreviousPerformRequests(withTarget: self)
      guard !needsFrames, let wakeAfter else { return }
      perform(#selector(wake), with: nil, afterDelay: wakeAfter, inModes: [.common])
    }
    /// Stops everything (for good).
    func stop() {
      displayLink?.invalidate()
      displayLink = nil
      NSObject.cancelPreviousPerformRequests(withTarget: self)
      NotificationCenter.default.removeObserver(self)
      (onFrame, onBackground) = (nil, nil)
    }
    // The frame being prepared is shown at the target timestamp: the pages are laid out there.
    @objc private func step(_ link: CADisplayLink) { onFrame?(link.targetTimestamp) }
    @objc private func wake() { onFrame?(CACurrentMediaTime()) }
    @objc private func enterBackground() { onBackground?(true) }
    @objc private func enterForeground() { onBackground?(false) }
  }

  /// Hands the first finger's touches to the host as they happen (other fingers are ignored),
  /// alongside the scroll view's pan, so the pages' controls and UIKit's scrolling work as they
  /// would without it; it recognises only when the host says the touch pans in owned motion
  /// (``claim()``), which cancels the content's touches.
  final class TouchForwardingRecognizer: UIGestureRecognizer, UIGestureRecognizerDelegate {
    var onTouch: ((UITouch.Phase, UITouch) -> Void)?
    private var finger: UITouch?
    /// The touch pans the pages (owned motion): recognised, the content's touches cancelled.
    func claim() {
      switch state {
      case .possible:
        cancelsTouchesInView = true
        state = .began
      case .began, .changed: state = .changed
      default: break
      }
    }

    init() {
      super.init(target: nil, action: nil)
      cancelsTouchesInView = false
      delaysTouchesBegan = false
      delaysTouchesEnded = false
      delegate = self
    }
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
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
      state = state == .possible ? .failed : phase == .ended ? .ended : .cancelled
    }
    override func reset() {
      super.reset()
      // Reset without a lift (the recognizer disabled mid-touch): the host hears it cancelled.
      if let finger { onTouch?(.cancelled, finger) }
      finger = nil
      cancelsTouchesInView = false
    }
  }

#endif
