extension Double {
  /// The value taken around a ring `ring` long (positive), within `0..<ring`; a rounding error
  /// that lands on `ring` itself, and a value that is not finite, count as 0.
  func around(ring: Double) -> Double {
    let wrapped = self - (self / ring).rounded(.down) * ring
    return wrapped >= 0 && wrapped < ring ? wrapped : 0
  }
}
