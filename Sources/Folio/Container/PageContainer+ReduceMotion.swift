// MARK: - Reduced motion: one switch for the container and its plugins

extension PageContainer {
  /// Whether the user asked for less motion (UIKit's `isReduceMotionEnabled`, AppKit's
  /// `accessibilityDisplayShouldReduceMotion`); `false` by default.
  ///
  /// While it is on, animated jumps (``scrollToPage(_:animated:)`` with `animated: true`) are
  /// instant, transforms stay at rest (a ``TransformablePageController`` hears progress 0 for its
  /// shown page), and plugins that move the pages on their own read it from their context
  /// (`PagePluginContext.reducesMotion`: an auto-advance stops, accessibility actions are
  /// instant, a tab strip's taps too). A finger's drag and glide are the user's own motion and
  /// are left alone. Turning it on finishes an animation or jump under way at once, with its
  /// events; plugins hear ``PageContainerPlugin/pageContainerMotionPreferenceDidChange(_:)``.
  ///
  /// A queued request, like every change.
  public var reducesMotion: Bool {
    get { pageGeometry.reducesMotion }
    set {
      submit {
        guard self.pageGeometry.setReducesMotion(newValue) else { return }
        switch self.phase {
        case .animating(let target),
          .jumping(let target) where newValue:
          self.startScroll(to: target, animated: false)
        default: break
        }
        // Every shown page hears its progress again: 0 now, or where it really is.
        self.presentation.forgetDeliveredProgress()
        self.deliverProgress()
        self.forEachPlugin { $0.plugin.pageContainerMotionPreferenceDidChange($0.context) }
      }
    }
  }
}
