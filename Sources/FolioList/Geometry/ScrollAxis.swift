/// The direction content scrolls in.
public enum ScrollAxis: Hashable, Sendable {
  /// Left to right: offsets grow along x.
  case horizontal
  /// Top to bottom: offsets grow along y.
  case vertical
}
