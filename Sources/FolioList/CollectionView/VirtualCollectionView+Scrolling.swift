// MARK: - Touches, programmatic scrolling and motion

extension VirtualCollectionView {
  /// A finger goes down.
  ///
  /// If the content is gliding or animating, the touch catches it: the
  /// motion stops where it is, its end event (`didEndDecelerating` or
  /// `didEndScrollingAnimation`) is delivered with the state already `.tracking`, and then
  /// `willBeginDragging`. A finger already down is ignored.
  public func beginDragging() {
    perform {
      guard self.scrollState != .tracking else { return }
      let interrupted = self.motion?.kind
      self.motion = nil
      self.withCallbacks {
        self.changeState(to: .tracking)
        if let interrupted { self.deliverEnd(of: interrupted) }
        self.delegate?.collectionViewWillBeginDragging(self)
      }
    }
  }

  /// The finger moves the content by `distance` points along the layout's axis.
  ///
  /// Positive distances move toward later items. The offset stays within the content, so an
  /// infinite distance moves to that end of it. Without a finger down, or with a distance that
  /// is not a number, nothing happens.
  ///
  /// - Parameter distance: Points along the axis.
  public func drag(by distance: Double) {
    perform {
      guard self.scrollState == .tracking, !distance.isNaN else { return }
      self.moveContent(to: self.axisOffset + distance)
    }
  }

  /// The finger lifts with a velocity along the layout's axis, in points per second (positive
  /// toward later items).
  ///
  /// Any finite velocity past the threshold flings; `+infinity` and `-infinity` count as the
  /// fastest fling in their sign; only not-a-number counts as 0.
  ///
  /// With paging, the content comes to rest on a page: past
  /// ``ScrollPhysics/flingVelocityThreshold`` the next page in the direction of the velocity,
  /// otherwise the nearest page. Without paging it glides ``ScrollPhysics/glideTime`` seconds
  /// of the velocity. Events: `willEndDragging(velocity:target:)`, the state change, then
  /// `didEndDragging(willDecelerate:)`, which is `false` when the content already rests there.
  /// Without a finger down, nothing happens.
  ///
  /// - Parameter velocity: Points per second along the axis.
  public func endDragging(velocity: Double) {
    perform {
      guard self.scrollState == .tracking else { return }
      let velocity = velocity.isNaN ? 0 : velocity
      let target = self.restingOffset(releasedWith: velocity)
      self.snapParkedAnchor()
      self.withCallbacks {
        self.delegate?.collectionView(
          self, willEndDraggingWithVelocity: velocity,
          targetContentOffset: .along(self.axis, target))
        let glides = target != self.axisOffset
        if glides {
          self.motion = ScrollMotion(
            kind: .deceleration, from: self.axisOffset, to: target, start: self.clock.now,
            duration: self.physics.decelerationDuration)
        }
        self.changeState(to: glides ? .decelerating : .idle)
        self.delegate?.collectionView(self, didEndDraggingWillDecelerate: glides)
      }
    }
  }

  /// Moves the content to `offset` (clamped to the content along the layout's axis).
  ///
  /// - Animated: the content eases to the offset over ``ScrollPhysics/animationDuration`` and
  ///   ends with `didEndScrollingAnimation`. A running animation is retargeted (one end event
  ///   for both); a glide is replaced (it gets its end event, with the state `.animating`); a
  ///   finger down ends its drag (`didEndDragging(willDecelerate: false)`) first.
  /// - Not animated: the content jumps there in one layout pass. A running glide or animation
  ///   stops (its end event comes after the jump, with the state `.idle`); a finger down keeps
  ///   dragging from the new offset.
  ///
  /// - Parameters:
  ///   - offset: The target offset; only its coordinate along the axis is used.
  ///   - animated: Whether to animate.
  public func setContentOffset(_ offset: Point, animated: Bool) {
    perform {
      let target = self.clamped(offset.coordinate(along: self.axis))
      if animated {
        self.animate(to: target)
      } else {
        self.jump(to: target)
      }
    }
  }

  /// Jumps to `offset` unless the content is there already: for the page container, which sets
  /// the offset on every frame (and whose own reads of ``contentOffset`` would be checked at run
  /// time: the attribute that skips the check does not reach across modules).
  ///
  /// - Parameter offset: The target offset.
  package func jumpIfMoved(to offset: Point) {
    if contentOffset != offset { setContentOffset(offset, animated: false) }
  }

