/// What a platform scroll view last reported to a host in followed motion.
struct PlatformReport {
  /// Its content offset along the axis, in points, within a viewport past either end (what
  /// the pages follow); `nil` before its first report.
  var offset: Double?
  /// The offset as reported, past that too: where the scroll view really is.
  var reportedOffset: Double?
  /// What it was doing.
  var phase = PlatformScrollPhase.resting
  /// How far its offset lies past either end of the pages, as a shift of what is drawn (points
  /// on screen): a bounce.
  var screenShift = 0.0
  /// Whether the scroll view panned under the touch that is down: then it is no tap.
  var pannedByTouch = false
}
