import Folio

/// A page as its accessibility text sees it: the model, where it is and how many pages there
/// are; what ``PageAccessibilityPlugin/pageLabel`` and ``PageAccessibilityPlugin/valueText``
/// turn into words.
public struct AccessiblePage<Page: Diffable> {
  /// The page's model.
  public var page: Page
  /// Its index, from 0.
  public var index: Int
  /// The number of pages.
  public var count: Int

  /// Creates a description of a page.
  ///
  /// - Parameters:
  ///   - page: The model.
  ///   - index: Its index.
  ///   - count: The number of pages.
  public init(page: Page, index: Int, count: Int) {
    self.page = page
    self.index = index
    self.count = count
  }

  /// Its number as people count, from 1 (saturating at `Int.max`).
  public var number: Int { index == .max ? .max : index + 1 }

  /// `Page n of m`, in English: the default label.
  public var defaultLabel: String { "Page \(number) of \(count)" }
}
