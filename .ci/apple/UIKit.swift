// swift-format-ignore-file
// A CI-only stand-in for UIKit as Swift imports the iOS 18.0 SDK's
// UIKit.framework/Headers (and the Swift overlay,
// UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface), for FolioUIKit,
// Examples/AppleScreens/UIKit and an ordinary screen (.ci/apple/check, `--screen`).
// UIView.h (its view, geometry and hierarchy), UIScrollView.h, UIGestureRecognizer.h,
// UIGestureRecognizerSubclass.h, UIAccessibility.h, UIAccessibilityConstants.h, UIColor.h and
// UIImage.h were read from the SDK; the other headers' declarations from Apple's documentation
// of them, in the form the headers take.
//
// This is the Swift overlay of a Clang module of the same name (include/UIKit): the gesture
// recognizer, its delegate, UITouch, UIEvent, UIEdgeInsets, the accessibility functions and
// every NS_ENUM are Objective-C and C declarations Swift imports itself, as from the SDK. The
// rest is written here as the importer gives it, header by header (each names its header):
// classes `@MainActor` (NS_SWIFT_UI_ACTOR) and `@preconcurrency` (as every imported declaration
// is: isolation errors are warnings in Swift 6 mode, which -warnings-as-errors makes errors),
// members `@objc` and `open`, nullability as optionals, designated initializers as designated
// and `+classFactory` methods as convenience initializers, `API_AVAILABLE` as `@available`,
// Objective-C protocols `@objc` with `@objc optional` requirements. A member that takes a
// swift-corelibs-foundation class or struct Objective-C cannot represent (RunLoop, Bundle,
// NSCoder, NSNotification.Name), or an `Any` (Linux's standard library lacks the intrinsic that
// bridges `id` to `Any`, which emitting an @objc member's entry point needs), is not `@objc`:
// `#selector` of it would be rejected here and accepted by the SDK; nothing else differs.
// Declarations only: no behaviour.

@_exported import Foundation
@_exported import QuartzCore
@_exported import Accessibility
@_exported import CoreGraphics
@_exported import ObjectiveC
// Named re-exports: swift-corelibs-foundation declares these names too; a declaration reached
// through an import that names it wins over one reached through a whole-module import, so these
// are the SDK's in every file that imports UIKit (or SwiftUI), with Foundation or without.
@_exported import class ObjectiveC.NSObject
@_exported import protocol ObjectiveC.NSObjectProtocol
@_exported import struct ObjectiveC.ObjCBool
@_exported import struct CoreGraphics.CGFloat
@_exported import struct CoreGraphics.CGPoint
@_exported import struct CoreGraphics.CGSize
@_exported import struct CoreGraphics.CGRect
@_exported import enum CoreGraphics.CGRectEdge

// MARK: - Foundation categories UIKit code calls (Foundation.framework/Headers)

// NSRunLoop.h: @interface NSObject (NSDelayedPerforming). Not @objc: the modes are
// swift-corelibs-foundation's RunLoop.Mode.
extension NSObject {
  public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]) {}
  public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {}
  public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {}
  public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {}
}

// NSNotification.h: -addObserver:selector:name:object:, which swift-corelibs-foundation's
// NotificationCenter lacks (it has only the block-based form).
extension NotificationCenter {
  public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {}
}

// UITableView.h: @interface NSIndexPath (UIKitAdditions), as the overlay gives it to IndexPath.
extension IndexPath {
  public init(row: Int, section: Int) { fatalError() }
  public var section: Int { get { fatalError() } set {} }
  public var row: Int { get { fatalError() } set {} }
}

// MARK: - UIGeometry.h (the overlay's additions)

