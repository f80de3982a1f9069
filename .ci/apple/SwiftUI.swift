// swift-format-ignore-file
// A CI-only stand-in for SwiftUI: what is not in SwiftUICore (the stand-in next to this one,
// which it re-exports, as the SDK's does) and FolioSwiftUI, Examples/AppleScreens/SwiftUI,
// Tests/FolioSwiftUIDeviceTests or an ordinary screen uses, each as
//
//   iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/
//     SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
//
// declares it (the file each comment names as "SwiftUI.swiftinterface", with the iOS release
// the declaration's `@available` gives): isolation, Sendable or not, `@frozen` or not,
// availability, closure types. SwiftUI's Clang module (SwiftUI.framework/Headers/SwiftUI.h)
// imports UIKit on iOS, so `import SwiftUI` also gives UIKit and Foundation, as here. Built
// with library evolution as Apple builds it, so a `switch` over a non-frozen enum (ScenePhase,
// AccessibilityAdjustmentDirection, TimelineView.Context.Cadence) needs `@unknown default`.
// What this file says differently from the interface, none of which a client sees, is what
// SwiftUICore.swift's header lists (underscored entry points left out, placeholder bodies,
// `nonisolated(unsafe)` on a `static let` of a non-Sendable type, unused parameters and
// overloads left out).

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

// MARK: - Apps and scenes (an app's entry point: Examples/SwiftUIDeviceApp)

// App, Scene, SceneBuilder and WindowGroup were not located in SwiftUI.swiftinterface in this
// pass (1.37 MB, read by ranges): they are as Apple's documentation of each gives them, the
// only declarations here that are. Nothing of Folio's uses them; the device app's entry point
// does.

/// Apple's documentation: `@MainActor @preconcurrency protocol App` (iOS 14.0), its `body`
/// `@SceneBuilder @MainActor @preconcurrency`, `@MainActor @preconcurrency init()`, and the
/// entry point `@MainActor @preconcurrency static func main()` in an extension.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@preconcurrency @MainActor public protocol App {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  @MainActor @preconcurrency init()
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
  @MainActor @preconcurrency public static func main() {}
}

/// Apple's documentation: `@MainActor @preconcurrency protocol Scene` (iOS 14.0), its `body`
/// `@SceneBuilder @MainActor @preconcurrency`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@preconcurrency @MainActor public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: Scene {}

/// Apple's documentation: `@resultBuilder struct SceneBuilder` (iOS 14.0),
/// `buildBlock<Content>(_ content: Content) -> Content where Content : Scene`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder public struct SceneBuilder {
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene { content }
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
}

/// Apple's documentation: `@MainActor @preconcurrency struct WindowGroup<Content> where
/// Content : View` (iOS 14.0), a scene, `nonisolated init(@ViewBuilder content: () ->
/// Content)`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct WindowGroup<Content>: Scene where Content: View {
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

// MARK: - Controls

/// SwiftUI.swiftinterface: `@MainActor @preconcurrency public struct Button<Label> : View
/// where Label : View` (iOS 13.0; not frozen), its Sendable conformance unavailable; its
/// initializers `@preconcurrency nonisolated`, the action `@escaping @MainActor () -> Void`:
/// `init(action:label:)`, `init(_ titleKey: LocalizedStringKey, action:)`,
/// `@_disfavoredOverload init<S>(_ title: S, action:) where S : StringProtocol`, and the
/// `role:` forms (iOS 15.0).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct Button<Label>: View where Label: View {
  @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
  @MainActor @preconcurrency public var body: some View { _StandInView() }
}
@available(*, unavailable)
extension Button: Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
  @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
  @preconcurrency @_disfavoredOverload nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button {
  @preconcurrency nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button where Label == Text {
  @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
  @preconcurrency @_disfavoredOverload nonisolated public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
}

/// SwiftUI.swiftinterface: `public struct ButtonRole : Equatable, Sendable` (iOS 15.0),
/// `static let destructive`, `static let cancel`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
  public static let destructive = ButtonRole()
  public static let cancel = ButtonRole()
}

