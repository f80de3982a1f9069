import Folio
import Foundation

/// A screen's place kept for its scene across launches.
///
/// Restored once, before the pages first appear, and saved when the scene goes to the
/// background or disconnects: what FolioSwiftUI's `folioRestoration` does through
/// `SceneStorage`, for a UIKit screen (or any other). The decisions are here, tested on Linux; a
/// front end only tells it what happens. FolioUIKit's `FolioPageViewController` does, given one
/// as it is made (`sceneRestoration:`): it restores before its host takes the pages in, and
/// forwards its scene's `UIScene.didEnterBackgroundNotification` and
/// `didDisconnectNotification` (the application's without a scene).
///
/// ```swift
/// let restoration = StateRestorationPlugin<Channel>()  // each page's state, the place
/// container.addPlugin(restoration)
/// container.open(on: .page(link))  // a deep link, if any: it wins over the saved place
/// let pages = try FolioPageViewController(
///   container: container, clock: clock,
///   sceneRestoration: SceneRestoration(plugin: restoration, key: "news"))
/// ```
///
/// - **Restored once**, at the first ``restoreIfNeeded()``: the saved place and the pages'
///   states go into the plugin (``StateRestorationPlugin/restore(from:)``). Before the pages
///   arrive (a host takes them in as it is made), they arrive on the saved page, and a page
///   named with `PageContainer.open(on:)` wins over it (a deep link); if they are there
///   already, they move to it at once. No data, or data that is not a snapshot of this page
///   type: nothing is restored, and the next save replaces it.
/// - **Saved** at ``sceneDidEnterBackground()``, ``sceneDidDisconnect()`` and ``save()``, only
///   once the restore was attempted: a scene that goes to the background before its screen
///   loaded keeps the place it saved, never a fresh one. A snapshot asked for from inside a
///   controller's `saveState` saves nothing.
///
/// Confined to one isolation domain, as the container is (the main actor's in an app).
public final class SceneRestoration {
  /// Whether the restore was attempted (data or not): saves are made from then on.
  public private(set) var hasAttemptedRestore = false
  /// Whether a saved place was restored.
  public private(set) var didRestore = false
  private let load: () -> Data?
  private let write: (Data) -> Void
  private let snapshot: () -> Data?
  private let restore: (Data) -> Bool

  /// A scene's restoration into `plugin`, with the app's storage.
  ///
  /// - Parameters:
  ///   - plugin: The restoration plugin the screen's container has (its pages' identities are
  ///     `Codable`).
  ///   - load: Reads the scene's saved data (`nil` for none), once, at the restore.
  ///   - save: Writes the scene's data (a scene's user activity, a file, `UserDefaults` under
  ///     the scene session's `persistentIdentifier`).
  public init<Page: Diffable>(
    plugin: StateRestorationPlugin<Page>, load: @escaping () -> Data?,
    save: @escaping (Data) -> Void
  ) where Page.DiffID: Codable {
    self.load = load
    self.write = save
    snapshot = { try? plugin.snapshot() }
    restore = { data in (try? plugin.restore(from: data)) != nil }
  }

  /// A scene's restoration into `plugin`, kept in `defaults` under `key`.
  ///
  /// - Parameters:
  ///   - plugin: The restoration plugin the screen's container has.
  ///   - key: The key: one per screen and scene (with several windows, add the scene
  ///     session's `persistentIdentifier`).
  ///   - defaults: Where the data is kept; `UserDefaults.standard` by default.
  public convenience init<Page: Diffable>(
    plugin: StateRestorationPlugin<Page>, key: String, defaults: UserDefaults = .standard
  ) where Page.DiffID: Codable {
    self.init(
      plugin: plugin, load: { defaults.data(forKey: key) },
      save: { defaults.set($0, forKey: key) })
  }

  /// Restores the saved place the first time it is called, and does nothing after.
  ///
  /// Call it before the pages arrive: before a host is made around the container (its
  /// first layout), as `FolioPageViewController` does; later, before they are shown.
  ///
  /// - Returns: Whether a saved place was restored now.
  @discardableResult
  public func restoreIfNeeded() -> Bool {
    guard !hasAttemptedRestore else { return false }
    hasAttemptedRestore = true
    guard let data = load() else { return false }
    didRestore = restore(data)
    return didRestore
  }

  /// The scene went to the background: the place is saved.
  ///
  /// - Returns: Whether it was saved (see ``save()``).
  @discardableResult
  public func sceneDidEnterBackground() -> Bool { save() }

  /// The scene disconnected (the user closed it, or the system reclaimed it): the place is
  /// saved, for the session's next scene.
  ///
  /// - Returns: Whether it was saved (see ``save()``).
  @discardableResult
  public func sceneDidDisconnect() -> Bool { save() }

  /// Saves the place now: the current page, its neighbours and every page's state.
  ///
  /// - Returns: Whether it was saved: `false` before the restore was attempted, and when no
  ///   snapshot could be taken.
  @discardableResult
  public func save() -> Bool {
    guard hasAttemptedRestore, let data = snapshot() else { return false }
    write(data)
    return true
  }
}
