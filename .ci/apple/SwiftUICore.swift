// swift-format-ignore-file
// A CI-only stand-in for SwiftUICore, the module the iOS 18.0 SDK moved SwiftUI's foundations
// into (SwiftUI re-exports it): the declarations FolioSwiftUI, Examples/AppleScreens/SwiftUI,
// Tests/FolioSwiftUIDeviceTests and an ordinary screen use, each as
//
//   iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/
//     SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
//
// declares it (the file each comment names as "SwiftUICore.swiftinterface", with the iOS
// release the declaration's `@available` gives): its isolation (`@MainActor @preconcurrency`,
// `nonisolated`), its Sendable conformance or the unavailable one that forbids it, `@frozen` or
// not, its availability, its closure types. Built with library evolution as Apple builds it
// (.ci/apple/check), so a `switch` over a non-frozen enum (LayoutDirection, ColorScheme) needs
// `@unknown default` and over a @frozen one (Edge, Axis, ScrollPhase, ContentMode) does not.
//
// What the interface says that this file says differently, none of which a client sees: the
// interface's underscored entry points (`_makeView`, `_makeGesture`) are left out, and a view or
// gesture whose `Body` is `Never` gets its `body` from one extension here; bodies are
// `fatalError()` and every modifier returns a placeholder view; a `static let` of a type the
// interface makes non-Sendable is `nonisolated(unsafe)` (the SDK is built in the Swift 5 mode
// that allows it); an `@_inheritActorContext` on a synchronous, non-Sendable closure is left out
// (Swift 6.3 warns it has no effect there: such a closure is isolated to its context anyway).
// Parameters and overloads the interface has and no checked file uses may be missing; where
// one is, nothing that type-checks here fails on the SDK.

import class Foundation.Bundle
import class Foundation.Formatter
import protocol Foundation.ReferenceConvertible
import struct Foundation.Date
import typealias Foundation.TimeInterval
@_exported import CoreGraphics
@_exported import struct CoreGraphics.CGFloat
@_exported import struct CoreGraphics.CGPoint
@_exported import struct CoreGraphics.CGSize
@_exported import struct CoreGraphics.CGRect
@_exported import struct CoreGraphics.CGVector
import Combine

// MARK: - Views and their builder

/// SwiftUICore.swiftinterface: `@_typeEraser(AnyView) @preconcurrency @MainActor public
/// protocol View`, its `body` `@ViewBuilder @MainActor @preconcurrency` (iOS 13.0).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// The stand-in's: what gives a primitive view (`Body == Never`) its `body`.
extension View where Self.Body == Never {
  public var body: Never { fatalError() }
}

/// SwiftUICore.swiftinterface: `extension Never : View` (iOS 13.0).
extension Never: View {
  public typealias Body = Never
  /// The stand-in's: the `body` of both Never's view and its gesture.
  public var body: Never { fatalError() }
}

/// The stand-in's: what every modifier returns, behind `some View`: no behaviour, only a type.
public struct _StandInView: View {
  public typealias Body = Never
  nonisolated public init() {}
}

/// SwiftUICore.swiftinterface: `@_functionBuilder public struct ViewBuilder` (iOS 13.0), its
/// Sendable conformance unavailable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
  @_alwaysEmitIntoClient public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }
  public static func buildBlock() -> EmptyView { fatalError() }
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { fatalError() }
  @_disfavoredOverload @_alwaysEmitIntoClient public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View { fatalError() }
}
@available(*, unavailable)
extension ViewBuilder: Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewBuilder {
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { fatalError() }
  public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View { fatalError() }
  public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ViewBuilder {
  public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View { fatalError() }
}

/// SwiftUICore.swiftinterface: `@frozen @MainActor @preconcurrency public struct EmptyView :
/// View`, `@inlinable nonisolated public init()`, Sendable (iOS 13.0).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct EmptyView: View {
  @inlinable nonisolated public init() {}
  public typealias Body = Never
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EmptyView: Sendable {}

/// SwiftUICore.swiftinterface: `@frozen @MainActor @preconcurrency public struct
/// TupleView<T> : View` (iOS 13.0), not Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct TupleView<T>: View {
  @MainActor @preconcurrency public var value: T
  @inlinable nonisolated public init(_ value: T) { fatalError() }
  public typealias Body = Never
}
@available(*, unavailable)
extension TupleView: Sendable {}

/// SwiftUICore.swiftinterface: `@frozen public struct _ConditionalContent<TrueContent,
/// FalseContent>` (iOS 13.0; no isolation), a view when both are, not Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {}
@available(*, unavailable)
extension _ConditionalContent: Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public typealias Body = Never
}

/// SwiftUICore.swiftinterface: `@frozen @MainActor @preconcurrency public struct AnyView :
/// View`, `nonisolated public init<V>(_ view: V) where V : View` (iOS 13.0), not Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct AnyView: View {
  nonisolated public init<V>(_ view: V) where V: View {}
  @_alwaysEmitIntoClient nonisolated public init<V>(erasing view: V) where V: View { self.init(view) }
  public typealias Body = Never
}
@available(*, unavailable)
extension AnyView: Sendable {}

/// SwiftUICore.swiftinterface: `extension Optional : View where Wrapped : View` (iOS 13.0).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

/// SwiftUICore.swiftinterface: `@frozen public struct Group<Content>` (iOS 13.0; no isolation),
/// a view when its content is (`@inlinable nonisolated public init(@ViewBuilder content:)`),
/// not Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Group<Content> {
  public typealias Body = Never
}
@available(*, unavailable)
extension Group: Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Group: View where Content: View {
  @inlinable nonisolated public init(@ViewBuilder content: () -> Content) {}
}

/// SwiftUICore.swiftinterface: `public protocol DynamicProperty` (iOS 13.0), its `update()`
/// defaulted.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
  mutating func update()
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicProperty {
  public mutating func update() {}
}

// MARK: - State and the environment

