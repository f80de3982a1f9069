// swift-format-ignore-file
// A CI-only stand-in for SwiftUICore, the module the iOS 18.0 SDK moved SwiftUI's foundations
// into (SwiftUI re-exports it), as
// SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface declares
// them: the declarations FolioSwiftUI, Examples/AppleScreens/SwiftUI and an ordinary screen use.
// Built with library evolution as Apple builds it, so a `switch` over a non-frozen enum
// (LayoutDirection, ColorScheme) needs `@unknown default` and a @frozen one (Edge, Axis) does
// not. As the SDK declares them: the View and ViewModifier protocols are
// `@MainActor @preconcurrency`; container views (ZStack, VStack, HStack, GeometryReader,
// ForEach) are `@MainActor @preconcurrency` structs with `nonisolated` initializers and an
// unavailable Sendable conformance; value views (Text, Image, Color, Spacer) are Sendable; view
// modifiers are `nonisolated`; the Gesture protocol and its `onChanged`, `onEnded` and
// `updating` are `@MainActor @preconcurrency`. Where the declaration comes from is in each
// comment (its first iOS release). Declarations only: every body is `fatalError()`, every
// modifier returns a placeholder view (.ci/apple/check).

import class Foundation.Bundle
import class Foundation.Formatter
import protocol Foundation.ReferenceConvertible
import typealias Foundation.TimeInterval
@_exported import CoreGraphics
@_exported import struct CoreGraphics.CGFloat
@_exported import struct CoreGraphics.CGPoint
@_exported import struct CoreGraphics.CGSize
@_exported import struct CoreGraphics.CGRect
@_exported import struct CoreGraphics.CGVector
import Combine

// MARK: - Views and their builder

/// `@MainActor @preconcurrency protocol View` (iOS 13.0; main-actor isolated as a whole since
/// the iOS 18 SDK).
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  nonisolated public var body: Never { fatalError() }
}

/// What every modifier of the stand-in returns, behind `some View`: no behaviour, only a type.
public struct _StandInView: View {
  public typealias Body = Never
  nonisolated public var body: Never { fatalError() }
  nonisolated public init() {}
}

/// `@resultBuilder struct ViewBuilder` (iOS 13.0).
@resultBuilder public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { fatalError() }
  public static func buildBlock() -> EmptyView { fatalError() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { fatalError() }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { fatalError() }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { fatalError() }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
  /// (iOS 14.0)
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
}

/// `@frozen struct EmptyView` (iOS 13.0).
@frozen public struct EmptyView: View, Sendable {
  @inlinable nonisolated public init() {}
  public typealias Body = Never
  nonisolated public var body: Never { fatalError() }
}

/// `@frozen struct TupleView<T>` (iOS 13.0).
@frozen public struct TupleView<T>: View {
  public typealias Body = Never
  nonisolated public var body: Never { fatalError() }
}

/// `@frozen struct _ConditionalContent<TrueContent, FalseContent>` (iOS 13.0).
@frozen public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public typealias Body = Never
  nonisolated public var body: Never { fatalError() }
}

/// `@frozen struct AnyView` (iOS 13.0).
@frozen public struct AnyView: View {
  nonisolated public init<V: View>(_ view: V) {}
  public typealias Body = Never
  nonisolated public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  nonisolated public var body: Never { fatalError() }
}

/// `protocol DynamicProperty` (iOS 13.0).
public protocol DynamicProperty {
  mutating func update()
}
extension DynamicProperty {
  public mutating func update() {}
}

// MARK: - State and the environment

/// `@frozen @propertyWrapper struct State<Value>` (iOS 13.0).
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  public init(wrappedValue value: Value) {}
  public init(initialValue value: Value) {}
  public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
  public var projectedValue: Binding<Value> { fatalError() }
}
extension State: Sendable where Value: Sendable {}
extension State where Value: ExpressibleByNilLiteral {
  public init() {}
}

/// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>` (iOS 13.0).
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  public var transaction: Transaction { get { fatalError() } set {} }
  @preconcurrency public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {}
  public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
  public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
  public var projectedValue: Binding<Value> { fatalError() }
  public init(projectedValue: Binding<Value>) {}
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}
extension Binding: Sendable where Value: Sendable {}
extension Binding {
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { fatalError() }
}

/// `@frozen @propertyWrapper struct Environment<Value>` (iOS 13.0).
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  public var wrappedValue: Value { fatalError() }
}
extension Environment: Sendable where Value: Sendable {}

