// swift-format-ignore-file
// A CI-only stand-in for SwiftUI as the iOS 18.0 SDK declares it in
// SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: what is not in
// SwiftUICore (the stand-in next to this one, which it re-exports, as the SDK's does) and
// FolioSwiftUI, Examples/AppleScreens/SwiftUI or an ordinary screen uses. SwiftUI's Clang module
// (SwiftUI.framework/Headers/SwiftUI.h) imports UIKit on iOS, so `import SwiftUI` also gives
// UIKit and Foundation, as here. Built with library evolution as Apple builds it, so a `switch`
// over a non-frozen enum (ScenePhase) needs `@unknown default` and over a @frozen one
// (ScrollPhase) does not. Declarations only (.ci/apple/check).

@_exported import SwiftUICore
@_exported import UIKit
@_exported import struct CoreGraphics.CGFloat
@_exported import struct CoreGraphics.CGPoint
@_exported import struct CoreGraphics.CGSize
@_exported import struct CoreGraphics.CGRect
@_exported import struct CoreGraphics.CGVector
import Combine
import struct Foundation.Date
import struct Foundation.Data
import struct Foundation.URL

// MARK: - Controls

/// `@MainActor @preconcurrency struct Button<Label: View>` (iOS 13.0): its actions run on the
/// main actor (`@MainActor` closures, `@preconcurrency`; the initializers as Apple's
/// documentation of each gives them).
@MainActor @preconcurrency public struct Button<Label: View>: View {
  @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
  public typealias Body = _StandInView
  nonisolated public var body: _StandInView { _StandInView() }
}
@available(*, unavailable)
extension Button: Sendable {}
extension Button where Label == Text {
  @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
  @_disfavoredOverload @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

/// `@MainActor @preconcurrency struct ScrollView<Content: View>` (iOS 13.0).
@MainActor @preconcurrency public struct ScrollView<Content: View>: View {
  nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
  public typealias Body = _StandInView
  nonisolated public var body: _StandInView { _StandInView() }
}
@available(*, unavailable)
extension ScrollView: Sendable {}

// MARK: - Time

/// `protocol TimelineSchedule` (iOS 15.0).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol TimelineSchedule {
  associatedtype Entries: Sequence where Self.Entries.Element == Date
}

/// `struct AnimationTimelineSchedule` (iOS 15.0).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}
  public typealias Entries = [Date]
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// `.animation(minimumInterval:paused:)` (iOS 15.0).
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule { fatalError() }
  /// `.animation` (iOS 15.0).
  public static var animation: AnimationTimelineSchedule { fatalError() }
}

/// `struct PeriodicTimelineSchedule` (iOS 15.0).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  public init(from startDate: Date, by interval: Double) {}
  public typealias Entries = [Date]
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  public static func periodic(from startDate: Date, by interval: Double) -> PeriodicTimelineSchedule { fatalError() }
}

/// `struct EveryMinuteTimelineSchedule` (iOS 15.0).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  public init() {}
  public typealias Entries = [Date]
}

/// `@MainActor @preconcurrency struct TimelineView<Schedule, Content>` (iOS 15.0), a view when
/// its content is.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency public struct TimelineView<Schedule: TimelineSchedule, Content> {
  /// `TimelineView.Context`.
  public struct Context {
    public let date: Date
    public var cadence: Cadence { fatalError() }
    /// `TimelineView.Context.Cadence`: not frozen.
    public enum Cadence: Comparable, Sendable {
      case live, seconds, minutes
    }
  }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@available(*, unavailable)
extension TimelineView: Sendable {}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineView: View where Content: View {
  nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {}
  public typealias Body = Never
  nonisolated public var body: Never { fatalError() }
}

/// `typealias TimelineViewDefaultContext` (iOS 15.0).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

// MARK: - Scenes and their storage

/// `enum ScenePhase: Comparable` (iOS 14.0): not frozen (Apple's documentation of it has no
/// `@frozen`).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public enum ScenePhase: Comparable, Hashable, Sendable {
  case background
  case inactive
  case active
}