  /// Scrolls so that an item starts at the viewport's leading edge, as far as the content allows.
  ///
  /// A path outside the content is clamped to the nearest item; with no items,
  /// nothing happens.
  ///
  /// - Parameters:
  ///   - path: The item.
  ///   - animated: Whether to animate.
  public func scrollToItem(at path: ItemPath, animated: Bool) {
    guard counts.itemCount > 0 else { return }
    let section = min(max(0, path.section), counts.sectionCount - 1)
    let item = min(max(0, path.item), max(0, counts.count(inSection: section) - 1))
    let flat = min(
      counts.flatIndex(of: ItemPath(section: section, item: item)), counts.itemCount - 1)
    let frame = layout.frame(ofItemAt: flat, viewportSize: viewportSize)
    setContentOffset(frame.origin, animated: animated)
  }

  // MARK: Internals

  func advanceMotion(to now: Duration) {
    guard let current = motion else { return }
    let (offset, finished) = current.offset(at: now)
    moveContent(to: offset)
    if finished, motion?.kind == current.kind { finishMotion() }
  }

  /// Ends the motion at its target: jumps there if needed, goes idle, delivers the end event.
  func finishMotion() {
    guard let current = motion else { return }
    motion = nil
    if viewportSize.isEmpty { snapParkedAnchor() } else { moveContent(to: current.to) }
    withCallbacks {
      changeState(to: .idle)
      deliverEnd(of: current.kind)
    }
  }

  private func animate(to target: Double) {
    if scrollState == .idle, target == axisOffset { return }
    let start = ScrollMotion(
      kind: .animation, from: axisOffset, to: target, start: clock.now,
      duration: physics.animationDuration)
    switch scrollState {
    case .animating:
      motion = start
    case .idle:
      motion = start
      withCallbacks { changeState(to: .animating) }
    case .decelerating:
      motion = start
      withCallbacks {
        changeState(to: .animating)
        deliverEnd(of: .deceleration)
      }
    case .tracking:
      withCallbacks {
        delegate?.collectionView(
          self, willEndDraggingWithVelocity: 0, targetContentOffset: .along(axis, target))
        motion = start
        changeState(to: .animating)
        delegate?.collectionView(self, didEndDraggingWillDecelerate: false)
      }
    }
  }

  private func jump(to target: Double) {
    let interrupted = scrollState == .tracking ? nil : motion?.kind
    motion = nil
    moveContent(to: target)
    if let interrupted {
      withCallbacks {
        changeState(to: .idle)
        deliverEnd(of: interrupted)
      }
    }
  }

  /// With paging and an empty viewport, a release or a finished motion rests the remembered
  /// position on the nearest page, so that the viewport comes back aligned.
  func snapParkedAnchor() {
    guard physics.isPagingEnabled, var anchor = parkedAnchor else { return }
    if anchor.fraction.isFinite, abs(anchor.fraction) < 1e15 {
      anchor.flatIndex += Int(anchor.fraction.rounded())
    }
    anchor.fraction = 0
    parkedAnchor = anchor
  }

  /// Where a drag released at the current offset with `velocity` comes to rest.
  func restingOffset(releasedWith velocity: Double) -> Double {
    let offset = axisOffset
    guard physics.isPagingEnabled else {
      // An infinite velocity with no glide time gives not-a-number: no glide.
      let glide = velocity * physics.glideTime
      return clamped(offset + (glide.isNaN ? 0 : glide))
    }
    let page = pageLength
    guard page > 0 else { return offset }
    let position = PageCount.snapped(offset / page)
    let threshold = physics.flingVelocityThreshold * page
    let target: Double
    if velocity > threshold {
      target = position.rounded(.down) + 1
    } else if velocity < -threshold {
      target = position.rounded(.up) - 1
    } else {
      target = position.rounded()
    }
    // Past the last page, the last page: its start, which can be an ulp short of the content's
    // end (`n × length − length` and `(n − 1) × length` round apart).
    let lastPage = PageCount.snapped(maxOffset / page).rounded(.up)
    return clamped(min(target, lastPage) * page)
  }

  /// Moves the viewport to `offset` (clamped) in one layout pass; `didScroll` if it moved.
  func moveContent(to offset: Double) {
    let target = clamped(offset)
    guard target != axisOffset else { return }
    contentOffset = .along(axis, target)
    runLayoutPass(scrolled: true)
  }

  /// Sets the state and tells the delegate; call inside `withCallbacks`.
  private func changeState(to state: ScrollState) {
    let old = scrollState
    guard old != state else { return }
    scrollState = state
    delegate?.collectionView(self, didChangeScrollState: old, to: state)
  }

  /// Delivers the end event of a motion; call inside `withCallbacks`.
  private func deliverEnd(of kind: ScrollMotion.Kind) {
    switch kind {
    case .deceleration: delegate?.collectionViewDidEndDecelerating(self)
    case .animation: delegate?.collectionViewDidEndScrollingAnimation(self)
    }
  }
}
