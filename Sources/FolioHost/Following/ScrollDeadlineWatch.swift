import FolioList

/// The clock's observer for a followed scroll view's quiet end: wakes the host at the
/// deadline of a motion that may end without a word from the platform.
///
/// Apart from the host's link: the clock holds its observers weakly, and a weak reference to
/// an object makes its every retain and release slow (a side table), where the link is
/// retained on every call of its container's plugins.
final class ScrollDeadlineWatch<Page: Diffable>: FrameClockObserver {
  /// The host's link, which says whether the host lives.
  ///
  /// Unowned: the host holds both.
  private unowned let link: HostLink<Page>

  init(link: HostLink<Page>) { self.link = link }

  var needsFrames: Bool { false }

  /// When the scroll view's quiet motion counts as ended.
  var nextDeadline: Duration? { link.host?.scrollState.deadline }

  func clockDidTick(at now: Duration) { link.host?.scrollClockDidTick(at: now) }
}
