// Five pages, each one full-page button: a swipe always starts on a button. What the UI tests
// read: the current page (`selection`) and how many times a button was tapped (`taps`).
#if canImport(UIKit) && !os(watchOS)
  import Combine
  import Folio
  import FolioHost
  import FolioSwiftUI
  import SwiftUI

  /// A page: its number.
  struct NumberedPage: Identifiable, Diffable, Equatable, Sendable {
    var id: Int
  }

  /// A page's controller: nothing to do here but exist.
  final class PageHolder: PageController {
    typealias Page = NumberedPage
  }

  /// How many times a page's button was tapped.
  @MainActor
  final class TapCount: ObservableObject {
    @Published var count = 0
  }

  /// The pager, with the page and the tap count shown above it for the tests to read.
  struct TapPagerScreen: View {
    @StateObject private var pager: FolioPager<NumberedPage>
    @StateObject private var taps = TapCount()

    init(followed: Bool) {
      _pager = StateObject(
        wrappedValue: FolioPager(
          pages: (0..<5).map(NumberedPage.init), motion: followed ? .followed : .owned,
          controller: PageHolder.self
        ) { PageHolder() })
    }

    var body: some View {
      VStack(spacing: 0) {
        HStack {
          Text(verbatim: "\(pager.selection ?? -1)").accessibilityIdentifier("selection")
          Spacer()
          Text(verbatim: "\(taps.count)").accessibilityIdentifier("taps")
        }
        .padding()
        FolioPageView(pager, controller: PageHolder.self) { page, _ in
          Button {
            taps.count += 1
          } label: {
            Text(verbatim: "Page \(page.id)")
              .font(.title)
              .frame(maxWidth: .infinity, maxHeight: .infinity)
              .background(page.id % 2 == 0 ? Color.blue : Color.gray)
              .foregroundStyle(Color.white)
          }
          .accessibilityIdentifier("page-\(page.id)")
        }
      }
    }
  }
#endif
