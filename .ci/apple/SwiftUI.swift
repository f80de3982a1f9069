// A CI-only stand-in for the SwiftUI interface FolioSwiftUI and Examples/AppleScreens/SwiftUI
// use: exactly the declarations they call, as Apple's documentation gives them (names, labels,
// types, defaults, actor isolation; the first release of each in a comment or an @available
// attribute), so Linux can type-check the views and the worked example (.ci/apple/check).
// Never shipped, never linked into a product: it has no behaviour (every body is
// `fatalError()`, every modifier returns a placeholder view). SwiftUI re-exports Foundation
// (here Linux's, with CoreGraphics' CGFloat, CGPoint, CGSize and CGRect) and Combine (the
// stand-in next to this one). The SwiftUI article lists the same declarations.
// swift-format-ignore-file

@_exported import Combine
@_exported import Foundation

// MARK: - CoreGraphics (re-exported)

/// `CGVector` (iOS 2.0).
public struct CGVector: Hashable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat
  public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
}

// MARK: - Views and their builder

/// `@MainActor @preconcurrency protocol View` (iOS 13.0; the whole protocol main-actor
/// isolated since the iOS 18 SDK).
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public var body: Never { fatalError() }
}

/// What every modifier of the stand-in returns: no behaviour, only a type.
nonisolated public struct _StandInView: View {
  public var body: Never { fatalError() }
  public init() {}
}

/// `@resultBuilder struct ViewBuilder` (iOS 13.0).
@resultBuilder public struct ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { fatalError() }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
  /// (iOS 14.0)
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
}

/// `struct EmptyView` (iOS 13.0).
nonisolated public struct EmptyView: View { public init() {}; public var body: Never { fatalError() } }
/// `struct TupleView<T>` (iOS 13.0).
nonisolated public struct TupleView<T>: View { public var body: Never { fatalError() } }
/// `struct _ConditionalContent<TrueContent, FalseContent>` (iOS 13.0).
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View { public var body: Never { fatalError() } }
/// `struct AnyView` (iOS 13.0).
nonisolated public struct AnyView: View { public var body: Never { fatalError() } }
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError() }
}

/// `protocol DynamicProperty` (iOS 13.0).
public protocol DynamicProperty {}

// MARK: - State and the environment

/// `@propertyWrapper struct State<Value>` (iOS 13.0).
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  public init(wrappedValue value: Value) {}
  public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
  public var projectedValue: Binding<Value> { fatalError() }
}

/// `@propertyWrapper struct Binding<Value>` (iOS 13.0).
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  @preconcurrency public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {}
  public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
  public var projectedValue: Binding<Value> { self }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

/// `@propertyWrapper struct GestureState<Value>` (iOS 13.0): read-only, reset when its
/// gesture ends or is cancelled.
@propertyWrapper @frozen public struct GestureState<Value>: DynamicProperty {
  public init(wrappedValue: Value) {}
  public var wrappedValue: Value { fatalError() }
  public var projectedValue: GestureState<Value> { self }
}

/// `@MainActor @propertyWrapper struct ObservedObject<ObjectType: ObservableObject>` (iOS 13.0).
@MainActor @propertyWrapper @preconcurrency @frozen public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  @MainActor @preconcurrency public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  @MainActor @preconcurrency public var wrappedValue: ObjectType
}

/// `@MainActor @propertyWrapper struct StateObject<ObjectType: ObservableObject>` (iOS 14.0).
@MainActor @frozen @propertyWrapper @preconcurrency public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
  public var wrappedValue: ObjectType { fatalError() }
}

/// `@propertyWrapper struct SceneStorage<Value>` (iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0).
@frozen @propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
  /// `init(wrappedValue:_:) where Value == Data` (iOS 14.0).
  public init(wrappedValue: Value, _ key: String) where Value == Data {}
  public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
  public var projectedValue: Binding<Value> { fatalError() }
}
extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// `init(_ key: String) where Value == Data?` (iOS 14.0).
  public init(_ key: String) where Value == Data? {}
}

/// `@propertyWrapper struct Environment<Value>` (iOS 13.0).
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  public var wrappedValue: Value { fatalError() }
}

/// `protocol EnvironmentKey` (iOS 13.0).
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