extension UIEdgeInsets: Equatable {
  public static func == (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> Bool { fatalError() }
}
extension CGRect {
  /// `UIEdgeInsetsInsetRect` (a static inline function the SDK names `inset(by:)` in Swift).
  public func inset(by insets: UIEdgeInsets) -> CGRect { fatalError() }
}

// MARK: - UIResponder.h

@preconcurrency @MainActor open class UIResponder: NSObject {
  @objc open var next: UIResponder? { fatalError() }
  @objc open var canBecomeFirstResponder: Bool { fatalError() }
  @objc open func becomeFirstResponder() -> Bool { fatalError() }
  @objc open var canResignFirstResponder: Bool { fatalError() }
  @objc open func resignFirstResponder() -> Bool { fatalError() }
  @objc open var isFirstResponder: Bool { fatalError() }
  @objc open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  @objc open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  @objc open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  @objc open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

// MARK: - UITraitCollection.h

/// `UITraitEnvironment` (iOS 8.0).
@preconcurrency @MainActor @objc public protocol UITraitEnvironment: NSObjectProtocol {
  var traitCollection: UITraitCollection { get }
}

// UITraitCollection (Sendable, not isolated) is Objective-C: include/UIKit/UITraitCollection.h.

// MARK: - UIView.h

@preconcurrency @MainActor open class UIView: UIResponder, UITraitEnvironment {
  public typealias ContentMode = __UIViewContentMode
  public typealias AutoresizingMask = __UIViewAutoresizing
  public typealias AnimationOptions = __UIViewAnimationOptions
  @objc public init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  public convenience override init() { fatalError() }
  @objc open var isUserInteractionEnabled: Bool { get { fatalError() } set {} }
  @objc open var tag: Int { get { fatalError() } set {} }
  @objc open var layer: CALayer { fatalError() }
  @objc open var frame: CGRect { get { fatalError() } set {} }
  @objc open var bounds: CGRect { get { fatalError() } set {} }
  @objc open var center: CGPoint { get { fatalError() } set {} }
  @objc open var transform: CGAffineTransform { get { fatalError() } set {} }
  @objc open var autoresizingMask: UIView.AutoresizingMask { get { fatalError() } set {} }
  @objc open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
  @objc open func sizeToFit() {}
  @objc open var superview: UIView? { fatalError() }
  @objc open var subviews: [UIView] { fatalError() }
  @objc open var window: UIWindow? { fatalError() }
  @objc open func removeFromSuperview() {}
  @objc open func insertSubview(_ view: UIView, at index: Int) {}
  @objc open func addSubview(_ view: UIView) {}
  @objc open func bringSubviewToFront(_ view: UIView) {}
  @objc open func sendSubviewToBack(_ view: UIView) {}
  @objc open func didMoveToSuperview() {}
  @objc open func didMoveToWindow() {}
  @objc open func setNeedsLayout() {}
  @objc open func layoutIfNeeded() {}
  @objc open func layoutSubviews() {}
  /// (iOS 11.0)
  @available(iOS 11.0, *)
  @objc open var safeAreaInsets: UIEdgeInsets { fatalError() }
  @objc open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError() }
  @objc open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { fatalError() }
  @objc(convertPoint:toView:) open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { fatalError() }
  @objc(convertPoint:fromView:) open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { fatalError() }
  @objc(convertRect:toView:) open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }
  @objc(convertRect:fromView:) open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError() }
  @objc open var clipsToBounds: Bool { get { fatalError() } set {} }
  @objc open var backgroundColor: UIColor? { get { fatalError() } set {} }
  @objc open var alpha: CGFloat { get { fatalError() } set {} }
  @objc open var isOpaque: Bool { get { fatalError() } set {} }
  @objc open var isHidden: Bool { get { fatalError() } set {} }
  @objc open var contentMode: UIView.ContentMode { get { fatalError() } set {} }
  /// null_resettable: set nil, read a colour.
  @objc open var tintColor: UIColor! { get { fatalError() } set {} }
  @objc open func setNeedsDisplay() {}
  @objc open var translatesAutoresizingMaskIntoConstraints: Bool { get { fatalError() } set {} }
  @objc open var traitCollection: UITraitCollection { fatalError() }
  /// `gestureRecognizerShouldBegin(_:)` (iOS 6.0), of the category `UIView
  /// (UIViewGestureRecognizers)`.
  @objc open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }
  /// `gestureRecognizers` (iOS 3.2).
  @objc open var gestureRecognizers: [UIGestureRecognizer]? { get { fatalError() } set {} }
  /// `addGestureRecognizer(_:)` (iOS 3.2).
  @objc open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
  /// `removeGestureRecognizer(_:)` (iOS 3.2).
  @objc open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
  /// `+animateWithDuration:animations:completion:` (iOS 4.0).
  @objc open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
  /// `+animateWithDuration:animations:` (iOS 4.0).
  @objc open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}
  /// `+animateWithDuration:delay:options:animations:completion:` (iOS 4.0).
  @objc open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
}

// UIWindow.h
/// `UIWindow` (iOS 2.0): what a view's `window` is.
@preconcurrency @MainActor open class UIWindow: UIView {
  @objc open var rootViewController: UIViewController? { get { fatalError() } set {} }
  @objc open func makeKeyAndVisible() {}
  /// `@property(nonatomic, weak, nullable) UIWindowScene *windowScene API_AVAILABLE(ios(13.0))`.
  @available(iOS 13.0, *)
  @objc open var windowScene: UIWindowScene? { get { fatalError() } set {} }
}

