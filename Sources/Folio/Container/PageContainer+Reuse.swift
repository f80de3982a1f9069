// MARK: - Registration, dequeue and reuse pools

extension PageContainer {
  /// Registers a controller type that the container can create with `init()`.
  ///
  /// Registering such a type is optional: dequeuing it registers it.
  /// - Parameters:
  ///   - type: The controller type.
  ///   - reuseIdentifier: Separates several pools of one type; `nil` by default.
  public func register<Controller: ConstructiblePageController>(
    _ type: Controller.Type, reuseIdentifier: String? = nil
  ) where Controller.Page == Page {
    reuse.register(ReuseIdentifier(type, identifier: reuseIdentifier)) { Controller() }
  }

  /// Registers a controller type with a factory that creates its instances.
  ///
  /// - Parameters:
  ///   - type: The controller type.
  ///   - reuseIdentifier: Separates several pools of one type; `nil` by default.
  ///   - factory: Creates a controller when the type's pool is empty.
  public func register<Controller: PageController>(
    _ type: Controller.Type, reuseIdentifier: String? = nil,
    factory: @escaping () -> Controller
  ) where Controller.Page == Page {
    reuse.register(ReuseIdentifier(type, identifier: reuseIdentifier), factory: factory)
  }

  /// A controller for the page at `index`: the one already active for that page, else one from the
  /// pool of its type (after `prepareForReuse`), else a new one.
  ///
  /// The controller is then bound to the page (`bind(to:)`).
  ///
  /// Call it from ``PageContainerDataSource/pageContainer(_:controllerFor:at:)``. If the
  /// page's active controller is of another type or reuse identifier, the new controller takes
  /// its place in a transition, as UIKit's `transition(from:to:)` does: if the page is shown,
  /// the new controller's `pageWillAppear`, the old one's `pageDidDisappear`, the new one's
  /// `pageDidAppear` (at rest, on the current page), then the old one's `pageWasReclaimed`; the
  /// old controller is never bound to content that is not its own.
  /// - Parameters:
  ///   - type: The controller type.
  ///   - reuseIdentifier: Separates several pools of one type; `nil` by default.
  ///   - index: The page's index.
  /// - Returns: The controller.
  /// - Throws: ``PageContainerError/indexOutOfRange(index:count:)`` for a bad index;
  ///   ``PageContainerError/unregisteredType(typeName:)`` for a type that is neither registered
  ///   nor ``ConstructiblePageController``.
  public func dequeueReusablePage<Controller: PageController>(
    of type: Controller.Type, reuseIdentifier: String? = nil, for index: Int
  ) throws(PageContainerError) -> Controller where Controller.Page == Page {
    guard index >= 0, index < count else { throw .indexOutOfRange(index: index, count: count) }
    guard presentation.isAsked(index) else { throw .dequeueOutsideDataSource(index: index) }
    let page = adapter.object(at: index)
    let id = page.diffID
    let key = ReuseIdentifier(type, identifier: reuseIdentifier)
    let outgoing = activePage(id)
    if let current = outgoing, current.key == key,
      let controller = current.controller as? Controller
    {
      presentation.move(current, to: index)
      presentation.serve(current)
      emitDequeue(index: index, page: page, controller: controller, source: .active)
      return controller
    }
    let factory = try registration(for: type, key: key)
    if retention.hasBudgets { try makeRoom(for: key, at: index, page: id) }
    let controller: Controller
    let source: PageEvent.DequeueSource
    if let pooled = takeFromPool(key, as: Controller.self) {
      callingUserCode { pooled.prepareForReuse() }
      controller = pooled
      source = .pool
    } else {
      guard let made = factory() as? Controller else {
        throw .unregisteredType(typeName: key.typeName)
      }
      // A factory that hands back an instance already serving a page, or pooled, must not put
      // one controller in two places.
      if let tag = reuse.tag(of: ObjectIdentifier(made)) {
        throw .controllerInUse(controller: tag, page: name(of: page))
      }
      introduce(made, typeName: key.typeName)
      controller = made
      source = .new
    }
    // The page's controller of another type (or reuse identifier) is swapped out as a
    // transition, not retired here (see ``supersede(_:)``).
    if let outgoing { supersede(outgoing) }
    let entry = ActivePage(
      controller: controller, key: key, page: page, index: index, transforms: transforms(controller)
    )
    activate(entry)
    presentation.serve(entry)
    callingUserCode { controller.bind(to: page) }
    tellSize(to: controller)
    emitDequeue(index: index, page: page, controller: controller, source: source)
    return controller
  }

