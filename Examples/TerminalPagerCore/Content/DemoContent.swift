import Folio

/// The demo's data source: `p0...p(n-1)` built in, `n1, n2, ...` for inserted pages.
package final class DemoContent: PageContainerDataSource {
  /// The pages, in order.
  package var pages: [DemoPage]
  /// How many pages have been inserted so far.
  package private(set) var insertedCount = 0

  /// Creates `count` built-in pages.
  ///
  /// - Parameter count: The number of pages; negative counts as 0.
  package init(count: Int) {
    pages = (0..<max(0, count)).map { DemoPage(id: .builtIn($0)) }
  }

  /// A new page for an insertion: the k-th has identity `n<k>` and its kind by k mod 3.
  ///
  /// - Returns: The page.
  package func makeInsertedPage() -> DemoPage {
    insertedCount += 1
    return DemoPage(id: .inserted(insertedCount))
  }

  /// The pages.
  ///
  /// - Parameter container: The asking container.
  /// - Returns: The pages.
  package func pages(for container: PageContainer<DemoPage>) -> [DemoPage] { pages }

  /// The controller of the page's kind.
  ///
  /// - Parameters:
  ///   - container: The asking container.
  ///   - page: The page.
  ///   - index: Its index.
  /// - Returns: A dequeued controller.
  /// - Throws: What the dequeue throws.
  package func pageContainer(
    _ container: PageContainer<DemoPage>, controllerFor page: DemoPage, at index: Int
  ) throws(PageContainerError) -> any PageController<DemoPage> {
    switch page.kind {
    case .article: try container.dequeueReusablePage(of: Article.self, for: index)
    case .photo: try container.dequeueReusablePage(of: Photo.self, for: index)
    case .video: try container.dequeueReusablePage(of: Video.self, for: index)
    }
  }
}
