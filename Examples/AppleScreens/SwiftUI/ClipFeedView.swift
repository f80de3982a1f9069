// The short-video feed of the SwiftUI article: vertical clips that play when they settle and
// pause as they leave, three players at most, reused; the next clip when one ends (or after
// eight seconds); more clips near the end; a jump; the comments in a sheet, under which the
// clip pauses; the reader's place kept across launches. Its parts are AppleScreensCore's
// ClipFeed, tested on Linux; CI type-checks this file against a stand-in SwiftUI (.ci/apple).
#if canImport(SwiftUI) && !os(tvOS)
  import AppleScreensCore
  import Foundation
  import FolioSwiftUI
  import SwiftUI

  /// The feed screen.
  package struct ClipFeedView: View {
    @StateObject private var pager = ClipFeed.makePager()
    @SceneStorage("clip-feed") private var saved: Data?
    @State private var showsComments = false

    /// Creates the screen.
    package init() {}

    /// The clips, with a jump over them.
    package var body: some View {
      ZStack(alignment: .bottomTrailing) {
        FolioPageView(pager, controller: ClipPlayer.self) { clip, player in
          ClipView(clip: clip, player: player)
        }
        .folioRestoration(pager, data: $saved)
        .ignoresSafeArea()
        Button("Jump to clip 25") { pager.selection = 24 }
          .disabled(pager.container.count < 25)
          .padding()
        Button("Comments") {
          showsComments = true
          pager.isCovered = true  // a sheet tells the feed nothing: the clip pauses
        }
        .padding(.bottom, 48)
      }
      .sheet(
        isPresented: $showsComments, onDismiss: { pager.isCovered = false },
        content: { Text("Comments") })
    }
  }

  /// A clip: its player's picture (an `AVPlayerLayer` in an app), its title, whether it plays.
  struct ClipView: View {
    let clip: Clip
    let player: ClipPlayer
    @Environment(\.folioPage) private var page

    var body: some View {
      VStack(spacing: 8) {
        Text(clip.title).font(.title)
        Text(page?.appearance == .appeared ? "Playing" : "Paused")
        Text("Player \(player.number)").font(.caption)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(Color.black)
      .foregroundStyle(Color.white)
      // Fades as it leaves: the page's progress, from the environment.
      .opacity(1 - 0.5 * min(1, abs(page?.progress ?? 0)))
      // A clip plays five seconds here; an app's AVPlayerItem says when it played to its end.
      .task(id: page?.appearance == .appeared) {
        guard page?.appearance == .appeared, (try? await Task.sleep(for: .seconds(5))) != nil
        else { return }
        player.playbackDidEnd()
      }
    }
  }
#endif
