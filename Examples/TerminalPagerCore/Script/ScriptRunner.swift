import Folio

/// Runs a `pager` script headless on a manual clock.
@MainActor
package enum ScriptRunner {
  /// Runs commands and prints every event.
  ///
  /// Any command other than `drag`, `tick` and `state` first lifts a finger left down by `drag`
  /// (as `release:0`). The script ends with an implicit `wait` and a final `state`, so it always
  /// ends idle. A command that cannot apply prints an `error` event and the script goes on.
  /// - Parameters:
  ///   - commands: Parsed commands with their tokens.
  ///   - options: Pages, working range, recycle distance, seed, format.
  ///   - print: Receives each output line.
  /// - Returns: The exit status: 0, or 1 if any command could not apply.
  package static func run(
    _ commands: [(token: String, command: ScriptCommand)], options: PagerOptions,
    print: @escaping (String) -> Void
  ) -> Int32 {
    let clock = ManualClock()
    let format = options.format ?? .jsonl
    let session = PagerSession(
      options: options, pageSize: Size(width: 80, height: 18), clock: clock,
      eventHandler: { print(format == .jsonl ? $0.json : $0.text) })
    for (token, command) in commands {
      if !command.keepsFinger { session.liftFinger() }
      if let problem = perform(command, on: session, clock: clock) {
        session.reportError(command: token, message: problem)
      }
      session.terminal.layout()
    }
    session.liftFinger()
    settle(clock)
    session.emitState()
    return session.errorCount > 0 ? 1 : 0
  }

  private static func perform(
    _ command: ScriptCommand, on session: PagerSession, clock: ManualClock
  )
    -> String?
  {
    switch command {
    case .swipe(let direction, let wait):
      session.swipe(direction)
      if wait { settle(clock) }
    case .drag(let pages): session.drag(byPages: pages)
    case .release(let velocity): session.release(velocity: velocity)
    case .tick(let milliseconds): session.letTimePass(.milliseconds(milliseconds), on: clock)
    case .wait: settle(clock)
    case .jump(let index, let instant, let route, let wait):
      if let problem = session.jump(to: index, instant: instant, route: route) { return problem }
      if wait { settle(clock) }
    case .insert(let index): return session.insert(at: index)
    case .delete(let index): return session.delete(at: index)
    case .move(let from, let to): return session.move(from: from, to: to)
    case .update(let index): return session.update(at: index)
    case .reload: session.reload()
    case .range(let size): return session.setWorkingRange(size: size)
    case .bound(let limit): session.container.boundPageLimit = limit
    case .zoom(let range, let handoff):
      let page = session.container.currentIndex.flatMap {
        session.container.activeController(at: $0)
      }
      (page as? DemoPageController)?.zoom = range.map { DemoZoom(range: $0, handoff: handoff) }
    case .state: session.emitState()
    case .target: session.emitTarget()
    case .userInput(let enabled):
      session.container.isUserInputEnabled = enabled
      session.terminal.layout()
    case .key(let key, let wait):
      session.press(key)
      if wait { settle(clock) }
    case .adjust(let forward, let wait):
      session.adjust(forward: forward)
      if wait { settle(clock) }
    case .touch(let touch):
      touch.perform(on: session.terminal, clock: clock) { session.letTimePass($0, on: clock) }
    case .scroll(let pages, let wait):
      guard session.terminal.scrollNobodyAsked(byPages: pages) else {
        return "a scroll nobody asked for needs a platform scroll view (--host follow)"
      }
      if wait { settle(clock) }
    }
    return nil
  }

  private static func settle(_ clock: ManualClock) {
    clock.runUntilIdle()
  }
}
