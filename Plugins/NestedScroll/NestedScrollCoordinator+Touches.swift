import Folio

// MARK: - Owned motion: the coordinator's touches and scroller move the header and the feeds

extension NestedScrollCoordinator {
  /// A finger goes down; `inner` is the horizontal scroller under it, if any.
  ///
  /// Vertical motion is caught where it is; the pager is caught only if the touch turns out
  /// horizontal, so a vertical fling never blocks a horizontal swipe, nor the other way round.
  /// In followed motion only a horizontal pan moves anything (the pages, for a host that owns
  /// their motion): a vertical one is the feed's own scroll view's.
  ///
  /// - Parameter inner: A horizontal scroller inside the page under the finger.
  public func touchDown(on inner: (any NestedHorizontalScroller)? = nil) {
    arbiter.touchDown()
    innerScroller = inner
  }

  /// The finger moves by `dx` (positive toward higher pages) and `dy` (positive moves the
  /// content up), in the same unit; the arbiter decides which axis moves.
  ///
  /// - Parameters:
  ///   - dx: The horizontal movement.
  ///   - dy: The vertical movement.
  public func touchMoved(dx: Double, dy: Double) {
    let wasDecided = arbiter.axis != nil
    guard let (axis, distance) = arbiter.move(dx: dx, dy: dy) else { return }
    // Followed, a vertical pan is the feed's own scroll view's.
    if axis == .vertical, motion == .followed { return }
    if !wasDecided {
      switch axis {
      case .horizontal: context?.beginDragging()
      case .vertical:
        syncFeed()
        scroller.touchDown(at: clock.now)
      }
    }
    move(axis, by: distance)
  }

  /// The finger lifts with a velocity per second on each axis (in the same unit).
  ///
  /// - Parameters:
  ///   - velocityX: Horizontal, positive toward higher pages.
  ///   - velocityY: Vertical, positive moving the content up.
  public func touchUp(velocityX: Double, velocityY: Double) {
    switch arbiter.axis {
    case .horizontal?: context?.endDragging(velocity: velocityX / pageWidth)
    case .vertical? where motion == .owned:
      scroller.release(velocity: velocityY, at: clock.now)
      publish()
    case .vertical?: break
    case nil: break
    }
    arbiter.lift()
    innerScroller = nil
  }

  /// A vertical drag whose axis is already decided (the finger is on the feed): every unit counts.
  ///
  /// - Parameter distance: Positive moves the content up.
  public func verticalDrag(by distance: Double) {
    guard motion == .owned else { return }
    if scroller.phase != .dragging {
      syncFeed()
      scroller.touchDown(at: clock.now)
    }
    scroller.drag(by: distance)
    publish()
  }

  /// The finger of a ``verticalDrag(by:)`` lifts.
  ///
  /// - Parameter velocity: Per second, positive moving the content up.
  public func verticalRelease(velocity: Double) {
    guard motion == .owned else { return }
    scroller.release(velocity: velocity, at: clock.now)
    publish()
  }

  private var pageWidth: Double {
    let width = context?.viewportSize.width ?? 0
    return width > 0 ? width : 1
  }

  private func move(_ axis: GestureArbiter.Axis, by distance: Double) {
    switch axis {
    case .horizontal:
      var left = distance
      if let inner = innerScroller {
        let target = min(max(0, inner.horizontalOffset + left), inner.horizontalRange)
        left -= target - inner.horizontalOffset
        inner.horizontalOffset = target
      }
      if left != 0 { context?.drag(byPages: left / pageWidth) }
    case .vertical:
      scroller.drag(by: distance)
      publish()
    }
  }
}
