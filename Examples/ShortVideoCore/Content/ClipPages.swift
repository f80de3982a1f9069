import Folio

/// A player: what a clip page owns and what the budget exists for.
package final class Player {
  package private(set) var isPlaying = false
  package private(set) var clip: String?

  func load(_ clip: String) {
    self.clip = clip
    isPlaying = false
  }

  /// Whether it started.
  func play() -> Bool {
    guard !isPlaying, clip != nil else { return false }
    isPlaying = true
    return true
  }

  /// Whether it stopped.
  func pause() -> Bool {
    guard isPlaying else { return false }
    isPlaying = false
    return true
  }
}

/// A clip with its own player (at most 3 live: the service's budget).
@MainActor
package final class ClipPage: @MainActor PageController {
  package let player = Player()
  package private(set) var clip: Clip?
  /// Whether it has appeared (`pageDidAppear`) and not disappeared since: only then it plays.
  package private(set) var hasAppeared = false
  private unowned let service: VideoService

  init(service: VideoService) { self.service = service }

  package func bind(to page: Clip) {
    clip = page
    player.load(page.id)
  }
  package func prepareForReuse() { clip = nil }
  package func pageDidAppear() {
    hasAppeared = true
    service.clipDidAppear(self)
  }
  package func pageDidDisappear() {
    hasAppeared = false
    service.pause(self)
  }
  package func pageWasReclaimed() {
    hasAppeared = false
    service.pause(self)
  }
}

/// A clip shown while the player budget is full (every player serves a page that is shown, pinned
/// or nearer): its poster, no player.
///
/// The player swaps in at rest when one is free.
package final class PosterPage: ConstructiblePageController {
  package private(set) var clip: Clip?
  package init() {}
  package func bind(to page: Clip) { clip = page }
}

/// The page after the last clip: loading, failed (retry), or the end.
package final class TailPage: ConstructiblePageController {
  package private(set) var kind = Clip.Kind.loading
  package init() {}
  package func bind(to page: Clip) { kind = page.kind }
}
