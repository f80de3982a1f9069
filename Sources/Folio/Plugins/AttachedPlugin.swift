/// An attached plugin, as the container's frames see it: not generic, so that telling plugins
/// that the pages scrolled (every frame) looks up no generic metadata.
package class PluginLink {
  /// Cleared when the plugin is removed (or the container goes), before anything else.
  final var isAttached = true
  /// Cleared by the default (empty) ``PageContainerPlugin/pageContainerDidScroll(_:)`` the
  /// first time a frame calls it: a plugin's hooks are fixed by its type, so frames then skip
  /// it.
  final var hearsScrolling = true
  /// Cleared, likewise, by the default ``PageContainerPlugin/pageDidReachLifecycleStep(_:step:controller:at:)``.
  final var hearsLifecycle = true

  /// The plugin's ``PageContainerPlugin/pageContainerDidScroll(_:)``.
  func didScroll() {}

  /// A link to no plugin (tests: the listeners part links plugins without a container).
  ///
  /// - Returns: An attached link.
  package static func standalone() -> PluginLink { PluginLink() }
}

/// A plugin with its context.
final class AttachedPlugin<Page: Diffable>: PluginLink {
  let plugin: any PageContainerPlugin<Page>
  let context: PagePluginContext<Page>

  init(plugin: any PageContainerPlugin<Page>, context: PagePluginContext<Page>) {
    self.plugin = plugin
    self.context = context
    super.init()
    context.link = self
  }

  override func didScroll() { plugin.pageContainerDidScroll(context) }
}
