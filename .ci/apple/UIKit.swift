// A CI-only stand-in for the UIKit interface FolioUIKit and Examples/AppleScreens use: exactly
// the declarations they call, as Apple's documentation gives them (names, labels, types, actor
// isolation, first iOS release), so Linux can type-check the adapter and the worked example
// (.ci/apple/check). Never shipped, never linked into a product: it has no behaviour.
// UIKit re-exports Foundation, CoreGraphics and QuartzCore; the parts used are declared here
// under their framework's heading. The UIKit article lists the same declarations.
// swift-format-ignore-file

// MARK: - Foundation

public typealias TimeInterval = Double

/// `NSObjectProtocol`.
public protocol NSObjectProtocol: AnyObject {}

/// `NSObject` (iOS 2.0).
open class NSObject: NSObjectProtocol, Hashable {
  // Nonisolated in Foundation; main-actor isolated here so that UIView can have the `init()`
  // Objective-C gives it (a convenience initializer calling `init(frame:)`, which is
  // main-actor isolated), as Swift cannot override an initializer with another isolation.
  // Stricter than Foundation: it can only reject code that makes an NSObject off the main
  // actor (FolioUIKit makes none), never accept code Apple's build would reject. The
  // Foundation and QuartzCore classes below are main-actor isolated for the same reason.
  @MainActor public init() {}
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  /// `perform(_:with:afterDelay:inModes:)` (iOS 2.0).
  open func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]) {}
  /// `cancelPreviousPerformRequests(withTarget:)` (iOS 2.0).
  open class func cancelPreviousPerformRequests(withTarget aTarget: Any) {}
}

/// `Selector`.
public struct Selector { public init(_ name: String) {} }

/// `NSCoder` (iOS 2.0).
@MainActor open class NSCoder: NSObject {}

/// `Bundle` (iOS 2.0).
@MainActor open class Bundle: NSObject {}

/// `RunLoop` (iOS 2.0).
@MainActor open class RunLoop: NSObject {
  /// `RunLoop.main`.
  open class var main: RunLoop { fatalError() }
  /// `RunLoop.Mode`.
  public struct Mode: Hashable, Sendable {
    public init(_ rawValue: String) {}
    /// `RunLoop.Mode.common`.
    public static let common = Mode("kCFRunLoopCommonModes")
  }
}

/// `Notification.Name` (`NSNotification.Name`).
public struct Notification: Sendable {
  public struct Name: Hashable, Sendable { public init(_ rawValue: String) {} }
}
public enum NSNotification { public typealias Name = Notification.Name }

/// `NotificationCenter` (iOS 2.0).
@MainActor open class NotificationCenter: NSObject {
  /// `NotificationCenter.default`.
  open class var `default`: NotificationCenter { fatalError() }
  /// `addObserver(_:selector:name:object:)`.
  open func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {}
  /// `removeObserver(_:)`.
  open func removeObserver(_ observer: Any) {}
}

// MARK: - CoreGraphics

/// `CGFloat`: a `Double` on 64-bit Apple platforms.
@frozen public struct CGFloat: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  public var native: Double
  public init(_ value: Double) { native = value }
  public init(_ value: Int) { native = Double(value) }
  public init(floatLiteral value: Double) { native = value }
  public init(integerLiteral value: Int) { native = Double(value) }
  public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.native < rhs.native }
  public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native + rhs.native) }
  public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native - rhs.native) }
  public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native * rhs.native) }
  public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native / rhs.native) }
}
extension Double {
  /// `Double(_: CGFloat)`.
  public init(_ value: CGFloat) { self = value.native }
}

/// `CGPoint`.
public struct CGPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
  public init(x: Double, y: Double) { self.x = CGFloat(x); self.y = CGFloat(y) }
  public static var zero: CGPoint { CGPoint(x: 0.0, y: 0.0) }
}

/// `CGSize`.
public struct CGSize: Hashable, Sendable {
  public var width: CGFloat
  public var height: CGFloat
  public init(width: CGFloat, height: CGFloat) { self.width = width; self.height = height }
  public init(width: Double, height: Double) { self.width = CGFloat(width); self.height = CGFloat(height) }
  public static var zero: CGSize { CGSize(width: 0.0, height: 0.0) }
}