/// SwiftUI.swiftinterface: `@MainActor @preconcurrency public struct ProgressView<Label,
/// CurrentValueLabel> : View where Label : View, CurrentValueLabel : View` (iOS 14.0; not
/// frozen), its Sendable conformance unavailable; its initializers `nonisolated`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
  @MainActor @preconcurrency public var body: some View { _StandInView() }
}
@available(*, unavailable)
extension ProgressView: Sendable {}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
  nonisolated public init() where Label == EmptyView {}
  nonisolated public init(@ViewBuilder label: () -> Label) {}
  nonisolated public init(_ titleKey: LocalizedStringKey) where Label == Text {}
  @_disfavoredOverload nonisolated public init<S>(_ title: S) where Label == Text, S: StringProtocol {}
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView {
  nonisolated public init<V>(value: V?, total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {}
}

// MARK: - Scroll views

/// SwiftUI.swiftinterface: `@MainActor @preconcurrency public struct ScrollView<Content> :
/// View where Content : View` (iOS 13.0; not frozen), its Sendable conformance unavailable:
/// `nonisolated public init(_:showsIndicators:content:)`, deprecated for the scroll indicators
/// modifier, and `@_alwaysEmitIntoClient nonisolated public init(_ axes: Axis.Set = .vertical,
/// @ViewBuilder content:)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct ScrollView<Content>: View where Content: View {
  @MainActor @preconcurrency public var content: Content
  @MainActor @preconcurrency public var axes: Axis.Set { get { fatalError() } set {} }
  @MainActor @preconcurrency public var showsIndicators: Bool { get { fatalError() } set {} }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier")
  nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) { fatalError() }
  @MainActor @preconcurrency public var body: some View { _StandInView() }
}
@available(*, unavailable)
extension ScrollView: Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ScrollView {
  @_alwaysEmitIntoClient nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) { fatalError() }
}

/// SwiftUI.swiftinterface: `public struct ScrollIndicatorVisibility` (iOS 16.0), `static var
/// automatic`, `visible`, `hidden`, `never` (get), its Sendable conformance unavailable,
/// Equatable from iOS 16.4.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ScrollIndicatorVisibility {
  public static var automatic: ScrollIndicatorVisibility { fatalError() }
  public static var visible: ScrollIndicatorVisibility { fatalError() }
  public static var hidden: ScrollIndicatorVisibility { fatalError() }
  public static var never: ScrollIndicatorVisibility { fatalError() }
}
@available(*, unavailable)
extension ScrollIndicatorVisibility: Sendable {}
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
extension ScrollIndicatorVisibility: Equatable {
  public static func == (a: ScrollIndicatorVisibility, b: ScrollIndicatorVisibility) -> Bool { fatalError() }
}

/// SwiftUI.swiftinterface: `public struct ContentMarginPlacement` (iOS 17.0), `static var
/// automatic`, `scrollContent`, `scrollIndicators` (get), its Sendable conformance unavailable.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ContentMarginPlacement {
  public static var automatic: ContentMarginPlacement { fatalError() }
  public static var scrollContent: ContentMarginPlacement { fatalError() }
  public static var scrollIndicators: ContentMarginPlacement { fatalError() }
}
@available(*, unavailable)
extension ContentMarginPlacement: Sendable {}

/// SwiftUI.swiftinterface: `public protocol ScrollTargetBehavior` (iOS 17.0; no isolation: its
/// `updateTarget` runs wherever SwiftUI calls it), `typealias TargetContext =
/// ScrollTargetBehaviorContext`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
  typealias TargetContext = ScrollTargetBehaviorContext
}

