import Folio

extension PlatformFeedScrollViewModel {
  /// How a platform keeps offsets on the pixel grid (UIKit does not document it).
  public typealias PixelRounding = PlatformScrollViewModel<Page>.PixelRounding

  /// What UIKit (or the app applying placements) leaves open, each a parameter a test can
  /// vary: a coordinator must hold whichever is picked.
  public struct Choices: Hashable, Sendable, CustomStringConvertible {
    /// Whether a touch that stops a deceleration or an animation is reported
    /// (`scrollViewDidEndDecelerating` or `…EndScrollingAnimation`, with `isTracking`: iOS 13
    /// and later, by developers' reports) or not.
    public var reportsStopByTouch: Bool
    /// How offsets sit on the pixel grid (of ``PlatformFeedScrollViewModel/scale``).
    public var pixelRounding: PixelRounding
    /// Whether an offset set without animation stops a deceleration or an animation under way,
    /// or the motion goes on from the new offset.
    public var setStopsMotion: Bool
    /// Whether a placement's insets are set before its offset (as `NestedFeedPlacement`
    /// says to apply it), or after.
    public var insetsFirst: Bool
    /// Whether a bounce back from past an end keeps heading for the end it headed for when it
    /// began, when the insets or the content change meanwhile (content that grows under a bounce
    /// at the bottom: it still comes back to where the content ended), or heads for the nearest
    /// end as it is now and stops where it is once in range.
    public var bounceKeepsItsEnd: Bool
    /// Whether a change of the insets clamps an offset then out of range at rest (and reports
    /// it, as a change of the content size or the bounds does), or leaves it where it is.
    public var insetChangeClamps: Bool
    /// Whether a finger that lifts without dragging springs content it left past an end back
    /// (decelerating, then `scrollViewDidEndDecelerating`), or leaves it there, reporting
    /// nothing.
    public var liftSpringsBack: Bool

    /// Creates choices; by default UIKit's as seen on iOS 17 and 18, and a placement applied
    /// as it comes.
    ///
    /// - Parameters:
    ///   - reportsStopByTouch: Whether a touch-stop is reported.
    ///   - pixelRounding: How offsets sit on the pixel grid.
    ///   - setStopsMotion: Whether an offset set without animation stops a motion.
    ///   - insetsFirst: Whether a placement's insets are set before its offset.
    ///   - bounceKeepsItsEnd: Whether a bounce keeps the end it headed for.
    ///   - insetChangeClamps: Whether a change of the insets clamps the offset at rest.
    ///   - liftSpringsBack: Whether a lift without a drag springs content past an end back.
    public init(
      reportsStopByTouch: Bool = true, pixelRounding: PixelRounding = .none,
      setStopsMotion: Bool = true, insetsFirst: Bool = true, bounceKeepsItsEnd: Bool = true,
      insetChangeClamps: Bool = true, liftSpringsBack: Bool = true
    ) {
      self.reportsStopByTouch = reportsStopByTouch
      self.pixelRounding = pixelRounding
      self.setStopsMotion = setStopsMotion
      self.insetsFirst = insetsFirst
      self.bounceKeepsItsEnd = bounceKeepsItsEnd
      self.insetChangeClamps = insetChangeClamps
      self.liftSpringsBack = liftSpringsBack
    }

    /// The choices, compactly.
    public var description: String {
      "stop \(reportsStopByTouch ? "reported" : "silent") pixels \(pixelRounding) "
        + "set \(setStopsMotion ? "stops" : "moves") insets \(insetsFirst ? "first" : "after") "
        + "bounce \(bounceKeepsItsEnd ? "keeps its end" : "to the nearest end") "
        + "insets \(insetChangeClamps ? "clamp" : "leave it") "
        + "lift \(liftSpringsBack ? "springs back" : "leaves it")"
    }

    /// Choices drawn from `generator`.
    ///
    /// - Parameter generator: The random source.
    /// - Returns: The choices.
    public static func random(using generator: inout some RandomNumberGenerator) -> Choices {
      Choices(
        reportsStopByTouch: Bool.random(using: &generator),
        pixelRounding: PixelRounding.allCases.randomElement(using: &generator) ?? .none,
        setStopsMotion: Bool.random(using: &generator),
        insetsFirst: Bool.random(using: &generator),
        bounceKeepsItsEnd: Bool.random(using: &generator),
        insetChangeClamps: Bool.random(using: &generator),
        liftSpringsBack: Bool.random(using: &generator))
    }
  }
}