/// `CGRect`.
public struct CGRect: Hashable, Sendable {
  public var origin: CGPoint
  public var size: CGSize
  public init(origin: CGPoint, size: CGSize) { self.origin = origin; self.size = size }
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) { self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height)) }
  public init(x: Double, y: Double, width: Double, height: Double) { self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height)) }
  public static var zero: CGRect { CGRect(origin: .zero, size: .zero) }
  public var minX: CGFloat { origin.x }
  public var minY: CGFloat { origin.y }
  public var maxX: CGFloat { origin.x + size.width }
  public var maxY: CGFloat { origin.y + size.height }
  public var width: CGFloat { size.width }
  public var height: CGFloat { size.height }
  /// `offsetBy(dx:dy:)`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect { self }
}

// MARK: - QuartzCore

public typealias CFTimeInterval = Double

/// `CACurrentMediaTime()` (iOS 2.0).
public func CACurrentMediaTime() -> CFTimeInterval { 0 }

/// `CADisplayLink` (iOS 3.1).
@MainActor open class CADisplayLink: NSObject {
  /// `init(target:selector:)`.
  public init(target: Any, selector sel: Selector) {}
  /// `isPaused`.
  open var isPaused: Bool = false
  /// `timestamp`.
  open var timestamp: CFTimeInterval { 0 }
  /// `add(to:forMode:)`.
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
  /// `invalidate()`.
  open func invalidate() {}
}

// MARK: - UIKit

/// `UIEdgeInsets` (iOS 2.0).
public struct UIEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { self.top = top; self.left = left; self.bottom = bottom; self.right = right }
  public static var zero: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
}
extension CGRect {
  /// `inset(by:)` (iOS 2.0, UIKit).
  public func inset(by insets: UIEdgeInsets) -> CGRect { self }
}

/// `UIResponder` (iOS 2.0).
@MainActor open class UIResponder: NSObject {}

/// `UIEvent` (iOS 2.0).
@MainActor open class UIEvent: NSObject {}

/// `UITouch` (iOS 2.0).
@MainActor open class UITouch: NSObject {
  /// `UITouch.Phase`.
  public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited }
  /// `location(in:)`.
  open func location(in view: UIView?) -> CGPoint { .zero }
  /// `timestamp`.
  open var timestamp: TimeInterval { 0 }
}

/// `UITraitCollection` (iOS 8.0).
@MainActor open class UITraitCollection: NSObject {
  /// `displayScale`.
  open var displayScale: CGFloat { 1 }
}

/// `UIAccessibilityScrollDirection` (iOS 4.2).
public enum UIAccessibilityScrollDirection: Int, Sendable { case right = 1, left, up, down, next, previous }

/// `UIAccessibility` (iOS 2.0).
public enum UIAccessibility {
  /// `UIAccessibility.Notification`.
  public struct Notification: Hashable, Sendable {
    public init(rawValue: UInt32) {}
    /// `.pageScrolled` (iOS 4.2).
    public static let pageScrolled = Notification(rawValue: 1009)
    /// `.layoutChanged` (iOS 3.2).
    public static let layoutChanged = Notification(rawValue: 1001)
  }
  /// `post(notification:argument:)` (iOS 2.0).
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
}

/// `UIView` (iOS 2.0).
@MainActor open class UIView: UIResponder {
  public init(frame: CGRect) {}
  public required init?(coder: NSCoder) {}
  public convenience override init() { self.init(frame: .zero) }
  open var frame: CGRect = .zero
  open var bounds: CGRect = .zero
  open var isHidden: Bool = false
  open var clipsToBounds: Bool = false
  /// `backgroundColor` (used by the worked example).
  open var backgroundColor: UIColor? = nil
  /// `safeAreaInsets` (iOS 11.0).
  open var safeAreaInsets: UIEdgeInsets { .zero }
  open var traitCollection: UITraitCollection { UITraitCollection() }
  open func addSubview(_ view: UIView) {}
  open func removeFromSuperview() {}
  open func setNeedsLayout() {}
  open func layoutSubviews() {}
  open func layoutIfNeeded() {}
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
  /// `gestureRecognizers` (iOS 3.2).
  open var gestureRecognizers: [UIGestureRecognizer]? = nil
  /// `addGestureRecognizer(_:)` (iOS 3.2).
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
  /// `accessibilityScroll(_:)` (iOS 4.2; NSObject's, UIAccessibilityAction).
  open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
}

/// `UIScrollViewDelegate` (iOS 2.0): every method is optional.
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}
extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}