/// SwiftUICore.swiftinterface: `@frozen @propertyWrapper public struct State<Value> :
/// DynamicProperty` (iOS 13.0; no isolation), Sendable where its value is.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  public init(wrappedValue value: Value) {}
  @_alwaysEmitIntoClient public init(initialValue value: Value) { self.init(wrappedValue: value) }
  public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
  public var projectedValue: Binding<Value> { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State: Sendable where Value: Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State where Value: ExpressibleByNilLiteral {
  @inlinable public init() { self.init(wrappedValue: nil) }
}

/// SwiftUICore.swiftinterface: `@frozen @propertyWrapper @dynamicMemberLookup public struct
/// Binding<Value>` (iOS 13.0; no isolation): its getter and setter `@_inheritActorContext
/// @escaping @isolated(any) @Sendable`, the initializer `@preconcurrency`;
/// `@unchecked Sendable` where its value is Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  public var transaction: Transaction { get { fatalError() } set {} }
  @preconcurrency public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value, @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void) {}
  @preconcurrency public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value, @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void) {}
  public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
  public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
  public var projectedValue: Binding<Value> { fatalError() }
  @_alwaysEmitIntoClient public init(projectedValue: Binding<Value>) { self = projectedValue }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding {
  public func transaction(_ transaction: Transaction) -> Binding<Value> { fatalError() }
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: DynamicProperty {}

/// SwiftUICore.swiftinterface: `@frozen @propertyWrapper public struct Environment<Value> :
/// DynamicProperty` (iOS 13.0; no isolation), Sendable where its value is.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  @inlinable public var wrappedValue: Value { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Environment: Sendable where Value: Sendable {}

/// SwiftUICore.swiftinterface: `public protocol EnvironmentKey` (iOS 13.0).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

/// SwiftUICore.swiftinterface: `public struct EnvironmentValues : CustomStringConvertible`
/// (iOS 13.0), its Sendable conformance unavailable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
  public init() {}
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey { get { fatalError() } set {} }
  public var description: String { fatalError() }
}
@available(*, unavailable)
extension EnvironmentValues: Sendable {}

/// SwiftUICore.swiftinterface: `extension EnvironmentValues` (iOS 13.0): `layoutDirection`,
/// `isEnabled`, `colorScheme`, `font`, `displayScale` (get set), `pixelLength` (get).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  public var layoutDirection: LayoutDirection { get { fatalError() } set {} }
  public var isEnabled: Bool { get { fatalError() } set {} }
  public var colorScheme: ColorScheme { get { fatalError() } set {} }
  public var font: Font? { get { fatalError() } set {} }
  public var displayScale: CGFloat { get { fatalError() } set {} }
  public var pixelLength: CGFloat { fatalError() }
}

/// SwiftUICore.swiftinterface: `public enum LayoutDirection : Hashable, CaseIterable,
/// Sendable` (iOS 13.0): not frozen.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight
  case rightToLeft
}

/// SwiftUICore.swiftinterface: `public enum ColorScheme : CaseIterable, Sendable` (iOS 13.0),
/// Equatable and Hashable: not frozen.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorScheme: CaseIterable, Sendable {
  case light
  case dark
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ColorScheme: Equatable, Hashable {}

/// SwiftUICore.swiftinterface: `@propertyWrapper @preconcurrency @MainActor @frozen public
/// struct ObservedObject<ObjectType> : DynamicProperty where ObjectType : ObservableObject`
/// (iOS 13.0): its initializers `nonisolated`, its value and bindings main-actor; Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper @preconcurrency @MainActor @frozen public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
  /// `@dynamicMemberLookup @preconcurrency @MainActor @frozen public struct Wrapper`, Sendable.
  @dynamicMemberLookup @preconcurrency @MainActor @frozen public struct Wrapper {
    @MainActor @preconcurrency public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
  }
  @_alwaysEmitIntoClient nonisolated public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }
  nonisolated public init(wrappedValue: ObjectType) {}
  @MainActor @preconcurrency public var wrappedValue: ObjectType { get { fatalError() } set {} }
  @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ObservedObject: Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ObservedObject.Wrapper: Sendable {}

/// SwiftUICore.swiftinterface: `@frozen @propertyWrapper @preconcurrency @MainActor public
/// struct StateObject<ObjectType> : DynamicProperty where ObjectType : ObservableObject`
/// (iOS 14.0): `@inlinable nonisolated public init(wrappedValue thunk: @autoclosure @escaping
/// () -> ObjectType)`; Sendable.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper @preconcurrency @MainActor public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
  @inlinable nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
  @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }
  @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension StateObject: Sendable {}

/// SwiftUICore.swiftinterface: `@frozen @propertyWrapper @preconcurrency @MainActor public
/// struct EnvironmentObject<ObjectType> : DynamicProperty where ObjectType : ObservableObject`
/// (iOS 13.0): `@MainActor @preconcurrency public init()` (not `nonisolated`); Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @preconcurrency @MainActor public struct EnvironmentObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
  @dynamicMemberLookup @frozen @preconcurrency @MainActor public struct Wrapper {
    @MainActor @preconcurrency public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
  }
  @inlinable @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }
  @MainActor @preconcurrency public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { fatalError() }
  @MainActor @preconcurrency public init() {}
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentObject: Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentObject.Wrapper: Sendable {}

// MARK: - Geometry

/// SwiftUICore.swiftinterface: `@frozen public enum Edge : Int8, CaseIterable` (iOS 13.0),
/// Equatable, Hashable, RawRepresentable, Sendable; `@frozen public struct Set : OptionSet`
/// (`public init(rawValue: Int8)`, `public init(_ e: Edge)`), Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Edge: Int8, CaseIterable {
  case top, leading, bottom, trailing
  @frozen public struct Set: OptionSet {
    public typealias Element = Edge.Set
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Edge.Set(rawValue: 1)
    public static let leading = Edge.Set(rawValue: 2)
    public static let bottom = Edge.Set(rawValue: 4)
    public static let trailing = Edge.Set(rawValue: 8)
    public static let all = Edge.Set(rawValue: 15)
    public static let horizontal = Edge.Set(rawValue: 10)
    public static let vertical = Edge.Set(rawValue: 5)
    public init(_ e: Edge) { fatalError() }
  }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Edge: Equatable, Hashable, Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Edge.Set: Sendable {}

/// SwiftUICore.swiftinterface: `@frozen public struct EdgeInsets : Equatable` (iOS 13.0),
/// Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EdgeInsets: Equatable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  @inlinable public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing }
  @inlinable public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EdgeInsets: Sendable {}

/// SwiftUICore.swiftinterface: `@frozen public struct HorizontalAlignment : Equatable`
/// (iOS 13.0), Sendable; its `leading`, `center`, `trailing`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct HorizontalAlignment: Equatable {
  public static let leading = HorizontalAlignment()
  public static let center = HorizontalAlignment()
  public static let trailing = HorizontalAlignment()
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension HorizontalAlignment: Sendable {}

