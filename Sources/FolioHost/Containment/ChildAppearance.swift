import Folio

/// What a child view controller has heard of its appearance: UIKit's four appearance states,
/// driven by `beginAppearanceTransition` and `endAppearanceTransition`.
public enum ChildAppearance: Hashable, Sendable {
  /// Not on screen (`viewDidDisappear`, or never shown).
  case disappeared
  /// `viewWillAppear` heard, `viewDidAppear` not yet.
  case appearing
  /// On screen (`viewDidAppear`).
  case appeared
  /// `viewWillDisappear` heard, `viewDidDisappear` not yet.
  case disappearing

  /// What a child should have heard, from its page's appearance in Folio, the screen's own,
  /// and what it has heard so far.
  ///
  /// The screen's appearance gates the page's: a page the container shows while the screen is
  /// away (another screen pushed over it) hears nothing until the screen returns; while the
  /// screen comes, the shown pages come with it; while it goes, the shown pages that were on
  /// screen go with it, and a page that starts showing meanwhile hears nothing.
  ///
  /// - Parameters:
  ///   - page: The page's appearance in Folio.
  ///   - screen: The screen's own.
  ///   - heard: What the child has heard so far.
  /// - Returns: The child's appearance.
  public static func wanted(
    page: PageAppearance, screen: ChildAppearance, heard: ChildAppearance
  ) -> ChildAppearance {
    wanted(page: page, screen: screen, heard: heard, isLeaving: false)
  }

  /// What a child should have heard, as ``wanted(page:screen:heard:)`` says, and under UIKit's
  /// appearance convention (``AppearanceConvention/uiKit``) for a page the pages are moving
  /// away from (`isLeaving`): disappearing while it is still shown.
  ///
  /// - Parameters:
  ///   - page: The page's appearance in Folio.
  ///   - screen: The screen's own.
  ///   - heard: What the child has heard so far.
  ///   - isLeaving: Whether the pages are moving away from it (UIKit's convention).
  /// - Returns: The child's appearance.
  public static func wanted(
    page: PageAppearance, screen: ChildAppearance, heard: ChildAppearance, isLeaving: Bool
  ) -> ChildAppearance {
    guard page != .hidden else { return .disappeared }
    switch screen {
    case .disappeared: return .disappeared
    case .disappearing: return heard == .disappeared ? .disappeared : .disappearing
    case .appearing, .appeared:
      // A leaving page still shown is disappearing, the screen coming or there (a cancelled
      // pop, then a swipe): its `viewDidDisappear` waits until it is gone.
      if isLeaving { return heard == .disappeared ? .disappeared : .disappearing }
      return screen == .appeared && page == .appeared ? .appeared : .appearing
    }
  }

  /// The appearance calls that take a child from what it heard to what it should hear, in
  /// order (none, one or two), each allowed by UIKit's rules: never `viewWillAppear` twice, no
  /// `end` without a `begin`.
  ///
  /// - Parameter target: What it should have heard.
  /// - Returns: The calls.
  public func steps(to target: ChildAppearance) -> [ContainmentStep] {
    var steps: [ContainmentStep] = []
    forEachStep(to: target) { steps.append($0) }
    return steps
  }

  /// Calls `body` with each step of ``steps(to:)``, in order, without allocating.
  ///
  /// - Parameters:
  ///   - target: What the child should have heard.
  ///   - body: Called with each step.
  @inline(__always)
  func forEachStep(to target: ChildAppearance, _ body: (ContainmentStep) -> Void) {
    let (first, second) = stepPair(to: target)
    if let first { body(first) }
    if let second { body(second) }
  }

  /// At most two steps, as a pair.
  private func stepPair(to target: ChildAppearance) -> (ContainmentStep?, ContainmentStep?) {
    switch (self, target) {
    case (.disappeared, .appearing), (.disappearing, .appearing):
      (.beginAppearance(isAppearing: true), nil)
    case (.disappeared, .appeared), (.disappearing, .appeared):
      (.beginAppearance(isAppearing: true), .endAppearance)
    case (.appearing, .appeared), (.disappearing, .disappeared): (.endAppearance, nil)
    case (.appearing, .disappearing), (.appeared, .disappearing):
      (.beginAppearance(isAppearing: false), nil)
    case (.appearing, .disappeared), (.appeared, .disappeared):
      (.beginAppearance(isAppearing: false), .endAppearance)
    case (.disappeared, .disappearing):
      // A page that never appeared cannot start disappearing: it stays as it is.
      (nil, nil)
    case (.appeared, .appearing):
      // An appeared page that the container shows again as appearing (it never does) or a
      // screen coming back while it stays appeared: it stays appeared.
      (nil, nil)
    default: (nil, nil)
    }
  }

  /// The state after a call (UIKit's rules; a call the rules refuse leaves it as it is).
  ///
  /// - Parameter kind: An appearance call.
  /// - Returns: The state after it.
  public func after(_ kind: ContainmentStep) -> ChildAppearance {
    switch (kind, self) {
    case (.beginAppearance(true), .disappeared), (.beginAppearance(true), .disappearing): .appearing
    case (.beginAppearance(false), .appeared), (.beginAppearance(false), .appearing): .disappearing
    case (.endAppearance, .appearing): .appeared
    case (.endAppearance, .disappearing): .disappeared
    default: self
    }
  }
}