/// `struct EnvironmentValues` (iOS 13.0).
public struct EnvironmentValues {
  public init() {}
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value { get { fatalError() } set {} }
  /// (iOS 13.0)
  public var displayScale: CGFloat { get { fatalError() } set {} }
  /// (iOS 13.0)
  public var layoutDirection: LayoutDirection { get { fatalError() } set {} }
  /// (iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public var scenePhase: ScenePhase { get { fatalError() } set {} }
}

/// `enum LayoutDirection` (iOS 13.0).
public enum LayoutDirection: Hashable, CaseIterable, Sendable { case leftToRight, rightToLeft }

/// `enum ScenePhase` (iOS 14.0).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public enum ScenePhase: Hashable, Sendable { case background, inactive, active }

// MARK: - Geometry

/// `enum Edge` (iOS 13.0) and its option set.
@frozen public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing
  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 4)
    public static let all = Set(rawValue: 15)
  }
}

/// `struct EdgeInsets` (iOS 13.0).
@frozen public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
}

/// `struct Alignment` (iOS 13.0).
@frozen public struct Alignment: Equatable, Sendable {
  public static let center = Alignment()
  public static let topLeading = Alignment()
  public static let bottomTrailing = Alignment()
}

/// `struct UnitPoint` (iOS 13.0).
@frozen public struct UnitPoint: Hashable, Sendable {
  public static let center = UnitPoint()
}

/// `enum Axis` (iOS 13.0) and `Axis.Set`.
@frozen public enum Axis: Int8, CaseIterable, Sendable {
  case horizontal, vertical
  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

/// `struct GeometryProxy` (iOS 13.0): `var size: CGSize { get }`.
public struct GeometryProxy {
  public var size: CGSize { fatalError() }
}

/// `struct GeometryReader<Content: View>` (iOS 13.0).
@frozen nonisolated public struct GeometryReader<Content: View>: View {
  nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
  public var body: Never { fatalError() }
}

/// `enum CoordinateSpace` (iOS 13.0).
public enum CoordinateSpace: Hashable, Sendable { case global, local }

/// `struct SafeAreaRegions` (iOS 14.0).
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let all = SafeAreaRegions(rawValue: 7)
}

// MARK: - Time

/// `protocol TimelineSchedule` (iOS 15.0).
public protocol TimelineSchedule {}

/// `struct AnimationTimelineSchedule` (iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule {
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// `static func animation(minimumInterval: Double? = nil, paused: Bool = false)` (iOS 15.0).
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule { AnimationTimelineSchedule() }
}

/// `struct EveryMinuteTimelineSchedule` (iOS 15.0).
public struct EveryMinuteTimelineSchedule: TimelineSchedule {}

