import Folio
import FolioAutoAdvance
import FolioHost
import FolioPagerModel
import FolioStateRestoration

/// A short video of the feed.
package struct Clip: Diffable, Hashable, Sendable {
  /// Its identity.
  package var id: String
  /// Its title.
  package var title: String
  /// Its identity, for the diff.
  package var diffID: String { id }

  /// The clip numbered `number` (from 1).
  ///
  /// - Parameter number: Its number.
  package init(number: Int) {
    id = "clip-\(number)"
    title = "Clip \(number)"
  }
}

/// Where the clips come from: a server in an app, batches of ten here.
package protocol ClipServer: Sendable {
  /// The clips after the first `count`, or none at the end.
  ///
  /// - Parameter count: How many the feed has.
  /// - Returns: The next batch.
  /// - Throws: What the server's request throws.
  func clips(after count: Int) async throws -> [Clip]
}

/// Fifty clips, in batches of ten.
package struct SampleClipServer: ClipServer {
  /// Creates the server.
  package init() {}

  /// The next ten clips, up to fifty.
  ///
  /// - Parameter count: How many the feed has.
  /// - Returns: The batch.
  /// - Throws: Nothing; a server's request would.
  package func clips(after count: Int) async throws -> [Clip] {
    (count..<min(count + 10, 50)).map { Clip(number: $0 + 1) }
  }
}

/// A clip's player: the expensive thing (an `AVPlayer` and its layer in an app).
///
/// Made at most three times, reused from clip to clip. It plays while its clip is on screen and
/// settled.
package final class ClipPlayer: PageController, PagerAppearanceObserving, AutoAdvancingPage {
  /// Its number, in the order the players were made.
  package let number: Int
  /// The clip it holds.
  package private(set) var clip: Clip?
  /// Whether it plays.
  package private(set) var isPlaying = false
  /// Moves the feed on from this player's clip: the auto-advance plugin's, given while the
  /// player holds a clip.
  package var autoAdvance: (() -> Void)?

  /// Creates a player.
  ///
  /// - Parameter number: Its number.
  package init(number: Int) { self.number = number }

  /// The clip played to its end (`AVPlayerItem.didPlayToEndTimeNotification` in an app): the
  /// feed moves on to the next clip, if the reader is still on this one.
  package func playbackDidEnd() { autoAdvance?() }

  /// Loads the clip.
  ///
  /// - Parameter page: The clip.
  package func bind(to page: Clip) { clip = page }

  /// Plays once the clip is on screen and settled; pauses as it starts to leave (or the
  /// screen does).
  ///
  /// - Parameter appearance: The clip's appearance on screen.
  package func pageAppearanceDidChange(to appearance: ChildAppearance) {
    isPlaying = appearance == .appeared
  }
}

/// The feed: the clips the server sent, more asked for near the end.
@MainActor
package final class ClipFeed: @MainActor PageContainerFeedDataSource {
  /// The clips so far.
  package private(set) var clips: [Clip] = []
  /// How many players were made.
  package private(set) var playersMade = 0
  private let server: any ClipServer
  private var ended = false

  /// Makes the pager of the short-video screen, in the order an app writes it: vertical,
  /// a player per clip from the player factory (three live at most), an advance every eight
  /// seconds, each clip's place restored, the feed as the data source (kept by the pager).
  ///
  /// - Parameters:
  ///   - server: Where the clips come from.
  ///   - clock: The clock; the screen's by default.
  ///   - motion: Followed where SwiftUI reports a scroll view's phases (iOS 18), owned before.
  /// - Returns: The pager.
  package static func makePager(
    server: any ClipServer = SampleClipServer(), clock: HostClock = FolioPager<Clip>.makeClock(),
    motion: HostMotion = FolioPager<Clip>.defaultMotion
  ) -> FolioPager<Clip> {
    let pager = FolioPager<Clip>(axis: .vertical, motion: motion, clock: clock)
    let feed = ClipFeed(server: server)
    let advance = AutoAdvancePlugin<Clip>(clock: clock, interval: .seconds(8), wraps: false)
    pager.container.register(ClipPlayer.self) { [weak feed] in
      ClipPlayer(number: feed?.madePlayer() ?? 0)
    }
    try? pager.container.setLiveBudget(3, for: ClipPlayer.self)
    pager.container.addPlugin(advance)
    pager.restoration = StateRestorationPlugin()
    pager.dataSource = feed
    return pager
  }

  init(server: any ClipServer) { self.server = server }

  private func madePlayer() -> Int {
    playersMade += 1
    return playersMade
  }

  /// The clips.
  ///
  /// - Parameter container: The container.
  /// - Returns: The clips.
  package func pages(for container: PageContainer<Clip>) -> [Clip] { clips }

  /// A player for the clip, from the pool.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - page: The clip.
  ///   - index: Its index.
  /// - Returns: The player.
  /// - Throws: What dequeuing throws.
  package func pageContainer(
    _ container: PageContainer<Clip>, controllerFor page: Clip, at index: Int
  )
    throws(PageContainerError) -> any PageController<Clip>
  {
    try container.dequeueReusablePage(of: ClipPlayer.self, for: index)
  }

  /// Whether the server may have more.
  ///
  /// - Parameter container: The container.
  /// - Returns: `true` until a batch comes back empty.
  package func hasMorePages(for container: PageContainer<Clip>) -> Bool { !ended }

  /// Asks the server for the next batch.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - batch: The batch, finished when the clips came.
  package func pageContainer(_ container: PageContainer<Clip>, loadMore batch: PageBatch<Clip>) {
    let count = clips.count
    Task { @MainActor [server] in
      do {
        let more = try await server.clips(after: count)
        ended = more.isEmpty
        clips += more
        batch.finish()
      } catch {
        batch.fail()
      }
    }
  }
}
