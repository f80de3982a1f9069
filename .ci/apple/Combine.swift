// swift-format-ignore-file
// A CI-only stand-in for the Combine declarations FolioPagerModel and an ordinary screen use,
// as the iOS 18.0 SDK declares them in
// Combine.framework/Modules/Combine.swiftmodule/arm64-apple-ios.swiftinterface. Built with
// library evolution, as Apple builds Combine (.ci/apple/check). Declarations only.

/// `protocol Publisher<Output, Failure>` (iOS 13.0).
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
  func receive<S>(subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}

/// `protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible` (iOS 13.0).
public protocol Subscriber<Input, Failure> {
  associatedtype Input
  associatedtype Failure: Error
  func receive(subscription: any Subscription)
  func receive(_ input: Self.Input) -> Subscribers.Demand
  func receive(completion: Subscribers.Completion<Self.Failure>)
}

/// `protocol Cancellable` (iOS 13.0).
public protocol Cancellable {
  func cancel()
}

/// `protocol Subscription: Cancellable` (iOS 13.0).
public protocol Subscription: Cancellable {
  func request(_ demand: Subscribers.Demand)
}

/// `enum Subscribers` (iOS 13.0).
public enum Subscribers {
  /// `Subscribers.Demand`.
  @frozen public struct Demand: Equatable, Hashable, Sendable {
    public static let unlimited = Demand()
    public static let none = Demand()
    public static func max(_ value: Int) -> Subscribers.Demand { fatalError() }
  }
  /// `Subscribers.Completion<Failure>`.
  @frozen public enum Completion<Failure: Error> {
    case finished
    case failure(Failure)
  }
}

/// `final class AnyCancellable: Cancellable, Hashable` (iOS 13.0).
final public class AnyCancellable: Cancellable, Hashable {
  public init(_ cancel: @escaping () -> Void) {}
  public init<C: Cancellable>(_ canceller: C) {}
  final public func cancel() {}
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { fatalError() }
  final public func hash(into hasher: inout Hasher) {}
  final public func store(in set: inout Set<AnyCancellable>) {}
}

extension Publisher where Self.Failure == Never {
  /// `sink(receiveValue:)` (iOS 13.0).
  public func sink(receiveValue: @escaping (Self.Output) -> Void) -> AnyCancellable { fatalError() }
}

extension Publisher {
  /// `sink(receiveCompletion:receiveValue:)` (iOS 13.0).
  public func sink(receiveCompletion: @escaping (Subscribers.Completion<Self.Failure>) -> Void, receiveValue: @escaping (Self.Output) -> Void) -> AnyCancellable { fatalError() }
}

/// `final class ObservableObjectPublisher: Publisher` (iOS 13.0): `init()`, `send()`.
final public class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never
  public init() {}
  final public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Void {}
  final public func send() {}
}

/// `protocol ObservableObject: AnyObject` (iOS 13.0), its publisher defaulting to
/// `ObservableObjectPublisher`, with Combine's default `objectWillChange` for classes.
public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where Self.ObjectWillChangePublisher.Failure == Never
  var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The default publisher (iOS 13.0).
  public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

/// `@propertyWrapper struct Published<Value>` (iOS 13.0): only on properties of classes (its
/// `wrappedValue` is unavailable; the class's instance reaches it through the static subscript).
@propertyWrapper public struct Published<Value> {
  public init(wrappedValue: Value) {}
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value { get { fatalError() } set {} }
  public static subscript<EnclosingSelf: AnyObject>(_enclosingInstance object: EnclosingSelf, wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>, storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>) -> Value {
    get { fatalError() }
    set {}
  }
  /// `Published.Publisher`: what `$property` gives.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    public func receive<S>(subscriber: S) where Value == S.Input, S: Subscriber, S.Failure == Never {}
  }
  public var projectedValue: Published<Value>.Publisher { mutating get { fatalError() } set {} }
}
