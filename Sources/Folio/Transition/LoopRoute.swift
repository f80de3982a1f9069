/// Which way round a looping container goes to reach a page (see
/// ``PageContainer/scrollToPage(_:animated:route:)``).
///
/// Only a container whose pages loop (``PageContainer/isLooping``) has a choice: without a
/// ring there is one way to every page, and the route is ignored.
public enum LoopRoute: Hashable, Sendable {
  /// The shorter way round; forward when both are as long (half a ring away).
  case shorter
  /// Toward higher indices, past the last page to the first: the way an auto-advancing
  /// carousel goes.
  case forward
  /// Toward lower indices, past the first page to the last.
  case backward
}
