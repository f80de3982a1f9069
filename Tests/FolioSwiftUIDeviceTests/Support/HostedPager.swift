// A FolioPageView on the simulator's screen, as an app shows one: in a UIHostingController, the
// root view controller of a UIWindow.
#if canImport(UIKit) && !os(watchOS)
  import Combine
  import Folio
  import FolioHost
  import FolioStateRestoration
  import FolioSwiftUI
  import Foundation
  import SwiftUI
  import Testing
  import UIKit

  /// What the pages' views saw, written down as SwiftUI updates them: each card's frame on the
  /// screen, and the animation of each transaction that reached a page's own animated bar.
  @MainActor
  final class Probe {
    /// Each card's frames in the window, in the order SwiftUI reported them.
    private(set) var frames: [String: [CGRect]] = [:]
    /// Each card's bar transactions: whether each had an animation.
    private(set) var animated: [String: [Bool]] = [:]

    func frame(of card: String, _ frame: CGRect) { frames[card, default: []].append(frame) }
    func transaction(of card: String, animation: Animation?) {
      animated[card, default: []].append(animation != nil)
    }

    /// `card`'s last frame, if SwiftUI laid its view out.
    func lastFrame(of card: String) -> CGRect? { frames[card]?.last }
  }

  /// What a test changes inside the pages: whether their bar is expanded.
  @MainActor
  final class Switchboard: ObservableObject {
    @Published var expanded = false
  }

  /// A page's view, as an app's: a card with a title, and a bar whose width the page's own state
  /// animates with `withAnimation` when the switchboard says so.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  struct CardPage: View {
    let card: Card
    let probe: Probe
    @ObservedObject var switchboard: Switchboard
    @State private var expanded = false

    var body: some View {
      ZStack {
        Color.gray
        VStack(spacing: 12) {
          Text(verbatim: card.id).font(.title)
          Color.red
            .frame(width: expanded ? 200 : 20, height: 20)
            // The page's own change: whatever transaction reaches this view, written down.
            .transaction { [probe, card] transaction in
              probe.transaction(of: card.id, animation: transaction.animation)
            }
        }
      }
      .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { [probe, card] frame in
        probe.frame(of: card.id, frame)
      }
      .onChange(of: switchboard.expanded) { _, expand in
        withAnimation(.linear(duration: 0.4)) { expanded = expand }
      }
    }
  }

  /// A pager of five cards in a FolioPageView, in a UIHostingController in a UIWindow 390 × 844
  /// (an iPhone's portrait points), with what its controllers heard and its views saw.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @MainActor
  final class HostedPager {
    let heard: Heard
    let probe: Probe
    let switchboard: Switchboard
    let pager: FolioPager<Card>
    let window: UIWindow
    let host: UIHostingController<AnyView>
    /// Where `folioRestoration` keeps its data (``init(motion:restoring:saved:)``).
    private(set) var saved: Data?

    static let size = CGSize(width: 390.0, height: 844.0)

    /// Makes the screen; ``show(until:_:)`` puts it on the simulator's screen.
    ///
    /// - Parameters:
    ///   - motion: Owned or followed.
    ///   - restoring: Whether the view saves and restores its place (`folioRestoration`,
    ///     keeping its data in ``saved``).
    ///   - saved: What an earlier session saved (`nil`: nothing).
    init(motion: HostMotion = .owned, restoring: Bool = false, saved: Data? = nil) {
      let heard = Heard()
      let probe = Probe()
      let switchboard = Switchboard()
      self.heard = heard
      self.probe = probe
      self.switchboard = switchboard
      pager = FolioPager<Card>(pages: Card.deck(5), motion: motion, controller: Listener.self) {
        Listener(heard: heard)
      }
      self.saved = saved
      window = UIWindow(frame: CGRect(origin: .zero, size: Self.size))
      host = UIHostingController(rootView: AnyView(EmptyView()))
      let page = { (card: Card, _: Listener) in
        CardPage(card: card, probe: probe, switchboard: switchboard)
      }
      if restoring {
        pager.restoration = StateRestorationPlugin()
        let data = Binding<Data?>(
          get: { [unowned self] in self.saved }, set: { [unowned self] in self.saved = $0 })
        host.rootView = AnyView(
          FolioPageView(pager, controller: Listener.self, content: page)
            .folioRestoration(pager, data: data))
      } else {
        host.rootView = AnyView(FolioPageView(pager, controller: Listener.self, content: page))
      }
      makePagerView = { [pager] in
        AnyView(FolioPageView(pager, controller: Listener.self, content: page))
      }
    }

    private var makePagerView: () -> AnyView = { AnyView(EmptyView()) }

    /// Makes the pager's view again, as an `if` or a new identity does: a new `FolioPageView`
    /// (a new scroll view, at its content's origin), the pager the same.
    func makeViewAgain() {
      host.rootView = AnyView(makePagerView().id(UUID()))
    }

    /// Shows the window and waits until `condition` holds (by default: page 0 heard it is on
    /// screen) and the pages rest.
    func show(
      until what: String = "page 0 is on screen (FolioPageView appeared, c0 heard it)",
      sourceLocation: SourceLocation = #_sourceLocation,
      _ condition: (() -> Bool)? = nil
    ) async {
      window.rootViewController = host
      window.isHidden = false
      window.layoutIfNeeded()
      let heard = heard
      await waitUntil(
        what, sourceLocation: sourceLocation, condition ?? { heard.screen(of: "c0") == .appeared })
      await settle(sourceLocation: sourceLocation)
    }

    /// Waits until the pages rest: the container resting, no frame asked for.
    func settle(sourceLocation: SourceLocation = #_sourceLocation) async {
      let pager = pager
      await waitUntil("the pages come to rest", sourceLocation: sourceLocation) {
        pager.container.phase == .resting && !pager.needsFrames
      }
      await frames(4)
    }

    /// A swipe toward the next page, as the view's drag gesture reports one: the finger down at
    /// x = 300 (mid-height), moving left `step` points a frame for `moves` frames, then lifting.
    func swipeToNext(step: Double = 45, moves: Int = 6) async {
      let y = Self.size.height / 2
      let start = Point(x: 300, y: y)
      var x = start.x
      pager.dragChanged(start: start, location: start)
      for _ in 0..<moves {
        await nextFrame()
        x -= step
        pager.dragChanged(start: start, location: Point(x: x, y: y))
      }
      pager.dragEnded(at: Point(x: x, y: y))
    }

    /// Whether `card`'s view was last drawn at the window's origin (half a point allowed): the
    /// page the pages rest on.
    func isAtOrigin(_ card: String) -> Bool {
      probe.lastFrame(of: card).map { abs($0.minX) <= 0.5 && abs($0.minY) <= 0.5 } == true
    }

    /// Whether `card`'s view lies within the window, from its last frame (half a point allowed).
    func isOnScreen(_ card: String) -> Bool {
      guard let frame = probe.lastFrame(of: card) else { return false }
      return frame.insetBy(dx: 0.5, dy: 0.5).intersects(window.bounds)
    }

    /// Takes the window off the screen.
    func finish() async {
      window.isHidden = true
      window.rootViewController = nil
      await frames(2)
    }
  }
#endif