/// `protocol EnvironmentKey` (iOS 13.0).
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

/// `struct EnvironmentValues` (iOS 13.0).
public struct EnvironmentValues: CustomStringConvertible {
  public init() {}
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value { get { fatalError() } set {} }
  public var description: String { fatalError() }
  /// (iOS 13.0)
  public var displayScale: CGFloat { get { fatalError() } set {} }
  /// (iOS 13.0)
  public var layoutDirection: LayoutDirection { get { fatalError() } set {} }
  /// (iOS 13.0)
  public var colorScheme: ColorScheme { get { fatalError() } set {} }
  /// (iOS 13.0)
  public var isEnabled: Bool { get { fatalError() } set {} }
}

/// `enum LayoutDirection` (iOS 13.0): not frozen (the interface's declaration).
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight
  case rightToLeft
}

/// `enum ColorScheme` (iOS 13.0): not frozen.
public enum ColorScheme: CaseIterable, Sendable {
  case light
  case dark
}

/// `@MainActor @propertyWrapper @preconcurrency @frozen struct ObservedObject<ObjectType>`
/// (iOS 13.0; main-actor isolated since the iOS 18 SDK).
@MainActor @propertyWrapper @preconcurrency @frozen public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// `ObservedObject.Wrapper`: bindings to the object's properties.
  @MainActor @dynamicMemberLookup @preconcurrency @frozen public struct Wrapper {
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
  }
  @MainActor @preconcurrency public init(initialValue: ObjectType) { fatalError() }
  @MainActor @preconcurrency public init(wrappedValue: ObjectType) { fatalError() }
  @MainActor @preconcurrency public var wrappedValue: ObjectType { get { fatalError() } set {} }
  @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

/// `@MainActor @frozen @propertyWrapper @preconcurrency struct StateObject<ObjectType>`
/// (iOS 14.0; main-actor isolated since the iOS 18 SDK, its initializer not).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @frozen @propertyWrapper @preconcurrency public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  @inlinable nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
  @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }
  @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

/// `@MainActor @frozen @propertyWrapper @preconcurrency struct EnvironmentObject<ObjectType>`
/// (iOS 14.0).
@MainActor @frozen @propertyWrapper @preconcurrency public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  nonisolated public init() {}
  @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }
  @MainActor @preconcurrency public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { fatalError() }
  @MainActor @dynamicMemberLookup @preconcurrency @frozen public struct Wrapper {
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
  }
}

// MARK: - Geometry

/// `@frozen enum Edge` (iOS 13.0) and its option set.
@frozen public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing
  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ e: Edge) { fatalError() }
    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let all = Set(rawValue: 15)
    public static let horizontal = Set(rawValue: 10)
    public static let vertical = Set(rawValue: 5)
  }
}

/// `@frozen struct EdgeInsets` (iOS 13.0).
@frozen public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  @inlinable public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing }
  @inlinable public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// `@frozen struct HorizontalAlignment` (iOS 13.0).
@frozen public struct HorizontalAlignment: Equatable, Sendable {
  public static let leading = HorizontalAlignment()
  public static let center = HorizontalAlignment()
  public static let trailing = HorizontalAlignment()
}

/// `@frozen struct VerticalAlignment` (iOS 13.0).
@frozen public struct VerticalAlignment: Equatable, Sendable {
  public static let top = VerticalAlignment()
  public static let center = VerticalAlignment()
  public static let bottom = VerticalAlignment()
  public static let firstTextBaseline = VerticalAlignment()
  public static let lastTextBaseline = VerticalAlignment()
}

/// `@frozen struct Alignment` (iOS 13.0).
@frozen public struct Alignment: Equatable, Sendable {
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

/// `@frozen struct UnitPoint` (iOS 13.0).
@frozen public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  @inlinable public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
}

/// `@frozen enum Axis` (iOS 13.0) and `Axis.Set`.
@frozen public enum Axis: Int8, CaseIterable, Sendable {
  case horizontal, vertical
  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

/// `enum CoordinateSpace` (iOS 13.0): not frozen (and not Sendable: `.named` holds an
/// AnyHashable).
public enum CoordinateSpace: Hashable {
  case global
  case local
  case named(AnyHashable)
}

/// `struct GeometryProxy` (iOS 13.0).
public struct GeometryProxy {
  public var size: CGSize { fatalError() }
  public var safeAreaInsets: EdgeInsets { fatalError() }
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { fatalError() }
}
@available(*, unavailable)
extension GeometryProxy: Sendable {}

/// `@frozen @MainActor @preconcurrency struct GeometryReader<Content: View>` (iOS 13.0).
@frozen @MainActor @preconcurrency public struct GeometryReader<Content: View>: View {
  @inlinable nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
  public typealias Body = Never
  nonisolated public var body: Never { fatalError() }
}
@available(*, unavailable)
extension GeometryReader: Sendable {}

/// `@frozen struct SafeAreaRegions` (iOS 14.0).
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  @inlinable public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all = SafeAreaRegions(rawValue: 3)
}

