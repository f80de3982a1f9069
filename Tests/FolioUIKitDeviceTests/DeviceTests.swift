// FolioPageViewController on the iOS Simulator: its pages on a real UIScrollView in a UIWindow,
// driven from code as UIKit would drive them (no touches). Apple builds only: Linux builds this
// target empty and type-checks it against the stand-ins (.ci/apple/check); CONTRIBUTING.md says
// how a Mac runs it (xcodebuild test on a simulator).
#if canImport(UIKit) && !os(watchOS)
  import Testing

  /// The device tests, one at a time: each puts a window on the simulator's screen and waits on
  /// real time (the main run loop), so no two may share the screen or the main actor's turns.
  @Suite(.serialized) enum DeviceTests {}
#endif
