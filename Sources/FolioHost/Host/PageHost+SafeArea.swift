import Folio
import FolioList

// MARK: - Full-bleed pages: the screen's safe area, passed to each page

extension PageHost {
  /// The safe-area insets of a page when the pages fill the screen's whole bounds (a
  /// full-screen video under the bars): the part of the screen's insets the page's frame lies
  /// in at its resting place, in the page's own coordinates, so that its content keeps clear of
  /// the bars and the notch.
  ///
  /// Every page gets the same insets wherever it slides (its content is laid out once, for
  /// where it rests, not again at every frame of a swipe): the screen's for pages that fill the
  /// viewport, less for a peeking card that stops short of a bar.
  ///
  /// - Parameter insets: The screen's safe-area insets (the viewport is the screen's bounds);
  ///   a side that is not finite or negative counts as 0, one longer than the viewport as the
  ///   viewport.
  /// - Returns: The insets for each page.
  public func pageSafeAreaInsets(screenInsets insets: EdgeInsets) -> EdgeInsets {
    let viewport = container.viewportSize
    let frame = container.frameLayout.frame(atProgress: 0)
    func clean(_ value: Double, _ length: Double) -> Double {
      value.isFinite ? min(max(0, value), max(0, length)) : 0
    }
    let (width, height) = (viewport.width, viewport.height)
    let (top, bottom) = (clean(insets.top, height), clean(insets.bottom, height))
    let (left, right) = (clean(insets.left, width), clean(insets.right, width))
    return EdgeInsets(
      top: clean(top - frame.minY, frame.size.height),
      left: clean(left - frame.minX, frame.size.width),
      bottom: clean(frame.maxY - (height - bottom), frame.size.height),
      right: clean(frame.maxX - (width - right), frame.size.width))
  }

  /// The additional safe-area insets of a full-bleed page's view controller.
  ///
  /// They give it the insets of ``pageSafeAreaInsets(screenInsets:)``: what those add, side by
  /// side, to what its view inherits from the views above it, never below zero. Setting them
  /// does not change the answer (the view's insets include them; what it inherits does not).
  ///
  /// - Parameters:
  ///   - screenInsets: The screen's safe-area insets.
  ///   - safeArea: The page view's safe-area insets now (UIKit's `safeAreaInsets`).
  ///   - additional: Its view controller's additional insets now
  ///     (`additionalSafeAreaInsets`).
  /// - Returns: The additional insets to set.
  public func pageAdditionalSafeAreaInsets(
    screenInsets: EdgeInsets, safeArea: EdgeInsets, additional: EdgeInsets
  ) -> EdgeInsets {
    pageSafeAreaInsets(screenInsets: screenInsets).beyond(safeArea.beyond(additional))
  }
}

extension EdgeInsets {
  /// What `self` adds to `inner`, side by side, never below zero (not finite: zero).
  fileprivate func beyond(_ inner: EdgeInsets) -> EdgeInsets {
    func more(_ outer: Double, _ inner: Double) -> Double {
      let difference = outer - inner
      return difference.isFinite ? max(0, difference) : 0
    }
    return EdgeInsets(
      top: more(top, inner.top), left: more(left, inner.left),
      bottom: more(bottom, inner.bottom), right: more(right, inner.right))
  }
}