/// `struct ScrollGeometry` (iOS 18.0).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollGeometry: Equatable, Sendable {
  public var contentOffset: CGPoint { get { fatalError() } set {} }
  public var contentSize: CGSize
  public var contentInsets: EdgeInsets
  public var containerSize: CGSize { get { fatalError() } set {} }
  public var visibleRect: CGRect { fatalError() }
  public var bounds: CGRect { fatalError() }
}

// MARK: - Stacks and primitives

/// `@frozen @MainActor @preconcurrency struct ZStack<Content: View>` (iOS 13.0; the interface's
/// declaration, which VStack, HStack and GeometryReader follow).
@frozen @MainActor @preconcurrency public struct ZStack<Content: View>: View {
  @inlinable nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  nonisolated public var body: Never { fatalError() }
}
@available(*, unavailable)
extension ZStack: Sendable {}

/// `@frozen @MainActor @preconcurrency struct VStack<Content: View>` (iOS 13.0).
@frozen @MainActor @preconcurrency public struct VStack<Content: View>: View {
  @inlinable nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  nonisolated public var body: Never { fatalError() }
}
@available(*, unavailable)
extension VStack: Sendable {}

/// `@frozen @MainActor @preconcurrency struct HStack<Content: View>` (iOS 13.0).
@frozen @MainActor @preconcurrency public struct HStack<Content: View>: View {
  @inlinable nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  nonisolated public var body: Never { fatalError() }
}
@available(*, unavailable)
extension HStack: Sendable {}

/// `@frozen struct Spacer` (iOS 13.0).
@frozen public struct Spacer: View, Sendable {
  public var minLength: CGFloat?
  @inlinable nonisolated public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  public typealias Body = Never
  nonisolated public var body: Never { fatalError() }
}

/// `@MainActor @preconcurrency struct ForEach<Data, ID, Content>` (iOS 13.0), a view when its
/// content is.
@MainActor @preconcurrency public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
}
@available(*, unavailable)
extension ForEach: Sendable {}
extension ForEach: View where Content: View {
  public typealias Body = Never
  nonisolated public var body: Never { fatalError() }
}
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}
extension ForEach where Content: View {
  nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) { fatalError() }
}

/// `protocol ShapeStyle: Sendable` (iOS 13.0).
public protocol ShapeStyle: Sendable {}

/// `protocol Shape: Sendable, Animatable, View` (iOS 13.0).
public protocol Shape: Sendable, View {
  func path(in rect: CGRect) -> Path
}

/// `@frozen struct Path` (iOS 13.0).
@frozen public struct Path: Equatable, Sendable {
  public init() {}
  public init(_ rect: CGRect) {}
}

/// `@frozen struct Rectangle: Shape` (iOS 13.0).
@frozen public struct Rectangle: Shape {
  @inlinable public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  public typealias Body = _StandInView
  nonisolated public var body: _StandInView { _StandInView() }
}

/// `@frozen struct RoundedRectangle: Shape` (iOS 13.0).
@frozen public struct RoundedRectangle: Shape {
  public var cornerSize: CGSize
  @inlinable public init(cornerRadius: CGFloat) { self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius) }
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  public typealias Body = _StandInView
  nonisolated public var body: _StandInView { _StandInView() }
}

/// `@frozen struct Capsule: Shape` (iOS 13.0).
@frozen public struct Capsule: Shape {
  @inlinable public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  public typealias Body = _StandInView
  nonisolated public var body: _StandInView { _StandInView() }
}

/// `@frozen struct Circle: Shape` (iOS 13.0).
@frozen public struct Circle: Shape {
  @inlinable public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  public typealias Body = _StandInView
  nonisolated public var body: _StandInView { _StandInView() }
}