  /// Releases every pooled controller (for memory pressure).
  ///
  /// Active controllers are kept. A queued request, like every change.
  public func trimPools() {
    submit { self.releasePools() }
  }

  // MARK: Internals

  private func registration<Controller: PageController>(
    for type: Controller.Type, key: ReuseIdentifier
  ) throws(PageContainerError) -> () -> any PageController<Page> where Controller.Page == Page {
    if let factory = reuse.factory(for: key) { return factory }
    guard let constructible = type as? any ConstructiblePageController.Type else {
      throw .unregisteredType(typeName: key.typeName)
    }
    let factory: () -> any PageController<Page> = {
      (constructible.init() as? any PageController<Page>) ?? PlaceholderPageController<Page>()
    }
    reuse.register(key, factory: factory)
    return factory
  }

  private func takeFromPool<Controller: AnyObject>(
    _ key: ReuseIdentifier, as type: Controller.Type
  )
    -> Controller?
  {
    reuse.takePooled(key, as: type)
  }

  /// Whether a controller follows its progress (``TransformablePageController``), known per
  /// class after the first.
  func transforms(_ controller: any PageController<Page>) -> Bool {
    reuse.transforms(controller)
  }

  /// Gives a new controller its tag and records its creation.
  func introduce(_ controller: any PageController<Page>, typeName: String) {
    // Named first: `emit` builds its event only when someone observes.
    let tag = reuse.introduce(controller, typeName: typeName)
    emit(.instantiated(controller: tag))
  }

  private func emitDequeue(
    index: Int, page: Page, controller: any PageController<Page>, source: PageEvent.DequeueSource
  ) {
    guard let tag = reuse.tag(of: ObjectIdentifier(controller)) else { return }
    emit(.dequeued(index: index, page: name(of: page), controller: tag, source: source))
  }

  /// Whether a controller serves a page or sits in a pool.
  func isInUse(_ controller: any PageController<Page>) -> Bool {
    presentation.slots.all.contains { $0.controllerID == ObjectIdentifier(controller) }
      || reuse.isPooled(controller)
  }

  /// Takes `entry` off its page, which another controller now serves: the slot becomes an outgoing
  /// one (as a deleted page's is), so the page's next presentation shows the new controller
  /// first (`pageWillAppear`), then hides the old one (`pageDidDisappear`); the recycling pass
  /// that follows reclaims it, after the new one's `pageDidAppear`, and while the pages move
  /// ``reclaimReplaced()`` does, at the end of the request.
  func supersede(_ entry: ActivePage<Page>) {
    presentation.markDeleted(entry)
  }

  /// Takes a controller back: `pageDidDisappear` if it was shown, plugins'
  /// ``PageContainerPlugin/pageWillBeReclaimed(_:id:at:)`` (a working range exits it), then
  /// `pageWasReclaimed`, then into its pool (or released if the pool is full).
  func retire(_ entry: ActivePage<Page>) {
    if entry.appearance != .hidden {
      setHidden(entry)
      deliver(.didDisappear, entry)
    }
    if listeners.hasPlugins {
      let id = entry.page.diffID
      // While plugins hear of it, the page's controller is the one going (an outgoing
      // controller's page has a new one already).
      presentation.reclaiming(entry) {
        forEachPlugin { $0.plugin.pageWillBeReclaimed($0.context, id: id, at: entry.index) }
      }
    }
    // The hook may not change this entry (requests are queued), but check before taking it.
    guard entry.isActive else { return }
    deactivate(entry)
    deliver(.reclaimed, entry)
    let overBudget =
      retention.hasBudgets
      && (retention.budget(of: entry.key).map { liveCount(of: entry.key) >= $0 } ?? false)
    // A lowered budget takes effect as controllers come back; a full pool lets one go.
    if !reuse.putBack(entry.controller, key: entry.key, overBudget: overBudget) {
      release(entry.controller)
    }
    if retention.hasBudgets { budgetMayHaveRoom(for: entry.key) }
    if retention.boundLimit != nil { boundPagesMayHaveRoom() }
  }

  /// Lets go of a controller for good.
  func release(_ controller: any PageController<Page>) {
    if let tag = reuse.forget(controller) {
      emit(.released(controller: tag))
    }
  }

  func enforcePoolLimit() {
    for extra in reuse.trimmedToLimit() { release(extra) }
  }
}