// UIScene.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR @interface UIScene :
// UIResponder`; its notifications are `UIKIT_EXTERN NSNotificationName const
// UISceneDidEnterBackgroundNotification API_AVAILABLE(ios(13.0))` and so on, imported as
// nonisolated static members (UIKit.apinotes gives their Swift names).
@available(iOS 13.0, *)
@preconcurrency @MainActor open class UIScene: UIResponder {
  nonisolated public static let didEnterBackgroundNotification = NSNotification.Name("UISceneDidEnterBackgroundNotification")
  nonisolated public static let willEnterForegroundNotification = NSNotification.Name("UISceneWillEnterForegroundNotification")
  nonisolated public static let didDisconnectNotification = NSNotification.Name("UISceneDidDisconnectNotification")
  nonisolated public static let didActivateNotification = NSNotification.Name("UISceneDidActivateNotification")
  nonisolated public static let willDeactivateNotification = NSNotification.Name("UISceneWillDeactivateNotification")
}

// UIWindowScene.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR @interface
// UIWindowScene : UIScene`.
@available(iOS 13.0, *)
@preconcurrency @MainActor open class UIWindowScene: UIScene {
  @objc open var windows: [UIWindow] { fatalError() }
}

// MARK: - UIScrollView.h

@preconcurrency @MainActor open class UIScrollView: UIView {
  public typealias IndicatorStyle = __UIScrollViewIndicatorStyle
  public typealias KeyboardDismissMode = __UIScrollViewKeyboardDismissMode
  public typealias ContentInsetAdjustmentBehavior = __UIScrollViewContentInsetAdjustmentBehavior
  /// `UIScrollViewDecelerationRate`, a CGFloat NS_TYPED_ENUM (iOS 3.0): include/UIKit/UIKitTypes.h.
  public typealias DecelerationRate = __UIScrollViewDecelerationRate
  @objc open var contentOffset: CGPoint { get { fatalError() } set {} }
  @objc open var contentSize: CGSize { get { fatalError() } set {} }
  @objc open var contentInset: UIEdgeInsets { get { fatalError() } set {} }
  /// (iOS 11.0)
  @available(iOS 11.0, *)
  @objc open var adjustedContentInset: UIEdgeInsets { fatalError() }
  /// (iOS 11.0)
  @available(iOS 11.0, *)
  @objc open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior { get { fatalError() } set {} }
  @objc weak open var delegate: (any UIScrollViewDelegate)?
  @objc open var isDirectionalLockEnabled: Bool { get { fatalError() } set {} }
  @objc open var bounces: Bool { get { fatalError() } set {} }
  @objc open var alwaysBounceVertical: Bool { get { fatalError() } set {} }
  @objc open var alwaysBounceHorizontal: Bool { get { fatalError() } set {} }
  @objc open var isPagingEnabled: Bool { get { fatalError() } set {} }
  @objc open var isScrollEnabled: Bool { get { fatalError() } set {} }
  @objc open var showsVerticalScrollIndicator: Bool { get { fatalError() } set {} }
  @objc open var showsHorizontalScrollIndicator: Bool { get { fatalError() } set {} }
  @objc open var indicatorStyle: UIScrollView.IndicatorStyle { get { fatalError() } set {} }
  /// (iOS 11.1)
  @available(iOS 11.1, *)
  @objc open var verticalScrollIndicatorInsets: UIEdgeInsets { get { fatalError() } set {} }
  /// (iOS 11.1)
  @available(iOS 11.1, *)
  @objc open var horizontalScrollIndicatorInsets: UIEdgeInsets { get { fatalError() } set {} }
  /// (iOS 3.0)
  @objc open var decelerationRate: UIScrollView.DecelerationRate { get { fatalError() } set {} }
  @objc open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
  @objc open var minimumZoomScale: CGFloat { get { fatalError() } set {} }
  @objc open var maximumZoomScale: CGFloat { get { fatalError() } set {} }
  /// (iOS 3.0)
  @objc open var zoomScale: CGFloat { get { fatalError() } set {} }
  /// (iOS 3.0)
  @objc open func setZoomScale(_ scale: CGFloat, animated: Bool) {}
  /// (iOS 3.0)
  @objc open func zoom(to rect: CGRect, animated: Bool) {}
  @objc open var bouncesZoom: Bool { get { fatalError() } set {} }
  @objc open var isZooming: Bool { fatalError() }
  @objc open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
  @objc open func flashScrollIndicators() {}
  /// (iOS 5.0)
  @objc open var panGestureRecognizer: UIPanGestureRecognizer { fatalError() }
  @objc open var isTracking: Bool { fatalError() }
  @objc open var isDragging: Bool { fatalError() }
  @objc open var isDecelerating: Bool { fatalError() }
  @objc open var delaysContentTouches: Bool { get { fatalError() } set {} }
  @objc open var canCancelContentTouches: Bool { get { fatalError() } set {} }
  @objc open var scrollsToTop: Bool { get { fatalError() } set {} }
  /// (iOS 7.0)
  @objc open var keyboardDismissMode: UIScrollView.KeyboardDismissMode { get { fatalError() } set {} }
  /// (iOS 10.0)
  @available(iOS 10.0, *)
  @objc open var refreshControl: UIRefreshControl? { get { fatalError() } set {} }
}

