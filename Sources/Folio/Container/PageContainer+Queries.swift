// MARK: - What a reader can ask: the pages, the position, what is shown and active

extension PageContainer {
  /// The pages, as of the last applied update.
  ///
  /// - Complexity: O(1) for pages set by the data source (a reload or a diff); O(n) once an
  ///   edit changed them (they are kept in chunks, copied here into one array): prefer
  ///   ``count`` and ``page(at:)``.
  public var pages: [Page] { adapter.objects }

  /// The number of pages.
  public var count: Int { adapter.objectCount }

  /// The page at an index.
  ///
  /// - Parameter index: A page index.
  /// - Returns: The page, or `nil` out of range.
  public func page(at index: Int) -> Page? { adapter.object(atSection: index) }

  /// The index of the page with identity `id`.
  ///
  /// - Parameter id: A page identity.
  /// - Returns: The index, or `nil` if no page has it.
  /// - Complexity: O(1) on average after the first lookup following a reload or a diff, which
  ///   is O(n) (an off-actor update builds it off the actor); after edits, O(512) at most (a
  ///   table lookup and a scan of one chunk), with nothing rebuilt.
  public func index(of id: Page.DiffID) -> Int? {
    if let slot = presentation.slot(for: id) { return slot.isDeleted ? nil : slot.index }
    return adapter.section(for: id)
  }

  /// The settled page: where scrolling last came to rest (kept on the same page through data
  /// updates); `nil` when there are no pages.
  public var currentIndex: Int? { transition.current }

  /// The page the pages are going to: the moment a release, a scroll or a jump decides a page,
  /// that page; at rest, the current page.
  ///
  /// ``currentIndex`` changes only when the pages come to rest; this changes as soon as the
  /// page is decided, for what shows the selection (a tab indicator, a page control) and what
  /// counts it (ViewPager2's `onPageSelected`, Parchment's `willScrollToItem`). A finger that
  /// catches the pages on their way keeps the page decided until its release decides again; a
  /// drag from rest goes to the current page until it is released. `nil` when there are no
  /// pages. The delegate hears each new one in
  /// ``PageContainerDelegate/pageContainer(_:willSettleAt:)``.
  public var targetIndex: Int? {
    switch phase {
    case .gliding(let toward), .animating(let toward), .jumping(let toward): toward
    case .tracking: presentation.selection.decided ?? currentIndex
    case .resting: currentIndex
    }
  }

  /// The live, fractional position in pages: 2.5 is halfway between pages 2 and 3.
  ///
  /// At rest it is exactly ``currentIndex``. During an animated jump over several pages it
  /// glides from where the jump started to its target (for indicators), although only the
  /// source and target pages are shown.
  public var position: Double { transition.position }

  /// What moves the pages, as a scroll view would say it.
  public var scrollState: ScrollState {
    switch transition.phase {
    case .resting: .idle
    case .tracking: .tracking
    case .gliding: .decelerating
    case .animating, .jumping: .animating
    }
  }

  /// The transition phase: resting, tracking, gliding, animating or jumping, with the target.
  public var phase: TransitionPhase {
    switch transition.phase {
    case .resting: .resting
    case .tracking: .tracking
    case .gliding(let motion): .gliding(toward: transition.index(ofVirtual: motion.to))
    case .animating(let motion): .animating(toward: transition.index(ofVirtual: motion.to))
    case .jumping(let motion): .jumping(toward: transition.index(ofVirtual: motion.to))
    }
  }

  /// The pages being shown, ascending: those that got `pageWillAppear` and not yet
  /// `pageDidDisappear`.
  ///
  /// During an animated jump over several pages, only its sources and target.
  public var visibleIndices: [Int] { presentation.visibleIndices() }

  /// The last direction of travel (forward before any motion).
  public var travelDirection: TravelDirection { transition.direction }

  /// The size of a page, as last set.
  ///
  /// A size that is empty along either dimension, or not finite (not a number, infinite),
  /// shows nothing.
  public var viewportSize: Size { pageGeometry.viewportSize }

  /// Whether the viewport can show a page: finite and not empty along either dimension.
  public var canShowPages: Bool { pageGeometry.canShowPages }

  /// The paging axis.
  public var axis: ScrollAxis { pageGeometry.axis }

  /// The controller of a page, if it has one now.
  ///
  /// - Parameter index: A page index.
  /// - Returns: The active controller, or `nil`.
  public func activeController(at index: Int) -> (any PageController<Page>)? {
    guard let slot = presentation.slots.live(at: index) else { return nil }
    return unsafeDowncast(slot, to: ActivePage<Page>.self).controller
  }

  /// The controller of the settled page (``currentIndex``), if it has one now: the one the
  /// reader is on once the pages rest.
  ///
  /// `nil` with no pages, and before the first layout.
  public var currentController: (any PageController<Page>)? {
    currentIndex.flatMap { activeController(at: $0) }
  }

  /// The controller of the page with identity `id`, if it has one now (shown, kept near the
  /// current page, or prefetched), including a page just deleted whose controller has not been
  /// reclaimed yet; inside a reclaim hook, the controller being reclaimed.
  ///
  /// - Parameter id: A page identity.
  /// - Returns: The controller, or `nil` if the page has none now.
  /// - Complexity: O(1) on average.
  public func controller(forPage id: Page.DiffID) -> (any PageController<Page>)? {
    pageForPlugins(id)?.controller
  }

  /// Why the data source is being asked for a controller: inside
  /// ``PageContainerDataSource/pageContainer(_:controllerFor:at:)`` only, `nil` elsewhere.
  ///
  /// ```swift
  /// if container.controllerRequest == .prefetch {   // a poster now, the player once shown
  ///   return try container.dequeueReusablePage(of: PosterPage.self, for: index)
  /// }
  /// ```
  public var controllerRequest: PageControllerRequest? { presentation.asking?.request }

  /// The indexes of the pages that have an active controller, ascending.
  public var activeIndices: [Int] {
    presentation.slots.all.compactMap { $0.isDeleted ? nil : $0.index }
  }

  /// The name of a controller in events: its type and instance number.
  ///
  /// - Parameter controller: A controller of this container.
  /// - Returns: The tag, or `nil` for a controller the container does not know.
  public func tag(of controller: any PageController<Page>) -> ControllerTag? {
    reuse.tag(of: ObjectIdentifier(controller))
  }

  /// How many controllers wait in each reuse pool.
  ///
  /// Every pool that ever held one is listed, `0` when empty. Placeholders (shown where a page
  /// has no controller) are never pooled.
  public var poolSizes: [ReuseIdentifier: Int] { reuse.poolCounts }

  /// How many controllers the container has named: those it made, those the data source made
  /// itself and the container took in, and its placeholders (each counted once).
  public var instantiatedCount: Int { reuse.madeCount }
}