/// `UIScrollView` (iOS 2.0).
@MainActor open class UIScrollView: UIView {
  /// `UIScrollView.DecelerationRate` (iOS 3.0).
  public struct DecelerationRate: Hashable, Sendable {
    public init(rawValue: CGFloat) {}
    public static let normal = DecelerationRate(rawValue: 0.998)
    public static let fast = DecelerationRate(rawValue: 0.99)
  }
  /// `UIScrollView.ContentInsetAdjustmentBehavior` (iOS 11.0).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
  weak open var delegate: (any UIScrollViewDelegate)?
  open var contentOffset: CGPoint = .zero
  open var contentSize: CGSize = .zero
  open var contentInset: UIEdgeInsets = .zero
  /// `verticalScrollIndicatorInsets` (iOS 11.1).
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  open var isScrollEnabled: Bool = true
  open var isPagingEnabled: Bool = false
  open var decelerationRate: DecelerationRate = .normal
  open var isDirectionalLockEnabled: Bool = false
  open var scrollsToTop: Bool = true
  open var showsHorizontalScrollIndicator: Bool = true
  open var showsVerticalScrollIndicator: Bool = true
  /// `contentInsetAdjustmentBehavior` (iOS 11.0).
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
  open var alwaysBounceHorizontal: Bool = false
  open var alwaysBounceVertical: Bool = false
  open var isTracking: Bool { false }
  open var isDecelerating: Bool { false }
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
}

/// `UIGestureRecognizerDelegate` (iOS 3.2): every method is optional.
@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}
extension UIGestureRecognizerDelegate {
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// `UIGestureRecognizer` (iOS 3.2), with what `UIKit.UIGestureRecognizerSubclass` adds for
/// subclasses (a settable `state`, the touch methods, `reset()`).
@MainActor open class UIGestureRecognizer: NSObject {
  /// `UIGestureRecognizer.State`.
  public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }
  public init(target: Any?, action: Selector?) {}
  open var state: State = .possible
  weak open var delegate: (any UIGestureRecognizerDelegate)?
  open var cancelsTouchesInView: Bool = true
  open var delaysTouchesBegan: Bool = false
  open var delaysTouchesEnded: Bool = true
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func reset() {}
}

/// `UIApplication` (iOS 2.0).
@MainActor open class UIApplication: UIResponder {
  /// `didEnterBackgroundNotification` (iOS 4.0).
  nonisolated public static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
  /// `willEnterForegroundNotification` (iOS 4.0).
  nonisolated public static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
}

/// `UIViewController` (iOS 2.0).
@MainActor open class UIViewController: UIResponder {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  public required init?(coder: NSCoder) {}
  open var view: UIView! { UIView() }
  /// `viewIfLoaded` (iOS 9.0).
  open var viewIfLoaded: UIView? { nil }
  /// `loadViewIfNeeded()` (iOS 9.0).
  open func loadViewIfNeeded() {}
  /// `children` (iOS 5.0).
  open var children: [UIViewController] { [] }
  open var traitCollection: UITraitCollection { UITraitCollection() }
  /// `shouldAutomaticallyForwardAppearanceMethods` (iOS 6.0).
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  /// `viewDidLayoutSubviews()` (iOS 5.0).
  open func viewDidLayoutSubviews() {}
  /// `addChild(_:)` (iOS 5.0).
  open func addChild(_ childController: UIViewController) {}
  /// `removeFromParent()` (iOS 5.0).
  open func removeFromParent() {}
  /// `willMove(toParent:)` (iOS 5.0).
  open func willMove(toParent parent: UIViewController?) {}
  /// `didMove(toParent:)` (iOS 5.0).
  open func didMove(toParent parent: UIViewController?) {}
  /// `beginAppearanceTransition(_:animated:)` (iOS 5.0).
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {}
  /// `endAppearanceTransition()` (iOS 5.0).
  open func endAppearanceTransition() {}
}

// MARK: - What the worked example (Examples/AppleScreens/UIKit) adds

/// `IndexPath` (Foundation, iOS 2.0): `row` from UIKit's `NSIndexPath` additions.
public struct IndexPath: Hashable, Sendable {
  public var row: Int { 0 }
}

/// `UIColor` (iOS 2.0).
@MainActor open class UIColor: NSObject {
  /// `systemBackground` (iOS 13.0).
  open class var systemBackground: UIColor { UIColor() }
  /// `systemBlue` (iOS 7.0).
  open class var systemBlue: UIColor { UIColor() }
}

/// `UIFont` (iOS 2.0).
@MainActor open class UIFont: NSObject {
  /// `UIFont.TextStyle` (iOS 7.0).
  public struct TextStyle: Hashable, Sendable {
    public init(rawValue: String) {}
    /// `largeTitle` (iOS 11.0).
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
  }
  /// `preferredFont(forTextStyle:)` (iOS 7.0).
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont() }
}