/// SwiftUICore.swiftinterface: `@frozen public struct VerticalAlignment : Equatable`
/// (iOS 13.0), Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct VerticalAlignment: Equatable {
  public static let top = VerticalAlignment()
  public static let center = VerticalAlignment()
  public static let bottom = VerticalAlignment()
  public static let firstTextBaseline = VerticalAlignment()
  public static let lastTextBaseline = VerticalAlignment()
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension VerticalAlignment: Sendable {}

/// SwiftUICore.swiftinterface: `@frozen public struct Alignment : Equatable` (iOS 13.0),
/// Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Alignment: Equatable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  @inlinable public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) { self.horizontal = horizontal; self.vertical = vertical }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Alignment: Sendable {}

/// SwiftUICore.swiftinterface: `@frozen public struct UnitPoint : Hashable` (iOS 13.0),
/// Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct UnitPoint: Hashable {
  public var x: CGFloat
  public var y: CGFloat
  @inlinable public init() { self.init(x: 0, y: 0) }
  @inlinable public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension UnitPoint: Sendable {}

/// SwiftUICore.swiftinterface: `@frozen public enum Axis : Int8, CaseIterable` (iOS 13.0),
/// Equatable, Hashable, RawRepresentable, Sendable, CustomStringConvertible; `@frozen public
/// struct Set : OptionSet`, Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Axis: Int8, CaseIterable {
  case horizontal, vertical
  @frozen public struct Set: OptionSet {
    public typealias Element = Axis.Set
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Axis.Set(rawValue: 1)
    public static let vertical = Axis.Set(rawValue: 2)
  }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Axis: CustomStringConvertible {
  public var description: String { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Axis: Equatable, Hashable, Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Axis.Set: Sendable {}

/// SwiftUICore.swiftinterface: `public enum CoordinateSpace` (iOS 13.0): not frozen, Equatable
/// and Hashable, its Sendable conformance unavailable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum CoordinateSpace {
  case global
  case local
  case named(AnyHashable)
}
@available(*, unavailable)
extension CoordinateSpace: Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CoordinateSpace: Equatable, Hashable {}

/// SwiftUICore.swiftinterface: `public struct GeometryProxy` (iOS 13.0), its Sendable
/// conformance unavailable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GeometryProxy {
  public var size: CGSize { fatalError() }
  public var safeAreaInsets: EdgeInsets { fatalError() }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @_disfavoredOverload public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { fatalError() }
}
@available(*, unavailable)
extension GeometryProxy: Sendable {}

/// SwiftUICore.swiftinterface: `@frozen @MainActor @preconcurrency public struct
/// GeometryReader<Content> : View where Content : View` (iOS 13.0), `@inlinable nonisolated
/// public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content)`, not Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct GeometryReader<Content>: View where Content: View {
  @MainActor @preconcurrency public var content: (GeometryProxy) -> Content
  @inlinable nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { fatalError() }
  public typealias Body = Never
}
@available(*, unavailable)
extension GeometryReader: Sendable {}

/// SwiftUICore.swiftinterface: `@frozen public struct SafeAreaRegions : OptionSet` (iOS 14.0),
/// Sendable.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen public struct SafeAreaRegions: OptionSet {
  public let rawValue: UInt
  @inlinable public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all = SafeAreaRegions(rawValue: 3)
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension SafeAreaRegions: Sendable {}

// MARK: - Scrolling (SwiftUICore's part: the rest is SwiftUI's)

/// SwiftUICore.swiftinterface: `public struct ScrollGeometry : Equatable, Sendable` (iOS 18.0):
/// `contentOffset` and `containerSize` get set, `contentSize` and `contentInsets` stored,
/// `visibleRect` and `bounds` get; the public memberwise initializer in an extension.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollGeometry: Equatable, Sendable {
  public var contentOffset: CGPoint { get { fatalError() } set {} }
  public var contentSize: CGSize
  public var contentInsets: EdgeInsets
  public var containerSize: CGSize { get { fatalError() } set {} }
  public var visibleRect: CGRect { fatalError() }
  public var bounds: CGRect { fatalError() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ScrollGeometry {
  public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) { fatalError() }
}

/// SwiftUICore.swiftinterface: `@frozen public enum ScrollPhase : Equatable` (iOS 18.0;
/// `@_originallyDefinedIn(module: "SwiftUI", iOS 18.0)`), Hashable, Sendable: frozen, so a
/// `switch` over it needs no `@unknown default`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@frozen public enum ScrollPhase: Equatable {
  case idle
  case tracking
  case interacting
  case decelerating
  case animating
  public var isScrolling: Bool { fatalError() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ScrollPhase: Hashable, Sendable {}

/// SwiftUICore.swiftinterface: `public struct ScrollPosition : Sendable` (iOS 18.0), every
/// member in an extension: its initializers (an ID type defaulting to `Never`), `scrollTo`
/// (mutating), `isPositionedByUser` (get set), `edge`, `point`, `viewID` (get); Equatable.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollPosition: Sendable {}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ScrollPosition {
  public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {}
  public init(idType: (some Hashable & Sendable).Type = Never.self) {}
  public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {}
  public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {}
  public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) {}
  public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {}
  public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {}
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ScrollPosition {
  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {}
  public mutating func scrollTo(edge: Edge) {}
  public mutating func scrollTo(point: CGPoint) {}
  public mutating func scrollTo(x: CGFloat, y: CGFloat) {}
  public mutating func scrollTo(x: CGFloat) {}
  public mutating func scrollTo(y: CGFloat) {}
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ScrollPosition {
  public var isPositionedByUser: Bool { get { fatalError() } set {} }
  public var edge: Edge? { fatalError() }
  public var point: CGPoint? { fatalError() }
  public var viewID: (any Hashable & Sendable)? { fatalError() }
  public func viewID<T>(type: T.Type) -> T? where T: Hashable, T: Sendable { fatalError() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ScrollPosition: Equatable {
  public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool { fatalError() }
}

/// SwiftUICore.swiftinterface: `public struct ScrollTarget { public var rect: CGRect; public
/// var anchor: UnitPoint? }` (iOS 17.0; no public initializer), Hashable from iOS 18.0, its
/// Sendable conformance unavailable.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ScrollTarget {
  public var rect: CGRect
  public var anchor: UnitPoint?
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ScrollTarget: Hashable, Equatable {
  public func hash(into hasher: inout Hasher) {}
  public static func == (a: ScrollTarget, b: ScrollTarget) -> Bool { fatalError() }
}
@available(*, unavailable)
extension ScrollTarget: Sendable {}

// MARK: - Stacks and primitives

/// SwiftUICore.swiftinterface: `@frozen @MainActor @preconcurrency public struct
/// ZStack<Content> : View where Content : View` (iOS 13.0), `@inlinable nonisolated public
/// init(alignment:content:)`, not Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct ZStack<Content>: View where Content: View {
  @inlinable nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
  public typealias Body = Never
}
@available(*, unavailable)
extension ZStack: Sendable {}

/// SwiftUICore.swiftinterface: `@frozen @MainActor @preconcurrency public struct
/// VStack<Content> : View where Content : View` (iOS 13.0), `@inlinable nonisolated public
/// init(alignment:spacing:content:)`, not Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct VStack<Content>: View where Content: View {
  @inlinable nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
  public typealias Body = Never
}
@available(*, unavailable)
extension VStack: Sendable {}

/// SwiftUICore.swiftinterface: `@frozen @MainActor @preconcurrency public struct
/// HStack<Content> : View where Content : View` (iOS 13.0), `@inlinable nonisolated public
/// init(alignment:spacing:content:)`, not Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct HStack<Content>: View where Content: View {
  @inlinable nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
  public typealias Body = Never
}
@available(*, unavailable)
extension HStack: Sendable {}