/// `struct TimelineView<Schedule: TimelineSchedule, Content>` (iOS 15.0).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content> {
  /// `TimelineView.Context`: `let date: Date`.
  public struct Context {
    public let date: Date
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineView: View where Content: View {
  nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {}
  public var body: Never { fatalError() }
}

/// `typealias TimelineViewDefaultContext` (iOS 15.0).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

// MARK: - Containers and primitives

/// `struct ZStack<Content: View>` (iOS 13.0).
@frozen nonisolated public struct ZStack<Content: View>: View {
  nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

/// `struct VStack<Content: View>` (iOS 13.0).
@frozen nonisolated public struct VStack<Content: View>: View {
  nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

/// `struct HorizontalAlignment` (iOS 13.0).
@frozen public struct HorizontalAlignment: Equatable, Sendable { public static let center = HorizontalAlignment() }

/// `struct ForEach<Data, ID, Content>` (iOS 13.0), over `Identifiable` data.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content>: View where Content: View {
  public var body: Never { fatalError() }
}
extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

/// `struct ScrollView<Content: View>` (iOS 13.0): `init(_ axes: Axis.Set = .vertical, content:)`.
nonisolated public struct ScrollView<Content: View>: View {
  nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

/// `protocol ShapeStyle` (iOS 13.0).
public protocol ShapeStyle: Sendable {}

/// `struct Color` (iOS 13.0): a view and a shape style.
@frozen nonisolated public struct Color: View, ShapeStyle, Hashable {
  public nonisolated var body: Never { fatalError() }
  public static let clear = Color()
  public static let black = Color()
  public static let white = Color()
}

/// `protocol Shape: Sendable, View` (iOS 13.0).
nonisolated public protocol Shape: Sendable, View {}

/// `struct Rectangle: Shape` (iOS 13.0).
@frozen nonisolated public struct Rectangle: Shape {
  public init() {}
  public nonisolated var body: Never { fatalError() }
}

/// `struct LocalizedStringKey` (iOS 13.0), from a string literal with interpolations.
@frozen public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Sendable {
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: StringInterpolation) {}
  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation(_ string: String) {}
    public mutating func appendInterpolation(_ value: Int) {}
  }
}

/// `struct Text` (iOS 13.0).
@frozen nonisolated public struct Text: View, Equatable, Sendable {
  public nonisolated init(verbatim content: String) {}
  public nonisolated init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
  public nonisolated init<S: StringProtocol>(_ content: S) {}
  public nonisolated var body: Never { fatalError() }
  public static func == (lhs: Text, rhs: Text) -> Bool { true }
}

/// `struct Button<Label: View>` (iOS 13.0).
nonisolated public struct Button<Label: View>: View {
  public nonisolated var body: Never { fatalError() }
}
extension Button where Label == Text {
  public nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
}

/// `struct Font` (iOS 13.0).
@frozen public struct Font: Hashable, Sendable {
  public static let title = Font()
  public static let caption = Font()
}

// MARK: - Gestures

/// `struct Transaction` (iOS 13.0): `var animation: Animation?`.
@frozen public struct Transaction {
  public var animation: Animation?
}

/// `@MainActor @preconcurrency protocol Gesture<Value>` (iOS 13.0).
@MainActor @preconcurrency public protocol Gesture<Value> {
  associatedtype Value
  associatedtype Body: Gesture
  var body: Self.Body { get }
}

extension Never: Gesture {
  public typealias Value = Never
}

extension Gesture where Self.Value: Equatable {
  /// `onChanged(_:)` (iOS 13.0).
  nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> { fatalError() }
}

extension Gesture {
  /// `onEnded(_:)` (iOS 13.0).
  nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { fatalError() }
  /// `updating(_:body:)` (iOS 13.0).
  @MainActor @preconcurrency public func updating<State>(_ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> { fatalError() }
}

/// `struct _ChangedGesture<Content: Gesture>` (iOS 13.0).
nonisolated public struct _ChangedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  public var body: Never { fatalError() }
}
/// `struct _EndedGesture<Content: Gesture>` (iOS 13.0).
nonisolated public struct _EndedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  public var body: Never { fatalError() }
}
/// `struct GestureStateGesture<Base: Gesture, State>` (iOS 13.0).
nonisolated public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  public typealias Value = Base.Value
  public var body: Never { fatalError() }
}

/// `@MainActor struct DragGesture: Gesture` (iOS 13.0, macOS 10.15, watchOS 6.0; not tvOS).
@available(tvOS, unavailable)
@MainActor @preconcurrency public struct DragGesture: Gesture {
  /// `DragGesture.Value` (iOS 13.0).
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
  }
  @MainActor @preconcurrency public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
  public var body: Never { fatalError() }
}

/// `struct GestureMask` (iOS 13.0).
@frozen public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let all = GestureMask(rawValue: 3)
}

// MARK: - Accessibility

/// `struct AccessibilityChildBehavior` (iOS 13.0).
public struct AccessibilityChildBehavior: Hashable, Sendable {
  public static let ignore = AccessibilityChildBehavior()
  public static let combine = AccessibilityChildBehavior()
  public static let contain = AccessibilityChildBehavior()
}

/// `enum AccessibilityAdjustmentDirection` (iOS 13.0).
public enum AccessibilityAdjustmentDirection: Hashable, Sendable { case increment, decrement }

/// `struct AccessibilityAttachmentModifier: ViewModifier` (iOS 13.0).
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {
  public func body(content: Content) -> Never { fatalError() }
}

// MARK: - Modifiers

/// `@MainActor @preconcurrency protocol ViewModifier` (iOS 13.0).
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  typealias Content = _ViewModifier_Content<Self>
}

/// `struct _ViewModifier_Content<Modifier: ViewModifier>` (iOS 13.0).
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public var body: Never { fatalError() }
}

