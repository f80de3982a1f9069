// MARK: - Drawing: the pixel grid, frames, and a followed scroll view's bounce

extension PageContainer {
  /// The device's pixel grid the pages are drawn on (a host sets its display's scale; a
  /// terminal's cells are a grid of scale 1); `nil` by default: exact frames.
  ///
  /// With a grid, the viewport is taken on it (each side rounded to whole pixels; a side that
  /// rounds to nothing shows nothing), no page is shorter than a pixel, and a page is visible
  /// exactly when its frame on the grid (``frameLayout``) intersects the viewport: the pages
  /// the lifecycle shows, the accessibility tree lists and a host draws are the same. Setting
  /// it is a queued request; when the shown size changes with it, the container resizes
  /// (`resized` event, ``ResizablePageController``, plugins).
  public var pixelGrid: PixelGrid? {
    get { pageGeometry.grid }
    set {
      submit {
        self.applyPendingChanges()
        guard let oldSize = self.pageGeometry.setGrid(newValue) else { return }
        self.collectionView.setViewportSize(self.pageGeometry.shownSize)
        if self.pageGeometry.shownSize != oldSize {
          self.reportResize(from: oldSize)
        } else {
          self.forEachPlugin { $0.plugin.pageContainerShapeDidChange($0.context) }
        }
        self.present()
      }
    }
  }

  /// Where pages are drawn now: the shape worked out for the viewport, the axis, the layout
  /// direction and the pixel grid; a page's frame is `frameLayout.frame(atProgress:)` of its
  /// progress (``forEachVisiblePage(_:)``).
  ///
  /// - Complexity: O(1); worked out again only after a resize, a shape, a direction or a grid
  ///   changed.
  public var frameLayout: PageFrameLayout { pageGeometry.frameLayout(along: axis) }

  /// How far past either end a followed scroll view shows the pages (a bounce), in strides:
  /// negative before page 0, positive after the last page; 0 at rest, around a ring, and in
  /// the container's own motion.
  ///
  /// ``follow(position:motion:)`` sets it from a position past either end. The pages' progress
  /// and frames include it, and so does what is visible; ``position`` does not (it stays at the
  /// end, as an indicator does). It is clamped so that at least one pixel of the end page stays
  /// in the viewport (one point without a ``pixelGrid``): some page is always shown, two pixels
  /// (points) before the clamp, so one stays wherever a platform scroll view rounds an offset
  /// put there.
  public var overscroll: Double {
    let raw = transition.overscroll
    guard raw != 0, canShowPages else { return 0 }
    let geometry = shapeGeometry
    let margin = 2 * (pageGeometry.grid?.pixel ?? 1) / geometry.stride
    // Past the start page 0 is at offset -overscroll, which stays below `high`; past the end
    // the last page is at -overscroll, which stays above `low`.
    return raw < 0
      ? max(raw, -max(0, geometry.high - margin)) : min(raw, max(0, -geometry.low - margin))
  }

  /// Where the pages are drawn, in pages: the position, past either end by a followed bounce.
  var drawnPosition: Double {
    let position = transition.position
    return transition.overscroll == 0 ? position : position + overscroll
  }
}
