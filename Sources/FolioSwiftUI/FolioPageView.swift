// FolioSwiftUI's view: SwiftUI's callbacks forwarded to the FolioPager model (every decision is
// its, tested on Linux), its shown pages drawn. CI type-checks it against a stand-in (.ci/apple).
#if canImport(SwiftUI) && !os(tvOS)  // SwiftUI has no DragGesture on tvOS
  import Folio
  import FolioHost
  @_exported import FolioPagerModel  // the model the views draw: `import FolioSwiftUI` is enough
  import SwiftUI

  /// A paged view of a ``FolioPager``: each shown page's view is given its page and its
  /// controller (the app's class, reused from its pool), and reads its ``PagerPageState`` from
  /// the environment (`folioPage`).
  ///
  /// ```swift
  /// FolioPageView(pager, controller: ClipPlayer.self) { clip, player in
  ///   ClipView(clip: clip, player: player)
  /// }
  /// ```
  ///
  /// Owned motion pages under a drag that leaves the pages' own gestures working; followed
  /// motion on a paging `ScrollView` from iOS 18 (the article tells both).
  public struct FolioPageView<Page: Diffable, Controller, Content: View>: View {
    @ObservedObject private var pager: FolioPager<Page>
    private let content: (Page, Controller) -> Content
    @Environment(\.displayScale) private var displayScale
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.scenePhase) private var scenePhase

    /// Creates the view of `pager`'s pages.
    ///
    /// - Parameters:
    ///   - pager: The pager the app owns.
    ///   - controller: The controller class the pages' views are given; pages with a
    ///     controller of another class are not drawn by `content` (give
    ///     `(any PageController<Page>).self` to draw every page).
    ///   - content: The view of a page, given its page and its controller.
    public init(
      _ pager: FolioPager<Page>, controller: Controller.Type,
      @ViewBuilder content: @escaping (Page, Controller) -> Content
    ) {
      self.pager = pager
      self.content = content
    }

    /// The pages, at the model's frames, moved by a drag or a followed scroll view.
    public var body: some View {
      GeometryReader { proxy in
        // Every frame while the pages move, once at a deadline while something waits.
        let schedule = pager.timeline
        TimelineView(
          .animation(minimumInterval: schedule.minimumInterval, paused: schedule.isPaused)
        ) { timeline in
          motion.folioChange(of: timeline.date) { [pager] _ in pager.frame() }
        }
        .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
        .folioChange(
          of: Viewport(
            width: Double(proxy.size.width), height: Double(proxy.size.height),
            scale: Double(displayScale), rightToLeft: layoutDirection == .rightToLeft)
        ) { [pager] viewport in
          pager.setViewport(
            width: viewport.width, height: viewport.height, scale: viewport.scale,
            rightToLeft: viewport.rightToLeft)
        }
      }
      // Frames are the model's, mirrored right to left already: laid out left to right.
      .environment(\.layoutDirection, .leftToRight)
      .clipped()
      .onAppear { [pager] in
        pager.announce { text in postAnnouncement(text) }
        pager.screenDidAppear()
      }
      .onDisappear { [pager] in pager.screenDidDisappear() }
      .folioChange(of: scenePhase == .background) { [pager] background in
        pager.sceneDidChange(isInBackground: background)
      }
      .accessibilityElement(children: .contain)
      .accessibilityScrollAction { [pager] edge in
        pager.accessibilityScroll(toward: PagerEdge(rawValue: edge.rawValue) ?? .top)
      }
    }

    @ViewBuilder private var motion: some View {
      if pager.host.motion == .followed {
        if #available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 2.0, *) {
          FollowedPages(pager: pager, page: page)
        } else {
          OwnedPages(pager: pager, page: page)
        }
      } else {
        OwnedPages(pager: pager, page: page)
      }
    }

    /// A shown page's view: the app's, in the app's layout direction, with its state.
    private func page(_ shown: PagerPage<Page, Controller>) -> some View {
      content(shown.page, shown.controller)
        .environment(\.layoutDirection, layoutDirection)
        .environment(\.folioPage, shown.state)
        .frame(width: CGFloat(shown.frame.size.width), height: CGFloat(shown.frame.size.height))
    }
  }

  extension FolioPageView where Controller == any PageController<Page> {
    /// Creates the view of `pager`'s pages, each given its controller as a `PageController`.
    ///
    /// - Parameters:
    ///   - pager: The pager the app owns.
    ///   - content: The view of a page.
    public init(
      _ pager: FolioPager<Page>,
      @ViewBuilder content: @escaping (Page, any PageController<Page>) -> Content
    ) {
      self.init(pager, controller: (any PageController<Page>).self, content: content)
    }
  }

  /// What the pages' layout depends on.
  struct Viewport: Hashable {
    var width: Double
    var height: Double
    var scale: Double
    var rightToLeft: Bool
  }
#endif
