/// What a scroll view that owns the offset is doing, for a container that follows it
/// (``PageContainer/follow(position:motion:)``): a platform scroll view with paging, say.
///
/// Targets are pages in the scroll view's own coordinates: while the pages loop
/// (``PageContainer/isLooping``) they may lie outside `0..<count` (`count` is page 0 one ring
/// on, `-1` the last page one ring back), as the reported position may; without a ring they
/// are clamped to the pages.
public enum FollowedMotion: Hashable, Sendable {
  /// A finger is down and moves the offset.
  case tracking
  /// The finger lifted; the scroll view decelerates toward a page.
  case decelerating(toward: Int)
  /// A programmatic scroll animates toward a page (more than one page away from where it
  /// started: a far jump, whose in-between pages are never shown).
  case animating(toward: Int)
  /// The scroll view stopped.
  case resting
}
