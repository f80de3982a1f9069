// FolioPageView's motions: owned (a drag) and followed (a paging ScrollView). Mechanical only.
#if canImport(SwiftUI) && !os(tvOS)
  import Folio
  import FolioPagerModel
  import Foundation
  import SwiftUI

  /// Owned motion: the pages under a drag shared with their own gestures (the model decides).
  struct OwnedPages<Page: Diffable, Controller, PageView: View>: View {
    @ObservedObject var pager: FolioPager<Page>
    let page: (PagerPage<Page, Controller>) -> PageView
    @GestureState var isDragging = false

    var body: some View {
      ZStack(alignment: .topLeading) {
        Color.clear
        ForEach(pager.shownPages(as: Controller.self)) { shown in
          // A press that became a swipe is not a tap on what is under it.
          page(shown).allowsHitTesting(!pager.isPaging).pageOffset(shown.frame.origin)
        }
      }
      .contentShape(Rectangle())
      .simultaneousGesture(
        DragGesture(minimumDistance: 0)
          .updating($isDragging) { _, dragging, _ in dragging = true }
          .onChanged { [pager] value in
            pager.dragChanged(
              start: Point(value.startLocation), location: Point(value.location),
              time: value.time.timeIntervalSinceReferenceDate)
          }
          .onEnded { [pager] value in
            pager.dragEnded(
              at: Point(value.location), time: value.time.timeIntervalSinceReferenceDate)
          }
      )
      // SwiftUI resets the state of a gesture it cancels without calling onEnded.
      .folioChange(of: isDragging) { [pager] dragging in
        if !dragging { pager.dragCancelled() }
      }
    }
  }

  /// Draws `content` again at every frame of the pages.
  struct Framed<Content: View>: View {
    @ObservedObject var frames: PagerFrames
    @ViewBuilder let content: () -> Content
    var body: some View { content() }
  }

  /// Followed motion: a paging ScrollView the pages follow, its content every page long.
  @available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 2.0, *)
  struct FollowedPages<Page: Diffable, Controller, PageView: View>: View {
    @ObservedObject var pager: FolioPager<Page>
    let page: (PagerPage<Page, Controller>) -> PageView
    @State var position = ScrollPosition()

    var body: some View {
      let content = pager.scrollContentSize
      ScrollView(pager.container.axis == .horizontal ? .horizontal : .vertical) {
        ZStack(alignment: .topLeading) {
          Color.clear.frame(width: CGFloat(content.width), height: CGFloat(content.height))
          ForEach(pager.shownPages(as: Controller.self)) {
            page($0).pageOffset($0.contentFrame.origin)
          }
        }
      }
      .scrollIndicators(.hidden).scrollDisabled(!pager.host.isPlatformScrollEnabled)
      .scrollTargetBehavior(PagerScrollTarget(pager: pager))
      .scrollPosition($position)
      .onScrollGeometryChange(for: ScrollReport.self, of: ScrollReport.init) { [pager] _, new in
        pager.scrollGeometryDidChange(
          contentOffset: new.offset, contentInset: new.inset, containerSize: new.container)
      }
      .onScrollPhaseChange { [pager] _, phase, context in
        let report = ScrollReport(context.geometry)
        pager.scrollPhaseDidChange(
          to: PagerScrollPhase(phase), contentOffset: report.offset, contentInset: report.inset,
          containerSize: report.container,
          velocity: context.velocity.map { Point(x: Double($0.dx), y: Double($0.dy)) })
      }
      .folioScrollRequests(pager.scrollRequest, on: $position) { [pager] in
        pager.scrollRequestDidApply()
      }
    }
  }

  /// What a scroll view reports: its offset, leading and top insets, size, content height.
  @available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 2.0, *)
  struct ScrollReport: Equatable {
    var (offset, inset, container, length): (Point, Point, Size, Double)

    init(_ geometry: ScrollGeometry) {
      (offset, length) = (Point(geometry.contentOffset), geometry.contentSize.height)
      inset = Point(x: geometry.contentInsets.leading, y: geometry.contentInsets.top)
      container = Size(width: geometry.containerSize.width, height: geometry.containerSize.height)
    }
  }

  @available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 2.0, *)
  extension View {
    /// Performs each scroll request once on `position` (animated, or at once), `applied` told.
    func folioScrollRequests(
      _ request: PagerScrollRequest?, on position: Binding<ScrollPosition>,
      applied: @escaping () -> Void
    ) -> some View {
      folioChange(of: request) { request in
        guard let request else { return }
        applied()
        let point = CGPoint(x: CGFloat(request.offset.x), y: CGFloat(request.offset.y))
        if request.isAnimated {
          withAnimation { position.wrappedValue.scrollTo(point: point) }
        } else {
          position.wrappedValue.scrollTo(point: point)
        }
      }
    }
  }

  /// Where a followed scroll view rests when a finger lifts: the model's page.
  @available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 2.0, *)
  struct PagerScrollTarget<Page: Diffable>: ScrollTargetBehavior {
    let pager: FolioPager<Page>

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      // SwiftUI asks on the main thread (undeclared); asked elsewhere, its own target stands.
      guard Thread.isMainThread else { return }
      let (pager, proposed) = (pager, Point(target.rect.origin))
      let velocity = Point(x: Double(context.velocity.dx), y: Double(context.velocity.dy))
      let size = Size(width: context.containerSize.width, height: context.containerSize.height)
      let origin = MainActor.assumeIsolated {
        pager.scrollTarget(proposed: proposed, velocity: velocity, containerSize: size)
      }
      target.rect.origin = CGPoint(x: CGFloat(origin.x), y: CGFloat(origin.y))
    }
  }

  @available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 2.0, *)
  extension PagerScrollPhase {
    /// SwiftUI's phase, case for case.
    init(_ phase: ScrollPhase) {
      let phases: [ScrollPhase: PagerScrollPhase] = [
        .idle: .idle, .tracking: .tracking, .interacting: .interacting,
        .decelerating: .decelerating, .animating: .animating,
      ]
      self = phases[phase] ?? .idle  // (a phase SwiftUI adds later: at rest)
    }
  }
#endif
