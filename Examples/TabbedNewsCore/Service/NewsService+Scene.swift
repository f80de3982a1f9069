import FolioStateRestoration
import Foundation
import TerminalPagerCore

// MARK: - The scene: its place kept in a file across runs (`--scene FILE`)

extension NewsService {
  /// Keeps the screen's place in `path` as a UIKit scene keeps it (FolioStateRestoration's
  /// `SceneRestoration`): restored now, before the channels arrive, and saved when the scene
  /// goes to the background or disconnects.
  ///
  /// A file that does not exist is a first run; one that is not a snapshot is ignored (the
  /// next save replaces it).
  ///
  /// - Parameter path: The file.
  func keepScene(in path: String) {
    let url = URL(fileURLWithPath: path)
    let scene = SceneRestoration(
      plugin: restoration, load: { try? Data(contentsOf: url) },
      save: { [unowned self] data in
        sceneWriteFailed = (try? data.write(to: url, options: .atomic)) == nil
      })
    self.scene = scene
    sceneRestored = scene.restoreIfNeeded()
  }

  /// The scene went to the background (`background`): impressions hold, the place is saved.
  package func sceneDidEnterBackground() {
    let saved = scene?.sceneDidEnterBackground() ?? false
    terminal.host.appDidEnterBackground()
    emit("background", [.init("saved", .bool(saved && !sceneWriteFailed))])
  }

  /// The scene came back to the foreground (`foreground`).
  package func sceneWillEnterForeground() {
    terminal.host.appWillEnterForeground()
    emit("foreground", [])
  }

  /// The scene disconnected (`disconnect`, or quitting the terminal): the place is saved.
  package func sceneDidDisconnect() {
    let saved = scene?.sceneDidDisconnect() ?? false
    emit("disconnect", [.init("saved", .bool(saved && !sceneWriteFailed))])
  }
}
