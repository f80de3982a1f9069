import Folio

// MARK: - Actions and keys: what assistive technology and the keyboard ask of the pages

extension PageAccessibilityPlugin {
  /// The adjustable element's increment (VoiceOver's swipe up): the next page, animated
  /// (instant with ``reducesMotion``).
  ///
  /// - Returns: Whether it moves: `false` on the last page (unless the pages loop: then it goes
  ///   on to the first), with no pages, with the user's input off
  ///   (`PageContainer/isUserInputEnabled`), or detached.
  @discardableResult
  public func increment() -> Bool { userGo(.next) != nil }

  /// The adjustable element's decrement (VoiceOver's swipe down): the previous page, animated
  /// (instant with ``reducesMotion``).
  ///
  /// - Returns: Whether it moves: `false` on the first page (unless the pages loop: then it goes
  ///   back to the last), with no pages, with the user's input off, or detached.
  @discardableResult
  public func decrement() -> Bool { userGo(.previous) != nil }

  /// A page scroll (UIKit's `accessibilityScroll(_:)`, VoiceOver's three-finger swipe):
  /// the neighbouring page in that direction, mirrored in right-to-left.
  ///
  /// A UIKit host posts the status with `.pageScrolled` and returns `true`, or returns
  /// `false` for `nil` (VoiceOver then plays its boundary sound).
  ///
  /// - Parameter direction: The direction of the swipe's content.
  /// - Returns: The status to speak (the value of the page it goes to: "Page 4 of 12"), or
  ///   `nil` when it cannot scroll that way (an edge, which a looping container does not have;
  ///   across the axis, no pages, the user's input off, detached).
  public func scroll(_ direction: PageScrollDirection) -> String? {
    guard let context,
      let move = direction.move(axis: context.axis, direction: layoutDirection),
      let index = userGo(move)
    else { return nil }
    return valueText(at: index)
  }

  /// A key press pages the container.
  ///
  /// Arrows go along the axis of what has focus (left and right mirrored in right-to-left),
  /// Page Up and Page Down to the previous and next page, Home and End to the first and
  /// last. Animated (a far jump shows only its ends), instant with
  /// ``reducesMotion``; several keys in quick succession add up (each moves on from where
  /// the last one goes).
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - scope: What has focus: the pages (their axis), or a tab strip (horizontal).
  /// - Returns: The page it moves to, or `nil` when the key does nothing there (the host may
  ///   then pass it on): across the axis, at an edge (none while the pages loop), no pages,
  ///   the user's input off, detached.
  @discardableResult
  public func handleKey(_ key: PageKey, in scope: PageKeyScope = .pages) -> Int? {
    guard let context, context.isUserInputEnabled else { return nil }
    let axis = scope == .tabStrip ? ScrollAxis.horizontal : context.axis
    guard let move = key.move(axis: axis, direction: layoutDirection) else { return nil }
    return go(move, answering: false)
  }

  /// Moves the pages: to the page before or after ``destinationIndex``, or to the first or
  /// last page; animated unless ``reducesMotion``.
  ///
  /// - Parameter move: Where.
  /// - Returns: The page it moves to, or `nil` when there is none (an edge, already there, no
  ///   pages, detached).
  @discardableResult
  public func go(_ move: PageMove) -> Int? { go(move, answering: false) }

  /// The page a move goes to from ``destinationIndex``, or `nil` when there is none: around a
  /// looping container's ring (`PagePluginContext/isLooping`), the page after the last is the
  /// first and the page before the first the last.
  ///
  /// - Parameter move: Where.
  /// - Returns: The page index.
  public func target(of move: PageMove) -> Int? {
    guard let context, let base = destinationIndex else { return nil }
    let last = context.count - 1
    let target: Int
    switch move {
    // Around a ring, the last page comes before the first, and the first after the last.
    case .previous: target = context.isLooping && base == 0 ? last : base - 1
    case .next: target = context.isLooping && base == last ? 0 : base + 1
    case .first: target = 0
    case .last: target = last
    }
    guard target >= 0, target <= last, target != base else { return nil }
    return target
  }

  /// A move the user asks (an action of assistive technology): none with the user's input off.
  private func userGo(_ move: PageMove) -> Int? {
    guard context?.isUserInputEnabled == true else { return nil }
    return go(move, answering: true)
  }

  private func go(_ move: PageMove, answering: Bool) -> Int? {
    guard let context, let index = target(of: move) else { return nil }
    noteActionTarget(answering ? index : nil)
    do {
      // Next and previous go that way round a ring (with two pages, either way is as short).
      let route: LoopRoute =
        switch move {
        case .next: .forward
        case .previous: .backward
        case .first, .last: .shorter
        }
      try context.scrollToPage(
        index, animated: !reducesMotion && !context.reducesMotion, route: route)
    } catch {
      noteActionTarget(nil)
      return nil
    }
    return index
  }
}
