// A view touches pass through, and conversions between Folio's geometry and UIKit's.
#if canImport(UIKit) && !os(watchOS)
  import Folio
  import UIKit

  /// A view whose controls and views with gesture recognizers (a tab strip's buttons, a strip
  /// that scrolls) are hit, while touches elsewhere go to the pages under it (a vertical drag
  /// on a header scrolls the feed).
  final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let hit = super.hitTest(point, with: event)
      return hit is UIControl || hit?.gestureRecognizers?.isEmpty == false ? hit : nil
    }
  }

  extension CGRect {
    init(_ r: Rect) { self.init(x: r.minX, y: r.minY, width: r.size.width, height: r.size.height) }
  }
  extension CGSize {
    init(_ size: Size) { self.init(width: size.width, height: size.height) }
  }
  extension CGPoint {
    init(_ point: Point) { self.init(x: point.x, y: point.y) }
  }
  extension Rect {
    init(_ r: CGRect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
  }
  extension Point {
    init(_ point: CGPoint) { self.init(x: point.x, y: point.y) }
  }
#endif
