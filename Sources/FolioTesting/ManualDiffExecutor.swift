import Folio

/// A `DiffExecutor` that runs nothing until the test says so, for deterministic tests of
/// `PageContainer.performUpdatesOffActor(isolation:)`: each diff waits, in the order it
/// arrived, until ``releaseNext()``.
///
/// ```swift
/// let executor = ManualDiffExecutor()
/// container.backgroundDiffing = BackgroundDiffing(threshold: 0, executor: executor)
/// source.pages = newPages
/// let update = Task { await container.performUpdatesOffActor() }
/// await executor.waitForDiffs(1)   // the diff waits; the container still shows the old pages
/// driver.swipe(by: 1)              // swipes and the lifecycle go on meanwhile
/// await executor.releaseNext()
/// let applied = await update.value // true: applied, after the swipe
/// ```
public actor ManualDiffExecutor: DiffExecutor {
  private var waiting: [CheckedContinuation<Void, Never>] = []
  /// How many diffs have been released so far.
  public private(set) var releasedCount = 0

  /// Creates an executor with no diff waiting.
  public init() {}

  /// The number of diffs waiting to be released.
  public var waitingCount: Int { waiting.count }

  /// Waits until `count` diffs (or more) are waiting.
  ///
  /// - Parameter count: The number of diffs to wait for; 1 by default.
  public func waitForDiffs(_ count: Int = 1) async {
    while waiting.count < count { await Task.yield() }
  }

  /// Lets the diff that has waited longest run.
  ///
  /// - Returns: Whether a diff was waiting.
  @discardableResult
  public func releaseNext() -> Bool {
    guard !waiting.isEmpty else { return false }
    releasedCount += 1
    waiting.removeFirst().resume()
    return true
  }

  /// Waits for ``releaseNext()``, then runs `work` and returns its result.
  ///
  /// - Parameter work: The diff.
  /// - Returns: What `work` returned.
  public nonisolated func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async
    -> Result
  {
    await park()
    return work()
  }

  private func park() async {
    await withCheckedContinuation { waiting.append($0) }
  }
}
