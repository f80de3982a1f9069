// swift-format-ignore-file
// A CI-only stand-in for the Swift overlay of the ObjectiveC module (the iOS 18.0 SDK's
// usr/lib/swift/ObjectiveC.swiftmodule/arm64-apple-ios.swiftinterface): what `#selector`,
// `@objc` and `BOOL` need. Its Clang half, include/objc/NSObject.h, declares NSObject and the
// NSObject protocol, as usr/include/objc does. Built with -import-underlying-module by
// .ci/apple/check; declarations only, no behaviour.

/// `Selector` (`SEL`): what `#selector(...)` makes. The compiler checks the method it names is
/// exposed to Objective-C; this type only carries the result.
@frozen public struct Selector: ExpressibleByStringLiteral, Sendable {
  public init(_ str: String) {}
  public init(stringLiteral value: String) {}
}
extension Selector: Equatable, Hashable {
  public static func == (lhs: Selector, rhs: Selector) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) {}
}
extension Selector: CustomStringConvertible {
  public var description: String { fatalError() }
}

/// `ObjCBool` (`BOOL` through a pointer); a `BOOL` parameter or result is a `Bool`.
@frozen public struct ObjCBool: ExpressibleByBooleanLiteral, Sendable {
  public init(_ value: Bool) {}
  public init(booleanLiteral value: Bool) {}
  public var boolValue: Bool { fatalError() }
}

/// The conversions the compiler calls when it bridges `BOOL` (the SDK's overlay declares them).
public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { fatalError() }
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { fatalError() }

// The overlay's additions to NSObject (Equatable and Hashable through isEqual(_:) and hash).
extension NSObject: Equatable, Hashable {
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { fatalError() }
  @objc open var hashValue: Int { fatalError() }
  public func hash(into hasher: inout Hasher) {}
}
extension NSObject: CustomStringConvertible {}
extension NSObject: CustomDebugStringConvertible {}
