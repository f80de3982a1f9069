// FolioPageView on the iOS Simulator: the pager's SwiftUI view hosted in a UIHostingController in
// a UIWindow, driven from code (the pager's documented entry points, the view's own state; no
// touches: a real finger is the UI tests' of Examples/SwiftUIDeviceApp). Apple builds only: Linux
// builds this target empty and type-checks it against the stand-ins (.ci/apple/check);
// CONTRIBUTING.md says how a Mac runs it (xcodebuild test on a simulator).
#if canImport(UIKit) && !os(watchOS)
  import Testing

  /// The SwiftUI device tests, one at a time: each puts a window on the simulator's screen and
  /// waits on real time (the main run loop), so no two may share the screen or the main actor's
  /// turns.
  @Suite(.serialized) enum SwiftUIDeviceTests {}
#endif
