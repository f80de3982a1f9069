// What the pager tests rely on, checked with UIKit alone: when these fail, the simulator's test
// process cannot show a window or run an animation, and the other failures say nothing of Folio.
#if canImport(UIKit) && !os(watchOS)
  import Testing
  import UIKit

  extension DeviceTests {
    /// What the simulator's test process gives the pager tests, with UIKit alone.
    ///
    /// A package's tests run in Xcode's test agent, not in an app: no UIApplication, no scene.
    /// These check, with UIKit alone, that a window there still shows its root view controller
    /// (UIKit's appearance calls), lays it out, and runs an animated scroll to its end.
    @MainActor @Suite struct Environment {
      @Test func aWindowShowsItsRootViewController_andAnAnimatedScrollEnds() async {
        let journal = Journal()
        let root = SpyScreen(name: "root", journal: journal)
        let window = UIWindow(frame: CGRect(x: 0.0, y: 0.0, width: 390.0, height: 844.0))
        window.rootViewController = root
        window.isHidden = false
        await waitUntil("a window's root view controller appears (viewWillAppear, viewDidAppear)") {
          root.appearance == .appeared
        }
        #expect(journal.entries.map(\.call) == [.willAppear, .didAppear])
        #expect(root.view.bounds.size == CGSize(width: 390.0, height: 844.0), "laid out")

        let scrollView = UIScrollView(frame: root.view.bounds)
        let delegate = ScrollRecorder()
        scrollView.delegate = delegate
        scrollView.contentSize = CGSize(width: 390.0, height: 3000.0)
        root.view.addSubview(scrollView)
        scrollView.setContentOffset(CGPoint(x: 0.0, y: 600.0), animated: true)
        await waitUntil("an animated setContentOffset ends (scrollViewDidEndScrollingAnimation)") {
          delegate.ended > 0
        }
        #expect(Double(scrollView.contentOffset.y) == 600)
        #expect(delegate.offsets.count > 2, "animated over frames: \(delegate.offsets)")
        #expect(movesOneWay(delegate.offsets, step: 1), "\(delegate.offsets)")

        window.isHidden = true
        window.rootViewController = nil
        await waitUntil("the root view controller disappears with its window") {
          root.appearance == .disappeared
        }
        #expect(journal.violations == [])
      }
    }
  }

  /// A scroll view's delegate that records what it hears.
  @MainActor
  final class ScrollRecorder: NSObject, UIScrollViewDelegate {
    /// `contentOffset.y` at each `scrollViewDidScroll`.
    private(set) var offsets: [Double] = []
    /// How many animations ended.
    private(set) var ended = 0

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      offsets.append(Double(scrollView.contentOffset.y))
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { ended += 1 }
  }
#endif
