/// Which way a horizontal container lays its pages out on screen.
///
/// Only what the user sees and touches is mirrored: in ``rightToLeft`` page 0 is at the right,
/// the next page lies to the left, and a finger dragging to the right moves toward it. Indices,
/// the position, ``TravelDirection`` (forward is toward higher indices), progress and
/// ``PagePlacement/offset`` stay logical; ``PagePlacement/screenOffset`` and the screen-space
/// gestures (``PageContainer/dragOnScreen(byPages:)``,
/// ``PageContainer/endDraggingOnScreen(velocity:)``) are mirrored. A vertical container is not
/// affected.
public enum PageLayoutDirection: Hashable, Sendable {
  /// Page 0 at the left (the default).
  case leftToRight
  /// Page 0 at the right; the next page lies to the left.
  case rightToLeft
}
