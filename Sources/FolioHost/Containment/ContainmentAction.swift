import Folio

/// One step of view controller containment, for the platform to perform at once, in order:
/// UIKit's documented container rules, one to one with Folio's lifecycle (see <doc:HostingFolio>).
///
/// | step | UIKit call |
/// | --- | --- |
/// | ``ContainmentStep/addChild`` | `addChild(_:)` (which sends `willMove(toParent:)`) |
/// | ``ContainmentStep/addView`` | the child's view added to the container's view |
/// | ``ContainmentStep/didMoveToParent`` | `didMove(toParent: self)` |
/// | ``ContainmentStep/beginAppearance(isAppearing:)`` | `beginAppearanceTransition(_:animated:)`, with ``ContainmentAction/isAnimated`` |
/// | ``ContainmentStep/endAppearance`` | `endAppearanceTransition()` |
/// | ``ContainmentStep/willMoveToNoParent`` | `willMove(toParent: nil)` |
/// | ``ContainmentStep/removeView`` | `view.removeFromSuperview()` |
/// | ``ContainmentStep/removeFromParent`` | `removeFromParent()` (which sends `didMove(toParent: nil)`) |
///
/// Not generic: the controller is an object (a `UIViewController`, for a UIKit host, which
/// casts it), so that performing a step costs no generic work.
public struct ContainmentAction {
  /// The step.
  public var step: ContainmentStep
  /// The page controller it concerns (a view controller, for a UIKit host).
  public var controller: AnyObject
  /// The controller's name in Folio's events (`Type#n`).
  public var tag: ControllerTag
  /// Whether what it belongs to is animated.
  ///
  /// A motion of the pages (a swipe, a glide, an animated scroll or jump) or an animated
  /// appearance of the screen; `false` for an instant change (the first layout, an instant
  /// jump, an update at rest). What UIKit's `beginAppearanceTransition(_:animated:)` passes on
  /// to `viewWillAppear(_:)`.
  public var isAnimated: Bool

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - step: The step.
  ///   - controller: The controller.
  ///   - tag: Its name in events.
  ///   - isAnimated: Whether it belongs to an animated change; `false` by default.
  public init(
    _ step: ContainmentStep, controller: AnyObject, tag: ControllerTag, isAnimated: Bool = false
  ) {
    self.step = step
    self.controller = controller
    self.tag = tag
    self.isAnimated = isAnimated
  }
}

/// A step of view controller containment (see ``ContainmentAction``).
public enum ContainmentStep: Hashable, Sendable {
  /// The controller becomes a child of the container.
  case addChild
  /// Its view enters the container's view hierarchy.
  case addView
  /// It is told it moved into the container.
  case didMoveToParent
  /// An appearance transition begins: appearing (`viewWillAppear`) or disappearing
  /// (`viewWillDisappear`).
  case beginAppearance(isAppearing: Bool)
  /// The appearance transition under way ends (`viewDidAppear` or `viewDidDisappear`).
  case endAppearance
  /// It is told it will leave the container.
  case willMoveToNoParent
  /// Its view leaves the view hierarchy.
  case removeView
  /// It stops being a child.
  case removeFromParent
}

extension ContainmentAction: CustomStringConvertible {
  /// The step and the controller: `beginAppearance(true) Photo#2`.
  public var description: String { "\(step) \(tag)" }
}

extension ContainmentStep: CustomStringConvertible {
  /// The step's UIKit name: `addChild`, `beginAppearance(true)`, `endAppearance`...
  public var description: String {
    switch self {
    case .addChild: "addChild"
    case .addView: "addView"
    case .didMoveToParent: "didMoveToParent"
    case .beginAppearance(let appearing): "beginAppearance(\(appearing))"
    case .endAppearance: "endAppearance"
    case .willMoveToNoParent: "willMoveToNoParent"
    case .removeView: "removeView"
    case .removeFromParent: "removeFromParent"
    }
  }
}