extension EnvironmentValues {
  /// (iOS 14.0)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public var scenePhase: ScenePhase { get { fatalError() } set {} }
  /// (iOS 15.0)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var dismiss: DismissAction { fatalError() }
}

/// `@MainActor @preconcurrency struct DismissAction` (iOS 15.0).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency public struct DismissAction {
  @MainActor @preconcurrency public func callAsFunction() {}
}

/// `@frozen @propertyWrapper struct SceneStorage<Value>` (iOS 14.0): its initializers one per
/// value type it saves.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
  public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
  public var projectedValue: Binding<Value> { fatalError() }
  public init(wrappedValue: Value, _ key: String) where Value == Bool {}
  public init(wrappedValue: Value, _ key: String) where Value == Int {}
  public init(wrappedValue: Value, _ key: String) where Value == Double {}
  public init(wrappedValue: Value, _ key: String) where Value == String {}
  public init(wrappedValue: Value, _ key: String) where Value == URL {}
  public init(wrappedValue: Value, _ key: String) where Value == Data {}
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {}
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {}
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension SceneStorage where Value: ExpressibleByNilLiteral {
  public init(_ key: String) where Value == Bool? {}
  public init(_ key: String) where Value == Int? {}
  public init(_ key: String) where Value == Double? {}
  public init(_ key: String) where Value == String? {}
  public init(_ key: String) where Value == URL? {}
  public init(_ key: String) where Value == Data? {}
}

// MARK: - Gestures

/// `@MainActor @preconcurrency struct DragGesture: Gesture` (iOS 13.0; not on tvOS).
@available(tvOS, unavailable)
@MainActor @preconcurrency public struct DragGesture: Gesture {
  /// `DragGesture.Value`.
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize { fatalError() }
    public var velocity: CGSize { fatalError() }
    public var predictedEndLocation: CGPoint { fatalError() }
    public static func == (a: DragGesture.Value, b: DragGesture.Value) -> Bool { fatalError() }
  }
  public var minimumDistance: CGFloat
  public var coordinateSpace: CoordinateSpace
  /// As Apple's documentation of it gives it: `@MainActor @preconcurrency`.
  @MainActor @preconcurrency public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) { fatalError() }
  public typealias Body = Never
  nonisolated public var body: Never { fatalError() }
}

/// `@MainActor @preconcurrency struct TapGesture: Gesture` (iOS 13.0).
@MainActor @preconcurrency public struct TapGesture: Gesture {
  public var count: Int
  nonisolated public init(count: Int = 1) { fatalError() }
  public typealias Value = Void
  public typealias Body = Never
  nonisolated public var body: Never { fatalError() }
}

extension View {
  /// (iOS 13.0)
  nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { _StandInView() }
  /// (iOS 13.0)
  nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { _StandInView() }
  /// (iOS 13.0)
  nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { _StandInView() }
  /// (iOS 13.0)
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { _StandInView() }
}

// MARK: - Presentation and tasks

extension View {
  /// (iOS 13.0)
  nonisolated public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { _StandInView() }
  /// (iOS 13.0)
  nonisolated public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { _StandInView() }
  /// (iOS 14.0)
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { _StandInView() }
  /// (iOS 15.0): the action runs in the caller's isolation (`@isolated(any)`, `sending`).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func task(priority: TaskPriority = .userInitiated, _ action: sending @escaping @isolated(any) () async -> Void) -> some View { _StandInView() }
  /// (iOS 15.0)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: sending @escaping @isolated(any) () async -> Void) -> some View { _StandInView() }
  /// (iOS 15.0)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { _StandInView() }
}

// MARK: - Accessibility

/// `struct AccessibilityChildBehavior` (iOS 14.0).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct AccessibilityChildBehavior: Hashable, Sendable {
  public static let ignore = AccessibilityChildBehavior()
  public static let combine = AccessibilityChildBehavior()
  public static let contain = AccessibilityChildBehavior()
}

/// `enum AccessibilityAdjustmentDirection` (iOS 13.0): not frozen.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  case increment
  case decrement
}

