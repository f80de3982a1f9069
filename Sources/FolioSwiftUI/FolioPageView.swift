// SwiftUI's callbacks forwarded to FolioPager (every decision is its, tested on Linux).
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
    @Environment(\.folioRestoration) private var restoration

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
      let (scale, rightToLeft) = (Double(displayScale), layoutDirection == .rightToLeft)
      let viewport = { [pager] (width: Double, height: Double) in
        pager.setViewport(width: width, height: height, scale: scale, rightToLeft: rightToLeft)
      }
      Framed(frames: pager.frames) { motion }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        // The size before the first frame (a restore first: the saved page is the first shown).
        .onGeometryChange(for: CGSize.self, of: { $0.size }) { [restoration] size in
          restoration?.restore()
          viewport(size.width, size.height)
        }
        // Every frame while the pages move; at rest nothing, but a wake-up at a deadline.
        .background {
          TimelineView(.animation(paused: pager.timeline.isPaused)) { timeline in
            Color.clear.folioChange(of: timeline.date) { [pager] _ in pager.frame() }
          }
        }
        .task(id: pager.nextWakeUp) { [pager] in
          guard let due = pager.nextWakeUp else { return }
          try? await Task.sleep(for: pager.delay(until: due))
          if !Task.isCancelled { pager.frame() }
        }
        .folioChange(of: [scale, rightToLeft ? 1 : 0]) { [pager] _ in
          viewport(pager.host.viewportSize.width, pager.host.viewportSize.height)
        }
        // Frames are the model's, mirrored right to left already: laid out left to right.
        .environment(\.layoutDirection, .leftToRight)
        .clipped()
        .onAppear { [pager, restoration] in
          restoration?.restore()
          pager.announce { text in postAnnouncement(text) }
          pager.screenDidAppear()
        }
        .onDisappear { [pager, restoration] in
          restoration?.save()
          pager.screenDidDisappear()
        }
        .folioChange(of: scenePhase) { [pager, restoration] phase in
          if phase != .active { restoration?.save() }
          pager.sceneDidChange(isInBackground: phase == .background)
        }
        .accessibilityElement(children: .contain)
        .accessibilityScrollAction { [pager] edge in
          pager.accessibilityScroll(toward: PagerEdge(rawValue: edge.rawValue) ?? .top)
        }
    }

    /// The pages in their motion (followed needs iOS 18's scroll geometry: owned before).
    @ViewBuilder private var motion: some View {
      if #available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 2.0, *),
        pager.host.motion == .followed
      {
        FollowedPages(pager: pager, page: page)
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
#endif