/// SwiftUICore.swiftinterface: `@frozen @MainActor @preconcurrency public struct Spacer`
/// (iOS 13.0) with `@inlinable @MainActor @preconcurrency public init(minLength: CGFloat? =
/// nil)` — main-actor, not `nonisolated`: a Spacer is made on the main actor — and, at the
/// interface's end, `extension Spacer : View, Sendable`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct Spacer {
  @MainActor @preconcurrency public var minLength: CGFloat?
  @inlinable @MainActor @preconcurrency public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  public typealias Body = Never
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Spacer: View, Sendable {}

/// SwiftUICore.swiftinterface: `public struct ForEach<Data, ID, Content> where Data :
/// RandomAccessCollection, ID : Hashable` (iOS 13.0; no isolation), a view when its content is,
/// not Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
  public var data: Data
  public var content: (Data.Element) -> Content
}
@available(*, unavailable)
extension ForEach: Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
  public typealias Body = Never
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content: View {
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) { fatalError() }
}

/// SwiftUICore.swiftinterface: `public protocol ShapeStyle : Sendable` (iOS 13.0; its
/// requirements underscored and defaulted).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

/// SwiftUICore.swiftinterface: `@globalActor public actor _ImpossibleActor` and
/// `@_marker @_ImpossibleActor public protocol _RemoveGlobalActorIsolation`: what Shape refines
/// so that a shape, unlike a view, is not main-actor isolated (two global actors cancel out).
@globalActor public actor _ImpossibleActor {
  public static let shared = _ImpossibleActor()
}
@_marker @_ImpossibleActor public protocol _RemoveGlobalActorIsolation {}

/// SwiftUICore.swiftinterface: `public protocol Shape : Sendable, Animatable, View,
/// _RemoveGlobalActorIsolation` (iOS 13.0), `nonisolated func path(in rect: CGRect) -> Path`
/// (Animatable, whose requirements are defaulted, left out).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Shape: Sendable, View, _RemoveGlobalActorIsolation {
  nonisolated func path(in rect: CGRect) -> Path
}

/// SwiftUICore.swiftinterface: `@frozen public struct Path : Equatable,
/// LosslessStringConvertible, @unchecked Sendable` (iOS 13.0), its `init()` and `init(_:
/// CGRect)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Path: Equatable, @unchecked Sendable {
  public init() {}
  public init(_ rect: CGRect) {}
}

/// SwiftUICore.swiftinterface: `@frozen public struct Rectangle : Shape` (iOS 13.0),
/// `@inlinable nonisolated public init()`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Rectangle: Shape {
  @inlinable nonisolated public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  public var body: _StandInView { _StandInView() }
}

/// SwiftUICore.swiftinterface: `@frozen public struct RoundedRectangle : Shape` (iOS 13.0),
/// `@inlinable nonisolated public init(cornerRadius:style:)` (the style left out).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct RoundedRectangle: Shape {
  public var cornerSize: CGSize
  @inlinable nonisolated public init(cornerRadius: CGFloat) { self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius) }
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  public var body: _StandInView { _StandInView() }
}

/// SwiftUICore.swiftinterface: `@frozen public struct Capsule : Shape` (iOS 13.0),
/// `@inlinable nonisolated public init(style:)` (the style left out).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Capsule: Shape {
  @inlinable nonisolated public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  public var body: _StandInView { _StandInView() }
}

/// SwiftUICore.swiftinterface: `@frozen public struct Circle : Shape` (iOS 13.0),
/// `@inlinable nonisolated public init()`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Circle: Shape {
  @inlinable nonisolated public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  public var body: _StandInView { _StandInView() }
}

/// SwiftUICore.swiftinterface: `@frozen public struct Color : Hashable,
/// CustomStringConvertible, Sendable` (iOS 13.0; no isolation), a view (`Body = Never`) and a
/// shape style; its initializers in extensions (`init(_:red:green:blue:opacity:)`,
/// `init(_:white:opacity:)`, `init(hue:saturation:brightness:opacity:)`, `init(_:bundle:)`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
  public var description: String { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
  /// `public enum RGBColorSpace : Sendable` (not frozen).
  public enum RGBColorSpace: Sendable {
    case sRGB
    case sRGBLinear
    case displayP3
  }
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) { fatalError() }
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) { fatalError() }
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) { fatalError() }
  public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
  public func opacity(_ opacity: Double) -> Color { fatalError() }
  public static var accentColor: Color { fatalError() }
}
/// SwiftUICore.swiftinterface: the system colours, `public static let` (iOS 13.0; mint, teal,
/// cyan, indigo and brown iOS 15.0).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
  public static let red = Color(white: 0)
  public static let orange = Color(white: 0)
  public static let yellow = Color(white: 0)
  public static let green = Color(white: 0)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let mint = Color(white: 0)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let teal = Color(white: 0)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let cyan = Color(white: 0)
  public static let blue = Color(white: 0)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let indigo = Color(white: 0)
  public static let purple = Color(white: 0)
  public static let pink = Color(white: 0)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let brown = Color(white: 0)
  public static let white = Color(white: 0)
  public static let gray = Color(white: 0)
  public static let black = Color(white: 0)
  public static let clear = Color(white: 0)
  public static let primary = Color(white: 0)
  public static let secondary = Color(white: 0)
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: ShapeStyle {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: View {
  public typealias Body = Never
}

/// SwiftUICore.swiftinterface: `extension ShapeStyle where Self == Color`, the colours as
/// styles, `@_alwaysEmitIntoClient public static var` (iOS 13.0; mint, teal, cyan, indigo and
/// brown iOS 15.0). No `primary` or `secondary` here: those are HierarchicalShapeStyle's.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self == Color {
  @_alwaysEmitIntoClient public static var red: Color { .red }
  @_alwaysEmitIntoClient public static var orange: Color { .orange }
  @_alwaysEmitIntoClient public static var yellow: Color { .yellow }
  @_alwaysEmitIntoClient public static var green: Color { .green }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_alwaysEmitIntoClient public static var mint: Color { .mint }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_alwaysEmitIntoClient public static var teal: Color { .teal }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_alwaysEmitIntoClient public static var cyan: Color { .cyan }
  @_alwaysEmitIntoClient public static var blue: Color { .blue }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_alwaysEmitIntoClient public static var indigo: Color { .indigo }
  @_alwaysEmitIntoClient public static var purple: Color { .purple }
  @_alwaysEmitIntoClient public static var pink: Color { .pink }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_alwaysEmitIntoClient public static var brown: Color { .brown }
  @_alwaysEmitIntoClient public static var white: Color { .white }
  @_alwaysEmitIntoClient public static var gray: Color { .gray }
  @_alwaysEmitIntoClient public static var black: Color { .black }
  @_alwaysEmitIntoClient public static var clear: Color { .clear }
}

