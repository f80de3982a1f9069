// swift-format-ignore-file
// A CI-only stand-in for the Accessibility framework's notifications, each as
//
//   iPhoneOS18.0.sdk/System/Library/Frameworks/Accessibility.framework/Modules/
//     Accessibility.swiftmodule/arm64-apple-ios.swiftinterface
//
// declares it (the file each comment names as "Accessibility.swiftinterface"). FolioSwiftUI
// posts its announcements with them; UIKit re-exports the module. No isolation and no Sendable
// in the interface: none here. Built with library evolution, as Apple builds it
// (.ci/apple/check). Declarations only.

import class Foundation.NSAttributedString
import struct Foundation.AttributedString

/// Accessibility.swiftinterface: `public enum AccessibilityNotification` (iOS 17.0), a
/// namespace of notifications, each a struct conforming to `_AccessibilityNotifications`:
/// `Announcement` and `PageScrolled` made from an AttributedString, a String or an
/// NSAttributedString (`typealias _Info = NSAttributedString`); `LayoutChanged` and
/// `ScreenChanged` from the element to focus (`init(_ element: Any? = nil)`, `_Info = Any?`).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public enum AccessibilityNotification {
  public struct Announcement: _AccessibilityNotifications {
    public init(_ attributedAnnouncement: AttributedString) {}
    public init(_ announcement: String) {}
    public init(_ attributedAnnouncement: NSAttributedString) {}
    public typealias _Info = NSAttributedString
  }
  public struct LayoutChanged: _AccessibilityNotifications {
    public init(_ element: Any? = nil) {}
    public typealias _Info = Any?
  }
  public struct ScreenChanged: _AccessibilityNotifications {
    public init(_ element: Any? = nil) {}
    public typealias _Info = Any?
  }
  public struct PageScrolled: _AccessibilityNotifications {
    public init(_ attributedAnnouncement: AttributedString) {}
    public init(_ announcement: String) {}
    public init(_ attributedAnnouncement: NSAttributedString) {}
    public typealias _Info = NSAttributedString
  }
}

/// Accessibility.swiftinterface: `public protocol _AccessibilityNotifications { associatedtype
/// _Info; func post() }` (iOS 17.0), `post()` given by an extension.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol _AccessibilityNotifications {
  associatedtype _Info
  func post()
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension _AccessibilityNotifications {
  public func post() {}
}