/// `@frozen struct AccessibilityAttachmentModifier: ViewModifier` (iOS 13.0).
@frozen public struct AccessibilityAttachmentModifier: ViewModifier {
  nonisolated public func body(content: Content) -> Never { fatalError() }
}

extension View {
  /// (iOS 14.0)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { _StandInView() }
  /// (iOS 14.0)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  /// (iOS 14.0)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  /// (iOS 14.0)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  /// (iOS 14.0)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  /// (iOS 14.0)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  /// (iOS 13.0)
  nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  /// (iOS 13.0)
  nonisolated public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
}

// MARK: - Scrolling (iOS 16, 17 and 18)

/// `struct ScrollIndicatorVisibility` (iOS 16.0).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ScrollIndicatorVisibility: Equatable, Sendable {
  public static var automatic: ScrollIndicatorVisibility { fatalError() }
  public static var visible: ScrollIndicatorVisibility { fatalError() }
  public static var hidden: ScrollIndicatorVisibility { fatalError() }
  public static var never: ScrollIndicatorVisibility { fatalError() }
}

/// `struct ScrollTarget` (iOS 17.0).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ScrollTarget {
  public var rect: CGRect
  public var anchor: UnitPoint?
}

/// `struct ScrollTargetBehaviorContext` (iOS 17.0).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ScrollTargetBehaviorContext {
  public var originalTarget: ScrollTarget { fatalError() }
  public var velocity: CGVector { fatalError() }
  public var contentSize: CGSize { fatalError() }
  public var containerSize: CGSize { fatalError() }
  public var axes: Axis.Set { fatalError() }
}

/// `protocol ScrollTargetBehavior` (iOS 17.0): not actor-isolated.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
  typealias TargetContext = ScrollTargetBehaviorContext
}

/// `struct PagingScrollTargetBehavior` (iOS 17.0).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  public init() {}
  public func updateTarget(_ target: inout ScrollTarget, context: PagingScrollTargetBehavior.TargetContext) {}
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  public static var paging: PagingScrollTargetBehavior { fatalError() }
}

/// `struct ScrollPosition` (iOS 18.0).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollPosition {
  public init(idType: (some Hashable & Sendable).Type = Never.self) {}
  public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {}
  public mutating func scrollTo(edge: Edge) {}
  public mutating func scrollTo(point: CGPoint) {}
  public mutating func scrollTo(x: CGFloat) {}
  public mutating func scrollTo(y: CGFloat) {}
  public mutating func scrollTo(x: CGFloat, y: CGFloat) {}
  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {}
  public var isPositionedByUser: Bool { fatalError() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ScrollPosition: Equatable {
  public static func == (a: ScrollPosition, b: ScrollPosition) -> Bool { fatalError() }
}

/// `struct ContentMarginPlacement` (iOS 17.0).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ContentMarginPlacement: Sendable {
  public static var automatic: ContentMarginPlacement { fatalError() }
  public static var scrollContent: ContentMarginPlacement { fatalError() }
  public static var scrollIndicators: ContentMarginPlacement { fatalError() }
}

/// `@frozen enum ScrollPhase` (iOS 18.0): frozen (as Apple's documentation of it gives it), so
/// a `switch` over it is exhaustive without `@unknown default`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@frozen public enum ScrollPhase: Equatable, Hashable, Sendable {
  case idle
  case tracking
  case interacting
  case decelerating
  case animating
  public var isScrolling: Bool { fatalError() }
}

extension View {
  /// (iOS 17.0)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View { _StandInView() }
  /// (iOS 16.0)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { _StandInView() }
  /// (iOS 17.0)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { _StandInView() }
  /// (iOS 18.0)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { _StandInView() }
  /// (iOS 18.0)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View { _StandInView() }
  /// (iOS 18.0)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View { _StandInView() }
}

// MARK: - UIKit interoperation

extension Color {
  /// `init(uiColor:)` (iOS 15.0).
  @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
  public init(uiColor: UIColor) { fatalError() }
  /// `init(_:)` from a UIColor (iOS 14.0).
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
  public init(_ color: UIColor) { fatalError() }
}
