// State restoration through SceneStorage: the saved data forwarded to the FolioPager model.
#if canImport(SwiftUI) && !os(tvOS)
  import Folio
  import FolioPagerModel
  import Foundation
  import SwiftUI

  extension View {
    /// Restores `pager` from `data` before its ``FolioPageView`` shows a page (page 0 never
    /// appears when a place was saved), and saves it there whenever the scene leaves the
    /// foreground and when the view disappears (never before the restore, never `nil`): give
    /// it a `SceneStorage` binding.
    ///
    /// ```swift
    /// @SceneStorage("clips") private var saved: Data?
    /// FolioPageView(pager, controller: ClipPlayer.self) { ... }.folioRestoration(pager, data: $saved)
    /// ```
    ///
    /// - Parameters:
    ///   - pager: The pager (its pages' identities are `Codable`).
    ///   - data: Where the data is kept.
    /// - Returns: The view.
    public func folioRestoration<Page: Diffable>(
      _ pager: FolioPager<Page>, data: Binding<Data?>
    ) -> some View where Page.DiffID: Codable {
      environment(
        \.folioRestoration,
        FolioRestorationHandle(
          restore: { pager.restoreIfNeeded(from: data.wrappedValue) },
          save: { if let saved = pager.restorationDataToSave() { data.wrappedValue = saved } }))
    }
  }

  /// What a ``FolioPageView`` does with the scene's saved data: restores it before its pager
  /// first gets a size, saves it when the scene leaves the foreground and when it disappears.
  struct FolioRestorationHandle {
    let restore: @MainActor () -> Void
    let save: @MainActor () -> Void
  }

  struct FolioRestorationKey: EnvironmentKey {
    static var defaultValue: FolioRestorationHandle? { nil }
  }

  extension EnvironmentValues {
    var folioRestoration: FolioRestorationHandle? {
      get { self[FolioRestorationKey.self] }
      set { self[FolioRestorationKey.self] = newValue }
    }
  }
#endif