/// `@frozen struct Color` (iOS 13.0): a view and a shape style, Sendable.
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) { fatalError() }
  public init(white: Double, opacity: Double = 1) { fatalError() }
  public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
  public var description: String { fatalError() }
  public func opacity(_ opacity: Double) -> Color { fatalError() }
  public static let red = Color(white: 0)
  public static let orange = Color(white: 0)
  public static let yellow = Color(white: 0)
  public static let green = Color(white: 0)
  /// (iOS 15.0)
  public static let mint = Color(white: 0)
  /// (iOS 15.0)
  public static let teal = Color(white: 0)
  /// (iOS 15.0)
  public static let cyan = Color(white: 0)
  public static let blue = Color(white: 0)
  /// (iOS 15.0)
  public static let indigo = Color(white: 0)
  public static let purple = Color(white: 0)
  public static let pink = Color(white: 0)
  /// (iOS 15.0)
  public static let brown = Color(white: 0)
  public static let white = Color(white: 0)
  public static let gray = Color(white: 0)
  public static let black = Color(white: 0)
  public static let clear = Color(white: 0)
  public static let primary = Color(white: 0)
  public static let secondary = Color(white: 0)
  public static var accentColor: Color { fatalError() }
}
extension Color: ShapeStyle {}
extension Color: View {
  public typealias Body = Never
  nonisolated public var body: Never { fatalError() }
}

/// `@frozen struct HierarchicalShapeStyle` (iOS 15.0): `.primary`, `.secondary`, ... as a style.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct HierarchicalShapeStyle: ShapeStyle {
  public static let primary = HierarchicalShapeStyle()
  public static let secondary = HierarchicalShapeStyle()
  public static let tertiary = HierarchicalShapeStyle()
  public static let quaternary = HierarchicalShapeStyle()
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { fatalError() }
  public static var secondary: HierarchicalShapeStyle { fatalError() }
  public static var tertiary: HierarchicalShapeStyle { fatalError() }
  public static var quaternary: HierarchicalShapeStyle { fatalError() }
}

/// `@frozen struct TintShapeStyle` (iOS 15.0): `.tint`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct TintShapeStyle: ShapeStyle {
  @inlinable public init() {}
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { fatalError() }
}

/// The colours as shape styles (`.foregroundStyle(.red)`, iOS 15.0).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == Color {
  public static var red: Color { fatalError() }
  public static var orange: Color { fatalError() }
  public static var yellow: Color { fatalError() }
  public static var green: Color { fatalError() }
  public static var mint: Color { fatalError() }
  public static var teal: Color { fatalError() }
  public static var cyan: Color { fatalError() }
  public static var blue: Color { fatalError() }
  public static var indigo: Color { fatalError() }
  public static var purple: Color { fatalError() }
  public static var pink: Color { fatalError() }
  public static var brown: Color { fatalError() }
  public static var white: Color { fatalError() }
  public static var gray: Color { fatalError() }
  public static var black: Color { fatalError() }
  public static var clear: Color { fatalError() }
}

/// `@frozen struct LocalizedStringKey` (iOS 13.0), from a string literal with interpolations.
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  public init(_ value: String) {}
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}
  @frozen public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation(_ string: String) {}
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {}
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {}
    public mutating func appendInterpolation(_ text: Text) {}
  }
}

/// `protocol _FormatSpecifiable: Equatable` (iOS 13.0): the integers and floating-point types a
/// LocalizedStringKey interpolates.
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

/// `@frozen struct Text: Equatable, Sendable` (iOS 13.0), a view.
@frozen public struct Text: Equatable, Sendable {
  public init(verbatim content: String) {}
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
  public static func == (lhs: Text, rhs: Text) -> Bool { fatalError() }
  public func font(_ font: Font?) -> Text { fatalError() }
  public func fontWeight(_ weight: Font.Weight?) -> Text { fatalError() }
  public func bold() -> Text { fatalError() }
  public func italic() -> Text { fatalError() }
  public func foregroundColor(_ color: Color?) -> Text { fatalError() }
}
extension Text: View {
  public typealias Body = Never
  nonisolated public var body: Never { fatalError() }
}

/// `@frozen struct Image: Equatable, Sendable` (iOS 13.0), a view.
@frozen public struct Image: Equatable, Sendable {
  public init(_ name: String, bundle: Bundle? = nil) {}
  /// (iOS 13.0)
  public init(systemName: String) {}
  public static func == (lhs: Image, rhs: Image) -> Bool { fatalError() }
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { fatalError() }
  public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { fatalError() }
  public enum ResizingMode: Sendable {
    case tile
    case stretch
  }
  public enum TemplateRenderingMode: Sendable {
    case template
    case original
  }
}
extension Image: View {
  public typealias Body = Never
  nonisolated public var body: Never { fatalError() }
}

