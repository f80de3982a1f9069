// A CI-only stand-in for the Combine interface FolioSwiftUI uses (its pager's
// `ObservableObject` conformance and published revision), as Apple's documentation declares
// it; never shipped, no behaviour. See .ci/apple/check and the SwiftUI article.
// swift-format-ignore-file

/// `protocol Publisher<Output, Failure>` (iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0).
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
}

/// `final class ObservableObjectPublisher` (iOS 13.0): `init()`, `send()`.
public final class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never
  public init() {}
  public final func send() {}
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
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// `@propertyWrapper struct Published<Value>` (iOS 13.0): `init(wrappedValue:)`.
@propertyWrapper public struct Published<Value> {
  private var value: Value
  public init(wrappedValue: Value) { value = wrappedValue }
  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }
}
