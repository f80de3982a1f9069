/// Where the tabs lie in the strip's content: measured widths with their prefix sums, or one
/// fixed width with arithmetic.
struct TabStripLayout {
  /// The longest width or spacing used; longer ones are clamped to it.
  static let maximumLength = 1e9

  private(set) var count = 0
  private var fixedWidth = 0.0
  private var isFixed = true
  private var starts: [Double] = []
  private var widths: [Double] = []
  private(set) var spacing = 0.0
  private(set) var contentWidth = 0.0

  /// `value` within `0...maximumLength`; not-a-number becomes 0.
  static func clamp(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(0, value), maximumLength)
  }

  /// Lays out `count` tabs.
  init(count: Int, widths rule: TabWidths, spacing: Double, title: (Int) -> String) {
    self.count = max(0, count)
    self.spacing = Self.clamp(spacing)
    switch rule {
    case .fixed(let width):
      fixedWidth = Self.clamp(width)
      let tabs = Double(self.count)
      contentWidth = tabs * fixedWidth + max(0, tabs - 1) * self.spacing
    case .measured(let measure):
      isFixed = false
      starts.reserveCapacity(self.count)
      widths.reserveCapacity(self.count)
      var x = 0.0
      for index in 0..<self.count {
        if index > 0 { x += self.spacing }
        let width = Self.clamp(measure(title(index)))
        starts.append(x)
        widths.append(width)
        x += width
      }
      contentWidth = x
    }
  }

  /// The leading edge and width of tab `index`, which must be in `0..<count`.
  func span(of index: Int) -> (x: Double, width: Double) {
    if isFixed { return (Double(index) * (fixedWidth + spacing), fixedWidth) }
    return (starts[index], widths[index])
  }

  /// The tab whose span contains `x`, if any.
  ///
  /// - Complexity: O(log n).
  func tab(containing x: Double) -> Int? {
    guard count > 0, x.isFinite, x >= 0 else { return nil }
    let index = firstTab(endingAfter: x)
    guard index < count else { return nil }
    let span = span(of: index)
    return x >= span.x && x < span.x + span.width ? index : nil
  }

  /// The tabs that overlap `low..<high`.
  ///
  /// - Complexity: O(log n).
  func tabs(overlapping low: Double, _ high: Double) -> Range<Int> {
    guard count > 0, !low.isNaN, !high.isNaN, low < high else { return 0..<0 }
    let first = firstTab(endingAfter: low)
    // Binary search for the first tab starting at or after `high`.
    var lower = first
    var upper = count
    while lower < upper {
      let middle = lower + (upper - lower) / 2
      if span(of: middle).x >= high { upper = middle } else { lower = middle + 1 }
    }
    return first < lower ? first..<lower : 0..<0
  }

  /// The first tab whose trailing edge lies after `x` (`count` if none).
  private func firstTab(endingAfter x: Double) -> Int {
    var lower = 0
    var upper = count
    while lower < upper {
      let middle = lower + (upper - lower) / 2
      let span = span(of: middle)
      if span.x + span.width > x { upper = middle } else { lower = middle + 1 }
    }
    return lower
  }
}
