// Nested scrolling: a feed's ScrollView forwarded to its model, the header drawn where it says.
#if canImport(SwiftUI) && !os(tvOS)
  import Folio
  import FolioPagerModel
  import SwiftUI

  extension View {
    /// Draws `header` over the pages where `pager`'s nested coordinator has it.
    ///
    /// It slides up as it collapses, its pinned part staying. Apply it to the
    /// ``FolioPageView``. The header takes its own touches (tabs, buttons); the feeds' drags
    /// collapse it.
    ///
    /// - Parameters:
    ///   - pager: The pager, with a coordinator attached.
    ///   - header: The header's view.
    /// - Returns: The view.
    public func folioNestedHeader<Page: Diffable, Header: View>(
      _ pager: FolioPager<Page>, @ViewBuilder header: () -> Header
    ) -> some View {
      overlay(alignment: .topLeading) { NestedHeader(pager: pager, header: header()) }
    }

    /// Connects this feed `ScrollView` (inside a page of a ``FolioPageView``) to its model.
    ///
    /// Its geometry and phases go to the nested coordinator, and the coordinator's placements
    /// come back as its top and bottom content margins and its offset. From iOS 18, macOS 15,
    /// watchOS 11 and visionOS 2 (SwiftUI reports a scroll view's geometry from there).
    ///
    /// - Parameter scroll: The feed's model.
    /// - Returns: The view.
    @available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 2.0, *)
    public func folioNestedFeed<Page: Diffable>(_ scroll: PagerFeedScroll<Page>) -> some View {
      modifier(NestedFeedForwarding(scroll: scroll))
    }
  }

  /// The header at its frame (clipped to the pager: its collapsed part takes no touches).
  struct NestedHeader<Page: Diffable, Header: View>: View {
    @ObservedObject var pager: FolioPager<Page>
    let header: Header
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
      Framed(frames: pager.frames) {
        let frame = pager.headerFrame ?? Rect(origin: .zero, size: Size(width: 0, height: 0))
        header.environment(\.layoutDirection, layoutDirection)
          .frame(width: CGFloat(frame.size.width), height: CGFloat(frame.size.height))
          .offset(x: CGFloat(frame.origin.x), y: CGFloat(frame.origin.y))
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      // The frame is the model's, in left-to-right coordinates.
      .environment(\.layoutDirection, .leftToRight)
      .clipped()
    }
  }

  @available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 2.0, *)
  struct NestedFeedForwarding<Page: Diffable>: ViewModifier {
    @ObservedObject var scroll: PagerFeedScroll<Page>
    @State private var position = ScrollPosition()

    func body(content: Content) -> some View {
      content
        .contentMargins(.top, CGFloat(scroll.placement.contentInsetTop), for: .scrollContent)
        .contentMargins(.bottom, CGFloat(scroll.placement.contentInsetBottom), for: .scrollContent)
        .scrollPosition($position)
        .onScrollGeometryChange(for: ScrollReport.self, of: ScrollReport.init) { [scroll] _, new in
          scroll.scrollGeometryDidChange(contentOffset: new.offset.y, contentLength: new.length)
        }
        .onScrollPhaseChange { [scroll] _, phase in
          scroll.scrollPhaseDidChange(to: PagerScrollPhase(phase))
        }
        .onAppear { [scroll] in scroll.feedDidAppear() }
        .folioScrollRequests(scroll.scrollRequest, on: $position) { [scroll] in
          scroll.scrollRequestDidApply()
        }
    }
  }

#endif
