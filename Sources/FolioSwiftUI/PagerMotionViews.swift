// The two motions of FolioPageView: owned (a drag forwarded to the model) and followed (a
// paging ScrollView whose geometry and phases are forwarded to it). Mechanical only.
#if canImport(SwiftUI) && !os(tvOS)
  import Folio
  import FolioPagerModel
  import SwiftUI

  /// Owned motion: the pages at the model's frames under a drag recognized with the pages' own
  /// gestures (the model decides which drags page).
  struct OwnedPages<Page: Diffable, Controller, PageView: View>: View {
    @ObservedObject var pager: FolioPager<Page>
    @ObservedObject var frames: PagerFrames
    let page: (PagerPage<Page, Controller>) -> PageView
    @GestureState private var isDragging = false

    init(pager: FolioPager<Page>, page: @escaping (PagerPage<Page, Controller>) -> PageView) {
      self.pager = pager
      frames = pager.frames
      self.page = page
    }

    var body: some View {
      ZStack(alignment: .topLeading) {
        Color.clear
        ForEach(pager.shownPages(as: Controller.self)) { shown in
          page(shown)
            // A press that became a swipe is not a tap on what is under it.
            .allowsHitTesting(!pager.isPaging)
            .offset(x: CGFloat(shown.frame.origin.x), y: CGFloat(shown.frame.origin.y))
        }
      }
      // The model moves the pages: no implicit animation on top.
      .transaction { $0.animation = nil }
      .contentShape(Rectangle())
      .simultaneousGesture(
        DragGesture(minimumDistance: 0)
          .updating($isDragging) { _, dragging, _ in dragging = true }
          .onChanged { [pager] value in
            pager.dragChanged(start: Point(value.startLocation), location: Point(value.location))
          }
          .onEnded { [pager] value in pager.dragEnded(at: Point(value.location)) }
      )
      // SwiftUI resets the state of a gesture it cancels without calling onEnded.
      .folioChange(of: isDragging) { [pager] dragging in
        if !dragging { pager.dragCancelled() }
      }
    }
  }

  /// Followed motion: a paging ScrollView the pages follow, its content every page long.
  @available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 2.0, *)
  struct FollowedPages<Page: Diffable, Controller, PageView: View>: View {
    @ObservedObject var pager: FolioPager<Page>
    @ObservedObject var frames: PagerFrames
    let page: (PagerPage<Page, Controller>) -> PageView
    @State private var position = ScrollPosition()

    init(pager: FolioPager<Page>, page: @escaping (PagerPage<Page, Controller>) -> PageView) {
      self.pager = pager
      frames = pager.frames
      self.page = page
    }

    var body: some View {
      let content = pager.scrollContentSize
      ScrollView(pager.container.axis == .horizontal ? .horizontal : .vertical) {
        ZStack(alignment: .topLeading) {
          Color.clear.frame(width: CGFloat(content.width), height: CGFloat(content.height))
          ForEach(pager.shownPages(as: Controller.self)) { shown in
            page(shown).offset(
              x: CGFloat(shown.contentFrame.origin.x), y: CGFloat(shown.contentFrame.origin.y))
          }
        }
        .transaction { $0.animation = nil }
      }
      .scrollIndicators(.hidden)
      .scrollTargetBehavior(PagerScrollTarget(pager: pager))
      .scrollPosition($position)
      .onScrollGeometryChange(for: ScrollReport.self, of: ScrollReport.init) { [pager] _, new in
        pager.scrollGeometryDidChange(
          contentOffset: new.offset, contentInset: new.inset, containerSize: new.container)
      }
      .onScrollPhaseChange { [pager] _, phase in
        pager.scrollPhaseDidChange(to: PagerScrollPhase(phase))
      }
      .folioChange(of: pager.scrollRequest) { [pager] request in
        guard let request else { return }
        pager.scrollRequestDidApply()
        let x = CGFloat(request.offset.x)
        let y = CGFloat(request.offset.y)
        if request.isAnimated {
          withAnimation { position.scrollTo(x: x, y: y) }
        } else {
          position.scrollTo(x: x, y: y)
        }
      }
    }
  }

  /// What a scroll view reports: its offset, its leading and top insets, its size, its
  /// content's height.
  @available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 2.0, *)
  struct ScrollReport: Equatable {
    var offset: Point
    var inset: Point
    var container: Size
    var length: Double

    init(_ geometry: ScrollGeometry) {
      offset = Point(geometry.contentOffset)
      inset = Point(x: geometry.contentInsets.leading, y: geometry.contentInsets.top)
      let size = geometry.containerSize
      container = Size(width: size.width, height: size.height)
      length = geometry.contentSize.height
    }
  }

  /// Where a followed scroll view rests when a finger lifts: the model's page.
  @available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 2.0, *)
  struct PagerScrollTarget<Page: Diffable>: ScrollTargetBehavior {
    let pager: FolioPager<Page>

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      let origin = pager.scrollTarget(
        proposed: Point(target.rect.origin),
        velocity: Point(x: Double(context.velocity.dx), y: Double(context.velocity.dy)))
      target.rect.origin = CGPoint(x: CGFloat(origin.x), y: CGFloat(origin.y))
    }
  }

  @available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 2.0, *)
  extension PagerScrollPhase {
    /// SwiftUI's phase, case for case.
    init(_ phase: ScrollPhase) {
      switch phase {
      case .idle: self = .idle
      case .tracking: self = .tracking
      case .interacting: self = .interacting
      case .decelerating: self = .decelerating
      case .animating: self = .animating
      @unknown default: self = .idle
      }
    }
  }
#endif
