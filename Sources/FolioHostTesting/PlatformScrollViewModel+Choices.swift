import Folio

extension PlatformScrollViewModel {
  /// What UIKit leaves open, each a parameter a test can vary: a host must hold whichever
  /// UIKit picks.
  public struct Choices: Hashable, Sendable, CustomStringConvertible {
    /// Whether a touch that stops a deceleration or an animation is reported
    /// (`scrollViewDidEndDecelerating` or `…EndScrollingAnimation`: iOS 13 and later, by
    /// developers' reports) or not.
    public var reportsStopByTouch: Bool
    /// How offsets sit on the pixel grid.
    public var pixelRounding: PixelRounding
    /// Whether the host hears a touch (from its own recognizer) before the scroll view's calls
    /// it causes (its lift before `didEndDragging`), or after.
    public var touchesFirst: Bool
    /// Whether `setContentOffset(_:animated: false)` stops a deceleration or an animation
    /// under way (as developers report of UIKit), or the motion goes on from the new offset.
    public var setStopsMotion: Bool
    /// Whether `setContentOffset(_:animated: false)` to the offset it already has reports a
    /// `scrollViewDidScroll` (UIKit does not say; a bounds set to the same origin may not), and
    /// whether a frame of its own motion that leaves the offset where it was (a pixel not yet
    /// reached) reports one.
    public var reportsUnchangedOffset: Bool
    /// Whether an animation replaced by another (`setContentOffset(_:animated: true)` while one
    /// runs) still sends `scrollViewDidEndScrollingAnimation`, where it stopped, as the new one
    /// starts (UIKit does not say).
    public var reportsReplacedAnimationEnd: Bool
    /// Whether the move that begins a drag moves the content by the travel past the slop.
    ///
    /// Otherwise the content moves from the next move, from where the pan began (UIKit does
    /// not say). Not drawn by ``random(using:)``, which keeps each seed's session: tests of a
    /// drag's first moves set it.
    public var panBeginMoves = true

    /// Creates choices; by default UIKit's as seen on iOS 17 and 18.
    ///
    /// - Parameters:
    ///   - reportsStopByTouch: Whether a touch-stop is reported.
    ///   - pixelRounding: How offsets sit on the pixel grid.
    ///   - touchesFirst: Whether the host hears a touch first.
    ///   - setStopsMotion: Whether an offset set without animation stops a motion.
    ///   - reportsUnchangedOffset: Whether a set to the offset it has reports.
    ///   - reportsReplacedAnimationEnd: Whether a replaced animation reports its end.
    public init(
      reportsStopByTouch: Bool = true, pixelRounding: PixelRounding = .none,
      touchesFirst: Bool = true, setStopsMotion: Bool = true, reportsUnchangedOffset: Bool = true,
      reportsReplacedAnimationEnd: Bool = false
    ) {
      self.reportsStopByTouch = reportsStopByTouch
      self.pixelRounding = pixelRounding
      self.touchesFirst = touchesFirst
      self.setStopsMotion = setStopsMotion
      self.reportsUnchangedOffset = reportsUnchangedOffset
      self.reportsReplacedAnimationEnd = reportsReplacedAnimationEnd
    }

    /// The choices, compactly.
    public var description: String {
      "stop \(reportsStopByTouch ? "reported" : "silent") pixels \(pixelRounding) "
        + "touches \(touchesFirst ? "first" : "after") set \(setStopsMotion ? "stops" : "moves")"
        + (reportsUnchangedOffset ? "" : " unchanged silent")
        + (reportsReplacedAnimationEnd ? " replaced ends" : "")
        + (panBeginMoves ? "" : " pan moves from its begin")
    }

    /// Choices drawn from `generator`.
    ///
    /// - Parameter generator: The random source.
    /// - Returns: The choices.
    public static func random(using generator: inout some RandomNumberGenerator) -> Choices {
      Choices(
        reportsStopByTouch: Bool.random(using: &generator),
        pixelRounding: PixelRounding.allCases.randomElement(using: &generator) ?? .none,
        touchesFirst: Bool.random(using: &generator),
        setStopsMotion: Bool.random(using: &generator),
        reportsUnchangedOffset: Bool.random(using: &generator),
        reportsReplacedAnimationEnd: Bool.random(using: &generator))
    }
  }
}
