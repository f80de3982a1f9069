// State restoration through SceneStorage: the saved data forwarded to the FolioPager model.
#if canImport(SwiftUI) && !os(tvOS)
  import Folio
  import FolioPagerModel
  import Foundation
  import SwiftUI

  extension View {
    /// Restores `pager` from `data` when the view first appears, and saves it there whenever
    /// the scene leaves the foreground and when the view disappears (never before the restore,
    /// never `nil`): give it a `SceneStorage` binding.
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
      modifier(RestorationForwarding(pager: pager, data: data))
    }
  }

  struct RestorationForwarding<Page: Diffable>: ViewModifier where Page.DiffID: Codable {
    let pager: FolioPager<Page>
    let data: Binding<Data?>
    @Environment(\.scenePhase) private var scenePhase

    func body(content: Content) -> some View {
      content
        .onAppear { [pager, data] in pager.restoreIfNeeded(from: data.wrappedValue) }
        .folioChange(of: scenePhase == .active) { [pager, data] active in
          if !active, let saved = pager.restorationDataToSave() { data.wrappedValue = saved }
        }
        .onDisappear { [pager, data] in
          if let saved = pager.restorationDataToSave() { data.wrappedValue = saved }
        }
    }
  }
#endif