/// SwiftUI.swiftinterface: `@dynamicMemberLookup public struct ScrollTargetBehaviorContext`
/// (iOS 17.0): `originalTarget`, `velocity: CGVector` (no unit given), `contentSize`,
/// `containerSize`, `axes` (get), the environment by key path; its Sendable conformance
/// unavailable.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup public struct ScrollTargetBehaviorContext {
  public var originalTarget: ScrollTarget { fatalError() }
  public var velocity: CGVector { fatalError() }
  public var contentSize: CGSize { fatalError() }
  public var containerSize: CGSize { fatalError() }
  public var axes: Axis.Set { fatalError() }
  public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { fatalError() }
}
@available(*, unavailable)
extension ScrollTargetBehaviorContext: Sendable {}

/// SwiftUI.swiftinterface: `public struct PagingScrollTargetBehavior : ScrollTargetBehavior`
/// (iOS 17.0), `public init()`, its Sendable conformance unavailable; `.paging`
/// `@_alwaysEmitIntoClient`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  public init() {}
  public func updateTarget(_ target: inout ScrollTarget, context: PagingScrollTargetBehavior.TargetContext) {}
}
@available(*, unavailable)
extension PagingScrollTargetBehavior: Sendable {}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  @_alwaysEmitIntoClient public static var paging: PagingScrollTargetBehavior { .init() }
}

/// SwiftUI.swiftinterface: `public struct ScrollPhaseChangeContext` (iOS 18.0), `geometry:
/// ScrollGeometry` and `velocity: CGVector?` (get), its Sendable conformance unavailable.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollPhaseChangeContext {
  public var geometry: ScrollGeometry { fatalError() }
  public var velocity: CGVector? { fatalError() }
}
@available(*, unavailable)
extension ScrollPhaseChangeContext: Sendable {}

/// SwiftUI.swiftinterface: the scroll view modifiers, each `nonisolated public func`, their
/// actions plain `@escaping` closures isolated to where they are written: `scrollIndicators`
/// (iOS 16.0); `contentMargins` (three forms), `scrollTargetBehavior`, `scrollTargetLayout`,
/// `scrollPosition(id:anchor:)` (iOS 17.0); `scrollPosition(_:anchor:)`,
/// `onScrollGeometryChange(for:of:action:)`, `onScrollPhaseChange(_:)` in both forms (iOS
/// 18.0).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { _StandInView() }
  nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { _StandInView() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
  nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View { _StandInView() }
  nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View { _StandInView() }
  nonisolated public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View { _StandInView() }
  nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { _StandInView() }
  nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View { _StandInView() }
  nonisolated public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View { _StandInView() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension View {
  nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { _StandInView() }
  nonisolated public func onScrollGeometryChange<T>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View where T: Equatable { _StandInView() }
  nonisolated public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View { _StandInView() }
  nonisolated public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void) -> some View { _StandInView() }
}

// MARK: - Geometry, hit testing

/// SwiftUI.swiftinterface: `onGeometryChange(for:of:action:)` with the new value only —
/// `@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) @_alwaysEmitIntoClient
/// nonisolated`, so back-deployed to iOS 16 — and with the old and new values (iOS 18.0,
/// `nonisolated`).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  @_alwaysEmitIntoClient nonisolated public func onGeometryChange<T>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void) -> some View where T: Equatable { _StandInView() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 10.0, *)
extension View {
  nonisolated public func onGeometryChange<T>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View where T: Equatable { _StandInView() }
}

/// SwiftUI.swiftinterface: `@inlinable nonisolated public func allowsHitTesting(_ enabled:
/// Bool) -> some View` (iOS 13.0).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { _StandInView() }
}

// MARK: - Time

/// SwiftUI.swiftinterface: `public struct TimelineView<Schedule, Content> where Schedule :
/// TimelineSchedule` (iOS 15.0; no isolation, not frozen) and its `public struct Context`
/// (`public let date: Date`, `public let cadence: Cadence`; `public enum Cadence : Comparable,
/// Sendable { case live, seconds, minutes }`, Hashable, not frozen); both Sendable
/// conformances unavailable. A view where its content is: `@_alwaysEmitIntoClient nonisolated
/// public init(_ schedule: Schedule, @ViewBuilder content: @escaping
/// (TimelineViewDefaultContext) -> Content)` and, deprecated and disfavoured, the same taking
/// `TimelineView<Schedule, Content>.Context`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
  public struct Context {
    public enum Cadence: Comparable, Sendable {
      case live
      case seconds
      case minutes
    }
    public let date: Date
    public let cadence: TimelineView<Schedule, Content>.Context.Cadence
  }
}
@available(*, unavailable)
extension TimelineView: Sendable {}
@available(*, unavailable)
extension TimelineView.Context: Sendable {}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineView.Context.Cadence: Hashable {}

