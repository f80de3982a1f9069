/// The container's update part: the change the adapter applied in the layout pass under way,
/// the generation of the pages, the completions of updates waiting for everything they caused,
/// and the tickets of off-actor diffs (with their settings).
///
/// It decides and returns; the container performs: ``takeApplied()`` returns the change to
/// follow (none for a diff that changes nothing), ``takeCompletions()`` the completions to run.
///
/// Invariants:
/// - ``hasApplied`` is whether a change is recorded (what a frame reads, without generic code);
/// - ``generation`` changes exactly when a change that changes something is taken, so that
///   whoever keeps something by index knows when indices may name other pages;
/// - each completion is returned once, in the order it was added;
/// - only the last ticket handed out is the latest.
package final class UpdateBook<Page: Diffable> {
  /// A change the adapter applied.
  package enum Change {
    case diff(DiffResult<Page>)
    case edit(ObjectChange)
    case reload
  }

  /// When and where off-actor updates diff.
  private(set) var settings = BackgroundDiffing()
  /// How the last update by diff or by edit moved the pages (``PagesMove``).
  var lastMove: PagesMove?
  /// The change applied in the current layout pass, for the container to follow.
  private var applied: Change?
  /// Whether a change is recorded.
  private(set) var hasApplied = false
  /// Changes each time the pages change (an update or a reload is applied), and only then.
  private(set) var generation = 0
  /// Completions of updates and reloads, run once everything they caused is done.
  private var completions: [(Bool) -> Void] = []
  /// Counts off-actor updates: one whose ticket is no longer the last was superseded.
  private var ticket = 0

  /// Nothing applied, nothing waiting.
  package init() {}

  /// The adapter applied `change` (an applied change not taken yet is replaced: the layout
  /// pass applies one).
  package func record(_ change: Change) {
    applied = change
    hasApplied = true
  }

  /// The change to follow, taken.
  ///
  /// `nil` when none was applied, or when a diff changed nothing (which causes nothing, as an
  /// edit that changes nothing). Otherwise the pages are a new generation.
  ///
  /// - Returns: The change, if any.
  @inline(__always)
  package func takeApplied() -> Change? {
    guard hasApplied, let change = applied else { return nil }
    applied = nil
    hasApplied = false
    if case .diff(let result) = change, !result.hasChanges { return nil }
    generation &+= 1
    return change
  }

  /// Adds the completion of an update, to run once everything it caused is done.
  package func addCompletion(_ completion: @escaping (Bool) -> Void) {
    completions.append(completion)
  }

  /// Whether any completion waits.
  package var hasCompletions: Bool { !completions.isEmpty }

  /// The waiting completions, taken, in the order they were added.
  package func takeCompletions() -> [(Bool) -> Void] {
    defer { completions = [] }
    return completions
  }

  /// Sets when and where off-actor updates diff.
  package func setSettings(_ newValue: BackgroundDiffing) { settings = newValue }

  /// A ticket for a new off-actor update: it supersedes every ticket before it.
  package func newTicket() -> Int {
    ticket &+= 1
    return ticket
  }

  /// Whether `ticket` is the last handed out.
  package func isLatest(_ ticket: Int) -> Bool { ticket == self.ticket }

  // MARK: What tests read

  /// The generation of the pages.
  package var pagesGeneration: Int { generation }
}

/// How an update by diff or by edit moved the pages.
///
/// Where they were drawn before and after it (in pages, a followed bounce included), and how
/// many there were: a host whose platform scroll view still shows the old content reads its
/// offsets by it.
package struct PagesMove: Equatable, Sendable {
  /// The pages' generation the update made.
  package var generation: Int
  /// Where the pages were drawn before it.
  package var from: Double
  /// Where they are drawn after it.
  package var to: Double
  /// How many pages there were before it.
  package var countBefore: Int
}