/// SwiftUICore.swiftinterface: `@frozen public struct HierarchicalShapeStyle : ShapeStyle`
/// (iOS 15.0) and `extension ShapeStyle where Self == HierarchicalShapeStyle`'s
/// `@_alwaysEmitIntoClient public static var primary`, `secondary`, `tertiary`, `quaternary`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct HierarchicalShapeStyle: ShapeStyle {
  public static let primary = HierarchicalShapeStyle()
  public static let secondary = HierarchicalShapeStyle()
  public static let tertiary = HierarchicalShapeStyle()
  public static let quaternary = HierarchicalShapeStyle()
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
  @_alwaysEmitIntoClient public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
  @_alwaysEmitIntoClient public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
  @_alwaysEmitIntoClient public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
  @_alwaysEmitIntoClient public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle.quaternary }
}

/// SwiftUICore.swiftinterface: `@frozen public struct LocalizedStringKey : Equatable,
/// ExpressibleByStringInterpolation` (iOS 13.0), its Sendable conformance unavailable (a key
/// holds its interpolated arguments); `public struct StringInterpolation :
/// StringInterpolationProtocol` (not frozen, not Sendable).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  public init(_ value: String) {}
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}
  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation(_ string: String) {}
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: ReferenceConvertible {}
    public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}
    public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {}
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public mutating func appendInterpolation(_ text: Text) {}
    @available(*, unavailable, message: "Unsupported type for interpolation, see LocalizedStringKey.StringInterpolation for supported types.")
    public mutating func appendInterpolation<T>(_ view: T) where T: View {}
  }
  public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool { fatalError() }
}
@available(*, unavailable)
extension LocalizedStringKey.StringInterpolation: Sendable {}
@available(*, unavailable)
extension LocalizedStringKey: Sendable {}

/// SwiftUICore.swiftinterface: `public protocol _FormatSpecifiable : Equatable` (iOS 13.0),
/// the integer and floating-point types a LocalizedStringKey interpolates (its requirements,
/// the C argument and its specifier, left out).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

/// SwiftUICore.swiftinterface: `@frozen public struct Text : Equatable, Sendable` (iOS 13.0;
/// no isolation), a view (`Body = Never`); its modifiers `nonisolated public func ... -> Text`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text: Equatable, Sendable {
  @inlinable public init(verbatim content: String) {}
  @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol {}
  public static func == (a: Text, b: Text) -> Bool { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
  public typealias Body = Never
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  nonisolated public func foregroundColor(_ color: Color?) -> Text { fatalError() }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { fatalError() }
  nonisolated public func font(_ font: Font?) -> Text { fatalError() }
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text { fatalError() }
  nonisolated public func bold() -> Text { fatalError() }
  nonisolated public func italic() -> Text { fatalError() }
}