/// SwiftUI.swiftinterface: `public typealias TimelineViewDefaultContext =
/// TimelineView<EveryMinuteTimelineSchedule, Never>.Context` (iOS 15.0).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineView: View where Content: View {
  public typealias Body = Never
  @_alwaysEmitIntoClient nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) { fatalError() }
  @available(iOS, deprecated, introduced: 15.0, message: "Use TimelineViewDefaultContext for the type of the context parameter passed into TimelineView's content closure to resolve this warning. The new version of this initializer, using TimelineViewDefaultContext, improves compilation performance by using an independent generic type signature, which helps avoid unintended cyclical type dependencies.")
  @_disfavoredOverload nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineView<Schedule, Content>.Context) -> Content) { fatalError() }
}

/// SwiftUI.swiftinterface: `public struct AnimationTimelineSchedule : TimelineSchedule,
/// Sendable` (iOS 15.0), `init(minimumInterval:paused:)`, its `Entries : Sequence,
/// IteratorProtocol, Sendable`; `.animation` and `.animation(minimumInterval:paused:)`
/// `@_alwaysEmitIntoClient`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}
  public func entries(from start: Date, mode: TimelineScheduleMode) -> AnimationTimelineSchedule.Entries { fatalError() }
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    public mutating func next() -> Date? { fatalError() }
  }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == AnimationTimelineSchedule {
  @_alwaysEmitIntoClient public static var animation: AnimationTimelineSchedule { .init() }
  @_alwaysEmitIntoClient public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule { .init(minimumInterval: minimumInterval, paused: paused) }
}

/// SwiftUI.swiftinterface: `task(priority:_:)` and `task(id:priority:_:)` (iOS 15.0,
/// `@inlinable nonisolated`), the action `@_inheritActorContext _ action: @escaping @Sendable
/// () async -> Void`: Sendable (what it captures must be), and isolated to where it is written
/// (in a view's `body`, the main actor); `refreshable(action:)` (iOS 15.0) likewise.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  @inlinable nonisolated public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View { _StandInView() }
  @inlinable nonisolated public func task<T>(id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View where T: Equatable { _StandInView() }
  nonisolated public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View { _StandInView() }
}

/// SwiftUI.swiftinterface: `@inlinable nonisolated public func onReceive<P>(_ publisher: P,
/// perform action: @escaping (P.Output) -> Void) -> some View where P : Publisher, P.Failure ==
/// Never` (iOS 13.0).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @inlinable nonisolated public func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P: Publisher, P.Failure == Never { _StandInView() }
}

// MARK: - Scenes, presentation and their storage

/// SwiftUI.swiftinterface: `public enum ScenePhase : Comparable` (iOS 14.0), Sendable and
/// Hashable: not frozen.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public enum ScenePhase: Comparable {
  case background
  case inactive
  case active
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ScenePhase: Sendable {}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ScenePhase: Hashable {}

/// SwiftUI.swiftinterface: `EnvironmentValues.scenePhase` (get set, iOS 14.0); `dismiss` and
/// `isPresented` (get, iOS 15.0).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension EnvironmentValues {
  public var scenePhase: ScenePhase { get { fatalError() } set {} }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
  public var dismiss: DismissAction { fatalError() }
  public var isPresented: Bool { fatalError() }
}

/// SwiftUI.swiftinterface: `@preconcurrency @MainActor public struct DismissAction` (iOS 15.0),
/// `@MainActor @preconcurrency public func callAsFunction()`, Sendable.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@preconcurrency @MainActor public struct DismissAction {
  @MainActor @preconcurrency public func callAsFunction() {}
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension DismissAction: Sendable {}

