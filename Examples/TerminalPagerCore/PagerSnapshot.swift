/// Everything the screen shows at one moment: what the renderer draws from.
public struct PagerSnapshot: Hashable, Sendable {
  /// A tab of the strip.
  public struct Tab: Hashable, Sendable {
    /// The page's index.
    public var index: Int
    /// The page's identity.
    public var title: String

    package init(index: Int, title: String) {
      self.index = index
      self.title = title
    }
  }

  /// The size of one reuse pool.
  public struct Pool: Hashable, Sendable {
    /// The controller type.
    public var type: String
    /// How many controllers wait in it.
    public var count: Int

    package init(type: String, count: Int) {
      self.type = type
      self.count = count
    }
  }

  /// A page being shown, where it is.
  public struct ShownPage: Hashable, Sendable {
    /// The page's index.
    public var index: Int
    /// Its leading edge in page widths from the page area's left edge.
    public var offset: Double
    /// What it draws.
    public var art: PageArt.Input

    package init(index: Int, offset: Double, art: PageArt.Input) {
      self.index = index
      self.offset = offset
      self.art = art
    }
  }

  /// Tabs around the current page, ascending.
  public var tabs: [Tab] = []
  /// The number of pages.
  public var count = 0
  /// The settled page.
  public var current: Int?
  /// The live position.
  public var position = 0.0
  /// The scroll state's name.
  public var state = "idle"
  /// Shown pages' indexes.
  public var visible: [Int] = []
  /// Active controllers: index and `Type#n`.
  public var active: [Tab] = []
  /// Pool sizes per type.
  public var pools: [Pool] = []
  /// Controllers created so far.
  public var instantiated = 0
  /// The pages in the working range as ascending runs of indices (two during a far jump).
  public var workingRangeSpans: [ClosedRange<Int>] = []
  /// The working range size (0 = off).
  public var workingRangeSize = 0
  /// The pages to draw.
  public var pages: [ShownPage] = []
  /// The newest events, oldest first.
  public var log: [PagerEvent] = []
  /// The jump being typed, if any.
  public var prompt: String?
  /// Whether the help is shown.
  public var showHelp = false
  /// Whether pages advance on their own.
  public var autoAdvance = false
  /// The seed for the pages' art.
  public var seed: UInt64 = 1

  /// An empty snapshot.
  public init() {}
}
