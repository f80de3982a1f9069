// MARK: - Dequeuing: a page's controller asked of the data source, adopted or replaced

extension PageContainer {
  /// The active entry of a page, asking the data source for its controller (which dequeues it).
  ///
  /// A data source that fails, or returns a controller that is not the page's dequeued one, gets a
  /// diagnostic and the page a placeholder, so that the lifecycle stays whole.
  func controllerEntry(at index: Int, for request: PageControllerRequest = .display)
    -> ActivePage<Page>?
  {
    guard index >= 0, index < count else { return nil }
    let forDisplay = request != .prefetch
    let page = adapter.object(at: index)
    let id = page.diffID
    // Budgets are read once per ask, and the ask's state written only when there are some.
    let budgeted = retention.hasBudgets
    if budgeted { retention.beginAsk(forDisplay: forDisplay) }
    defer {
      if budgeted, retention.ask.refused != nil, let slot = presentation.slots.live(at: index) {
        retention.noteStandIn(slot)
      }
    }
    do {
      guard let dataSource else {
        throw PageContainerError.noController(
          index: index, page: name(of: page), reason: "the container has no data source")
      }
      let previous = presentation.slot(for: id)?.controllerID
      let controller = try ask(dataSource, for: page, at: index, request)
      // The dequeue records the active page it served: no second lookup by identity.
      if let slot = presentation.served, slot.isActive,
        slot.controllerID == ObjectIdentifier(controller)
      {
        if previous != slot.controllerID { announceDequeue(of: id, at: index) }
        return entry(slot)
      }
      if isInUse(controller) {
        throw PageContainerError.controllerInUse(
          controller: reuse.tag(of: ObjectIdentifier(controller))
            ?? ControllerTag(typeName: String(describing: type(of: controller)), number: 0),
          page: name(of: page))
      }
      // A controller the data source made itself: adopt it as a new one.
      adopt(controller, for: page, at: index)
      announceDequeue(of: id, at: index)
    } catch {
      // A prefetch the budget refused leaves the page without a controller: no fault. Plugins
      // hear when that budget may have room again.
      if budgeted, !forDisplay, retention.ask.refused != nil {
        retention.noteRefusedPrefetch()
        return nil
      }
      emit(.diagnostic(String(describing: error)))
      adopt(PlaceholderPageController<Page>(), for: page, at: index)
      announceDequeue(of: id, at: index)
    }
    return activePage(id)
  }

  /// Asks the data source for the controller of the page at `index`, as user code that may
  /// dequeue that page (and only that one).
  private func ask(
    _ dataSource: any PageContainerDataSource<Page>, for page: Page, at index: Int,
    _ request: PageControllerRequest
  ) throws(PageContainerError) -> any PageController<Page> {
    presentation.beginAsk(index: index, request: request)
    defer { presentation.endAsk() }
    return try callingUserCode { () throws(PageContainerError) in
      try dataSource.pageContainer(self, controllerFor: page, at: index)
    }
  }

  /// Plugins hear that a page got a controller it did not have: every plugin prepares it (a
  /// restoration gives its state), then every plugin hears the dequeue (a range enters it).
  private func announceDequeue(of id: Page.DiffID, at index: Int) {
    guard listeners.hasPlugins else { return }
    forEachPlugin { $0.plugin.prepareDequeuedPage($0.context, id: id, at: index) }
    forEachPlugin { $0.plugin.pageDidDequeue($0.context, id: id, at: index) }
  }

  private func adopt(_ controller: any PageController<Page>, for page: Page, at index: Int) {
    if let previous = activePage(page.diffID), previous.controller !== controller {
      supersede(previous)
    }
    let key = ReuseIdentifier(type(of: controller))
    if reuse.tag(of: ObjectIdentifier(controller)) == nil {
      introduce(controller, typeName: key.typeName)
    }
    activate(
      ActivePage(
        controller: controller, key: key, page: page, index: index,
        transforms: transforms(controller)))
    callingUserCode { controller.bind(to: page) }
    tellSize(to: controller)
    if let tag = reuse.tag(of: ObjectIdentifier(controller)) {
      emit(.dequeued(index: index, page: name(of: page), controller: tag, source: .new))
    }
  }
}