/// `@frozen struct Font: Hashable, Sendable` (iOS 13.0).
@frozen public struct Font: Hashable, Sendable {
  /// (iOS 14.0)
  public static let largeTitle = Font.system(.largeTitle)
  public static let title = Font.system(.title)
  /// (iOS 14.0)
  public static let title2 = Font.system(.title2)
  /// (iOS 14.0)
  public static let title3 = Font.system(.title3)
  public static let headline = Font.system(.headline)
  public static let subheadline = Font.system(.subheadline)
  public static let body = Font.system(.body)
  public static let callout = Font.system(.callout)
  public static let footnote = Font.system(.footnote)
  public static let caption = Font.system(.caption)
  /// (iOS 14.0)
  public static let caption2 = Font.system(.caption2)
  /// `system(size:weight:design:)`, the weight and design optional (iOS 16.0).
  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { fatalError() }
  /// `system(_:design:weight:)` (iOS 16.0).
  public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { fatalError() }
  public static func custom(_ name: String, size: CGFloat) -> Font { fatalError() }
  public func weight(_ weight: Font.Weight) -> Font { fatalError() }
  public func bold() -> Font { fatalError() }
  public func italic() -> Font { fatalError() }
  public func monospacedDigit() -> Font { fatalError() }
  /// `Font.TextStyle`: not frozen.
  public enum TextStyle: CaseIterable, Sendable {
    case largeTitle, title
    /// (iOS 14.0)
    case title2, title3
    case headline, subheadline, body, callout, footnote, caption
    /// (iOS 14.0)
    case caption2
  }
  /// `Font.Weight`.
  @frozen public struct Weight: Hashable, Sendable {
    public static let ultraLight = Weight()
    public static let thin = Weight()
    public static let light = Weight()
    public static let regular = Weight()
    public static let medium = Weight()
    public static let semibold = Weight()
    public static let bold = Weight()
    public static let heavy = Weight()
    public static let black = Weight()
  }
  /// `Font.Design`: not frozen.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }
}

// MARK: - Animation and transactions

/// `@frozen struct Animation: Equatable, Sendable` (iOS 13.0).
@frozen public struct Animation: Equatable, Sendable {
  public static let `default` = Animation()
  public static var linear: Animation { fatalError() }
  public static var easeIn: Animation { fatalError() }
  public static var easeOut: Animation { fatalError() }
  public static var easeInOut: Animation { fatalError() }
  public static func linear(duration: TimeInterval) -> Animation { fatalError() }
  public static func easeInOut(duration: TimeInterval) -> Animation { fatalError() }
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { fatalError() }
  /// (iOS 17.0)
  public static var spring: Animation { fatalError() }
  /// (iOS 17.0)
  public static var smooth: Animation { fatalError() }
  public func delay(_ delay: TimeInterval) -> Animation { fatalError() }
}

/// `withAnimation(_:_:)` (iOS 13.0): not actor-isolated (Apple's documentation of it).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { fatalError() }

/// `@frozen struct Transaction` (iOS 13.0).
@frozen public struct Transaction {
  public init() {}
  public init(animation: Animation?) {}
  public var animation: Animation? { get { fatalError() } set {} }
  public var disablesAnimations: Bool { get { fatalError() } set {} }
}
@available(*, unavailable)
extension Transaction: Sendable {}

/// `withTransaction(_:_:)` (iOS 13.0).
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result { fatalError() }

// MARK: - Gestures

/// `@MainActor @preconcurrency protocol Gesture<Value>` (iOS 13.0; main-actor isolated since
/// the iOS 18 SDK).
@MainActor @preconcurrency public protocol Gesture<Value> {
  associatedtype Value
  associatedtype Body: Gesture
  var body: Self.Body { get }
}

extension Never: Gesture {
  public typealias Value = Never
}

// Apple's documentation of onChanged(_:), onEnded(_:) and updating(_:body:) gives them
// `@MainActor @preconcurrency`.
extension Gesture where Self.Value: Equatable {
  /// `onChanged(_:)` (iOS 13.0).
  @MainActor @preconcurrency public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> { fatalError() }
}

