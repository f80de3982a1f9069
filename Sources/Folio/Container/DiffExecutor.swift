/// Where a ``PageContainer`` diffs a large update: off the caller's actor, so that swipes and
/// the lifecycle go on while it runs.
///
/// The container hands over a closure that owns everything it touches (the old and new pages,
/// `Sendable`) and awaits its result; it applies the result itself, on its own actor. Supply
/// your own to run diffs on a queue of your choice, or to drive them by hand in tests
/// (FolioTesting's `ManualDiffExecutor`).
public protocol DiffExecutor: Sendable {
  /// Runs `work` somewhere off the caller's actor and returns its result.
  ///
  /// - Parameter work: The diff; pure, it touches nothing shared.
  /// - Returns: What `work` returned.
  func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result
}

/// Runs each diff in a detached task at user-initiated priority: the default executor.
public struct DetachedDiffExecutor: DiffExecutor {
  /// Creates the executor.
  public init() {}

  /// Runs `work` in a detached task and returns its result.
  ///
  /// - Parameter work: The diff.
  /// - Returns: What `work` returned.
  public func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
    await Task.detached(priority: .userInitiated) { work() }.value
  }
}

/// When and where ``PageContainer/performUpdatesOffActor(isolation:)`` diffs off the caller's
/// actor: IGListKit's `allowsBackgroundDiffing`, with a size.
public struct BackgroundDiffing: Sendable {
  /// The size (old pages plus new pages) from which an update is diffed by ``executor``.
  ///
  /// Smaller ones are diffed on the caller's actor (a hop costs more than their diff). Any
  /// `Int`: 0 or less diffs every update off the actor.
  public var threshold: Int
  /// Where large updates are diffed.
  public var executor: any DiffExecutor

  /// Creates the settings.
  ///
  /// - Parameters:
  ///   - threshold: Old plus new pages from which an update is diffed off the actor; 20,000 by
  ///     default (a diff of that size takes about a millisecond).
  ///   - executor: Where large updates are diffed; a detached task by default.
  public init(threshold: Int = 20_000, executor: any DiffExecutor = DetachedDiffExecutor()) {
    self.threshold = threshold
    self.executor = executor
  }
}
