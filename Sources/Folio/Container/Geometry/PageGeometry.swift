/// The container's geometry part: what the app set about how pages are laid out (the viewport
/// size, the ``PageShape``, looping, the layout direction, the recycle distance, reduced
/// motion, the pixel grid) and the shape worked out for the viewport; and what the host says
/// of the screen around them (a finger on the pages, the screen shown).
///
/// It answers and returns; the container performs: a setter that changed something says so, and
/// the container tells plugins and presents.
///
/// Invariants:
/// - ``geometry(along:)`` is always `ShapeGeometry(shape, viewport: shown length)` for the
///   settings now: the cache is worked out again whenever the shape or the shown length changed;
/// - ``shownSize`` is the viewport size as set (on the grid, when there is one) when finite
///   and not empty, `.zero` otherwise;
/// - ``frameLayout(along:)`` is always the layout of that geometry, for the direction and the
///   grid now.
package final class PageGeometry {
  /// The paging axis, fixed at creation (read on every frame: a constant, not the layout's).
  package let axis: ScrollAxis
  /// The viewport size as set (the collection view gets `.zero` for one that shows nothing).
  private(set) var viewportSize: Size
  private(set) var shape = PageShape.fullPage
  /// ``PageContainer/loops``: the app's request.
  private(set) var loops = false
  private(set) var layoutDirection = PageLayoutDirection.leftToRight
  /// The recycle distance as set (any `Int`; negative counts as 0 where it is used).
  private(set) var recycleDistance = 3
  private(set) var reducesMotion = false
  /// The pixel grid pages are drawn on, if the app (a host) set one.
  private(set) var grid: PixelGrid?
  /// Whether a finger is on the pages, as the host says.
  private(set) var isTouched = false
  /// Whether the screen shows the pages, as the host says.
  package var isOnScreen: Bool { onScreen }
  // Stored apart from its face, as `shown`: every frame reads it.
  private var onScreen = true
  /// Whether the app is in the background, as the host says.
  private(set) var isInBackground = false
  /// Whether the user's gestures move the pages.
  private(set) var isUserInputEnabled = true
  /// The shape worked out for the viewport, and the viewport length it was worked out for (not
  /// a number: to work out again).
  private var cache = ShapeGeometry.fullPage
  private var cachedLength = Double.nan
  /// The frame layout, and whether it is up to date.
  private var layoutCache = PageFrameLayout.empty
  private var hasLayout = false

  /// Settings for a viewport of `viewportSize`; everything else as by default.
  package init(viewportSize: Size, axis: ScrollAxis = .horizontal) {
    self.axis = axis
    self.viewportSize = viewportSize
    shown = viewportSize.shown(on: nil)
  }

  /// The viewport as it shows pages: the size set, on the grid when there is one, when finite
  /// and not empty, `.zero` otherwise (worked out when either changes: read on every frame).
  package var shownSize: Size { shown }
  // Stored apart from its face: read on every frame, without run-time exclusivity checks.
  private var shown: Size

  /// Whether the viewport shows pages at all.
  package var canShowPages: Bool { shown != .zero }

  /// Whether pages are shown now: the viewport can show them and the screen is shown.
  package var showsPages: Bool { shown != .zero && onScreen }

  /// The shape worked out for the shown viewport's length along `axis`.
  ///
  /// - Complexity: O(1); the shape is worked out again only when it or the length changed.
  package func geometry(along axis: ScrollAxis) -> ShapeGeometry {
    let length = shownSize.length(along: axis)
    if length != cachedLength {
      cachedLength = length
      cache = ShapeGeometry(shape, viewport: length, pixel: grid?.pixel ?? 0)
    }
    return cache
  }

  /// Where pages are drawn, along `axis`: the shape worked out for the viewport, the direction,
  /// the grid.
  ///
  /// - Complexity: O(1); worked out again only when something it depends on changed.
  package func frameLayout(along axis: @autoclosure () -> ScrollAxis) -> PageFrameLayout {
    // A container's axis never changes: it is read only to work the layout out again.
    if hasLayout { return layoutCache }
    let axis = axis()
    layoutCache = PageFrameLayout(
      axis: axis, mirrored: layoutDirection == .rightToLeft, grid: grid, viewport: shownSize,
      geometry: geometry(along: axis))
    hasLayout = true
    return layoutCache
  }

  /// Sets the pixel grid.
  ///
  /// - Returns: The shown size before, when the grid changed (the shown size may have changed
  ///   with it); `nil` when it did not change.
  package func setGrid(_ newValue: PixelGrid?) -> Size? {
    guard newValue != grid else { return nil }
    let old = shownSize
    grid = newValue
    shown = viewportSize.shown(on: grid)
    cachedLength = .nan
    hasLayout = false
    return old
  }

  /// Sets the shape.
  ///
  /// - Returns: Whether it changed (the container then tells plugins and presents).
  package func setShape(_ newValue: PageShape) -> Bool {
    guard newValue != shape else { return false }
    shape = newValue
    cachedLength = .nan
    hasLayout = false
    return true
  }

  /// Sets whether the pages should loop.
  ///
  /// - Returns: Whether the request changed.
  package func setLoops(_ newValue: Bool) -> Bool {
    guard newValue != loops else { return false }
    loops = newValue
    return true
  }

  /// Sets the layout direction.
  ///
  /// - Returns: Whether it changed.
  package func setLayoutDirection(_ newValue: PageLayoutDirection) -> Bool {
    guard newValue != layoutDirection else { return false }
    layoutDirection = newValue
    hasLayout = false
    return true
  }

  /// Sets whether a finger is on the pages.
  ///
  /// - Returns: Whether it changed.
  package func setTouched(_ newValue: Bool) -> Bool {
    guard newValue != isTouched else { return false }
    isTouched = newValue
    return true
  }

  /// Sets whether the screen shows the pages.
  ///
  /// - Returns: Whether it changed.
  package func setOnScreen(_ newValue: Bool) -> Bool {
    guard newValue != onScreen else { return false }
    onScreen = newValue
    return true
  }

  /// Sets whether the app is in the background.
  ///
  /// - Returns: Whether it changed.
  package func setInBackground(_ newValue: Bool) -> Bool {
    guard newValue != isInBackground else { return false }
    isInBackground = newValue
    return true
  }

  /// Sets whether the user's gestures move the pages.
  ///
  /// - Returns: Whether it changed.
  package func setUserInputEnabled(_ newValue: Bool) -> Bool {
    guard newValue != isUserInputEnabled else { return false }
    isUserInputEnabled = newValue
    return true
  }

  /// Sets whether motion is reduced.
  ///
  /// - Returns: Whether it changed.
  package func setReducesMotion(_ newValue: Bool) -> Bool {
    guard newValue != reducesMotion else { return false }
    reducesMotion = newValue
    return true
  }

  /// Sets the recycle distance (any `Int`).
  ///
  /// - Returns: Whether it was lowered (what it no longer keeps goes at once).
  package func setRecycleDistance(_ newValue: Int) -> Bool {
    defer { recycleDistance = newValue }
    return newValue < recycleDistance
  }

  /// Sets the viewport size.
  ///
  /// - Returns: The shown size before, when the shown size changed; `nil` otherwise.
  package func setViewportSize(_ size: Size) -> Size? {
    let old = shownSize
    viewportSize = size
    shown = size.shown(on: grid)
    hasLayout = false
    return shownSize != old ? old : nil
  }

  /// The sign that turns a screen distance along `axis` (positive to the right, or down) into
  /// a logical one (positive toward higher indices) for a finger's travel: a finger moving left
  /// brings the next page left to right, right in right to left.
  package func screenToLogical(along axis: ScrollAxis) -> Double {
    axis == .horizontal && layoutDirection == .rightToLeft ? 1 : -1
  }

  // MARK: What tests read and set

  /// The viewport size as set.
  package var requestedSize: Size { viewportSize }

  /// The loop request, the layout direction, the recycle distance and reduced motion.
  package var settings: (loops: Bool, direction: PageLayoutDirection, recycle: Int, still: Bool) {
    (loops, layoutDirection, recycleDistance, reducesMotion)
  }
}