/// SwiftUICore.swiftinterface: `@frozen public struct Image : Equatable, Sendable` (iOS 13.0;
/// no isolation), a view (`Body = Never`): `init(_:bundle:)`, `@available(macOS 11.0, *)
/// init(systemName:)`, `resizable(capInsets:resizingMode:)`, `renderingMode(_:)`; its
/// `ResizingMode` and `TemplateRenderingMode` `public enum ... : Sendable` (not frozen).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Image: Equatable, Sendable {
  public static func == (lhs: Image, rhs: Image) -> Bool { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image {
  public init(_ name: String, bundle: Bundle? = nil) {}
  @available(macOS 11.0, *)
  public init(systemName: String) {}
  public enum ResizingMode: Sendable {
    case tile
    case stretch
  }
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { fatalError() }
  public enum TemplateRenderingMode: Sendable {
    case template
    case original
  }
  public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image: View {
  public typealias Body = Never
}

/// SwiftUICore.swiftinterface: `@frozen public struct Font : Hashable, Sendable` (iOS 13.0):
/// the text styles as `public static let` (title2, title3 and caption2 iOS 14.0);
/// `system(size:weight:design:)` and `system(_:design:weight:)` with optional weight and design
/// (iOS 16.0) and their deprecated, disfavoured iOS 13 forms; `custom(_:size:)`; `Weight`
/// (`@frozen public struct Weight : Hashable`, Sendable); `TextStyle` (`public enum TextStyle
/// : CaseIterable, Sendable`, not frozen); `Design` (`public enum Design : Hashable, Sendable`,
/// not frozen).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Font: Hashable, Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
  public static let largeTitle = Font.system(.largeTitle)
  public static let title = Font.system(.title)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let title2 = Font.system(.title2)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let title3 = Font.system(.title3)
  public static let headline = Font.system(.headline)
  public static let subheadline = Font.system(.subheadline)
  public static let body = Font.system(.body)
  public static let callout = Font.system(.callout)
  public static let footnote = Font.system(.footnote)
  public static let caption = Font.system(.caption)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let caption2 = Font.system(.caption2)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { fatalError() }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead.")
  @_disfavoredOverload public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font { fatalError() }
  public enum TextStyle: CaseIterable, Sendable {
    case largeTitle
    case title
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    case title2
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    case title3
    case headline
    case subheadline
    case body
    case callout
    case footnote
    case caption
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    case caption2
    public static var allCases: [Font.TextStyle] { fatalError() }
  }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font.TextStyle: Equatable, Hashable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
  public func italic() -> Font { fatalError() }
  public func monospacedDigit() -> Font { fatalError() }
  public func weight(_ weight: Font.Weight) -> Font { fatalError() }
  public func bold() -> Font { fatalError() }
  @frozen public struct Weight: Hashable {
    public static let ultraLight = Font.Weight()
    public static let thin = Font.Weight()
    public static let light = Font.Weight()
    public static let regular = Font.Weight()
    public static let medium = Font.Weight()
    public static let semibold = Font.Weight()
    public static let bold = Font.Weight()
    public static let heavy = Font.Weight()
    public static let black = Font.Weight()
  }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font.Weight: Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
  public static func custom(_ name: String, size: CGFloat) -> Font { fatalError() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { fatalError() }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
  @_disfavoredOverload public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font { fatalError() }
  public enum Design: Hashable, Sendable {
    case `default`
    case serif
    case rounded
    case monospaced
  }
}

// MARK: - Animation and transactions

/// SwiftUICore.swiftinterface: `@frozen public struct Animation : Equatable, Sendable`
/// (iOS 13.0), Hashable from iOS 17.0; `public static let default`, the timing curves, the
/// springs (`spring(duration:bounce:blendDuration:)`, `.spring`, `.smooth`, `.snappy`, `.bouncy`
/// `@_alwaysEmitIntoClient`, iOS 17.0), `delay(_:)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Animation: Equatable, Sendable {
  public static func == (lhs: Animation, rhs: Animation) -> Bool { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Animation {
  public static let `default` = Animation()
  public static func easeInOut(duration: TimeInterval) -> Animation { fatalError() }
  public static var easeInOut: Animation { fatalError() }
  public static func easeIn(duration: TimeInterval) -> Animation { fatalError() }
  public static var easeIn: Animation { fatalError() }
  public static func easeOut(duration: TimeInterval) -> Animation { fatalError() }
  public static var easeOut: Animation { fatalError() }
  public static func linear(duration: TimeInterval) -> Animation { fatalError() }
  public static var linear: Animation { fatalError() }
  @_disfavoredOverload public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { fatalError() }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_alwaysEmitIntoClient public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation { fatalError() }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_alwaysEmitIntoClient public static var spring: Animation { fatalError() }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_alwaysEmitIntoClient public static var smooth: Animation { fatalError() }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_alwaysEmitIntoClient public static var snappy: Animation { fatalError() }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_alwaysEmitIntoClient public static var bouncy: Animation { fatalError() }
  public func delay(_ delay: TimeInterval) -> Animation { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Animation: Hashable {
  public func hash(into hasher: inout Hasher) {}
}

/// SwiftUICore.swiftinterface: `public func withAnimation<Result>(_ animation: Animation? =
/// .default, _ body: () throws -> Result) rethrows -> Result` (iOS 13.0; no isolation).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { fatalError() }

/// SwiftUICore.swiftinterface: `@frozen public struct Transaction` (iOS 13.0), `@inlinable
/// public init()`, its Sendable conformance unavailable; `init(animation:)`, `animation`,
/// `disablesAnimations`, `isContinuous` (get set, iOS 13.0), `tracksVelocity` and
/// `scrollTargetAnchor` (iOS 17.0), a subscript by TransactionKey (iOS 17.0). No
/// `scrollPositionUpdatePreservesVelocity`: the iOS 18.0 SDK has none (neither interface).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Transaction {
  @inlinable public init() {}
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public subscript<K>(key: K.Type) -> K.Value where K: TransactionKey { get { fatalError() } set {} }
}
@available(*, unavailable)
extension Transaction: Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Transaction {
  public init(animation: Animation?) {}
  public var animation: Animation? { get { fatalError() } set {} }
  public var disablesAnimations: Bool { get { fatalError() } set {} }
  public var isContinuous: Bool { get { fatalError() } set {} }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transaction {
  public var tracksVelocity: Bool { get { fatalError() } set {} }
  public var scrollTargetAnchor: UnitPoint? { get { fatalError() } set {} }
}

/// SwiftUICore.swiftinterface: `public protocol TransactionKey` (iOS 17.0).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol TransactionKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

/// SwiftUICore.swiftinterface: `public func withTransaction<Result>(_ transaction:
/// Transaction, _ body: () throws -> Result) rethrows -> Result` (iOS 13.0; no isolation) and
/// `@_alwaysEmitIntoClient public func withTransaction<R, V>(_ keyPath: WritableKeyPath<
/// Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result { fatalError() }
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@_alwaysEmitIntoClient public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R { fatalError() }

// MARK: - Timelines (the schedules; TimelineView and the animation schedule are SwiftUI's)

/// SwiftUICore.swiftinterface: `public protocol TimelineSchedule` (iOS 15.0): `typealias Mode =
/// TimelineScheduleMode`, `associatedtype Entries : Sequence where Entries.Element == Date`,
/// `func entries(from startDate: Date, mode: Mode) -> Entries`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol TimelineSchedule {
  typealias Mode = TimelineScheduleMode
  associatedtype Entries: Sequence where Self.Entries.Element == Date
  func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// SwiftUICore.swiftinterface: `public enum TimelineScheduleMode : Sendable { case normal,
/// lowFrequency }` (iOS 15.0), Equatable, Hashable: not frozen.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum TimelineScheduleMode: Sendable {
  case normal
  case lowFrequency
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineScheduleMode: Equatable, Hashable {}

/// SwiftUICore.swiftinterface: `public struct PeriodicTimelineSchedule : TimelineSchedule,
/// Sendable` (iOS 15.0), `init(from:by:)`, its `Entries : Sequence, IteratorProtocol,
/// Sendable`; `.periodic(from:by:)` `@_alwaysEmitIntoClient`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    public mutating func next() -> Date? { fatalError() }
  }
  public init(from startDate: Date, by interval: TimeInterval) {}
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries { fatalError() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  @_alwaysEmitIntoClient public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule { .init(from: startDate, by: interval) }
}

/// SwiftUICore.swiftinterface: `public struct EveryMinuteTimelineSchedule : TimelineSchedule,
/// Sendable` (iOS 15.0), `init()`; `.everyMinute` `@_alwaysEmitIntoClient`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    public mutating func next() -> Date? { fatalError() }
  }
  public init() {}
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> EveryMinuteTimelineSchedule.Entries { fatalError() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  @_alwaysEmitIntoClient public static var everyMinute: EveryMinuteTimelineSchedule { .init() }
}

/// SwiftUICore.swiftinterface: `public struct ExplicitTimelineSchedule<Entries> :
/// TimelineSchedule where Entries : Sequence, Entries.Element == Date` (iOS 15.0), its Sendable
/// conformance unavailable; `.explicit(_:)` `@_alwaysEmitIntoClient`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ExplicitTimelineSchedule<Entries>: TimelineSchedule where Entries: Sequence, Entries.Element == Date {
  public init(_ dates: Entries) {}
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { fatalError() }
}
@available(*, unavailable)
extension ExplicitTimelineSchedule: Sendable {}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule {
  @_alwaysEmitIntoClient public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date { .init(dates) }
}

// MARK: - Gestures

/// SwiftUICore.swiftinterface: `@preconcurrency @MainActor public protocol Gesture<Value>`
/// (iOS 13.0), its `body` `@MainActor @preconcurrency`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol Gesture<Value> {
  associatedtype Value
  associatedtype Body: Gesture
  @MainActor @preconcurrency var body: Self.Body { get }
}

/// The stand-in's: what gives a primitive gesture (`Body == Never`) its `body`.
extension Gesture where Self.Body == Never {
  public var body: Never { fatalError() }
}

/// SwiftUICore.swiftinterface: `extension Never : Gesture` (iOS 13.0).
extension Never: Gesture {
  public typealias Value = Never
}

/// SwiftUICore.swiftinterface: `nonisolated public func onEnded(@_inheritActorContext _ action:
/// @escaping (Self.Value) -> Void) -> _EndedGesture<Self>` (iOS 13.0) — `nonisolated`, its
/// closure neither `@MainActor` nor `@Sendable`: it runs in the isolation of the code that
/// wrote it (in a view's `body`, the main actor's; in a `nonisolated` function, none).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Gesture {
  nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { fatalError() }
}

