/// Everything the screen shows at one moment: what the renderer draws from.
package struct PagerSnapshot: Hashable, Sendable {
  /// A tab of the strip, or an entry of a list.
  package struct Tab: Hashable, Sendable {
    /// The page's index.
    package var index: Int
    /// The page's identity.
    package var title: String
    /// In the strip: the tab's left edge in columns from the strip's left edge.
    package var x: Double
    /// In the strip: the tab's width in columns.
    package var width: Double

    package init(index: Int, title: String, x: Double = 0, width: Double = 0) {
      self.index = index
      self.title = title
      self.x = x
      self.width = width
    }
  }

  /// The size of one reuse pool.
  package struct Pool: Hashable, Sendable {
    /// The controller type.
    package var type: String
    /// How many controllers wait in it.
    package var count: Int

    package init(type: String, count: Int) {
      self.type = type
      self.count = count
    }
  }

  /// A page being shown, where it is.
  package struct ShownPage: Hashable, Sendable {
    /// The page's index.
    package var index: Int
    /// Its leading edge in page widths from the page area's left edge.
    package var offset: Double
    /// What it draws.
    package var art: PageArt.Input
    /// Its accessibility label ("Page n of m"), drawn under its title.
    package var label: String
    /// Its left edge in columns from the page area's left edge, as drawn (`nil`: `offset`
    /// page widths, for a page as wide as the area).
    package var origin: Double?
    /// Its width in columns (`nil`: the page area's).
    package var width: Double?

    package init(
      index: Int, offset: Double, art: PageArt.Input, label: String = "", origin: Double? = nil,
      width: Double? = nil
    ) {
      self.index = index
      self.offset = offset
      self.art = art
      self.label = label
      self.origin = origin
      self.width = width
    }
  }

  /// The tabs in view, ascending, placed by the tab strip.
  package var tabs: [Tab] = []
  /// The tab strip's indicator: its left edge in columns from the strip's left edge.
  package var indicatorX = 0.0
  /// The indicator's width in columns: its first piece, the whole of it unless it wraps.
  package var indicatorWidth = 0.0
  /// Where a looping strip that fits its tabs continues the indicator past the seam (the
  /// ring's start), in columns from the strip's left edge; its width is 0 when it does not wrap.
  package var indicatorTailX = 0.0
  /// The width of the indicator's continuation past the seam, in columns.
  package var indicatorTailWidth = 0.0
  /// The number of pages.
  package var count = 0
  /// The settled page.
  package var current: Int?
  /// The live position.
  package var position = 0.0
  /// The scroll state's name.
  package var state = "idle"
  /// Shown pages' indexes.
  package var visible: [Int] = []
  /// Active controllers: index and `Type#n`.
  package var active: [Tab] = []
  /// Pool sizes per type.
  package var pools: [Pool] = []
  /// Controllers created so far.
  package var instantiated = 0
  /// The pages in the working range as ascending runs of indices (two during a far jump).
  package var workingRangeSpans: [ClosedRange<Int>] = []
  /// The working range size (0 = off).
  package var workingRangeSize = 0
  /// The pages to draw.
  package var pages: [ShownPage] = []
  /// The newest events, oldest first.
  package var log: [PagerEvent] = []
  /// The jump being typed, if any.
  package var prompt: String?
  /// Whether the help is shown.
  package var showHelp = false
  /// Whether pages advance on their own.
  package var autoAdvance = false
  /// The last announcement, shown in the status line.
  package var announcement: String?
  /// The seed for the pages' art.
  package var seed: UInt64 = 1

  /// An empty snapshot.
  package init() {}
}