/// `UIScrollViewDelegate` (iOS 2.0): every method optional.
@preconcurrency @MainActor @objc public protocol UIScrollViewDelegate: NSObjectProtocol {
  @objc optional func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// (iOS 3.2)
  @objc optional func scrollViewDidZoom(_ scrollView: UIScrollView)
  @objc optional func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// (iOS 5.0)
  @objc optional func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
  @objc optional func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  @objc optional func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  @objc optional func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  @objc optional func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  @objc optional func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// (iOS 3.2)
  @objc optional func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
  @objc optional func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
  @objc optional func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  @objc optional func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  /// (iOS 11.0)
  @objc optional func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

// MARK: - UIApplication.h

@preconcurrency @MainActor open class UIApplication: UIResponder {
  @objc open class var shared: UIApplication { fatalError() }
  /// `UIApplicationDidEnterBackgroundNotification` (iOS 4.0): NS_SWIFT_NONISOLATED.
  nonisolated public static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
  /// `UIApplicationWillEnterForegroundNotification` (iOS 4.0).
  nonisolated public static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
  /// `UIApplicationDidBecomeActiveNotification`.
  nonisolated public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
  /// `UIApplicationWillResignActiveNotification`.
  nonisolated public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
  /// `UIKIT_EXTERN NSNotificationName const UIApplicationWillTerminateNotification
  /// NS_SWIFT_NONISOLATED` (iOS 2.0), as the notifications above: the symbol read in the iOS
  /// 18.0 SDK's UIKit.framework/UIKit.tbd (its exports list
  /// `_UIApplicationWillTerminateNotification`; github.com/xybp888/iOS-SDKs,
  /// iPhoneOS18.0.sdk), its Swift name from Apple's documentation of UIApplication.h.
  nonisolated public static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")
}

// MARK: - UIViewController.h

@preconcurrency @MainActor open class UIViewController: UIResponder, UITraitEnvironment {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  public convenience override init() { fatalError() }
  /// null_resettable: read it and the view loads.
  @objc open var view: UIView! { get { fatalError() } set {} }
  @objc open func loadView() {}
  /// (iOS 9.0)
  @available(iOS 9.0, *)
  @objc open func loadViewIfNeeded() {}
  /// (iOS 9.0)
  @available(iOS 9.0, *)
  @objc open var viewIfLoaded: UIView? { fatalError() }
  /// `@property(nonatomic) UIEdgeInsets additionalSafeAreaInsets API_AVAILABLE(ios(11.0))`
  /// (UIViewController.h).
  @available(iOS 11.0, *)
  @objc open var additionalSafeAreaInsets: UIEdgeInsets { get { fatalError() } set {} }
  /// (iOS 3.0)
  @objc open var isViewLoaded: Bool { fatalError() }
  @objc open func viewDidLoad() {}
  @objc open func viewWillAppear(_ animated: Bool) {}
  @objc open func viewDidAppear(_ animated: Bool) {}
  @objc open func viewWillDisappear(_ animated: Bool) {}
  @objc open func viewDidDisappear(_ animated: Bool) {}
  /// (iOS 5.0)
  @objc open func viewWillLayoutSubviews() {}
  /// (iOS 5.0)
  @objc open func viewDidLayoutSubviews() {}
  @objc open var title: String? { get { fatalError() } set {} }
  @objc open var parent: UIViewController? { fatalError() }
  /// (iOS 5.0)
  @objc open var presentedViewController: UIViewController? { fatalError() }
  /// (iOS 5.0)
  @objc open var presentingViewController: UIViewController? { fatalError() }
  /// (iOS 3.2)
  @objc open var modalPresentationStyle: UIModalPresentationStyle { get { fatalError() } set {} }
  /// (iOS 3.0)
  @objc open var modalTransitionStyle: UIModalTransitionStyle { get { fatalError() } set {} }
  /// (iOS 5.0)
  @objc open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
  /// (iOS 5.0)
  @objc open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
  /// (iOS 8.0)
  @objc open var presentationController: UIPresentationController? { fatalError() }
  /// (iOS 15.0)
  @available(iOS 15.0, *)
  @objc open var sheetPresentationController: UISheetPresentationController? { fatalError() }
  @objc open var navigationController: UINavigationController? { fatalError() }
  /// (iOS 5.0)
  @objc open var children: [UIViewController] { fatalError() }
  /// (iOS 5.0)
  @objc open func addChild(_ childController: UIViewController) {}
  /// (iOS 5.0)
  @objc open func removeFromParent() {}
  /// (iOS 5.0)
  @objc open func willMove(toParent parent: UIViewController?) {}
  /// (iOS 5.0)
  @objc open func didMove(toParent parent: UIViewController?) {}
  /// (iOS 5.0)
  @objc open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {}
  /// (iOS 5.0)
  @objc open func endAppearanceTransition() {}
  /// (iOS 6.0)
  @objc open var shouldAutomaticallyForwardAppearanceMethods: Bool { fatalError() }
  @objc open var traitCollection: UITraitCollection { fatalError() }
}

// UINavigationController.h
@preconcurrency @MainActor open class UINavigationController: UIViewController {
  @objc public init(rootViewController: UIViewController) { fatalError() }
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
  public required init?(coder aDecoder: NSCoder) { fatalError() }
  @objc open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
  @objc open func popViewController(animated: Bool) -> UIViewController? { fatalError() }
  @objc open func popToRootViewController(animated: Bool) -> [UIViewController]? { fatalError() }
  @objc open var topViewController: UIViewController? { fatalError() }
  @objc open var viewControllers: [UIViewController] { get { fatalError() } set {} }
  @objc open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
  @objc(navigationBarHidden) open var isNavigationBarHidden: Bool { get { fatalError() } set {} }
}

// UIPresentationController.h
/// `UIPresentationController` (iOS 8.0).
@preconcurrency @MainActor open class UIPresentationController: NSObject {
  @objc open var presentingViewController: UIViewController { fatalError() }
  @objc open var presentedViewController: UIViewController { fatalError() }
}

// UISheetPresentationController.h
/// `UISheetPresentationController` (iOS 15.0).
@available(iOS 15.0, *)
@preconcurrency @MainActor open class UISheetPresentationController: UIPresentationController {
  /// `UISheetPresentationControllerDetent` (iOS 15.0).
  @preconcurrency @MainActor open class Detent: NSObject {
    /// `UISheetPresentationControllerDetentIdentifier`, an NSString NS_TYPED_EXTENSIBLE_ENUM.
    public typealias Identifier = __UISheetPresentationControllerDetentIdentifier
    @objc open class func medium() -> UISheetPresentationController.Detent { fatalError() }
    @objc open class func large() -> UISheetPresentationController.Detent { fatalError() }
    /// (iOS 16.0)
    @available(iOS 16.0, *)
    @objc open var identifier: UISheetPresentationController.Detent.Identifier { fatalError() }
  }
  @objc open var detents: [UISheetPresentationController.Detent] { get { fatalError() } set {} }
  @objc open var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier? { get { fatalError() } set {} }
  @objc open var prefersGrabberVisible: Bool { get { fatalError() } set {} }
  @objc open var preferredCornerRadius: CGFloat { get { fatalError() } set {} }
  @objc open var prefersScrollingExpandsWhenScrolledToEdge: Bool { get { fatalError() } set {} }
}

// MARK: - UIColor, UIFont, UIImage

// Sendable (NS_SWIFT_SENDABLE) and not actor-isolated: Objective-C declarations,
// include/UIKit/UIColor.h, UIFont.h and UIImage.h (a Swift class cannot be Sendable without
// `@unchecked`; imported, they are as the SDK's are).

// UIImageView.h
@preconcurrency @MainActor open class UIImageView: UIView {
  @objc public init(image: UIImage?) { fatalError() }
  @objc public override init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  @objc open var image: UIImage? { get { fatalError() } set {} }
  @objc open var highlightedImage: UIImage? { get { fatalError() } set {} }
  @objc open var isHighlighted: Bool { get { fatalError() } set {} }
}

// MARK: - UILabel.h

@preconcurrency @MainActor open class UILabel: UIView {
  @objc open var text: String? { get { fatalError() } set {} }
  /// null_resettable
  @objc open var font: UIFont! { get { fatalError() } set {} }
  /// null_resettable
  @objc open var textColor: UIColor! { get { fatalError() } set {} }
  @objc open var textAlignment: NSTextAlignment { get { fatalError() } set {} }
  @objc open var lineBreakMode: NSLineBreakMode { get { fatalError() } set {} }
  @objc open var numberOfLines: Int { get { fatalError() } set {} }
  @objc open var adjustsFontSizeToFitWidth: Bool { get { fatalError() } set {} }
  /// (iOS 10.0)
  @objc open var adjustsFontForContentSizeCategory: Bool { get { fatalError() } set {} }
}

// MARK: - UIControl.h, UIButton.h, UIAction.h, UIMenuElement.h

@preconcurrency @MainActor open class UIControl: UIView {
  public typealias Event = __UIControlEvents
  public typealias State = __UIControlState
  /// (iOS 14.0)
  @available(iOS 14.0, *)
  public convenience init(frame: CGRect, primaryAction: UIAction?) { fatalError() }
  @objc open var isEnabled: Bool { get { fatalError() } set {} }
  @objc open var isSelected: Bool { get { fatalError() } set {} }
  @objc open var isHighlighted: Bool { get { fatalError() } set {} }
  @objc open var state: UIControl.State { fatalError() }
  // Not @objc: Linux's standard library lacks the intrinsic that bridges `id` to `Any`, which
  // the compiler needs to emit the module once such a member is @objc.
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {}
  /// (iOS 14.0)
  @available(iOS 14.0, *)
  @objc open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
  /// (iOS 14.0)
  @available(iOS 14.0, *)
  @objc open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
  @objc open func sendActions(for controlEvents: UIControl.Event) {}
}

// UISegmentedControl.h (iOS 2.0; items are NSStrings, UIImages or, from iOS 14, UIActions).
@preconcurrency @MainActor open class UISegmentedControl: UIControl {
  @objc public override init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  // Not @objc: an NSArray of `id` bridges to `[Any]`, which Linux's standard library cannot
  // (as UIControl.addTarget's target, above).
  public init(items: [Any]?) { fatalError() }
  @objc open var numberOfSegments: Int { fatalError() }
  @objc open var selectedSegmentIndex: Int { get { fatalError() } set {} }
  /// (iOS 13.0)
  @objc open var selectedSegmentTintColor: UIColor? { get { fatalError() } set {} }
  @objc open var isMomentary: Bool { get { fatalError() } set {} }
  @objc open var apportionsSegmentWidthsByContent: Bool { get { fatalError() } set {} }
  @objc open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {}
  @objc open func removeSegment(at segment: Int, animated: Bool) {}
  @objc open func removeAllSegments() {}
  @objc open func setTitle(_ title: String?, forSegmentAt segment: Int) {}
  @objc open func titleForSegment(at segment: Int) -> String? { fatalError() }
  @objc open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {}
  @objc open func isEnabledForSegment(at segment: Int) -> Bool { fatalError() }
  /// `UISegmentedControlNoSegment`.
  public class var noSegment: Int { -1 }
}

/// `UIMenuElement` (iOS 13.0).
@preconcurrency @MainActor open class UIMenuElement: NSObject {
  @objc open var title: String { fatalError() }
  @objc open var image: UIImage? { fatalError() }
}

/// `UIActionHandler`.
public typealias UIActionHandler = (UIAction) -> Void

/// `UIAction` (iOS 13.0).
@preconcurrency @MainActor open class UIAction: UIMenuElement {
  /// `UIActionIdentifier`, an NSString NS_TYPED_EXTENSIBLE_ENUM.
  public typealias Identifier = __UIActionIdentifier
  @objc open override var title: String { get { fatalError() } set {} }
  @objc open override var image: UIImage? { get { fatalError() } set {} }
  @objc open var identifier: UIAction.Identifier { fatalError() }
  /// `+actionWithHandler:` (iOS 14.0).
  @available(iOS 14.0, *)
  public convenience init(handler: @escaping UIActionHandler) { fatalError() }
  /// The overlay's `init(title:subtitle:image:selectedImage:identifier:discoverabilityTitle:attributes:state:handler:)`,
  /// every argument but the handler with its default (iOS 13.0).
  public convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler) { fatalError() }
}