/// SwiftUI.swiftinterface: `@frozen @propertyWrapper public struct SceneStorage<Value> :
/// DynamicProperty` (iOS 14.0; no isolation), `wrappedValue` (get nonmutating set),
/// `projectedValue: Binding<Value>`, `@unchecked Sendable` where its value is Sendable; its
/// initializers one per type it saves (Date's iOS 18.0; the optional RawRepresentable ones iOS
/// 15.0).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
  @usableFromInline let _key: String
  public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
  public var projectedValue: Binding<Value> { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension SceneStorage: @unchecked Sendable where Value: Sendable {}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension SceneStorage {
  public init(wrappedValue: Value, _ key: String) where Value == Bool { fatalError() }
  public init(wrappedValue: Value, _ key: String) where Value == Int { fatalError() }
  public init(wrappedValue: Value, _ key: String) where Value == Double { fatalError() }
  public init(wrappedValue: Value, _ key: String) where Value == String { fatalError() }
  public init(wrappedValue: Value, _ key: String) where Value == URL { fatalError() }
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public init(wrappedValue: Value, _ key: String) where Value == Date { fatalError() }
  public init(wrappedValue: Value, _ key: String) where Value == Data { fatalError() }
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int { fatalError() }
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension SceneStorage where Value: ExpressibleByNilLiteral {
  public init(_ key: String) where Value == Bool? { fatalError() }
  public init(_ key: String) where Value == Int? { fatalError() }
  public init(_ key: String) where Value == Double? { fatalError() }
  public init(_ key: String) where Value == String? { fatalError() }
  public init(_ key: String) where Value == URL? { fatalError() }
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public init(_ key: String) where Value == Date? { fatalError() }
  public init(_ key: String) where Value == Data? { fatalError() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension SceneStorage {
  public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String { fatalError() }
  public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int { fatalError() }
}

/// SwiftUI.swiftinterface: `sheet(item:onDismiss:content:)` and
/// `sheet(isPresented:onDismiss:content:)` (iOS 13.0) and the `fullScreenCover` forms (iOS
/// 14.0, macOS unavailable), each `nonisolated public func`, `onDismiss` a plain optional
/// closure.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View { _StandInView() }
  nonisolated public func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View where Content: View { _StandInView() }
}
@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
extension View {
  nonisolated public func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View { _StandInView() }
  nonisolated public func fullScreenCover<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View where Content: View { _StandInView() }
}

// MARK: - Gestures (SwiftUI's part: the protocol, taps and the modifiers are SwiftUICore's)

/// SwiftUI.swiftinterface: `@MainActor @preconcurrency public struct DragGesture : Gesture`
/// (iOS 13.0, tvOS unavailable; not frozen), its Sendable conformance unavailable; its
/// initializer `@MainActor @preconcurrency` (not `nonisolated`: a drag gesture is made on the
/// main actor; the iOS 17 form taking a CoordinateSpaceProtocol is left out, the deprecated
/// `@_disfavoredOverload` form kept). `public struct Value : Equatable, Sendable`: `time`,
/// `location`, `startLocation` (stored), `translation`, `predictedEndLocation`,
/// `predictedEndTranslation` (get) and `velocity: CGSize`, `@_alwaysEmitIntoClient` with no
/// availability of its own (so from iOS 13), computed as 4 × (predicted end − location).
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency public struct DragGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize { fatalError() }
    @_alwaysEmitIntoClient public var velocity: CGSize {
      let predicted = predictedEndLocation
      return CGSize(width: 4.0 * (predicted.x - location.x), height: 4.0 * (predicted.y - location.y))
    }
    public var predictedEndLocation: CGPoint { fatalError() }
    public var predictedEndTranslation: CGSize { fatalError() }
    public static func == (a: DragGesture.Value, b: DragGesture.Value) -> Bool { fatalError() }
  }
  @MainActor @preconcurrency public var minimumDistance: CGFloat
  @MainActor @preconcurrency public var coordinateSpace: CoordinateSpace
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @_disfavoredOverload @MainActor @preconcurrency public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) { fatalError() }
  public typealias Body = Never
}
@available(*, unavailable)
extension DragGesture: Sendable {}

