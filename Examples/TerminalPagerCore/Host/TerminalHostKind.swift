import FolioHost

/// Who moves a terminal program's pages (`--host owned|follow|swiftui`).
package enum TerminalHostKind: Hashable, Sendable {
  /// FolioHost's touches drive the container's own physics.
  case owned
  /// A model of a paging platform scroll view owns the offset, the container follows it
  /// (FolioHostTesting's `PlatformScrollViewModel`, in UIKit's delegate order), with the
  /// container's own physics: its durations and curves, no bounce at either end.
  case followed
  /// The same, rubber-banding past either end as a `UIScrollView` does (`--host follow
  /// --bounce`).
  case followedBouncing
  /// FolioSwiftUI's pager model (`FolioPager`) takes the touches as `FolioPageView`'s drag
  /// gives them (its gesture rules) and ticks as its timeline would (``SwiftUITimeline``).
  case swiftUI

  /// The host's motion.
  package var motion: HostMotion {
    self == .followed || self == .followedBouncing ? .followed : .owned
  }

  /// With `--bounce`: a followed scroll view that bounces.
  ///
  /// - Throws: ``PagerOptions/UsageError`` for any other host.
  package func bouncing() throws(PagerOptions.UsageError) -> TerminalHostKind {
    guard motion == .followed else {
      throw PagerOptions.UsageError(description: "--bounce goes with --host follow")
    }
    return .followedBouncing
  }

  /// `--host`'s value: `owned`, `follow` or `swiftui`.
  ///
  /// - Parameter option: The value as written.
  /// - Throws: ``PagerOptions/UsageError`` for anything else.
  package init(option: String) throws(PagerOptions.UsageError) {
    switch option {
    case "owned": self = .owned
    case "follow": self = .followed
    case "swiftui": self = .swiftUI
    default:
      throw PagerOptions.UsageError(
        description: "--host is owned, follow or swiftui, not '\(ScriptText.quoted(option))'")
    }
  }
}
