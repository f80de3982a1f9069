// The app the SwiftUI UI tests drive with a real finger (UITests): one screen, chosen by the
// launch arguments the test gives (`-screen pager-owned`, `pager-followed`, `scroll-log`). Built
// by the Xcode project that project.yml describes (CONTRIBUTING.md, "On a Mac"); type-checked on
// Linux against the stand-ins (.ci/apple/check).
#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import SwiftUI

  /// The app: the screen its launch arguments name.
  @main
  struct DeviceApp: App {
    var body: some Scene {
      WindowGroup {
        switch Screen(arguments: ProcessInfo.processInfo.arguments) {
        case .pager(let followed): TapPagerScreen(followed: followed)
        case .scrollLog: ScrollLogScreen()
        }
      }
    }
  }

  /// The screens of the app.
  enum Screen: Equatable {
    /// Pages that are each one full-page button, in owned or followed motion.
    case pager(followed: Bool)
    /// A paging scroll view that writes down what SwiftUI reports.
    case scrollLog

    /// The screen `-screen NAME` names (by default, the pager in owned motion).
    init(arguments: [String]) {
      let name = arguments.firstIndex(of: "-screen").flatMap { index in
        arguments.indices.contains(index + 1) ? arguments[index + 1] : nil
      }
      switch name {
      case "pager-followed"?: self = .pager(followed: true)
      case "scroll-log"?: self = .scrollLog
      default: self = .pager(followed: false)
      }
    }
  }
#endif
