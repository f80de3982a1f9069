import Folio

/// What each active controller of a ``FolioPager`` last heard of its lifecycle, by controller:
/// a plugin of the pager's container (it hears the steps as they are delivered).
@usableFromInline
final class HeardAppearances<Page: Diffable>: PageContainerPlugin {
  private var context: PagePluginContext<Page>?
  /// The appearance each active controller last heard.
  @usableFromInline private(set) var heard: [ObjectIdentifier: PageAppearance] = [:]

  @usableFromInline var attachedContext: PagePluginContext<Page>? { context }

  @usableFromInline func pluginDidAttach(_ context: PagePluginContext<Page>) {
    self.context = context
  }

  @usableFromInline func pluginWillDetach(_ context: PagePluginContext<Page>) {
    self.context = nil
    heard = [:]
  }

  @usableFromInline func pageDidReachLifecycleStep(
    _ context: PagePluginContext<Page>, step: PageLifecycleStep,
    controller: any PageController<Page>, at index: Int
  ) {
    let id = ObjectIdentifier(controller)
    switch step {
    case .willAppear: heard[id] = .appearing
    case .didAppear: heard[id] = .appeared
    case .didDisappear: heard[id] = .hidden
    case .reclaimed: heard[id] = nil
    }
  }
}
