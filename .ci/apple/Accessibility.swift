// swift-format-ignore-file
// A CI-only stand-in for the Accessibility framework's announcements, as the iOS 18.0 SDK
// declares them in
// Accessibility.framework/Modules/Accessibility.swiftmodule/arm64-apple-ios.swiftinterface
// (FolioSwiftUI posts its announcements with them; UIKit re-exports the module). Built with
// library evolution, as Apple builds it (.ci/apple/check). Declarations only.

/// `enum AccessibilityNotification` (iOS 17.0): a namespace of notifications to post.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public enum AccessibilityNotification {
  /// `AccessibilityNotification.Announcement`: `init(_:)` from a String, `post()`.
  public struct Announcement: _AccessibilityNotifications {
    public init(_ announcement: String) {}
    public typealias _Info = String
  }
  /// `AccessibilityNotification.LayoutChanged`.
  public struct LayoutChanged: _AccessibilityNotifications {
    public init(_ element: Any? = nil) {}
    public typealias _Info = Any?
  }
  /// `AccessibilityNotification.ScreenChanged`.
  public struct ScreenChanged: _AccessibilityNotifications {
    public init(_ element: Any? = nil) {}
    public typealias _Info = Any?
  }
  /// `AccessibilityNotification.PageScrolled`.
  public struct PageScrolled: _AccessibilityNotifications {
    public init(_ announcement: String) {}
    public typealias _Info = String
  }
}

/// `protocol _AccessibilityNotifications` (iOS 17.0): what gives each notification `post()`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol _AccessibilityNotifications {
  associatedtype _Info
  func post()
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension _AccessibilityNotifications {
  public func post() {}
}
