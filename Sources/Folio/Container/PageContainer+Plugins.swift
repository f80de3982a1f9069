// MARK: - Plugin host

extension PageContainer {
  /// Adds a plugin; its hooks run after those of plugins added before it.
  ///
  /// The plugin gets ``PageContainerPlugin/pluginDidAttach(_:)`` at once. Adding a plugin that
  /// is already attached does nothing.
  ///
  /// A plugin serves one container at a time (what it keeps is about that container's pages):
  /// adding one whose ``PageContainerPlugin/attachedContext`` is still attached to another
  /// container attaches nothing and emits a ``PageEvent/diagnostic(_:)`` event (every shipped
  /// plugin answers it). Once removed there, or once that container is deallocated, it can be
  /// added here.
  /// - Parameter plugin: The plugin.
  public func addPlugin(_ plugin: any PageContainerPlugin<Page>) {
    submit { [self] in
      guard !listeners.plugins.contains(where: { attached($0).plugin === plugin }) else { return }
      if let other = plugin.attachedContext, other.isAttached, other.container !== self {
        emit(
          .diagnostic(
            "\(type(of: plugin)) was not added: it serves another container (remove it there first)"
          ))
        return
      }
      let context = PagePluginContext(
        container: self, pluginName: String(describing: type(of: plugin)))
      listeners.link(AttachedPlugin(plugin: plugin, context: context))
      plugin.pluginDidAttach(context)
    }
  }

  /// Removes a plugin: it gets ``PageContainerPlugin/pluginWillDetach(_:)``, its context stops
  /// answering, and the pages it retained fall back to the normal recycling rule at once.
  ///
  /// - Parameter plugin: A plugin added before.
  public func removePlugin(_ plugin: any PageContainerPlugin<Page>) {
    submit { [self] in
      guard let link = listeners.unlink(where: { attached($0).plugin === plugin }) else { return }
      let removed = attached(link)
      removed.plugin.pluginWillDetach(removed.context)
      removed.isAttached = false
      removed.context.detach(at: clock.now)
      recycle()
    }
  }

  /// The plugins, in the order they were added.
  public var attachedPlugins: [any PageContainerPlugin<Page>] {
    listeners.plugins.map { attached($0).plugin }
  }

  /// The plugin and context of a link of this container.
  func attached(_ link: PluginLink) -> AttachedPlugin<Page> {
    unsafeDowncast(link, to: AttachedPlugin<Page>.self)
  }

  /// Runs `body` for every plugin in order; plugins removed meanwhile are skipped.
  func forEachPlugin(_ body: (AttachedPlugin<Page>) -> Void) {
    guard listeners.hasPlugins else { return }
    let links = listeners.plugins  // a copy: plugin code runs outside any access to the property
    for link in links where link.isAttached { body(attached(link)) }
  }

  /// Makes a page's controller active off screen (see ``PagePluginContext/prefetchPage(at:)``).
  func prefetch(at index: Int) throws(PageContainerError) -> any PageController<Page> {
    guard !requests.isDelivering else { throw .busy }
    guard isBusy else {
      var result: Result<any PageController<Page>, PageContainerError> = .failure(.busy)
      submit { result = Result { () throws(PageContainerError) in try self.prefetch(at: index) } }
      return try result.get()
    }
    guard index >= 0, index < count else { throw .indexOutOfRange(index: index, count: count) }
    // An active page keeps its controller (found by index: no hashing of its identity).
    if let slot = presentation.slots.live(at: index) { return entry(slot).controller }
    if isShedding { throw .sheddingMemory }
    if retention.boundLimit != nil, !makeBoundRoom(forPrefetchAt: index) {
      throw .boundPageLimitReached(limit: retention.boundLimit ?? 1)
    }
    guard let entry = controllerEntry(at: index, for: .prefetch) else {
      if let refused = retention.ask.refused { throw refused }
      throw .noController(
        index: index, page: name(of: adapter.object(at: index)),
        reason: "no controller was supplied")
    }
    return entry.controller
  }

  /// Records a plugin's event in the event log.
  func recordPluginEvent(_ name: String, at index: Int) {
    guard listeners.hasObservers, let page = page(at: index) else { return }
    let controller = presentation.slot(for: page.diffID).flatMap { reuse.tag(of: $0.controllerID) }
    emit(.plugin(name: name, index: index, page: self.name(of: page), controller: controller))
  }

  /// Records a plugin's event about a page, naming a controller it had.
  func recordPluginEvent(
    _ name: String, forPage id: Page.DiffID, controller: any PageController<Page>
  ) {
    guard listeners.hasObservers else { return }
    let tag = reuse.tag(of: ObjectIdentifier(controller))
    if let entry = pageForPlugins(id) {
      emit(
        .plugin(name: name, index: entry.index, page: self.name(of: entry.page), controller: tag))
    } else if let index = index(of: id), let page = page(at: index) {
      emit(.plugin(name: name, index: index, page: self.name(of: page), controller: tag))
    }
  }

  /// Records a plugin's event about an active page, deleted or not.
  func recordPluginEvent(_ name: String, forPage id: Page.DiffID) {
    guard listeners.hasObservers else { return }
    if let entry = pageForPlugins(id) {
      let controller = reuse.tag(of: entry.controllerID)
      emit(
        .plugin(
          name: name, index: entry.index, page: self.name(of: entry.page), controller: controller))
    } else if let index = index(of: id) {
      recordPluginEvent(name, at: index)
    }
  }
}
