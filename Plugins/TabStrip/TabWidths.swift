/// How wide the tabs of a ``TabStrip`` are.
public enum TabWidths {
  /// Every tab is as wide as the closure measures its title.
  ///
  /// The strip measures every title whenever the pages change: O(n) per change, 16 bytes per
  /// tab kept.
  case measured((String) -> Double)
  /// Every tab is this wide, whatever its title: O(1) per change and no memory per tab, for
  /// containers of millions of pages.
  case fixed(Double)

  /// Tabs as wide as their title's characters, each `characterWidth` wide, plus `padding` on
  /// each side (the default: cells of a terminal).
  ///
  /// The strip's units are the screen's: a terminal's cells by default; on a screen, points,
  /// where a title is best measured with the app's font
  /// (`.measured { title in (title as NSString).size(withAttributes: [.font: font]).width + 24 }`),
  /// or approximated here with the font's average character width.
  ///
  /// - Parameters:
  ///   - characterWidth: How wide a character is, in the strip's units; 1 by default (a cell).
  ///   - padding: Space on each side of the title; 2 by default.
  /// - Returns: The measuring rule.
  public static func titleLength(characterWidth: Double = 1, padding: Double = 2) -> TabWidths {
    .measured { Double($0.count) * characterWidth + 2 * padding }
  }
}

/// One tab of a ``TabStrip``: its page, title and place in the strip's content.
public struct Tab: Hashable, Sendable, CustomStringConvertible {
  /// The page's index.
  public var index: Int
  /// The title.
  public var title: String
  /// The leading edge, in the strip's content coordinates.
  public var x: Double
  /// The width.
  public var width: Double

  /// Creates a tab.
  ///
  /// - Parameters:
  ///   - index: The page's index.
  ///   - title: The title.
  ///   - x: The leading edge.
  ///   - width: The width.
  public init(index: Int, title: String, x: Double, width: Double) {
    self.index = index
    self.title = title
    self.x = x
    self.width = width
  }

  /// `index:title@x+width`.
  public var description: String { "\(index):\(title)@\(x)+\(width)" }
}
