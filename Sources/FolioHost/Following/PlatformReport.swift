/// What a platform scroll view last reported to a host in followed motion.
struct PlatformReport {
  /// Its content offset along the axis, in points; `nil` before its first report.
  var offset: Double?
  /// What it was doing.
  var phase = PlatformScrollPhase.resting
  /// How far its offset lies past either end of the pages, as a shift of what is drawn (points
  /// on screen): a bounce.
  var screenShift = 0.0
}
