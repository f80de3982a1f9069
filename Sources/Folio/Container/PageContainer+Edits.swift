// MARK: - Edits: explicit changes by identity, without a diff

extension PageContainer {
  /// Appends pages at the end (before a feed's tail page), without reading the data source or
  /// diffing the list.
  ///
  /// Pages whose identity is already in the container, or repeats an earlier one of `pages`, are
  /// dropped with a ``PageEvent/diagnostic(_:)``. The page on screen stays on screen.
  ///
  /// An edit applies at once (after any update requested before it, and queued like every
  /// request when made from inside a callback), with the events, plugin hooks and reclaims a
  /// ``performUpdates(completion:)`` to the same list would cause.
  ///
  /// The data source is not asked for pages: the container's pages are the truth an edit starts
  /// from. If you also call ``performUpdates(completion:)`` or ``reloadData(completion:)``,
  /// which make the pages equal the data source's list, keep that list in step with your edits.
  /// - Parameters:
  ///   - pages: The pages to add.
  ///   - completion: Called once the edit is applied and everything it causes is done.
  /// - Complexity: O(k + c) for k pages, c a constant (one chunk of the container's list) plus
  ///   the chunks after the edit's (n / 512 of them). The first edit of pages set by the data
  ///   source costs O(n) once.
  public func appendPages(_ pages: [Page], completion: ((Bool) -> Void)? = nil) {
    // A feed's tail page (loading, failure, end) stays last.
    edit(
      { [unowned self] list in
        .insert(pages, at: list.count - (self.feed.hasTail && list.count > 0 ? 1 : 0))
      }, completion: completion)
  }

  /// Inserts pages at an index, without reading the data source or diffing the list.
  ///
  /// Pages whose identity is already in the container, or repeats an earlier one of `pages`, are
  /// dropped with a ``PageEvent/diagnostic(_:)``. The page on screen stays on screen, by
  /// identity. Applied as ``appendPages(_:completion:)`` is.
  /// - Parameters:
  ///   - pages: The pages to add.
  ///   - index: Where the first of them goes; any `Int`, clamped to `0...count`.
  ///   - completion: Called once the edit is applied and everything it causes is done.
  /// - Complexity: As ``appendPages(_:completion:)``.
  public func insertPages(_ pages: [Page], at index: Int, completion: ((Bool) -> Void)? = nil) {
    edit({ _ in .insert(pages, at: index) }, completion: completion)
  }

  /// Removes the pages with these identities, without reading the data source or diffing the
  /// list.
  ///
  /// Identities that name no page are ignored. Removing the current page makes its neighbour
  /// current (the next one, or the previous one at the end), with the normal events; a removed
  /// page's controller is reclaimed. Applied as ``appendPages(_:completion:)`` is.
  /// - Parameters:
  ///   - ids: The identities of the pages to remove.
  ///   - completion: Called once the edit is applied and everything it causes is done.
  /// - Complexity: O(k × c) for k identities, c a constant (one chunk of the list), plus the
  ///   chunks after the first removed page.
  public func removePages(withIDs ids: [Page.DiffID], completion: ((Bool) -> Void)? = nil) {
    edit({ _ in .remove(ids) }, completion: completion)
  }

  /// Moves the page with this identity to an index, keeping its controller, without reading the
  /// data source or diffing the list.
  ///
  /// An identity that names no page is ignored. Applied as ``appendPages(_:completion:)`` is.
  /// - Parameters:
  ///   - id: The identity of the page to move.
  ///   - index: Its index afterwards; any `Int`, clamped to `0..<count`.
  ///   - completion: Called once the edit is applied and everything it causes is done.
  /// - Complexity: O(c), c a constant (one chunk of the list), plus the chunks between.
  public func movePage(withID id: Page.DiffID, to index: Int, completion: ((Bool) -> Void)? = nil) {
    edit({ _ in .move(id, to: index) }, completion: completion)
  }

  /// Replaces pages by identity with these versions, without reading the data source or
  /// diffing the list; an active page whose content changed has its controller told
  /// (`bind(to:)`), or gets a controller of another type if the data source now hands one out.
  ///
  /// Pages whose identity names no page are ignored. Applied as ``appendPages(_:completion:)``
  /// is.
  /// - Parameters:
  ///   - pages: The new versions.
  ///   - completion: Called once the edit is applied and everything it causes is done.
  /// - Complexity: O(k × c) for k pages, c a constant (one chunk of the list).
  public func reloadPages(_ pages: [Page], completion: ((Bool) -> Void)? = nil) {
    edit({ _ in .reload(pages) }, completion: completion)
  }

  /// Applies an edit at once, after anything pending, as its own update.
  ///
  /// - Parameters:
  ///   - make: The edit, made when the request runs (an append needs the count then).
  ///   - completion: Called once the edit is applied and everything it causes is done.
  private func edit(
    _ make: @escaping (PageContainer) -> ObjectEdit<Page>, completion: ((Bool) -> Void)?
  ) {
    submit {
      self.applyPendingChanges()
      self.adapter.performEdit(make(self)) { [unowned self] in self.updates.record(.edit($0)) }
      if let completion { self.updates.addCompletion(completion) }
      self.present()
    }
  }
}
