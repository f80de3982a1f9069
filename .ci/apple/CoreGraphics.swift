// swift-format-ignore-file
// A CI-only stand-in for the Swift side of CoreGraphics as the iOS 18.0 SDK declares it:
// CGFloat (CoreFoundation.framework/Modules/CoreFoundation.swiftmodule, where the SDK moved it
// in iOS 17) and the geometry extensions of
// CoreGraphics.framework/Modules/CoreGraphics.swiftmodule/arm64-apple-ios.swiftinterface. The C
// structs CGPoint, CGSize, CGRect and CGVector, and CGGeometry.h's functions (minX, width,
// insetBy(dx:dy:), ...), are its Clang half: include/CoreGraphics. Declarations only.
//
// Why not swift-corelibs-foundation's CGFloat, CGPoint, CGSize and CGRect: they are Swift
// structs, which Objective-C cannot represent, so with -enable-objc-interop the compiler rejects
// every `@objc` declaration that takes one (UIScrollViewDelegate's
// scrollViewWillEndDragging(_:withVelocity:targetContentOffset:), a user's @objc method with a
// CGFloat). Here, as in the SDK, the geometry types are C structs and CGFloat is the struct
// Swift maps C's `CGFloat` to (the compiler knows it by this module's name: it is
// Objective-C-representable and converts implicitly to and from Double, SE-0307).
// UIKit, QuartzCore and SwiftUI re-export these by name, which makes them win over
// swift-corelibs-foundation's in any file that also imports Foundation.

// MARK: - CGFloat (CoreFoundation overlay)

@frozen public struct CGFloat: Sendable {
  public typealias NativeType = Double
  public init() { fatalError() }
  public init(_ value: Float) { fatalError() }
  public init(_ value: Double) { fatalError() }
  public init(_ value: CGFloat) { fatalError() }
  public var native: CGFloat.NativeType
}

extension CGFloat: SignedNumeric {
  public init<T: BinaryInteger>(_ source: T) { fatalError() }
  public init?<T: BinaryInteger>(exactly source: T) { fatalError() }
  public var magnitude: CGFloat { fatalError() }
  public typealias IntegerLiteralType = Int
  public typealias Magnitude = CGFloat
}