@preconcurrency @MainActor open class UIButton: UIControl {
  public typealias ButtonType = __UIButtonType
  /// `UIButtonConfiguration`, a Swift struct in the overlay (iOS 15.0).
  @available(iOS 15.0, *)
  public struct Configuration: Hashable {
    public static func plain() -> UIButton.Configuration { fatalError() }
    public static func tinted() -> UIButton.Configuration { fatalError() }
    public static func gray() -> UIButton.Configuration { fatalError() }
    public static func filled() -> UIButton.Configuration { fatalError() }
    public static func borderless() -> UIButton.Configuration { fatalError() }
    public static func bordered() -> UIButton.Configuration { fatalError() }
    public static func borderedProminent() -> UIButton.Configuration { fatalError() }
    public var title: String? { get { fatalError() } set {} }
    public var subtitle: String? { get { fatalError() } set {} }
    public var image: UIImage? { get { fatalError() } set {} }
    public var baseForegroundColor: UIColor? { get { fatalError() } set {} }
    public var baseBackgroundColor: UIColor? { get { fatalError() } set {} }
    public var imagePadding: CGFloat { get { fatalError() } set {} }
    public var showsActivityIndicator: Bool { get { fatalError() } set {} }
  }
  /// `+buttonWithType:`.
  public convenience init(type buttonType: UIButton.ButtonType) { fatalError() }
  /// `+systemButtonWithPrimaryAction:` (iOS 14.0).
  @available(iOS 14.0, *)
  public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) { fatalError() }
  /// `+buttonWithConfiguration:primaryAction:` (iOS 15.0).
  @available(iOS 15.0, *)
  public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) { fatalError() }
  /// (iOS 15.0)
  @available(iOS 15.0, *)
  public var configuration: UIButton.Configuration? { get { fatalError() } set {} }
  @objc open var buttonType: UIButton.ButtonType { fatalError() }
  @objc open func setTitle(_ title: String?, for state: UIControl.State) {}
  @objc open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
  @objc open func setImage(_ image: UIImage?, for state: UIControl.State) {}
  @objc open func title(for state: UIControl.State) -> String? { fatalError() }
  @objc open var titleLabel: UILabel? { fatalError() }
  @objc open var imageView: UIImageView? { fatalError() }
}

