// What needs Objective-C or a UIKit submodule: selectors, @objc targets, a recognizer's subclass
// interface. Linux CI type-checks it as it is, with Objective-C interop on (.ci/apple/check).
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  /// The display link's target (a display link retains its target: not the view controller),
  /// a wake-up at the host's next deadline, and the app's background and foreground.
  @MainActor
  final class RunLoopTargets: NSObject {
    var onFrame: ((CFTimeInterval) -> Void)?
    var onBackground: (() -> Void)?
    var onForeground: (() -> Void)?
    private var displayLink: CADisplayLink?
    /// Starts the (paused) display link and listens for the app's background.
    func start() {
      guard displayLink == nil else { return }
      let link = CADisplayLink(target: self, selector: #selector(step(_:)))
      link.isPaused = true
      link.add(to: .main, forMode: .common)
      displayLink = link
      let center = NotificationCenter.default
      let background = UIApplication.didEnterBackgroundNotification
      let foreground = UIApplication.willEnterForegroundNotification
      center.addObserver(self, selector: #selector(enterBackground), name: background, object: nil)
      center.addObserver(self, selector: #selector(enterForeground), name: foreground, object: nil)
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
      onFrame = nil
      onBackground = nil
      onForeground = nil
    }
    @objc private func step(_ link: CADisplayLink) { onFrame?(link.timestamp) }
    @objc private func wake() { onFrame?(CACurrentMediaTime()) }
    @objc private func enterBackground() { onBackground?() }
    @objc private func enterForeground() { onForeground?() }
  }

  /// Hands the first finger's touches to the host as they happen (other fingers are ignored)
  /// and never recognises a gesture of its own; it recognises alongside the scroll view's pan,
  /// so the pages' controls and UIKit's scrolling work as they would without it.
  final class TouchForwardingRecognizer: UIGestureRecognizer, UIGestureRecognizerDelegate {
    var onTouch: ((UITouch.Phase, UITouch) -> Void)?
    private var finger: UITouch?

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
      state = .failed
    }
    override func reset() {
      super.reset()
      // Reset without a lift (the recognizer disabled mid-touch): the host hears it cancelled.
      if let finger { onTouch?(.cancelled, finger) }
      finger = nil
    }
  }

#endif
