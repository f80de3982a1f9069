// A CI-only stand-in for the Accessibility framework declaration FolioSwiftUI uses (its
// announcements), as Apple's documentation declares it; never shipped, no behaviour. See
// .ci/apple/check and the SwiftUI article.
// swift-format-ignore-file

/// `struct AccessibilityNotification` (iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct AccessibilityNotification {
  /// `struct Announcement`: `init(_ announcement: String)`, `func post()`.
  public struct Announcement {
    public init(_ announcement: String) {}
    public func post() {}
  }
}
