import Folio
import FolioAccessibility
import FolioWorkingRange

/// The plugins a front end adds to the container it hosts: one value, ``standard``, that
/// FolioUIKit's `FolioPageViewController`, FolioPagerModel's `FolioPager` (and so FolioSwiftUI)
/// and FolioHostTesting's `PageHostHarness` all apply unless told otherwise, so that a screen's
/// tests run the configuration that ships.
///
/// ```swift
/// // The shipped screen, and its test: the same plugins, added after the app's own.
/// let pages = try FolioPageViewController(container: container, clock: clock)
/// let screen = PageHostHarness<Story>(scale: 3) { clock in StoryScreen.makeContainer(clock) }
/// // Another configuration, said once and given to both.
/// let plugins = PageHostPlugins<Story>(workingRange: WorkingRangePlugin(size: 2))
/// ```
///
/// A value holds the plugin instances it is given (classes: a plugin serves one container at
/// a time); ``standard`` and ``none`` make fresh ones each time they are read.
public struct PageHostPlugins<Page: Diffable> {
  /// The accessibility plugin (the pages as one adjustable element, announcements of each
  /// settle, page actions and keys); `nil` for none.
  public var accessibility: PageAccessibilityPlugin<Page>?
  /// The working range that readies the neighbours before they are seen; `nil` for none.
  public var workingRange: WorkingRangePlugin<Page>?

  /// Plugins to add.
  ///
  /// - Parameters:
  ///   - accessibility: The accessibility plugin, if any; none by default.
  ///   - workingRange: The working range, if any; none by default.
  public init(
    accessibility: PageAccessibilityPlugin<Page>? = nil,
    workingRange: WorkingRangePlugin<Page>? = nil
  ) {
    self.accessibility = accessibility
    self.workingRange = workingRange
  }

  /// What ships: an accessibility plugin with its default labels, and a working range of one
  /// page on each side (so that a swipe never shows a page that is not ready).
  public static var standard: Self {
    Self(accessibility: PageAccessibilityPlugin(), workingRange: WorkingRangePlugin(size: 1))
  }

  /// No plugin: the container as the app built it.
  public static var none: Self { Self() }

  /// Adds the plugins to `container`, after the plugins it has: the accessibility plugin, then
  /// the working range.
  ///
  /// - Parameter container: The hosted container.
  public func add(to container: PageContainer<Page>) {
    if let accessibility { container.addPlugin(accessibility) }
    if let workingRange { container.addPlugin(workingRange) }
  }
}