extension CGFloat: BinaryFloatingPoint {
  public typealias RawSignificand = UInt
  public typealias Exponent = Int
  public static var exponentBitCount: Int { fatalError() }
  public static var significandBitCount: Int { fatalError() }
  public var bitPattern: UInt { fatalError() }
  public init(bitPattern: UInt) { fatalError() }
  public var sign: FloatingPointSign { fatalError() }
  public var exponentBitPattern: UInt { fatalError() }
  public var significandBitPattern: UInt { fatalError() }
  public init(sign: FloatingPointSign, exponentBitPattern: UInt, significandBitPattern: UInt) { fatalError() }
  public init(nan payload: CGFloat.RawSignificand, signaling: Bool) { fatalError() }
  public static var infinity: CGFloat { fatalError() }
  public static var nan: CGFloat { fatalError() }
  public static var signalingNaN: CGFloat { fatalError() }
  public static var greatestFiniteMagnitude: CGFloat { fatalError() }
  public static var pi: CGFloat { fatalError() }
  public var ulp: CGFloat { fatalError() }
  public static var leastNormalMagnitude: CGFloat { fatalError() }
  public static var leastNonzeroMagnitude: CGFloat { fatalError() }
  public var exponent: Int { fatalError() }
  public var significand: CGFloat { fatalError() }
  public init(sign: FloatingPointSign, exponent: Int, significand: CGFloat) { fatalError() }
  public mutating func round(_ rule: FloatingPointRoundingRule) { fatalError() }
  public var nextUp: CGFloat { fatalError() }
  public mutating func negate() { fatalError() }
  public static func += (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
  public static func -= (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
  public static func *= (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
  public static func /= (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
  public mutating func formTruncatingRemainder(dividingBy other: CGFloat) { fatalError() }
  public mutating func formRemainder(dividingBy other: CGFloat) { fatalError() }
  public mutating func formSquareRoot() { fatalError() }
  public mutating func addProduct(_ lhs: CGFloat, _ rhs: CGFloat) { fatalError() }
  public func isEqual(to other: CGFloat) -> Bool { fatalError() }
  public func isLess(than other: CGFloat) -> Bool { fatalError() }
  public func isLessThanOrEqualTo(_ other: CGFloat) -> Bool { fatalError() }
  public var isNormal: Bool { fatalError() }
  public var isFinite: Bool { fatalError() }
  public var isZero: Bool { fatalError() }
  public var isSubnormal: Bool { fatalError() }
  public var isInfinite: Bool { fatalError() }
  public var isNaN: Bool { fatalError() }
  public var isSignalingNaN: Bool { fatalError() }
  public var isCanonical: Bool { fatalError() }
  public var floatingPointClass: FloatingPointClassification { fatalError() }
  public var binade: CGFloat { fatalError() }
  public var significandWidth: Int { fatalError() }
  public init(floatLiteral value: CGFloat.NativeType) { fatalError() }
  public init(integerLiteral value: Int) { fatalError() }
}

extension CGFloat: CustomReflectable {
  public var customMirror: Mirror { fatalError() }
}
extension CGFloat: CustomStringConvertible {
  public var description: String { fatalError() }
}
extension CGFloat: Hashable {
  public var hashValue: Int { fatalError() }
  public func hash(into hasher: inout Hasher) {}
}
extension CGFloat {
  public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
  public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
  public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
  public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
}
extension CGFloat: Strideable {
  public func distance(to other: CGFloat) -> CGFloat { fatalError() }
  public func advanced(by amount: CGFloat) -> CGFloat { fatalError() }
  public typealias Stride = CGFloat
}
extension CGFloat: Codable {
  public init(from decoder: any Decoder) throws { fatalError() }
  public func encode(to encoder: any Encoder) throws {}
}

public func acos(_ x: CGFloat) -> CGFloat { fatalError() }
public func acosh(_ x: CGFloat) -> CGFloat { fatalError() }
public func asin(_ x: CGFloat) -> CGFloat { fatalError() }
public func asinh(_ x: CGFloat) -> CGFloat { fatalError() }
public func atan(_ x: CGFloat) -> CGFloat { fatalError() }
public func atan2(_ lhs: CGFloat, _ rhs: CGFloat) -> CGFloat { fatalError() }
public func atanh(_ x: CGFloat) -> CGFloat { fatalError() }
public func cbrt(_ x: CGFloat) -> CGFloat { fatalError() }
public func copysign(_ lhs: CGFloat, _ rhs: CGFloat) -> CGFloat { fatalError() }
public func cos(_ x: CGFloat) -> CGFloat { fatalError() }
public func cosh(_ x: CGFloat) -> CGFloat { fatalError() }
public func erf(_ x: CGFloat) -> CGFloat { fatalError() }
public func erfc(_ x: CGFloat) -> CGFloat { fatalError() }
public func exp(_ x: CGFloat) -> CGFloat { fatalError() }
public func exp2(_ x: CGFloat) -> CGFloat { fatalError() }
public func expm1(_ x: CGFloat) -> CGFloat { fatalError() }
public func fdim(_ lhs: CGFloat, _ rhs: CGFloat) -> CGFloat { fatalError() }
public func fmax(_ lhs: CGFloat, _ rhs: CGFloat) -> CGFloat { fatalError() }
public func fmin(_ lhs: CGFloat, _ rhs: CGFloat) -> CGFloat { fatalError() }
public func hypot(_ lhs: CGFloat, _ rhs: CGFloat) -> CGFloat { fatalError() }
public func log(_ x: CGFloat) -> CGFloat { fatalError() }
public func log10(_ x: CGFloat) -> CGFloat { fatalError() }
public func log1p(_ x: CGFloat) -> CGFloat { fatalError() }
public func log2(_ x: CGFloat) -> CGFloat { fatalError() }
public func logb(_ x: CGFloat) -> CGFloat { fatalError() }
public func nearbyint(_ x: CGFloat) -> CGFloat { fatalError() }
public func nextafter(_ lhs: CGFloat, _ rhs: CGFloat) -> CGFloat { fatalError() }
public func pow(_ lhs: CGFloat, _ rhs: CGFloat) -> CGFloat { fatalError() }
public func rint(_ x: CGFloat) -> CGFloat { fatalError() }
public func sin(_ x: CGFloat) -> CGFloat { fatalError() }
public func sinh(_ x: CGFloat) -> CGFloat { fatalError() }
public func tan(_ x: CGFloat) -> CGFloat { fatalError() }
public func tanh(_ x: CGFloat) -> CGFloat { fatalError() }
public func tgamma(_ x: CGFloat) -> CGFloat { fatalError() }

extension UInt8 { public init(_ value: CGFloat) { fatalError() } }
extension Int8 { public init(_ value: CGFloat) { fatalError() } }
extension UInt16 { public init(_ value: CGFloat) { fatalError() } }
extension Int16 { public init(_ value: CGFloat) { fatalError() } }
extension UInt32 { public init(_ value: CGFloat) { fatalError() } }
extension Int32 { public init(_ value: CGFloat) { fatalError() } }
extension UInt64 { public init(_ value: CGFloat) { fatalError() } }
extension Int64 { public init(_ value: CGFloat) { fatalError() } }
extension UInt { public init(_ value: CGFloat) { fatalError() } }
extension Int { public init(_ value: CGFloat) { fatalError() } }
extension Double { public init(_ value: CGFloat) { fatalError() } }
extension Float { public init(_ value: CGFloat) { fatalError() } }

// MARK: - The geometry structs (CoreGraphics overlay, arm64-apple-ios.swiftinterface)

// `Hashable` came with iOS 18 (macOS 15): a pre-18 deployment target cannot use it, which a
// Linux build, ignoring availability, does not check.
extension CGPoint {
  public static var zero: CGPoint { fatalError() }
  public init(x: Int, y: Int) { fatalError() }
  public init(x: Double, y: Double) { fatalError() }
}
extension CGPoint: CustomDebugStringConvertible {
  public var debugDescription: String { fatalError() }
}
extension CGPoint: Equatable {
  public static func == (lhs: CGPoint, rhs: CGPoint) -> Bool { fatalError() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension CGPoint: Hashable {
  public func hash(into hasher: inout Hasher) {}
}
extension CGPoint: Codable {
  public init(from decoder: any Decoder) throws { fatalError() }
  public func encode(to encoder: any Encoder) throws {}
}

extension CGSize {
  public static var zero: CGSize { fatalError() }
  public init(width: Int, height: Int) { fatalError() }
  public init(width: Double, height: Double) { fatalError() }
}
extension CGSize: CustomDebugStringConvertible {
  public var debugDescription: String { fatalError() }
}
extension CGSize: Equatable {
  public static func == (lhs: CGSize, rhs: CGSize) -> Bool { fatalError() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension CGSize: Hashable {
  public func hash(into hasher: inout Hasher) {}
}
extension CGSize: Codable {
  public init(from decoder: any Decoder) throws { fatalError() }
  public func encode(to encoder: any Encoder) throws {}
}

extension CGVector {
  public static var zero: CGVector { fatalError() }
  public init(dx: Int, dy: Int) { fatalError() }
  public init(dx: Double, dy: Double) { fatalError() }
}
extension CGVector: Equatable {
  public static func == (lhs: CGVector, rhs: CGVector) -> Bool { fatalError() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension CGVector: Hashable {
  public func hash(into hasher: inout Hasher) {}
}
extension CGVector: CustomDebugStringConvertible {
  public var debugDescription: String { fatalError() }
}
extension CGVector: Codable {
  public init(from decoder: any Decoder) throws { fatalError() }
  public func encode(to encoder: any Encoder) throws {}
}

extension CGRect {
  public static var zero: CGRect { fatalError() }
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) { fatalError() }
  public init(x: Double, y: Double, width: Double, height: Double) { fatalError() }
  public init(x: Int, y: Int, width: Int, height: Int) { fatalError() }
  public func divided(atDistance: CGFloat, from fromEdge: CGRectEdge) -> (slice: CGRect, remainder: CGRect) { fatalError() }
  @available(*, unavailable, renamed: "minX")
  public var x: CGFloat { fatalError() }
  @available(*, unavailable, renamed: "minY")
  public var y: CGFloat { fatalError() }
}
extension CGRect: CustomDebugStringConvertible {
  public var debugDescription: String { fatalError() }
}
extension CGRect: Equatable {
  public static func == (lhs: CGRect, rhs: CGRect) -> Bool { fatalError() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension CGRect: Hashable {
  public func hash(into hasher: inout Hasher) {}
}
extension CGRect: Codable {
  public init(from decoder: any Decoder) throws { fatalError() }
  public func encode(to encoder: any Encoder) throws {}
}

extension CGAffineTransform {
  public static var identity: CGAffineTransform { fatalError() }
}
extension CGAffineTransform: Equatable {
  public static func == (lhs: CGAffineTransform, rhs: CGAffineTransform) -> Bool { fatalError() }
}
