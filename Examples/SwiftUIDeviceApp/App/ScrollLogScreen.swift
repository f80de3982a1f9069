// A paging ScrollView that writes down, in order and with the time, everything SwiftUI reports
// of a swipe: its phases (onScrollPhaseChange, with the context's velocity), its geometry
// (onScrollGeometryChange), and each question its ScrollTargetBehavior is asked (updateTarget,
// with the context's velocity, original target and container size, and the thread). A button
// resizes the scroll view, another writes the summary the UI test reads (ScrollOrderUITests).
// Nothing here is Folio's: it settles what Apple does not document, for FolioPageView's
// followed motion.
#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import SwiftUI
  import Synchronization

  /// One report of SwiftUI's, at a time on the system's uptime clock (seconds).
  struct Report: Sendable {
    enum Kind: Sendable {
      /// `onScrollPhaseChange`: the phases, the context's velocity and offset.
      case phase(from: String, to: String, velocity: CGVector?, offset: CGFloat)
      /// `onScrollGeometryChange`: the offset and the container's width.
      case geometry(offset: CGFloat, width: CGFloat)
      /// `updateTarget`: the original target's and the proposed target's x, the context's
      /// velocity and container width, and whether it ran on the main thread.
      case target(
        original: CGFloat, proposed: CGFloat, velocity: CGVector, width: CGFloat, onMain: Bool)
      /// The screen resized the scroll view to `width`.
      case resize(width: CGFloat)
    }
    var time: TimeInterval
    var kind: Kind
  }

  /// The reports, in order; written from wherever SwiftUI calls (a scroll target behavior is
  /// not main-actor isolated), so behind a mutex (iOS 18, the app's deployment target).
  final class ReportLog: Sendable {
    private let reports = Mutex<[Report]>([])

    func append(_ kind: Report.Kind) {
      let time = ProcessInfo.processInfo.systemUptime
      reports.withLock { $0.append(Report(time: time, kind: kind)) }
    }

    var all: [Report] { reports.withLock { $0 } }
  }

  /// Pages the width of the scroll view, resting where the nearest page is (as a paging
  /// scroll view does), every question written down first.
  struct LoggingPaging: ScrollTargetBehavior {
    let log: ReportLog

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      let width = context.containerSize.width
      log.append(
        .target(
          original: context.originalTarget.rect.minX, proposed: target.rect.minX,
          velocity: context.velocity, width: width, onMain: Thread.isMainThread))
      guard width > 0 else { return }
      target.rect.origin.x = (target.rect.minX / width).rounded() * width
    }
  }

  /// The screen: the buttons, the summary, the scroll view of five pages.
  struct ScrollLogScreen: View {
    @State private var log = ReportLog()
    @State private var summary = "no summary yet"
    @State private var narrow = false

    var body: some View {
      VStack(spacing: 8) {
        HStack {
          Button("Resize") {
            narrow.toggle()
          }
          .accessibilityIdentifier("resize")
          Spacer()
          Button("Summarize") {
            summary = ScrollSummary(log.all).text
          }
          .accessibilityIdentifier("summarize")
        }
        .padding(.horizontal)
        Text(verbatim: summary).font(.caption).accessibilityIdentifier("summary")
        GeometryReader { proxy in
          let width = proxy.size.width * (narrow ? 0.8 : 1)
          ScrollView(.horizontal) {
            HStack(spacing: 0) {
              ForEach(0..<5) { index in
                Text(verbatim: "\(index)")
                  .font(.title)
                  .frame(width: width, height: proxy.size.height)
                  .background(index % 2 == 0 ? Color.blue : Color.gray)
              }
            }
          }
          .frame(width: width)
          .scrollIndicators(.hidden)
          .scrollTargetBehavior(LoggingPaging(log: log))
          .onScrollPhaseChange { old, new, context in
            log.append(
              .phase(
                from: name(of: old), to: name(of: new), velocity: context.velocity,
                offset: context.geometry.contentOffset.x))
          }
          .onScrollGeometryChange(for: CGRect.self, of: { $0.visibleRect }) { _, rect in
            log.append(.geometry(offset: rect.minX, width: rect.width))
          }
          .onChange(of: narrow) { _, narrow in
            log.append(.resize(width: proxy.size.width * (narrow ? 0.8 : 1)))
          }
          .accessibilityIdentifier("scroller")
        }
      }
    }

    private func name(of phase: ScrollPhase) -> String {
      switch phase {
      case .idle: "idle"
      case .tracking: "tracking"
      case .interacting: "interacting"
      case .decelerating: "decelerating"
      case .animating: "animating"
      }
    }
  }
#endif
