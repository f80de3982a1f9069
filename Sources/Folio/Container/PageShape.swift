/// How big pages are along the paging axis, how far apart, where they rest, and how far a fling
/// goes: one full page per viewport (the default), neighbours that peek (a carousel), or two or
/// three pages side by side (a tablet).
///
/// Every page index stays a snap point and the position stays in pages: 2.5 is halfway between
/// resting on page 2 and resting on page 3, whatever the page size. At rest on page `k`, page
/// `k` sits at its ``alignment`` and its neighbours follow one page length plus ``spacing``
/// apart, so every page that intersects the viewport is shown (see
/// <doc:PageShapes> for what the lifecycle says of pages partly shown).
///
/// Bad numbers are clamped, never trapped: see ``PageSize``, ``spacing`` and ``flingLimit``.
public struct PageShape: Hashable, Sendable {
  /// The length of a page along the paging axis.
  public var size: PageSize
  /// The gap between neighbouring pages, in points: 0 by default; negative and not-a-number
  /// count as 0, and more than half the viewport's length along the axis counts as that half
  /// (a gap as long as the viewport could fill it, with no page in view mid-motion: some page
  /// is always shown).
  public var spacing: Double
  /// Where the page a container rests on sits in the viewport.
  public var alignment: PageAlignment
  /// The most pages a fling passes, from the page the position lies on: 1 by default (the next
  /// page); values below 1 count as 1.
  public var flingLimit: Int

  /// Creates a shape.
  ///
  /// - Parameters:
  ///   - size: The length of a page; the whole viewport by default.
  ///   - spacing: The gap between pages, in points: negative or not a number counts as 0, and
  ///     more than half the viewport's length along the axis counts as that half, so that some
  ///     page is always in view.
  ///   - alignment: Where the resting page sits; at the leading edge by default.
  ///   - flingLimit: The most pages a fling passes.
  public init(
    size: PageSize = .fraction(1), spacing: Double = 0, alignment: PageAlignment = .leading,
    flingLimit: Int = 1
  ) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
    self.flingLimit = flingLimit
  }

  /// One page filling the viewport, no spacing, a fling passes one page: the container's
  /// default.
  public static var fullPage: PageShape { PageShape() }
}

/// The length of a page along the paging axis.
public enum PageSize: Hashable, Sendable {
  /// A fraction of the viewport's length, within `0 < f ≤ 1`: zero, negative, not-a-number and
  /// larger fractions count as 1 (the whole viewport), and fractions below 0.01 as 0.01 (so at
  /// most about a hundred pages are shown at once).
  case fraction(Double)
  /// A length in points: zero, negative, not-a-number, infinite lengths and lengths over the
  /// viewport's count as the viewport's length, and lengths under a hundredth of it as a
  /// hundredth.
  case length(Double)
}

/// Where the page a container rests on sits in the viewport.
public enum PageAlignment: Hashable, Sendable {
  /// At the viewport's leading edge (the left, the right in right to left, or the top).
  case leading
  /// In the middle, with its neighbours peeking on both sides.
  case centered
}
