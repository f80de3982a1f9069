// swift-format-ignore-file
// A CI-only stand-in for the Combine declarations FolioPagerModel and an ordinary screen use,
// each as
//
//   iPhoneOS18.0.sdk/System/Library/Frameworks/Combine.framework/Modules/
//     Combine.swiftmodule/arm64-apple-ios.swiftinterface
//
// declares it (the file each comment names as "Combine.swiftinterface"; every declaration here
// is iOS 13.0's, `@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)`). Combine is
// built in the Swift 5 language mode and declares no isolation: nothing here is main-actor or
// `nonisolated`, and only what the interface says is Sendable is (Subscribers.Demand and
// Subscribers.Completion; not AnyCancellable, Published or ObservableObjectPublisher). Built
// with library evolution, as Apple builds Combine (.ci/apple/check). Declarations only; what
// no checked file uses (most operators, subjects, schedulers) is left out.

/// Combine.swiftinterface: `public protocol Publisher<Output, Failure>`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
  func receive<S>(subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}

/// Combine.swiftinterface: `public struct CombineIdentifier : Hashable,
/// CustomStringConvertible`, `init()`, `init(_ obj: AnyObject)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct CombineIdentifier: Hashable, CustomStringConvertible {
  public init() {}
  public init(_ obj: AnyObject) {}
  public var description: String { fatalError() }
}

/// Combine.swiftinterface: `public protocol CustomCombineIdentifierConvertible { var
/// combineIdentifier: CombineIdentifier { get } }`, given to classes by an extension `where
/// Self : AnyObject`: a subscriber that is a struct must declare it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol CustomCombineIdentifierConvertible {
  var combineIdentifier: CombineIdentifier { get }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CustomCombineIdentifierConvertible where Self: AnyObject {
  public var combineIdentifier: CombineIdentifier { fatalError() }
}

/// Combine.swiftinterface: `public protocol Subscriber<Input, Failure> :
/// CustomCombineIdentifierConvertible`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  associatedtype Input
  associatedtype Failure: Error
  func receive(subscription: any Subscription)
  func receive(_ input: Self.Input) -> Subscribers.Demand
  func receive(completion: Subscribers.Completion<Self.Failure>)
}

/// Combine.swiftinterface: `public protocol Cancellable { func cancel() }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Cancellable {
  func cancel()
}

/// Combine.swiftinterface: `public protocol Subscription : Cancellable,
/// CustomCombineIdentifierConvertible`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  func request(_ demand: Subscribers.Demand)
}

/// Combine.swiftinterface: `public enum Subscribers` (a namespace).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Subscribers {}

/// Combine.swiftinterface: `@frozen public struct Demand : Equatable, Comparable, Hashable,
/// Codable, CustomStringConvertible` (`static let unlimited`, `static let none`, `@inlinable
/// static func max(_:)`), Sendable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Subscribers {
  @frozen public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible {
    public static let unlimited = Subscribers.Demand()
    public static let none = Subscribers.Demand()
    @inlinable public static func max(_ value: Int) -> Subscribers.Demand { fatalError() }
    public static func < (lhs: Subscribers.Demand, rhs: Subscribers.Demand) -> Bool { fatalError() }
    public var description: String { fatalError() }
    public init(from decoder: any Decoder) throws { fatalError() }
    init() {}
    public func encode(to encoder: any Encoder) throws {}
  }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Subscribers.Demand: Sendable {}

/// Combine.swiftinterface: `@frozen public enum Completion<Failure> where Failure : Error {
/// case finished; case failure(Failure) }`, Equatable and Hashable where its failure is, and
/// `extension Subscribers.Completion : Sendable {}` unconditionally (here `@unchecked`: Swift 6
/// checks the payload, the SDK's Swift 5 build does not; to a client both are Sendable).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Subscribers {
  @frozen public enum Completion<Failure> where Failure: Error {
    case finished
    case failure(Failure)
  }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Subscribers.Completion: Equatable where Failure: Equatable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Subscribers.Completion: Hashable where Failure: Hashable {}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Subscribers.Completion: @unchecked Sendable {}

/// Combine.swiftinterface: `final public class AnyCancellable : Cancellable, Hashable`
/// (not Sendable), `init(_ cancel: @escaping () -> Void)`, `init<C>(_ canceller: C) where C :
/// Cancellable`; `store(in:)` for a collection and a set.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class AnyCancellable: Cancellable, Hashable {
  public init(_ cancel: @escaping () -> Void) {}
  public init<C>(_ canceller: C) where C: Cancellable {}
  final public func cancel() {}
  final public func hash(into hasher: inout Hasher) {}
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnyCancellable {
  final public func store<C>(in collection: inout C) where C: RangeReplaceableCollection, C.Element == AnyCancellable {}
  final public func store(in set: inout Set<AnyCancellable>) {}
}

/// Combine.swiftinterface: `sink(receiveCompletion:receiveValue:)` and, where the publisher
/// cannot fail, `sink(receiveValue:)`: plain `@escaping` closures.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publisher {
  public func sink(receiveCompletion: @escaping ((Subscribers.Completion<Self.Failure>) -> Void), receiveValue: @escaping ((Self.Output) -> Void)) -> AnyCancellable { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Publisher where Self.Failure == Never {
  public func sink(receiveValue: @escaping ((Self.Output) -> Void)) -> AnyCancellable { fatalError() }
}

/// Combine.swiftinterface: `final public class ObservableObjectPublisher : Publisher`
/// (`@_hasMissingDesignatedInitializers`; not Sendable), `Output = Void`, `Failure = Never`,
/// `public init()`, `final public func send()`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never
  public init() {}
  final public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Void {}
  final public func send() {}
}

/// Combine.swiftinterface: `public protocol ObservableObject : AnyObject { associatedtype
/// ObjectWillChangePublisher : Publisher = ObservableObjectPublisher where
/// ObjectWillChangePublisher.Failure == Never; var objectWillChange: ObjectWillChangePublisher
/// { get } }`, given a default `objectWillChange` by an extension.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where Self.ObjectWillChangePublisher.Failure == Never
  var objectWillChange: Self.ObjectWillChangePublisher { get }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
  public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

/// Combine.swiftinterface: `@propertyWrapper public struct Published<Value>` (not Sendable):
/// `@_alwaysEmitIntoClient init(wrappedValue:)`, `init(initialValue:)`, its `wrappedValue`
/// unavailable ("@Published is only available on properties of classes": a class's instance
/// reaches it through the static subscript), `struct Publisher : Publisher`, `projectedValue`
/// (mutating get, set).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper public struct Published<Value> {
  @_alwaysEmitIntoClient public init(wrappedValue: Value) { self.init(initialValue: wrappedValue) }
  public init(initialValue: Value) {}
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value { get { fatalError() } set {} }
  public static subscript<EnclosingSelf>(_enclosingInstance object: EnclosingSelf, wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>, storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>) -> Value where EnclosingSelf: AnyObject {
    get { fatalError() }
    set {}
  }
  public struct Publisher: Combine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    public func receive<S>(subscriber: S) where Value == S.Input, S: Subscriber, S.Failure == Never {}
  }
  public var projectedValue: Published<Value>.Publisher { mutating get { fatalError() } set {} }
}
