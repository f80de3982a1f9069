/// A step of a page controller's lifecycle, as the controller hears it
/// (``PageContainerPlugin/pageDidReachLifecycleStep(_:step:controller:at:)``).
public enum PageLifecycleStep: Hashable, Sendable {
  /// `pageWillAppear`: its page starts being shown.
  case willAppear
  /// `pageDidAppear`: the pages rested with its page shown.
  case didAppear
  /// `pageDidDisappear`: no part of its page is shown any more.
  case didDisappear
  /// `pageWasReclaimed`: the container took it back (into its pool, or released).
  case reclaimed
}