/// SwiftUICore.swiftinterface: `extension Gesture where Self.Value : Equatable {
/// nonisolated public func onChanged(@_inheritActorContext _ action: @escaping (Self.Value) ->
/// Void) -> _ChangedGesture<Self> }` (iOS 13.0), as onEnded.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Gesture where Self.Value: Equatable {
  nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> { fatalError() }
}

/// SwiftUICore.swiftinterface: `@MainActor @preconcurrency public struct _EndedGesture<Content>
/// where Content : Gesture` (iOS 13.0; not frozen), a gesture, its Sendable conformance
/// unavailable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct _EndedGesture<Content> where Content: Gesture {
  public typealias Body = Never
  public typealias Value = Content.Value
}
@available(*, unavailable)
extension _EndedGesture: Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _EndedGesture: Gesture {}

/// SwiftUICore.swiftinterface: `@MainActor @preconcurrency public struct
/// _ChangedGesture<Content> where Content : Gesture, Content.Value : Equatable` (iOS 13.0; not
/// frozen), a gesture, its Sendable conformance unavailable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct _ChangedGesture<Content> where Content: Gesture, Content.Value: Equatable {
  public typealias Body = Never
  public typealias Value = Content.Value
}
@available(*, unavailable)
extension _ChangedGesture: Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ChangedGesture: Gesture {}

/// SwiftUICore.swiftinterface: `extension Gesture { @inlinable @MainActor @preconcurrency
/// public func simultaneously<Other>(with other: Other) -> SimultaneousGesture<Self, Other>
/// where Other : Gesture }` (iOS 13.0) and `@frozen @MainActor @preconcurrency public struct
/// SimultaneousGesture<First, Second> : Gesture` (its `@frozen public struct Value`, Sendable
/// where both values are; the gesture's Sendable conformance unavailable).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Gesture {
  @inlinable @MainActor @preconcurrency public func simultaneously<Other>(with other: Other) -> SimultaneousGesture<Self, Other> where Other: Gesture { SimultaneousGesture(self, other) }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct SimultaneousGesture<First, Second>: Gesture where First: Gesture, Second: Gesture {
  @frozen public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }
  @MainActor @preconcurrency public var first: First
  @MainActor @preconcurrency public var second: Second
  @inlinable @MainActor @preconcurrency public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
  public typealias Body = Never
}
@available(*, unavailable)
extension SimultaneousGesture: Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// SwiftUICore.swiftinterface: `@MainActor @preconcurrency public struct TapGesture : Gesture`
/// (iOS 13.0, tvOS 16.0), `nonisolated public init(count: Int = 1)`, `Value = Void`, its
/// Sendable conformance unavailable.
@available(iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct TapGesture: Gesture {
  @MainActor @preconcurrency public var count: Int
  nonisolated public init(count: Int = 1) { fatalError() }
  public typealias Value = Void
  public typealias Body = Never
}
@available(*, unavailable)
extension TapGesture: Sendable {}

/// SwiftUICore.swiftinterface: `@frozen public struct GestureMask : OptionSet` (iOS 13.0;
/// `public init(rawValue: UInt32)`, not inlinable), Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct GestureMask: OptionSet {
  public typealias Element = GestureMask
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all = GestureMask(rawValue: 3)
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension GestureMask: Sendable {}

/// SwiftUICore.swiftinterface: `gesture(_:including:)`, `highPriorityGesture(_:including:)`,
/// `simultaneousGesture(_:including:)` (`nonisolated public func`, iOS 13.0) and
/// `onTapGesture(count:perform:)` (`nonisolated public func`, iOS 13.0, tvOS 16.0), the tap's
/// action a plain closure isolated to where it is written.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T: Gesture { _StandInView() }
  nonisolated public func highPriorityGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T: Gesture { _StandInView() }
  nonisolated public func simultaneousGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T: Gesture { _StandInView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, *)
extension View {
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { _StandInView() }
}

// MARK: - Modifiers

/// SwiftUICore.swiftinterface: `@preconcurrency @MainActor public protocol ViewModifier`
/// (iOS 13.0), `@ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body`,
/// `typealias Content = _ViewModifier_Content<Self>`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol ViewModifier {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  typealias Content = _ViewModifier_Content<Self>
}

/// The stand-in's: what gives a primitive modifier (`Body == Never`) its `body(content:)`.
extension ViewModifier where Self.Body == Never {
  public func body(content: Self.Content) -> Never { fatalError() }
}

