import Folio
import FolioStateRestoration
import Foundation

// MARK: - State restoration through SceneStorage-friendly data

extension FolioPager where Page.DiffID: Codable {
  /// The state restoration plugin, if any.
  ///
  /// It keeps each page's state across reuse, and across sessions with ``restorationData()``.
  /// Set it to add one (the one before is removed).
  public var restoration: StateRestorationPlugin<Page>? {
    get { restorationPlugin as? StateRestorationPlugin<Page> }
    set {
      if let restorationPlugin { container.removePlugin(restorationPlugin) }
      restorationPlugin = newValue
      if let newValue { container.addPlugin(newValue) }
    }
  }

  /// Restores what a ``restorationData()`` of an earlier session saved (each page's state, the
  /// page the reader was on): the pages land there when they next load, and a pager already
  /// showing pages loads them again to land.
  ///
  /// Call it once, before or right after the view first appears (SwiftUI's `SceneStorage`
  /// gives the data then); it replaces ``restoration``.
  ///
  /// - Parameter data: The saved data.
  /// - Throws: `StateRestorationError.unreadableSnapshot` when `data` is not a snapshot of
  ///   this page type (nothing changes).
  public func restore(from data: Data) throws(StateRestorationError) {
    // Light enough for SceneStorage, which Apple asks to keep small.
    restoration = try StateRestorationPlugin<Page>(
      restoringFrom: data, maximumEntries: Self.sceneStorageEntries,
      maximumBytes: Self.sceneStorageBytes)
    if container.count > 0 {
      container.reloadData()
      container.layoutIfNeeded()
    }
    didChange()
  }

  /// The most page states the restored plugin keeps, and their bytes: what `SceneStorage`
  /// holds stays light (give ``restoration`` a plugin with these limits too).
  public static var sceneStorageEntries: Int { 16 }
  /// The most bytes of page states the restored plugin keeps (32 KB).
  public static var sceneStorageBytes: Int { 32_768 }

  /// Restores `data` the first time it is called, and never again.
  ///
  /// `data` is the scene's saved data, `nil` when it saved none: `folioRestoration` calls this
  /// when the view appears, so a view that appears again does not take the reader back. Data
  /// that is not a snapshot of this page type is ignored (the pages start at the first page).
  ///
  /// - Parameter data: The scene's saved data, if any.
  public func restoreIfNeeded(from data: Data?) {
    guard !restorationAttempted else { return }
    restorationAttempted = true
    guard let data else { return }
    try? restore(from: data)
  }

  /// What `folioRestoration` saves: ``restorationData()`` once the scene's data was restored
  /// (``restoreIfNeeded(from:)``), `nil` before, so a save at launch never overwrites the
  /// saved place with a fresh one.
  ///
  /// - Returns: The data, or `nil` when there is nothing to save yet.
  public func restorationDataToSave() -> Data? {
    restorationAttempted ? restorationData() : nil
  }

  /// What to save for the next session (in `SceneStorage`, as `Data`): the current page, its
  /// neighbours and each page's saved state.
  ///
  /// - Returns: The data; `nil` without a restoration plugin, if encoding failed, or while a
  ///   controller saves its state.
  public func restorationData() -> Data? {
    return try? restoration?.snapshot()
  }
}
