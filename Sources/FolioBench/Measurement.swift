/// Runs `body` `runs` times and returns the median wall-clock time in milliseconds.
///
/// One untimed run first warms caches and the allocator. `body` returns a value that is folded
/// into `sink`, so the optimiser cannot drop the work.
func medianMilliseconds(runs: Int, sink: inout Int, _ body: () -> Int) -> Double {
  sink &+= body()
  let clock = ContinuousClock()
  var samples: [Double] = []
  for _ in 0..<max(1, runs) {
    var produced = 0
    let elapsed = clock.measure { produced = body() }
    sink &+= produced
    samples.append(milliseconds(elapsed))
  }
  samples.sort()
  return samples[samples.count / 2]
}

/// A duration in milliseconds.
func milliseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
}

/// `value` with `digits` digits after the point, for tables.
func formatted(_ value: Double, digits: Int = 2) -> String {
  guard value.isFinite else { return "-" }
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  var text = String(rounded)
  if let dot = text.firstIndex(of: ".") {
    let decimals = text.distance(from: dot, to: text.endIndex) - 1
    text += String(repeating: "0", count: max(0, digits - decimals))
  } else if digits > 0 {
    text += "." + String(repeating: "0", count: digits)
  }
  return text
}

/// `text` padded on the left to `width` characters.
func padded(_ text: String, _ width: Int) -> String {
  String(repeating: " ", count: max(0, width - text.count)) + text
}