// UIRefreshControl.h
/// `UIRefreshControl` (iOS 6.0): made with `init()`; `.valueChanged` says a refresh began.
@preconcurrency @MainActor open class UIRefreshControl: UIControl {
  /// `-init` is its designated initializer (UIView's `init()` is a convenience one).
  @objc public init() { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  @objc open var isRefreshing: Bool { fatalError() }
  /// null_resettable
  @objc open override var tintColor: UIColor! { get { fatalError() } set {} }
  @objc open func beginRefreshing() {}
  @objc open func endRefreshing() {}
}

// UIActivityIndicatorView.h
@preconcurrency @MainActor open class UIActivityIndicatorView: UIView {
  public typealias Style = __UIActivityIndicatorViewStyle
  @objc public init(style: UIActivityIndicatorView.Style) { fatalError() }
  @objc public override init(frame: CGRect) { fatalError() }
  public required init(coder: NSCoder) { fatalError() }
  @objc open var style: UIActivityIndicatorView.Style { get { fatalError() } set {} }
  @objc open var hidesWhenStopped: Bool { get { fatalError() } set {} }
  /// (iOS 5.0)
  @objc open var color: UIColor! { get { fatalError() } set {} }
  @objc open func startAnimating() {}
  @objc open func stopAnimating() {}
  @objc open var isAnimating: Bool { fatalError() }
}

// NSLayoutConstraint.h
@preconcurrency @MainActor open class NSLayoutConstraint: NSObject {
  public typealias Axis = __UILayoutConstraintAxis
  @objc open class func activate(_ constraints: [NSLayoutConstraint]) {}
  @objc open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
  @objc open var isActive: Bool { get { fatalError() } set {} }
  @objc open var constant: CGFloat { get { fatalError() } set {} }
}

// UIStackView.h
/// `UIStackView` (iOS 9.0).
@available(iOS 9.0, *)
@preconcurrency @MainActor open class UIStackView: UIView {
  public typealias Distribution = __UIStackViewDistribution
  public typealias Alignment = __UIStackViewAlignment
  @objc public override init(frame: CGRect) { fatalError() }
  public required init(coder: NSCoder) { fatalError() }
  @objc public convenience init(arrangedSubviews views: [UIView]) { fatalError() }
  @objc open var arrangedSubviews: [UIView] { fatalError() }
  @objc open func addArrangedSubview(_ view: UIView) {}
  @objc open func removeArrangedSubview(_ view: UIView) {}
  @objc open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {}
  @objc open var axis: NSLayoutConstraint.Axis { get { fatalError() } set {} }
  @objc open var distribution: UIStackView.Distribution { get { fatalError() } set {} }
  @objc open var alignment: UIStackView.Alignment { get { fatalError() } set {} }
  @objc open var spacing: CGFloat { get { fatalError() } set {} }
  /// (iOS 11.0)
  @available(iOS 11.0, *)
  @objc open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
  @objc open var isLayoutMarginsRelativeArrangement: Bool { get { fatalError() } set {} }
}

// MARK: - UIContentConfiguration.h and UIListContentConfiguration.h

/// `UIContentView` (iOS 14.0).
@preconcurrency @MainActor public protocol UIContentView: NSObjectProtocol {
  var configuration: any UIContentConfiguration { get set }
}

/// `UIContentConfiguration` (iOS 14.0): main-actor isolated, as its header's protocol is.
@preconcurrency @MainActor public protocol UIContentConfiguration {
  func makeContentView() -> any UIView & UIContentView
}

/// `UIListContentConfiguration` (iOS 14.0): a struct in Swift (the overlay refines the
/// Objective-C class).
@available(iOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  public static func cell() -> UIListContentConfiguration { fatalError() }
  public static func subtitleCell() -> UIListContentConfiguration { fatalError() }
  public static func valueCell() -> UIListContentConfiguration { fatalError() }
  public var text: String? { get { fatalError() } set {} }
  public var secondaryText: String? { get { fatalError() } set {} }
  public var image: UIImage? { get { fatalError() } set {} }
  public func makeContentView() -> any UIView & UIContentView { fatalError() }
}

// MARK: - UITableView.h and UITableViewCell.h

@preconcurrency @MainActor open class UITableViewCell: UIView {
  public typealias CellStyle = __UITableViewCellStyle
  public typealias SelectionStyle = __UITableViewCellSelectionStyle
  public typealias AccessoryType = __UITableViewCellAccessoryType
  public typealias SeparatorStyle = __UITableViewCellSeparatorStyle
  /// (iOS 3.0)
  @objc public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { fatalError() }
  @objc public override convenience init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  /// (iOS 14.0): the overlay's, returning the struct.
  @available(iOS 14.0, *)
  public func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }
  /// (iOS 14.0)
  @available(iOS 14.0, *)
  public var contentConfiguration: (any UIContentConfiguration)? { get { fatalError() } set {} }
  @objc open var contentView: UIView { fatalError() }
  @objc open var reuseIdentifier: String? { fatalError() }
  @objc open func prepareForReuse() {}
  @objc open var selectionStyle: UITableViewCell.SelectionStyle { get { fatalError() } set {} }
  @objc open var accessoryType: UITableViewCell.AccessoryType { get { fatalError() } set {} }
  @objc open var accessoryView: UIView? { get { fatalError() } set {} }
}

