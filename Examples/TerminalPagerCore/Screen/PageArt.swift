import FolioSupport

/// Draws a page of the demo as text: a pure function of the page, its playback and a seed.
package enum PageArt {
  /// What a page draws from.
  package struct Input: Hashable, Sendable {
    /// The page.
    package var page: DemoPage
    /// Video progress, from 0 to 1.
    package var progress: Double
    /// Whether the video plays.
    package var isPlaying: Bool

    /// Creates an input.
    ///
    /// - Parameters:
    ///   - page: The page.
    ///   - progress: Video progress, from 0 to 1.
    ///   - isPlaying: Whether the video plays.
    package init(page: DemoPage, progress: Double, isPlaying: Bool) {
      self.page = page
      self.progress = progress
      self.isPlaying = isPlaying
    }
  }

  /// The page as exactly `height` lines of exactly `width` characters.
  ///
  /// - Parameters:
  ///   - input: The page and its playback.
  ///   - width: Columns.
  ///   - height: Rows.
  ///   - seed: Varies the text and pictures; the same seed draws the same page.
  /// - Returns: The lines.
  package static func draw(_ input: Input, width: Int, height: Int, seed: UInt64) -> [String] {
    guard width > 0, height > 0 else { return Array(repeating: "", count: max(0, height)) }
    var random = SeededRandomNumberGenerator(
      seed: seed ^ stableHash(input.page.id.description)
        ^ UInt64(truncatingIfNeeded: input.page.revision))
    let revision = input.page.revision > 0 ? " (rev \(input.page.revision))" : ""
    var lines = [
      center("\(input.page.kind.rawValue) \(input.page.id.description)\(revision)", width), "",
    ]
    let room = max(0, height - lines.count)
    switch input.page.kind {
    case .article: lines += article(width: width, height: room, random: &random)
    case .photo: lines += photo(width: width, height: room, random: &random)
    case .video: lines += video(input, width: width, height: room)
    }
    return (0..<height).map { fit(lines.indices.contains($0) ? lines[$0] : "", width) }
  }

  private static let words = [
    "page", "swipe", "folio", "reuse", "pool", "controller", "appear", "settle", "range",
    "prefetch", "diff", "cell", "layout", "motion", "clock", "frame", "index", "identity",
    "update", "insert", "delete", "move", "reclaim", "viewport", "glide", "fling", "catch",
  ]

  private static func article(
    width: Int, height: Int, random: inout SeededRandomNumberGenerator
  ) -> [String] {
    let margin = width > 12 ? 2 : 0
    let textWidth = max(1, width - 2 * margin)
    var lines: [String] = []
    while lines.count < height {
      let count = Int.random(in: 12...30, using: &random)
      let paragraph = (0..<count).map { _ in words[Int.random(in: words.indices, using: &random)] }
      var line = ""
      for word in paragraph {
        if !line.isEmpty, line.count + 1 + word.count > textWidth {
          lines.append(String(repeating: " ", count: margin) + line)
          line = ""
        }
        line += (line.isEmpty ? "" : " ") + word
      }
      lines.append(String(repeating: " ", count: margin) + line)
      lines.append("")
    }
    return lines
  }

  private static func photo(
    width: Int, height: Int, random: inout SeededRandomNumberGenerator
  ) -> [String] {
    guard height > 0 else { return [] }
    let sun = Int.random(in: 0..<width, using: &random)
    let phase = Double.random(in: 0..<6.28, using: &random)
    let scale = Double.random(in: 0.08...0.2, using: &random)
    var rows = (0..<height).map { _ in [Character](repeating: " ", count: width) }
    for row in 0..<height / 2 {
      for column in 0..<width where Int.random(in: 0..<23, using: &random) == 0 {
        rows[row][column] = "."
      }
    }
    if height > 2 { rows[1][sun] = "O" }
    for column in 0..<width {
      let wave = (sin(Double(column) * scale + phase) + 1) / 2
      let peak = Int(Double(height) * (0.25 + 0.45 * wave))
      for row in max(0, height - peak)..<height {
        rows[row][column] = row == height - peak ? "^" : "#"
      }
    }
    rows[height - 1] = [Character](repeating: "~", count: width)
    return rows.map { String($0) }
  }

  private static func video(_ input: Input, width: Int, height: Int) -> [String] {
    guard height > 0 else { return [] }
    let screenHeight = max(0, height - 3)
    var lines: [String] = []
    let inner = max(0, width - 4)
    if screenHeight >= 2 {
      lines.append(" +" + String(repeating: "-", count: inner) + "+")
      for row in 0..<(screenHeight - 2) {
        let label =
          row == (screenHeight - 2) / 2 ? (input.isPlaying ? "> PLAYING" : "|| PAUSED") : ""
        lines.append(" |" + center(label, inner) + "|")
      }
      lines.append(" +" + String(repeating: "-", count: inner) + "+")
    }
    lines.append("")
    // Progress is a fraction; anything else (a caller's bad value) is clamped to 0...1.
    let progress = input.progress.isNaN ? 0 : min(1, max(0, input.progress))
    let seconds = Int(progress * Video.length)
    let time = " 0:\(seconds < 10 ? "0" : "")\(seconds) / 0:\(Int(Video.length))"
    let barWidth = max(0, width - 4 - time.count)
    let filled = Int((progress * Double(barWidth)).rounded(.down))
    lines.append(
      " [" + String(repeating: "#", count: filled)
        + String(repeating: ".", count: barWidth - filled) + "]" + time)
    return lines
  }

  /// `text` centred in `width` columns (cut if longer).
  package static func center(_ text: String, _ width: Int) -> String {
    guard width > 0 else { return "" }
    guard text.count < width else { return String(text.prefix(width)) }
    let left = (width - text.count) / 2
    return String(repeating: " ", count: left) + text
      + String(repeating: " ", count: width - text.count - left)
  }

  /// `text` cut or padded to exactly `width` columns.
  static func fit(_ text: String, _ width: Int) -> String {
    guard width > 0 else { return "" }
    return text.count >= width
      ? String(text.prefix(width)) : text + String(repeating: " ", count: width - text.count)
  }

  /// FNV-1a: a hash that is the same in every process (Swift's `Hasher` is not).
  static func stableHash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01B3
    }
    return hash
  }
}

/// The sine, without Foundation.
private func sin(_ x: Double) -> Double {
  // Reduce to [-pi, pi], then a Taylor series: plenty for a drawing.
  let twoPi = 6.283185307179586
  var value = x.truncatingRemainder(dividingBy: twoPi)
  if value > twoPi / 2 { value -= twoPi } else if value < -twoPi / 2 { value += twoPi }
  var term = value
  var sum = value
  for n in 1..<10 {
    term *= -value * value / Double((2 * n) * (2 * n + 1))
    sum += term
  }
  return sum
}