/// SwiftUI.swiftinterface: `@propertyWrapper @frozen public struct GestureState<Value> :
/// DynamicProperty` (iOS 13.0; no isolation), `wrappedValue` get-only, Sendable where its
/// value is.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper @frozen public struct GestureState<Value>: DynamicProperty {
  public init(wrappedValue: Value) {}
  @_alwaysEmitIntoClient public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
  public init(wrappedValue: Value, resetTransaction: Transaction) {}
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {}
  public var wrappedValue: Value { fatalError() }
  public var projectedValue: GestureState<Value> { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension GestureState: Sendable where Value: Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension GestureState where Value: ExpressibleByNilLiteral {
  public init(resetTransaction: Transaction = Transaction()) {}
  public init(reset: @escaping (Value, inout Transaction) -> Void) {}
}

/// SwiftUI.swiftinterface: `extension Gesture { @inlinable @MainActor @preconcurrency public
/// func updating<State>(_ state: GestureState<State>, body: @escaping (Self.Value, inout State,
/// inout Transaction) -> Void) -> GestureStateGesture<Self, State> }` (iOS 13.0) — the method
/// main-actor, its closure plain (neither `@MainActor` nor `@Sendable`) — and `@frozen
/// @MainActor @preconcurrency public struct GestureStateGesture<Base, State> : Gesture where
/// Base : Gesture`, its Sendable conformance unavailable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Gesture {
  @inlinable @MainActor @preconcurrency public func updating<State>(_ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> { .init(base: self, state: state, body: body) }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct GestureStateGesture<Base, State>: Gesture where Base: Gesture {
  public typealias Value = Base.Value
  @MainActor @preconcurrency public var base: Base
  @MainActor @preconcurrency public var state: GestureState<State>
  @MainActor @preconcurrency public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
  @inlinable @MainActor @preconcurrency public init(base: Base, state: GestureState<State>, body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) { self.base = base; self.state = state; self.body = body }
}
@available(*, unavailable)
extension GestureStateGesture: Sendable {}

// MARK: - Accessibility

/// SwiftUI.swiftinterface: `public struct AccessibilityChildBehavior : Hashable` (iOS 13.0), its
/// Sendable conformance unavailable; `public static let ignore`, `contain`, `combine`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityChildBehavior: Hashable {}
@available(*, unavailable)
extension AccessibilityChildBehavior: Sendable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AccessibilityChildBehavior {
  nonisolated(unsafe) public static let ignore = AccessibilityChildBehavior()
  nonisolated(unsafe) public static let contain = AccessibilityChildBehavior()
  nonisolated(unsafe) public static let combine = AccessibilityChildBehavior()
}

/// SwiftUI.swiftinterface: `public enum AccessibilityAdjustmentDirection : Sendable { case
/// increment, decrement }` (iOS 13.0), Equatable and Hashable: not frozen.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum AccessibilityAdjustmentDirection: Sendable {
  case increment
  case decrement
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AccessibilityAdjustmentDirection: Equatable, Hashable {}

/// SwiftUI.swiftinterface: `@MainActor @preconcurrency public struct
/// AccessibilityAttachmentModifier : ViewModifier` (iOS 13.0; not frozen), `Body = Never`, its
/// Sendable conformance unavailable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct AccessibilityAttachmentModifier: ViewModifier {
  public typealias Body = Never
}
@available(*, unavailable)
extension AccessibilityAttachmentModifier: Sendable {}

/// SwiftUI.swiftinterface: the accessibility modifiers, each `nonisolated public func` returning
/// `ModifiedContent<Self, AccessibilityAttachmentModifier>` (and, on such content, the same
/// returning `ModifiedContent<Content, Modifier>`): `accessibilityElement(children:)` (`some
/// View`), `accessibilityAdjustableAction(_:)`, `accessibilityScrollAction(_:)` (iOS 13.0);
/// `accessibilityLabel`, `accessibilityValue`, `accessibilityHint` (Text, key, string),
/// `accessibilityHidden`, `accessibilityIdentifier`, `accessibilitySortPriority` (iOS 14.0).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { _StandInView() }
  nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  nonisolated public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Content, Modifier> { fatalError() }
  nonisolated public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<Content, Modifier> { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  @_disfavoredOverload nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol { fatalError() }
  nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  @_disfavoredOverload nonisolated public func accessibilityValue<S>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol { fatalError() }
  nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  @_disfavoredOverload nonisolated public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol { fatalError() }
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> { fatalError() }
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> { fatalError() }
  @_disfavoredOverload nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Content, Modifier> where S: StringProtocol { fatalError() }
  nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Content, Modifier> { fatalError() }
  nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> { fatalError() }
  @_disfavoredOverload nonisolated public func accessibilityValue<S>(_ value: S) -> ModifiedContent<Content, Modifier> where S: StringProtocol { fatalError() }
  nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, Modifier> { fatalError() }
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> { fatalError() }
  @_disfavoredOverload nonisolated public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Content, Modifier> where S: StringProtocol { fatalError() }
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, Modifier> { fatalError() }
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Content, Modifier> { fatalError() }
  nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Content, Modifier> { fatalError() }
}

// MARK: - UIKit interoperation

/// SwiftUI.swiftinterface: `Color(uiColor:)` (iOS 15.0, tvOS 15.0, watchOS 8.0; macOS
/// unavailable) and its deprecated, disfavoured `Color(_: UIColor)`; `Image(uiImage:)` (iOS
/// 13.0; macOS unavailable).
@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
@available(macOS, unavailable)
extension Color {
  public init(uiColor: UIColor) { fatalError() }
}
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
extension Color {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Color(uiColor:)")
  @_disfavoredOverload public init(_ color: UIColor) { fatalError() }
}
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
extension Image {
  public init(uiImage: UIImage) { fatalError() }
}

/// SwiftUI.swiftinterface: `@_hasMissingDesignatedInitializers @available(iOS 13.0, tvOS 13.0,
/// *) @available(macOS, unavailable) @MainActor @preconcurrency open class
/// UIHostingController<Content> : UIViewController where Content : View`:
/// `init(rootView:)`, `init?(coder:rootView:)`, `@objc required dynamic init?(coder:)`,
/// `rootView` (get set), `sizeThatFits(in:)`, `sizingOptions` (iOS 16.0), `safeAreaRegions`
/// (iOS 16.4).
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@MainActor @preconcurrency open class UIHostingController<Content>: UIViewController where Content: View {
  @MainActor @preconcurrency public init(rootView: Content) { fatalError() }
  @MainActor @preconcurrency public init?(coder aDecoder: NSCoder, rootView: Content) { fatalError() }
  // `@objc required dynamic` in the interface: Linux's NSCoder is no Objective-C class.
  public required init?(coder aDecoder: NSCoder) { fatalError() }
  @MainActor @preconcurrency public var rootView: Content { get { fatalError() } set {} }
  @MainActor @preconcurrency public func sizeThatFits(in size: CGSize) -> CGSize { fatalError() }
  @available(iOS 16.0, tvOS 16.0, *)
  @MainActor @preconcurrency public var sizingOptions: UIHostingControllerSizingOptions { get { fatalError() } set {} }
  @available(iOS 16.4, tvOS 16.4, *)
  @MainActor @preconcurrency public var safeAreaRegions: SafeAreaRegions { get { fatalError() } set {} }
}

/// SwiftUI.swiftinterface: `public struct UIHostingControllerSizingOptions : OptionSet,
/// Sendable` (iOS 16.0, tvOS 16.0; macOS unavailable).
@available(iOS 16.0, tvOS 16.0, *)
@available(macOS, unavailable)
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}