@preconcurrency @MainActor open class UITableView: UIScrollView {
  public typealias Style = __UITableViewStyle
  public typealias ScrollPosition = __UITableViewScrollPosition
  public typealias RowAnimation = __UITableViewRowAnimation
  /// `UITableViewAutomaticDimension` (iOS 5.0): a C constant, not isolated.
  nonisolated public static let automaticDimension: CGFloat = -1
  @objc public init(frame: CGRect, style: UITableView.Style) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  @objc open var style: UITableView.Style { fatalError() }
  @objc weak open var dataSource: (any UITableViewDataSource)?
  // `delegate`: the SDK's header redeclares it as `id<UITableViewDelegate>`, which Swift imports
  // as an override of a narrower type; Swift source cannot override a property with another
  // type, so here it is UIScrollView's (any UIScrollViewDelegate)?. Setting one is the same;
  // reading one gives the wider type here.
  @objc open var rowHeight: CGFloat { get { fatalError() } set {} }
  @objc open var estimatedRowHeight: CGFloat { get { fatalError() } set {} }
  @objc open var separatorStyle: UITableViewCell.SeparatorStyle { get { fatalError() } set {} }
  @objc open var tableHeaderView: UIView? { get { fatalError() } set {} }
  @objc open var tableFooterView: UIView? { get { fatalError() } set {} }
  @objc open func reloadData() {}
  @objc open var numberOfSections: Int { fatalError() }
  @objc open func numberOfRows(inSection section: Int) -> Int { fatalError() }
  @objc open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { fatalError() }
  @objc open var visibleCells: [UITableViewCell] { fatalError() }
  @objc open var indexPathsForVisibleRows: [IndexPath]? { fatalError() }
  @objc open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {}
  @objc open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
  @objc open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
  @objc open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
  /// (iOS 11.0)
  @available(iOS 11.0, *)
  @objc open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
  @objc open var indexPathForSelectedRow: IndexPath? { fatalError() }
  @objc open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {}
  @objc open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
  /// (iOS 6.0)
  @objc open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
  @objc open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { fatalError() }
  /// (iOS 6.0)
  @objc open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { fatalError() }
}

/// `UITableViewDataSource` (iOS 2.0): two required methods.
@preconcurrency @MainActor @objc public protocol UITableViewDataSource: NSObjectProtocol {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  @objc optional func numberOfSections(in tableView: UITableView) -> Int
  @objc optional func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

/// `UITableViewDelegate` (iOS 2.0): a scroll view delegate; every method optional.
@preconcurrency @MainActor @objc public protocol UITableViewDelegate: UIScrollViewDelegate {
  @objc optional func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  @objc optional func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  @objc optional func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  @objc optional func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  @objc optional func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  @objc optional func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}