/// SwiftUICore.swiftinterface: `@MainActor @preconcurrency public struct
/// _ViewModifier_Content<Modifier> : View where Modifier : ViewModifier` (iOS 13.0; not
/// frozen), its Sendable conformance unavailable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
  public typealias Body = Never
}
@available(*, unavailable)
extension _ViewModifier_Content: Sendable {}

/// SwiftUICore.swiftinterface: `@frozen public struct ModifiedContent<Content, Modifier>`
/// (iOS 13.0; no isolation), `@inlinable nonisolated public init(content:modifier:)`, its
/// Sendable conformance unavailable; Equatable where both are, a view where its content is a
/// view and its modifier a view modifier, a view modifier where both are.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ModifiedContent<Content, Modifier> {
  public typealias Body = Never
  public var content: Content
  public var modifier: Modifier
  @inlinable nonisolated public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
}
@available(*, unavailable)
extension ModifiedContent: Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {}

/// SwiftUICore.swiftinterface: the view modifiers, each `nonisolated` (`@inlinable` where the
/// interface gives its body), iOS 13.0 unless its own `@available` says otherwise.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
  @inlinable nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { _StandInView() }
  @inlinable nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { _StandInView() }
  @inlinable nonisolated public func offset(_ offset: CGSize) -> some View { _StandInView() }
  @inlinable nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _StandInView() }
  @inlinable nonisolated public func clipped(antialiased: Bool = false) -> some View { _StandInView() }
  @inlinable nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape { _StandInView() }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  @inlinable nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { _StandInView() }
  @inlinable nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape { _StandInView() }
  @inlinable nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { _StandInView() }
  @inlinable nonisolated public func environmentObject<T>(_ object: T) -> some View where T: ObservableObject { _StandInView() }
  @inlinable nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { _StandInView() }
  @inlinable nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _StandInView() }
  @inlinable nonisolated public func disabled(_ disabled: Bool) -> some View { _StandInView() }
  @inlinable nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { _StandInView() }
  @inlinable nonisolated public func padding(_ insets: EdgeInsets) -> some View { _StandInView() }
  @inlinable nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _StandInView() }
  @inlinable nonisolated public func padding(_ length: CGFloat) -> some View { _StandInView() }
  @inlinable nonisolated public func font(_ font: Font?) -> some View { _StandInView() }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @inlinable nonisolated public func foregroundColor(_ color: Color?) -> some View { _StandInView() }
  @inlinable nonisolated public func opacity(_ opacity: Double) -> some View { _StandInView() }
  @inlinable nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { _StandInView() }
  @inlinable nonisolated public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { _StandInView() }
  @inlinable nonisolated public func zIndex(_ value: Double) -> some View { _StandInView() }
  @inlinable nonisolated public func lineLimit(_ number: Int?) -> some View { _StandInView() }
  @inlinable nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { _StandInView() }
  @inlinable nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { _StandInView() }
  @inlinable nonisolated public func fixedSize() -> some View { _StandInView() }
  @inlinable nonisolated public func layoutPriority(_ value: Double) -> some View { _StandInView() }
  @inlinable nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { _StandInView() }
  @inlinable nonisolated public func scaledToFit() -> some View { _StandInView() }
  @inlinable nonisolated public func scaledToFill() -> some View { _StandInView() }
  /// `animation(_:value:)` (iOS 13.0).
  @inlinable nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable { _StandInView() }
  /// `transaction(_:)` (iOS 13.0): the transform a plain closure.
  @inlinable nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { _StandInView() }
  /// `transaction(value:_:)` (iOS 17.0, `@_alwaysEmitIntoClient`).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_alwaysEmitIntoClient nonisolated public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View { _StandInView() }
  /// `animation(_:)`, deprecated in iOS 15.0 (`@_disfavoredOverload`).
  @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
  @_disfavoredOverload @inlinable nonisolated public func animation(_ animation: Animation?) -> some View { _StandInView() }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @inlinable @_disfavoredOverload nonisolated public func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View where Background: View { _StandInView() }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  @inlinable @_disfavoredOverload nonisolated public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay: View { _StandInView() }
}

/// SwiftUICore.swiftinterface: `ignoresSafeArea(_:edges:)` (iOS 14.0) and, iOS 14.0 but
/// deprecated for the two-closure forms in 17.0, `onChange(of:perform:)`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  @inlinable nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { _StandInView() }
  @available(iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
  @inlinable nonisolated public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View where V: Equatable { _StandInView() }
}

/// SwiftUICore.swiftinterface: `onChange(of:initial:_:)`, both forms (iOS 17.0, `nonisolated`).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
  nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View where V: Equatable { _StandInView() }
  nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V: Equatable { _StandInView() }
}

/// SwiftUICore.swiftinterface: `background` and `overlay` with a view builder, a style or a
/// shape, and the `foregroundStyle` forms (iOS 15.0, `@inlinable nonisolated`).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  @inlinable nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { _StandInView() }
  @inlinable nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { _StandInView() }
  @inlinable nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle { _StandInView() }
  @inlinable nonisolated public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View where S: Shape { _StandInView() }
  @inlinable nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape { _StandInView() }
  @inlinable nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { _StandInView() }
  @inlinable nonisolated public func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle { _StandInView() }
  @inlinable nonisolated public func overlay<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape { _StandInView() }
  @inlinable nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { _StandInView() }
  @inlinable nonisolated public func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View where S1: ShapeStyle, S2: ShapeStyle { _StandInView() }
  @inlinable nonisolated public func foregroundStyle<S1, S2, S3>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View where S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle { _StandInView() }
}

/// SwiftUICore.swiftinterface: `@frozen public struct FillStyle : Equatable` (iOS 13.0),
/// Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct FillStyle: Equatable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  @inlinable public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension FillStyle: Sendable {}

/// SwiftUICore.swiftinterface: `@frozen public enum TextAlignment : Hashable, CaseIterable`
/// (iOS 13.0), Sendable: frozen.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum TextAlignment: Hashable, CaseIterable {
  case leading, center, trailing
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextAlignment: Sendable {}

/// SwiftUICore.swiftinterface: `@frozen public enum ContentMode : Hashable, CaseIterable`
/// (iOS 13.0), Sendable: frozen.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum ContentMode: Hashable, CaseIterable {
  case fit, fill
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ContentMode: Sendable {}
