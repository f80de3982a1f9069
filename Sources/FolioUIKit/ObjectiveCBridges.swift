// What needs Objective-C or a UIKit submodule (checked with Objective-C interop on Linux).
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  /// The display link's target (it retains it: not the view controller), the wake-up at the
  /// host's deadline, the pages' scene's background (`true`), foreground and disconnection,
  /// and what ends with it (the host: stopped on the main actor after the view controller goes).
  @MainActor
  final class RunLoopTargets: NSObject {
    var onFrame: ((CFTimeInterval) -> Void)?
    var onBackground: ((Bool) -> Void)?
    var onDisconnect: (() -> Void)?
    var onStop: (() -> Void)?
    private var displayLink: CADisplayLink?
    /// Starts the (paused) display link, at ProMotion's rate as UIKit's own scrolling.
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
      typealias App = UIApplication
      let center = NotificationCenter.default
      center.removeObserver(self)
      let toBack =
        scene == nil ? App.didEnterBackgroundNotification : UIScene.didEnterBackgroundNotification
      let toFront =
        scene == nil ? App.willEnterForegroundNotification : UIScene.willEnterForegroundNotification
      center.addObserver(self, selector: #selector(enterBackground), name: toBack, object: scene)
      center.addObserver(self, selector: #selector(enterForeground), name: toFront, object: scene)
      let gone = scene == nil ? App.willTerminateNotification : UIScene.didDisconnectNotification
      center.addObserver(self, selector: #selector(disconnect), name: gone, object: scene)
    }
    /// Frames while something moves; at rest, a wake-up at the timestamp `wakeAt` if set.
    func schedule(needsFrames: Bool, wakeAt: CFTimeInterval?) {
      displayLink?.isPaused = !needsFrames
      NSObject.cancelPreviousPerformRequests(withTarget: self)
      guard !needsFrames, let wakeAt else { return }
      let delay = max(0, wakeAt - CACurrentMediaTime())
      perform(#selector(wake), with: nil, afterDelay: delay, inModes: [.common])
    }
    /// Stops everything (for good).
    func stop() {
      displayLink?.invalidate()
      displayLink = nil
      NSObject.cancelPreviousPerformRequests(withTarget: self)
      NotificationCenter.default.removeObserver(self)
      let end = onStop
      (onFrame, onBackground, onDisconnect, onStop) = (nil, nil, nil, nil)
      end?()
    }
    // The frame being prepared is shown at the target timestamp: the pages are laid out there.
    @objc private func step(_ link: CADisplayLink) { onFrame?(link.targetTimestamp) }
    @objc private func wake() { onFrame?(CACurrentMediaTime()) }
    @objc private func enterBackground() { onBackground?(true) }
    @objc private func enterForeground() { onBackground?(false) }
    @objc private func disconnect() { onDisconnect?() }
  }

  /// Hands the first finger's touches to the host as they happen, alongside the scroll view's
  /// pan and the pages' controls; it recognises only when the host says the touch pans in
  /// owned motion (``claim()``), which cancels the content's touches.
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
      delaysTouchesEnded = false  // (touches begin undelayed by default)
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