/// `UILabel` (iOS 2.0).
@MainActor open class UILabel: UIView {
  open var text: String? = nil
  open var font: UIFont! = nil
}

/// `UIAction` (iOS 14.0).
@MainActor open class UIAction: NSObject {
  /// `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`, with its
  /// defaults: only the handler given.
  public init(handler: @escaping @MainActor (UIAction) -> Void) {}
}

/// `UIControl` (iOS 2.0).
@MainActor open class UIControl: UIView {
  /// `UIControl.Event`.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchUpInside = Event(rawValue: 1 << 6)
  }
  /// `UIControl.State`.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
  }
  /// `addAction(_:for:)` (iOS 14.0).
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

/// `UIButton` (iOS 2.0).
@MainActor open class UIButton: UIControl {
  /// `UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable { case custom, system }
  /// `init(type:)`.
  public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }
  /// `setTitle(_:for:)`.
  open func setTitle(_ title: String?, for state: UIControl.State) {}
}

/// `UIContentConfiguration` (iOS 14.0).
@MainActor public protocol UIContentConfiguration {}

/// `UIListContentConfiguration` (iOS 14.0).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  public var text: String?
}

/// `UITableViewCell` (iOS 2.0).
@MainActor open class UITableViewCell: UIView {
  /// `contentConfiguration` (iOS 14.0).
  open var contentConfiguration: (any UIContentConfiguration)?
  /// `defaultContentConfiguration()` (iOS 14.0).
  open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// `UITableViewDataSource` (iOS 2.0): these two are required.
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

/// `UITableViewDelegate` (iOS 2.0): a scroll view delegate; every method is optional.
@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {}

/// `UITableView` (iOS 2.0).
@MainActor open class UITableView: UIScrollView {
  /// `UITableView.Style`.
  public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
  /// `init(frame:style:)`.
  public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  weak open var dataSource: (any UITableViewDataSource)?
  /// `register(_:forCellReuseIdentifier:)` (iOS 6.0).
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
  /// `dequeueReusableCell(withIdentifier:for:)` (iOS 6.0).
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
  /// `reloadData()`.
  open func reloadData() {}
}

// MARK: - What the device tests (Tests/FolioUIKitDeviceTests) add
//
// Each declaration as the iOS 18 SDK declares it (imported into Swift), with the SDK file it was
// read from; in extensions here, so that this section merges with a rewrite of the ones above.
// UINavigationController.h was read from iPhoneOS18.0.sdk itself; the stored copy of that SDK
// lacks UIWindow.h, UIScrollView.h and UIView.h, so those were read from other copies of the
// headers (UIWindow.h and UIScrollView.h of an iOS 17.4 or later SDK; the two lines of UIView.h
// as every SDK since iOS 9 declares them).

/// `UIWindow` (iOS 2.0), `UIKit.framework/Headers/UIWindow.h`: `@interface UIWindow : UIView`,
/// with no initializer of its own besides `initWithWindowScene:` (so `init(frame:)` is UIView's).
@MainActor open class UIWindow: UIView {
  /// `@property(nullable, nonatomic,strong) UIViewController *rootViewController` (iOS 4.0).
  open var rootViewController: UIViewController? = nil
}

extension UIView {
  /// `@property(nullable, nonatomic,readonly) UIWindow *window`, UIView(UIViewHierarchy) in
  /// `UIKit.framework/Headers/UIView.h` (iOS 2.0).
  public var window: UIWindow? { nil }
  /// `- (CGRect)convertRect:(CGRect)rect toView:(nullable UIView *)view`, UIView(UIViewGeometry)
  /// in `UIKit.framework/Headers/UIView.h` (iOS 2.0).
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
}

extension UIScrollView {
  /// `- (void)scrollRectToVisible:(CGRect)rect animated:(BOOL)animated`,
  /// `UIKit.framework/Headers/UIScrollView.h` (iOS 2.0).
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
}

/// `UINavigationController` (iOS 2.0), `UIKit.framework/Headers/UINavigationController.h`.
@MainActor open class UINavigationController: UIViewController {
  /// `- (instancetype)initWithRootViewController:(UIViewController *)rootViewController
  /// NS_DESIGNATED_INITIALIZER`.
  public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  /// `- (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated`.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
  /// `- (nullable UIViewController *)popViewControllerAnimated:(BOOL)animated`.
  open func popViewController(animated: Bool) -> UIViewController? { nil }
  /// `@property(nonatomic,getter=isNavigationBarHidden) BOOL navigationBarHidden`.
  open var isNavigationBarHidden: Bool = false
}
