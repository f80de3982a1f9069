/// What a followed ``NestedScrollCoordinator`` knows of one feed's platform scroll view.
///
/// A feed's rows are kept where they are relative to the header's bottom edge: its
/// ``relative`` offset is its content offset as if the header were at rest where it is now
/// (`offset + headerHeight - headerOffset`), its own offset and any gap left above its top or
/// past its end. When the header moves, every other shown feed is placed again at the same
/// relative offset: each feed lands where it was, however the header moved.
struct FollowedFeed {
  /// Its content offset, as it last reported it or as it was last placed; `nil` until known.
  var offset: Double?
  /// Its offset relative to the header's bottom edge: its own offset, with any gap (below 0:
  /// shown lower than its top; past its largest offset: shown further than its end).
  var relative: Double?
  /// The insets it was last given.
  var insets: FeedInsets?
  /// Whether it was last placed as the current page's feed.
  var isCurrent: Bool?
  /// Whether a finger is on it (its last report's `isTracking`): nothing places its offset.
  var isTracking = false
  /// Whether it was shown when the finger now on the pages came down: the finger may be on it.
  var mayBeTouched = false
  /// Whether a drag moves it (a report while tracking, until its drag ends).
  var isDragging = false
  /// Whether its last report said it decelerates (its own motion after a finger's drag).
  var isDecelerating = false
  /// Whether it moves on its own: it decelerates, or a spring back the coordinator asked for
  /// is under way (derived, so forgetting the spring back stops it too).
  var isMoving: Bool { isDecelerating || springTarget != nil }
  /// Whether its top inset keeps the refresh indicator's room: from the refresh's start until
  /// the refresh has ended and the feed no longer shows any of the room.
  var hasRoom = false
  /// Whether the page it shows refreshes (from the refresh's start, or from taking the page
  /// over while it refreshes, until the refresh ends): its room holds.
  var refreshes = false
  /// Whether that refresh is the screen's (its room is the stretched header's, not the feed's
  /// own indicator's).
  var refreshIsTheScreens = false
  /// The refresh indicator's height it was last told (0: none shown).
  var toldIndicator: Double?
  /// The offset of an animated spring back the coordinator asked for, until its end.
  var springTarget: Double? {
    didSet { springStart = springTarget == nil ? nil : offset }
  }
  /// Where that spring back began: a report outside the way from there to its target is not
  /// one of its frames (the app set the offset, which may have stopped it without a word).
  private(set) var springStart: Double?

  /// Forgets a spring back that `offset`, reported, shows is no longer under way.
  mutating func noteSpring(at offset: Double) {
    guard let target = springTarget, let start = springStart else { return }
    if offset < min(start, target) - 1 || offset > max(start, target) + 1 { springTarget = nil }
  }
  /// When it last reported (the coordinator's count of reports): a motion that said nothing
  /// since a finger came onto the pages may have been stopped by it, unreported.
  var lastReport = 0
}

/// A feed's top and bottom insets (a struct, not a tuple: no type metadata made at run time for
/// it on every report of a generic coordinator).
struct FeedInsets: Equatable {
  var top: Double
  var bottom: Double
}

/// What a followed coordinator knows of each feed, by the feed's controller: a handful at most
/// (the pages its working range keeps), looked up on every report, so a short array searched in
/// order rather than a hashed dictionary (no hashing, nothing made at run time per report).
struct FeedStates: Sequence {
  /// One feed's state, by its controller (a struct, not a tuple: see ``FeedInsets``).
  struct Entry {
    var key: ObjectIdentifier
    var value: FollowedFeed
  }

  private var entries: [Entry] = []

  /// The state of `id`'s feed; set to `nil` to forget it.
  subscript(id: ObjectIdentifier) -> FollowedFeed? {
    get {
      for entry in entries where entry.key == id { return entry.value }
      return nil
    }
    set {
      var index = 0
      while index < entries.count, entries[index].key != id { index += 1 }
      switch (index < entries.count, newValue) {
      case (true, let value?): entries[index].value = value
      case (true, nil): entries.remove(at: index)
      case (false, let value?): entries.append(Entry(key: id, value: value))
      case (false, nil): break
      }
    }
  }

  /// Changes the state of `id`'s feed (a new one if it has none yet) with `change`, on a copy
  /// stored back (no access to the states spans a call: none is checked at run time).
  mutating func update(_ id: ObjectIdentifier, _ change: (inout FollowedFeed) -> Void) {
    var state = self[id] ?? FollowedFeed()
    change(&state)
    self[id] = state
  }

  /// Every state.
  var values: [FollowedFeed] { entries.map(\.value) }

  /// Forgets every feed.
  mutating func removeAll() { entries.removeAll() }

  func makeIterator() -> IndexingIterator<[Entry]> { entries.makeIterator() }
}