/// `struct ModifiedContent<Content, Modifier>` (iOS 13.0).
@frozen nonisolated public struct ModifiedContent<Content, Modifier>: View {
  public var body: Never { fatalError() }
}

/// `struct Animation` (iOS 13.0).
@frozen public struct Animation: Equatable, Sendable { public static let `default` = Animation() }

/// `withAnimation(_:_:)` (iOS 13.0).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }

extension View {
  /// (iOS 13.0)
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
  /// (iOS 13.0)
  nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { _StandInView() }
  /// (iOS 13.0)
  nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { _StandInView() }
  /// (iOS 13.0)
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _StandInView() }
  /// (iOS 13.0)
  nonisolated public func clipped(antialiased: Bool = false) -> some View { _StandInView() }
  /// (iOS 13.0)
  nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { _StandInView() }
  /// (iOS 13.0)
  nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { _StandInView() }
  /// (iOS 13.0)
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { _StandInView() }
  /// (iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0): the action inherits the caller's isolation.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: sending @escaping @isolated(any) () async -> Void) -> some View { _StandInView() }
  /// (iOS 13.0)
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { _StandInView() }
  /// (iOS 13.0)
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _StandInView() }
  /// (iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { _StandInView() }
  /// (iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { _StandInView() }
  /// (iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { _StandInView() }
  /// (iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { _StandInView() }
  /// (iOS 13.0)
  nonisolated public func disabled(_ disabled: Bool) -> some View { _StandInView() }
  /// (iOS 13.0)
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { _StandInView() }
  /// (iOS 13.0)
  nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { _StandInView() }
  /// (iOS 13.0)
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { _StandInView() }
  /// (iOS 13.0)
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { _StandInView() }
  /// (iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0)
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  /// (iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0)
  nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  /// (iOS 13.0)
  nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  /// (iOS 13.0)
  nonisolated public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  /// (iOS 13.0)
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _StandInView() }
  /// (iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { _StandInView() }
  /// (iOS 13.0)
  nonisolated public func font(_ font: Font?) -> some View { _StandInView() }
  /// (iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _StandInView() }
  /// (iOS 13.0)
  nonisolated public func opacity(_ opacity: Double) -> some View { _StandInView() }
}

// MARK: - Scrolling (iOS 16, 17 and 18)

/// `struct ScrollIndicatorVisibility` (iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0).
public struct ScrollIndicatorVisibility: Equatable, Sendable { public static let hidden = ScrollIndicatorVisibility() }

/// `struct ScrollTarget` (iOS 17.0): `var rect: CGRect`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ScrollTarget {
  public var rect: CGRect
}

/// `struct ScrollTargetBehaviorContext` (iOS 17.0): `var velocity: CGVector { get }`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ScrollTargetBehaviorContext {
  public var velocity: CGVector { fatalError() }
}

/// `protocol ScrollTargetBehavior` (iOS 17.0): not actor-isolated.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
  typealias TargetContext = ScrollTargetBehaviorContext
}

/// `struct ScrollPosition` (iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollPosition {
  public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self) {}
  public mutating func scrollTo(x: CGFloat, y: CGFloat) {}
  public mutating func scrollTo(y: CGFloat) {}
}

/// `struct ScrollGeometry` (iOS 18.0): `var contentOffset: CGPoint`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollGeometry: Equatable, Sendable {
  public var contentOffset: CGPoint
  public var contentSize: CGSize
  public var contentInsets: EdgeInsets
  public var containerSize: CGSize
}

/// `struct ContentMarginPlacement` (iOS 17.0): `static var scrollContent: ContentMarginPlacement { get }`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ContentMarginPlacement: Sendable {
  public static var automatic: ContentMarginPlacement { ContentMarginPlacement() }
  public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement() }
}

/// `enum ScrollPhase` (iOS 18.0).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@frozen public enum ScrollPhase: Hashable, Sendable { case idle, tracking, interacting, decelerating, animating }

extension View {
  /// (iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View { _StandInView() }
  /// (iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0)
  nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { _StandInView() }
  /// (iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { _StandInView() }
  /// (iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { _StandInView() }
  /// (iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void) -> some View { _StandInView() }
  /// (iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View { _StandInView() }
}