extension Gesture {
  /// `onEnded(_:)` (iOS 13.0).
  @MainActor @preconcurrency public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { fatalError() }
  /// `updating(_:body:)` (iOS 13.0).
  @MainActor @preconcurrency public func updating<State>(_ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> { fatalError() }
  /// `simultaneously(with:)` (iOS 13.0).
  @MainActor @preconcurrency public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { fatalError() }
}

/// `@frozen struct _ChangedGesture<Content: Gesture>` (iOS 13.0).
@frozen public struct _ChangedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  public typealias Body = Never
  nonisolated public var body: Never { fatalError() }
}
/// `@frozen struct _EndedGesture<Content: Gesture>` (iOS 13.0).
@frozen public struct _EndedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  public typealias Body = Never
  nonisolated public var body: Never { fatalError() }
}
/// `@frozen struct GestureStateGesture<Base: Gesture, State>` (iOS 13.0).
@frozen public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  public typealias Value = Base.Value
  public typealias Body = Never
  nonisolated public var body: Never { fatalError() }
}
/// `@frozen struct SimultaneousGesture<First: Gesture, Second: Gesture>` (iOS 13.0).
@frozen public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  @frozen public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }
  public typealias Body = Never
  nonisolated public var body: Never { fatalError() }
}

/// `@propertyWrapper @frozen struct GestureState<Value>` (iOS 13.0): read-only, reset when its
/// gesture ends or is cancelled.
@propertyWrapper @frozen public struct GestureState<Value>: DynamicProperty {
  public init(wrappedValue: Value) {}
  public init(initialValue: Value) {}
  public var wrappedValue: Value { fatalError() }
  public var projectedValue: GestureState<Value> { fatalError() }
}
extension GestureState: Sendable where Value: Sendable {}

/// `@frozen struct GestureMask: OptionSet` (iOS 13.0).
@frozen public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all = GestureMask(rawValue: 3)
}

// MARK: - Modifiers

/// `@MainActor @preconcurrency protocol ViewModifier` (iOS 13.0).
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  typealias Content = _ViewModifier_Content<Self>
}

/// `@MainActor @preconcurrency struct _ViewModifier_Content<Modifier: ViewModifier>`
/// (iOS 13.0).
@MainActor @preconcurrency public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public typealias Body = Never
  nonisolated public var body: Never { fatalError() }
}
@available(*, unavailable)
extension _ViewModifier_Content: Sendable {}

/// `@frozen struct ModifiedContent<Content, Modifier>` (iOS 13.0), a view when its content is
/// a view and its modifier a view modifier.
@frozen public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  @inlinable public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
}
extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  nonisolated public var body: Never { fatalError() }
}

extension View {
  /// (iOS 13.0)
  @inlinable nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
  /// (iOS 13.0)
  @inlinable nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func offset(_ offset: CGSize) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func clipped(antialiased: Bool = false) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _StandInView() }
  /// (iOS 17.0)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View { _StandInView() }
  /// (iOS 17.0)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { _StandInView() }
  /// (iOS 15.0)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @inlinable nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { _StandInView() }
  /// (iOS 15.0)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @inlinable nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { _StandInView() }
  /// (iOS 15.0)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @inlinable nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { _StandInView() }
  /// (iOS 15.0)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @inlinable nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { _StandInView() }
  /// (iOS 15.0)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @inlinable nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { _StandInView() }
  /// (iOS 15.0)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @inlinable nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func disabled(_ disabled: Bool) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func padding(_ insets: EdgeInsets) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func padding(_ length: CGFloat) -> some View { _StandInView() }
  /// (iOS 14.0)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @inlinable nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func font(_ font: Font?) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func foregroundColor(_ color: Color?) -> some View { _StandInView() }
  /// (iOS 15.0)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @inlinable nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _StandInView() }
  /// (iOS 15.0)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @inlinable nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func opacity(_ opacity: Double) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { _StandInView() }
  /// (iOS 15.0)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @inlinable nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func zIndex(_ value: Double) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func lineLimit(_ number: Int?) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func fixedSize() -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func layoutPriority(_ value: Double) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func scaledToFit() -> some View { _StandInView() }
  /// (iOS 13.0)
  @inlinable nonisolated public func scaledToFill() -> some View { _StandInView() }
}

/// `@frozen struct FillStyle` (iOS 13.0).
@frozen public struct FillStyle: Equatable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  @inlinable public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

/// `enum TextAlignment` (iOS 13.0): not frozen.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  case leading, center, trailing
}

/// `enum ContentMode` (iOS 13.0): not frozen.
public enum ContentMode: Hashable, CaseIterable, Sendable {
  case fit, fill
}
