import Folio

extension InstructionProbes {
  /// A controller that follows its progress (a transform), as an app's would.
  final class TransformingController: ConstructiblePageController, TransformablePageController {
    typealias Page = InstructionProbes.Page
    var scale = 1.0
    init() {}
    func pageDidChangeProgress(_ progress: Double) { scale = 1 - 0.2 * min(1, abs(progress)) }
  }

  /// Pages whose controllers follow their progress.
  final class TransformingPages: PageContainerDataSource {
    let pages = (0..<1_000).map { Page(id: $0) }
    func pages(for container: PageContainer<Page>) -> [Page] { pages }
    func pageContainer(
      _ container: PageContainer<Page>, controllerFor page: Page, at index: Int
    ) throws(PageContainerError) -> any PageController<Page> {
      try container.dequeueReusablePage(of: TransformingController.self, for: index)
    }
  }

  /// A plugin that reads every shown page's progress on every frame.
  final class ProgressReader: PageContainerPlugin {
    typealias Page = InstructionProbes.Page
    var sum = 0.0
    func pageContainerDidScroll(_ context: PagePluginContext<Page>) {
      context.forEachVisiblePage { _, progress in sum += progress }
    }
  }

  /// A glide frame of a carousel (half pages, centred: three pages shown) whose controllers
  /// and a plugin follow every shown page's progress.
  static func transformGlideFrames() -> (Int) -> Void {
    let clock = ManualClock()
    let source = TransformingPages()
    let reader = ProgressReader()
    let container = PageContainer<Page>(
      viewportSize: Size(width: 80, height: 24),
      physics: ScrollPhysics(decelerationDuration: .seconds(100_000)), clock: clock)
    container.shape = PageShape(size: .fraction(0.5), alignment: .centered)
    container.dataSource = source
    container.addPlugin(reader)
    container.layoutIfNeeded()
    try? container.scrollToPage(10, animated: false)
    container.beginDragging()
    container.drag(byPages: 0.1)
    container.endDragging(velocity: 2)
    for _ in 0..<10 { clock.advance(by: clock.frameInterval) }
    return { _ in
      // The closure keeps the container alive (the clock holds it weakly), and its source and
      // plugin (it holds the source weakly).
      withExtendedLifetime((container, source, reader)) { clock.advance(by: clock.frameInterval) }
    }
  }
}
