// swift-format-ignore-file
// A CI-only stand-in for the QuartzCore declarations FolioUIKit and an ordinary screen use, as
// Swift imports the iOS 18.0 SDK's QuartzCore.framework/Headers (CABase.h, CALayer.h,
// CADisplayLink.h): classes that are not actor-isolated (the headers carry no
// NS_SWIFT_UI_ACTOR; NS_HEADER_AUDIT_BEGIN(sendability) leaves them non-Sendable), their members
// `@objc`, `@preconcurrency` as every imported declaration is. Written in Swift rather than as
// headers because CADisplayLink's run loop is swift-corelibs-foundation's RunLoop; the layer's
// option set and typed enum are the Clang half, include/QuartzCore/CALayer.h.
// Declarations only (.ci/apple/check).

@_exported import Foundation
@_exported import class ObjectiveC.NSObject
@_exported import protocol ObjectiveC.NSObjectProtocol
@_exported import struct ObjectiveC.Selector
@_exported import struct CoreGraphics.CGFloat
@_exported import struct CoreGraphics.CGPoint
@_exported import struct CoreGraphics.CGSize
@_exported import struct CoreGraphics.CGRect
@_exported import CoreGraphics

/// `CFTimeInterval` (CoreFoundation.framework/Headers/CFDate.h).
public typealias CFTimeInterval = Double

// CABase.h
/// `CACurrentMediaTime()` (iOS 2.0).
@preconcurrency public func CACurrentMediaTime() -> CFTimeInterval { fatalError() }

// CALayer.h (CACornerMask and CALayerCornerCurve are the Clang half: include/QuartzCore)
/// `CALayer` (iOS 2.0).
@preconcurrency open class CALayer: NSObject {
  public override init() { fatalError() }
  public init(layer: Any) { fatalError() }
  @objc open var bounds: CGRect { get { fatalError() } set {} }
  @objc open var position: CGPoint { get { fatalError() } set {} }
  @objc open var zPosition: CGFloat { get { fatalError() } set {} }
  @objc open var anchorPoint: CGPoint { get { fatalError() } set {} }
  @objc open var frame: CGRect { get { fatalError() } set {} }
  @objc open var isHidden: Bool { get { fatalError() } set {} }
  @objc open var superlayer: CALayer? { fatalError() }
  @objc open func removeFromSuperlayer() {}
  @objc open var sublayers: [CALayer]? { get { fatalError() } set {} }
  @objc open func addSublayer(_ layer: CALayer) {}
  @objc open func insertSublayer(_ layer: CALayer, at idx: UInt32) {}
  @objc open var mask: CALayer? { get { fatalError() } set {} }
  @objc open var masksToBounds: Bool { get { fatalError() } set {} }
  @objc open var isOpaque: Bool { get { fatalError() } set {} }
  @objc open func setNeedsDisplay() {}
  @objc open func setNeedsLayout() {}
  @objc open func layoutIfNeeded() {}
  @objc open func layoutSublayers() {}
  @objc open var contentsScale: CGFloat { get { fatalError() } set {} }
  @objc open var cornerRadius: CGFloat { get { fatalError() } set {} }
  /// (iOS 11.0)
  @available(iOS 11.0, *)
  @objc open var maskedCorners: CACornerMask { get { fatalError() } set {} }
  /// (iOS 13.0)
  @available(iOS 13.0, *)
  @objc open var cornerCurve: CALayerCornerCurve { get { fatalError() } set {} }
  @objc open var borderWidth: CGFloat { get { fatalError() } set {} }
  @objc open var opacity: Float { get { fatalError() } set {} }
  @objc open var shadowOpacity: Float { get { fatalError() } set {} }
  @objc open var shadowOffset: CGSize { get { fatalError() } set {} }
  @objc open var shadowRadius: CGFloat { get { fatalError() } set {} }
}

// CADisplayLink.h
/// `CADisplayLink` (iOS 3.1): made with `+displayLinkWithTarget:selector:` (a convenience
/// initializer in Swift).
@preconcurrency open class CADisplayLink: NSObject {
  public convenience init(target: Any, selector sel: Selector) { fatalError() }
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
  open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {}
  @objc open func invalidate() {}
  @objc open var timestamp: CFTimeInterval { fatalError() }
  @objc open var duration: CFTimeInterval { fatalError() }
  /// (iOS 10.0)
  @available(iOS 10.0, *)
  @objc open var targetTimestamp: CFTimeInterval { fatalError() }
  @objc open var isPaused: Bool { get { fatalError() } set {} }
  /// (iOS 10.0)
  @available(iOS 10.0, *)
  @objc open var preferredFramesPerSecond: Int { get { fatalError() } set {} }
  /// `@property(nonatomic) CAFrameRateRange preferredFrameRateRange API_AVAILABLE(ios(15.0))`.
  @available(iOS 15.0, *)
  @objc open var preferredFrameRateRange: CAFrameRateRange { get { fatalError() } set {} }
}

// The overlay's refinement of CAFrameRateRange (QuartzCore.swiftmodule): `preferred` optional.
@available(iOS 15.0, *)
extension CAFrameRateRange {
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) { fatalError() }
  public var preferred: Float? { fatalError() }
}
