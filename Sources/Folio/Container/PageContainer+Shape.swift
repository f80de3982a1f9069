// MARK: - Shape: page size, spacing, alignment, fling limit

extension PageContainer {
  /// How big pages are along the axis, how far apart, where the resting page sits, and how
  /// many pages a fling passes: one full page per viewport by default.
  ///
  /// Every page that intersects the viewport is shown: it gets `pageWillAppear` when any part of
  /// it enters, `pageDidAppear` when the pages come to rest with it shown (even in part), and
  /// `pageDidDisappear` when no part of it is left (<doc:PageShapes>). The current page is the
  /// one whose snap point is nearest the position (at rest, the position itself); the recycle
  /// distance counts from the first and last pages shown. Changing the shape is a queued
  /// request: plugins hear ``PageContainerPlugin/pageContainerShapeDidChange(_:)``, then the
  /// pages shown follow at once.
  public var shape: PageShape {
    get { pageGeometry.shape }
    set {
      submit {
        guard self.pageGeometry.setShape(newValue) else { return }
        self.changeTransition { $0.timing.flingLimit = newValue.flingLimit }
        self.forEachPlugin { $0.plugin.pageContainerShapeDidChange($0.context) }
        self.present()
      }
    }
  }

  /// The length of a page along the axis, in points, as the shape and the viewport make it (0
  /// when the viewport shows nothing).
  public var pageLength: Double { canShowPages ? shapeGeometry.page : 0 }

  /// The distance between neighbouring pages' leading edges, in points: the page length plus
  /// the spacing (0 when the viewport shows nothing).
  public var pageStride: Double { canShowPages ? shapeGeometry.stride : 0 }

  /// Where a placed page starts on screen, in points from the viewport's left (top) edge, as
  /// drawn: its left edge whatever the layout direction; it is ``pageLength`` long.
  ///
  /// - Parameter placement: A placement of ``placements``.
  /// - Returns: The page's left (top) edge, in points; 0 when the viewport shows nothing.
  public func screenOrigin(of placement: PagePlacement) -> Double {
    guard canShowPages else { return 0 }
    let mirrored = layoutDirection == .rightToLeft && axis == .horizontal
    return shapeGeometry.screenOrigin(atOffset: placement.offset, mirrored: mirrored)
  }

  /// How much of a placed page is in the viewport, from 0 to 1: what an impression or an
  /// autoplay rule reads.
  ///
  /// `1 - |offset|` for one full page per viewport; with several pages per viewport, a page
  /// that sits wholly in the viewport beside the current one is 1, and one that peeks is the
  /// part that peeks.
  ///
  /// Rounded to a billionth: a position reached by other arithmetic (a platform scroll view's
  /// offset converted back) gives the same fraction against a threshold.
  ///
  /// - Parameter placement: A placement of ``placements``.
  /// - Returns: The fraction of the page's length within the viewport; 0 when the viewport shows
  ///   nothing.
  public func visibleFraction(of placement: PagePlacement) -> Double {
    guard canShowPages else { return 0 }
    return shapeGeometry.visibleFraction(atOffset: placement.offset)
  }

  /// Whether the shape can show more than one page at rest (neighbours peeking, or several
  /// pages side by side) in the viewport now.
  public var showsSeveralPages: Bool { canShowPages && shapeShowsSeveralPages }

  /// The shape worked out for the viewport now (worked out again when either changed).
  var shapeGeometry: ShapeGeometry { pageGeometry.geometry(along: axis) }

  /// Whether more than one page can be shown at rest.
  var shapeShowsSeveralPages: Bool { shapeGeometry.showsSeveralPages }
}
