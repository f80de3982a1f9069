// MARK: - Layout direction: what is mirrored on screen

extension PageContainer {
  /// How a horizontal container lays its pages out on screen: left to right (the default) or
  /// right to left, where page 0 is at the right and the next page lies to the left.
  ///
  /// Indices, the position, progress and the travel direction stay logical; what is on screen
  /// (``PagePlacement/screenOffset``, ``dragOnScreen(byPages:)``,
  /// ``endDraggingOnScreen(velocity:)``, a tab strip) is mirrored. Changing it moves no page and
  /// delivers no lifecycle event; plugins hear
  /// ``PageContainerPlugin/pageContainerLayoutDirectionDidChange(_:)``. A vertical container
  /// keeps it but is not affected.
  public var layoutDirection: PageLayoutDirection {
    get { pageGeometry.layoutDirection }
    set {
      submit {
        guard self.pageGeometry.setLayoutDirection(newValue) else { return }
        self.forEachPlugin { $0.plugin.pageContainerLayoutDirectionDidChange($0.context) }
      }
    }
  }

  /// The sign that turns a screen distance along the axis (positive to the right, or down)
  /// into a logical one (positive toward higher indices) for a finger's travel: a finger
  /// moving left brings the next page left to right, right in right to left.
  var screenToLogical: Double { pageGeometry.screenToLogical(along: axis) }

  /// The finger moves by a distance on screen, in page lengths along the axis: positive to the
  /// right (or down), whatever the layout direction.
  ///
  /// Left to right (and vertically), a finger moving left (up), negative, brings the next page:
  /// the same as ``drag(byPages:)`` with the sign flipped; right to left, a finger moving right
  /// brings it. Not-a-number and infinities behave as in ``drag(byPages:)``.
  ///
  /// - Parameter pages: The finger's travel, in page lengths, positive to the right (down).
  public func dragOnScreen(byPages pages: Double) {
    drag(byPages: pages * screenToLogical)
  }

  /// The finger lifts with a screen velocity, in pages per second along the axis, positive to
  /// the right (or down): mirrored like ``dragOnScreen(byPages:)``, then as
  /// ``endDragging(velocity:)``.
  ///
  /// - Parameter pagesPerSecond: The finger's velocity, positive to the right (down).
  public func endDraggingOnScreen(velocity pagesPerSecond: Double) {
    endDragging(velocity: pagesPerSecond * screenToLogical)
  }
}
