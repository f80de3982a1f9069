// A view touches pass through, and conversions between Folio's geometry and UIKit's.
#if canImport(UIKit) && !os(watchOS)
  import Folio
  import FolioHost
  import UIKit

  /// A view that keeps the touches its content takes (a control, a scroll view, a view with
  /// recognizers on the hit's path); others go to the pages under it (`PassThroughRule`).
  final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let hit = super.hitTest(point, with: event)
      let path = sequence(first: hit, next: { $0?.superview }).prefix { $0 != nil && $0 !== self }
      return PassThroughRule.keepsHit(
        along: path.compactMap { $0 }.map {
          .init(
            isControl: $0 is UIControl, scrolls: $0 is UIScrollView,
            hasGestureRecognizers: $0.gestureRecognizers?.isEmpty == false)
        }) ? hit : nil
    }
  }

  extension CGRect {
    init(_ r: Rect) { self.init(x: r.minX, y: r.minY, width: r.size.width, height: r.size.height) }
  }
  extension CGSize { init(_ size: Size) { self.init(width: size.width, height: size.height) } }
  extension CGPoint { init(_ point: Point) { self.init(x: point.x, y: point.y) } }
  extension Rect {
    init(_ r: CGRect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
  }
  extension Point { init(_ point: CGPoint) { self.init(x: point.x, y: point.y) } }
  extension Size { init(_ size: CGSize) { self.init(width: size.width, height: size.height) } }
  extension EdgeInsets {
    init(_ i: UIEdgeInsets) {
      self.init(top: i.top, left: i.left, bottom: i.bottom, right: i.right)
    }
  }
  extension UIEdgeInsets {
    init(_ i: EdgeInsets) { self.init(top: i.top, left: i.left, bottom: i.bottom, right: i.right) }
  }
#endif
