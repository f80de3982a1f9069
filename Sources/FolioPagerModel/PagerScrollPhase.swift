import Folio
import FolioHost

/// What a SwiftUI scroll view is doing: SwiftUI's `ScrollPhase`, case for case.
public enum PagerScrollPhase: Hashable, Sendable {
  /// It is not scrolling.
  case idle
  /// A finger is on it and has not begun to scroll it.
  case tracking
  /// A finger scrolls it.
  case interacting
  /// The finger lifted; it decelerates to its target.
  case decelerating
  /// A programmatic scroll animates it.
  case animating

  /// Whether a finger is on it.
  var isTouched: Bool { self == .tracking || self == .interacting }
}

/// A finger on a followed scroll view, as its phases tell it.
enum FollowedTouch {
  /// No finger.
  case none
  /// A finger down that has not dragged it.
  case down
  /// A finger that dragged it (its drag ends when the finger lifts).
  case dragging
}
