import Folio
import FolioList

// MARK: - Followed motion: the platform scroll view's offsets and the container's positions

extension PageHost {
  /// Followed motion: how long the platform scroll view's content is along the axis, in
  /// points: every page at its stride, the last one a viewport long (around a ring,
  /// ``platformLoopRings`` rings); the viewport's length with no pages.
  public var platformContentLength: Double {
    let viewport = container.viewportSize.length(along: container.axis)
    guard container.canShowPages else { return 0 }
    return Double(max(0, platformPageCount - 1)) * container.pageStride + viewport
  }

  /// Followed motion: the offset the platform scroll view should have now, if it must move.
  ///
  /// It differs from what the scroll view last reported when the container moved without it
  /// (an instant jump, pages inserted or deleted before the current one, a resize, a drag by
  /// the app), the scroll view has not reported yet, or a looping container's reader rests
  /// outside the middle ring. `nil` when the scroll view is where it should be (or in owned
  /// motion). After an update that moved the pages under it, set in any case: until then it
  /// shows, and reports, the old content's offsets.
  ///
  /// Set it without animation (after the content length), and report the new offset.
  public var wantedPlatformOffset: Double? {
    guard motion == .followed, container.pageStride > 0, container.count > 0 else { return nil }
    guard let reported = scrollState.offset else {
      // Never reported yet: put where the pages are, unless the pages move by a motion asked
      // of it (a set would stop the animation before its first frame).
      let moving = !scrollState.rests && container.phase != .resting
      return moving ? nil : platformOffset(ofPosition: container.position)
    }
    let pixel = grid.pixel
    // The pages came to rest on their own while it moved: it is stopped where they rest (set
    // even where it is: a set stops a platform's motion); what it still reports of that
    // motion is put back.
    if scrollState.owesStop, container.phase == .resting {
      return platformOffset(ofPosition: container.position)
    }
    // Both at rest: the platform rests on the current page (around a ring, in the middle
    // ring), wherever it was left (a resize, a count that moved the content's end), to a
    // device pixel (a platform may keep its offsets on the pixel grid).
    if container.phase == .resting, scrollState.rests || scrollState.motion == .stopping {
      let home = platformOffset(ofPosition: container.position)
      return Self.differ(reported, home, pixel: pixel) || platformShift != 0 ? home : nil
    }
    // Moving: the scroll view shows the pages where they are drawn, a bounce past either end
    // included (no further than the container draws one).
    let drawn = platformOffset(ofPosition: unwrappedContainerPosition + container.overscroll)
    return Self.differ(reported, drawn, pixel: pixel) || platformShift != 0 ? drawn : nil
  }

  /// Whether two offsets are a device pixel or more apart: a platform that keeps its offsets
  /// on the pixel grid (rounding by a rule it does not document) puts an offset asked of it
  /// within a pixel of it, and an offset within a pixel of another shows the same pages (they
  /// are drawn on the grid from the container's position).
  static func differ(_ offset: Double, _ other: Double, pixel: Double) -> Bool {
    abs(offset - other) >= pixel * (1 - 1e-6)
  }

  /// Whether the pages rest and `offset` is where they rest (to a device pixel).
  func isWhereThePagesRest(_ offset: Double) -> Bool {
    guard container.phase == .resting, container.pageStride > 0, container.count > 0 else {
      return false
    }
    // Around a ring, in any ring.
    let delta = nearestWayRound(logicalPosition(ofOffset: offset) - container.position)
    return !Self.differ(abs(delta) * container.pageStride, 0, pixel: grid.pixel)
  }

  /// Followed motion: the content offset at which a page rests (around a ring, in the middle
  /// ring).
  ///
  /// - Parameter index: A page index.
  /// - Returns: The offset, in points; `nil` out of range, with an empty viewport or in owned
  ///   motion.
  public func platformOffset(forPage index: Int) -> Double? {
    guard motion == .followed, index >= 0, index < container.count, container.pageStride > 0
    else { return nil }
    return platformOffset(ofPosition: Double(index))
  }

  var isMirrored: Bool {
    container.axis == .horizontal && container.layoutDirection == .rightToLeft
  }

  var platformPageCount: Int {
    let count = container.count
    guard container.isLooping else { return count }
    let (rings, overflow) = count.multipliedReportingOverflow(by: Self.platformLoopRings)
    return overflow ? Int.max / 2 : rings
  }

  /// Pages before the first page of the middle ring on the platform's content.
  var loopBase: Double {
    container.isLooping ? Double(container.count) * Double(Self.platformLoopRings / 2) : 0
  }

  /// A content offset as a logical position (unwrapped around a ring).
  func logicalPosition(ofOffset offset: Double) -> Double {
    logicalPosition(offset, container.pageStride, container.count)
  }

  /// A content offset as a logical position, with the stride and the count as read.
  func logicalPosition(_ offset: Double, _ stride: Double, _ count: Int) -> Double {
    let laid = offset / stride
    let looping = container.isLooping
    let mirrored = isMirrored
    guard looping || mirrored else { return laid }
    let pages: Int
    if looping {
      let (rings, overflow) = count.multipliedReportingOverflow(by: Self.platformLoopRings)
      pages = overflow ? Int.max / 2 : rings
    } else {
      pages = count
    }
    let logical = mirrored ? Double(pages - 1) - laid : laid
    return looping ? logical - Double(count) * Double(Self.platformLoopRings / 2) : logical
  }

  /// A logical position (unwrapped around a ring) as a content offset.
  func platformOffset(ofPosition position: Double) -> Double {
    let laid = position + loopBase
    let along = isMirrored ? Double(platformPageCount - 1) - laid : laid
    return along * container.pageStride
  }

  /// The page a logical position rests on.
  func page(ofPosition position: Double) -> Int {
    guard position.isFinite else { return 0 }
    return Int(min(max(position.rounded(), -1e15), 1e15))
  }

  /// The container's position, unwrapped around a ring to lie nearest the platform's, on a
  /// copy of the ring its content holds.
  var unwrappedContainerPosition: Double {
    let position = container.position
    guard container.isLooping, let reported = scrollState.offset else { return position }
    let last = logicalPosition(ofOffset: reported)
    guard last.isFinite else { return position }
    return withinRings(last + nearestWayRound(position - last))
  }

  /// A logical position moved by whole rings onto the platform's content: a clamp (a resize, a
  /// count that shrank the content) or an app's scroll can leave the reported offset nearest a
  /// copy of a page past either end, where no offset shows it.
  func withinRings(_ position: Double) -> Double {
    guard container.isLooping, position.isFinite, container.count > 0 else { return position }
    let count = Double(container.count)
    let (low, high) = (-loopBase, Double(platformPageCount - 1) - loopBase)
    if position < low { return position + ((low - position) / count).rounded(.up) * count }
    if position > high { return position - ((position - high) / count).rounded(.up) * count }
    return position
  }

  /// A distance in pages, the nearest way round while the pages loop (as it is otherwise).
  func nearestWayRound(_ delta: Double) -> Double {
    guard container.isLooping else { return delta }
    let count = Double(container.count)
    return delta - (delta / count).rounded() * count
  }

  /// Page `index` in the platform's (unwrapped) coordinates, nearest the container's position.
  func unwrappedPosition(ofIndex index: Int) -> Double {
    withinRings(unwrappedContainerPosition + nearestWayRound(Double(index) - container.position))
  }

  /// Page `index` as a page of the platform's (unwrapped) coordinates: itself unless looping.
  func unwrappedPage(_ index: Int) -> Int {
    container.isLooping ? Int(unwrappedPosition(ofIndex: index).rounded()) : index
  }
}
