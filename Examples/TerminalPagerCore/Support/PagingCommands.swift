import Folio
import FolioSupport

/// What the demos' commands and keys do to a container, shared by `pager` and `tabbed-news`.
extension PageContainer {
  /// Finger down (catching any motion) if it is not, then a drag by `pages`.
  ///
  /// - Parameter pages: Page widths, positive toward higher indices.
  package func dragHoldingFinger(byPages pages: Double) {
    if scrollState != .tracking { beginDragging() }
    drag(byPages: pages)
  }

  /// Finger up with a velocity, if a finger is down.
  ///
  /// - Parameter velocity: Pages per second.
  package func liftFinger(velocity: Double) {
    guard scrollState == .tracking else { return }
    endDragging(velocity: velocity)
  }

  /// An animated or instant jump, laid out at once.
  ///
  /// - Parameters:
  ///   - index: The target page.
  ///   - instant: Whether to jump without animation.
  ///   - route: Which way round a looping container goes.
  /// - Returns: Why it could not apply, or `nil`.
  package func jump(to index: Int, instant: Bool, route: LoopRoute = .shorter) -> String? {
    do {
      try scrollToPage(index, animated: !instant, route: route)
      layoutIfNeeded()
      return nil
    } catch {
      return error.description
    }
  }
}

/// A demo's session around its container: `pager`'s `PagerSession` and `tabbed-news`'s
/// `NewsService` move their pages the same way, for their script commands and their keys.
@MainActor
package protocol PagingSession: AnyObject {
  associatedtype Page: Diffable
  /// The container the session drives.
  var container: PageContainer<Page> { get }
  /// The container on FolioHost: touches, frames, a followed scroll view.
  var terminal: TerminalHost<Page> { get }
}

@MainActor
extension PagingSession {
  /// A swipe to the neighbouring page: finger down, 0.6 page, fling at 2 pages per second
  /// (on the platform scroll view with `--host follow`).
  ///
  /// - Parameter direction: +1 for the next page, -1 for the previous one.
  package func swipe(_ direction: Int) { terminal.swipe(direction) }

  /// Finger down (catching any motion) if it is not, then a drag by `pages`.
  ///
  /// - Parameter pages: Page widths, positive toward higher indices.
  package func drag(byPages pages: Double) { terminal.drag(byPages: pages) }

  /// Finger up with a velocity, if a finger is down.
  ///
  /// - Parameter velocity: Pages per second.
  package func release(velocity: Double) { terminal.release(velocity: velocity) }

  /// Lifts every finger: a script's `touch` finger, and a `drag` finger at no velocity.
  package func liftFinger() {
    terminal.touchUp()
    release(velocity: 0)
  }

  /// An animated or instant jump, laid out at once.
  ///
  /// - Parameters:
  ///   - index: The target page.
  ///   - instant: Whether to jump without animation.
  ///   - route: Which way round a looping container goes.
  /// - Returns: Why it could not apply, or `nil`.
  package func jump(to index: Int, instant: Bool, route: LoopRoute = .shorter) -> String? {
    container.jump(to: index, instant: instant, route: route)
  }
}

/// The jump being typed in the interactive demos: digits, `!` for instant, Enter to go.
package struct JumpPrompt {
  private var digits = ""
  private var instant = false

  package init() {}

  /// What the screen shows, or `nil` when nothing is typed.
  package var text: String? { digits.isEmpty ? nil : digits + (instant ? "!" : "") }

  /// What a key did to the prompt.
  package enum Outcome {
    /// Not the prompt's key.
    case ignored
    /// Typed, erased or cancelled.
    case edited
    /// Enter: jump to `index` (what was typed, -1 if it is no `Int`).
    case jump(index: Int, instant: Bool, typed: String)
  }

  /// Takes a key if it belongs to the prompt.
  ///
  /// - Parameter key: The key.
  /// - Returns: What the key did.
  package mutating func handle(_ key: Key) -> Outcome {
    switch key {
    case .character(let digit) where digit.isASCII && digit.isNumber:
      digits.append(digit)
    case .character("!") where !digits.isEmpty:
      instant = true
    case .enter where !digits.isEmpty:
      defer { self = JumpPrompt() }
      return .jump(index: Int(digits) ?? -1, instant: instant, typed: digits)
    case .escape:
      self = JumpPrompt()
    case .backspace:
      if digits.popLast() == nil { instant = false }
    default:
      return .ignored
    }
    return .edited
  }
}

/// The keys `pager` and `tabbed-news` share, read in one place: the jump prompt (digits, `!`,
/// Enter, Esc, Backspace), `q` and Ctrl-C to quit, ←/h and →/l to swipe, `g` and `G` to jump to the
/// first and the last page.
///
/// Each app does what an action says and handles its other keys.
package struct PagingKeys {
  private var prompt = JumpPrompt()

  package init() {}

  /// The jump being typed, or `nil`.
  package var promptText: String? { prompt.text }

  /// What a shared key asks for.
  package enum Action: Equatable {
    /// Quit; `interrupted` for Ctrl-C (the program then ends as SIGINT would).
    case quit(interrupted: Bool)
    /// Swipe one page toward higher (1) or lower (-1) indices.
    case swipe(Int)
    /// Jump to `index`; `command` names it in error reports (`g`, `G`, `jump 12`).
    case jump(index: Int, instant: Bool, command: String)
    /// The prompt took the key; nothing else to do.
    case edited
  }

  /// Reads a key.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - pageCount: The number of pages (for `G`).
  /// - Returns: What the key asks for, or `nil` when it is not a shared key.
  package mutating func action(for key: Key, pageCount: Int) -> Action? {
    switch prompt.handle(key) {
    case .jump(let index, let instant, let typed):
      return .jump(index: index, instant: instant, command: "jump \(typed)")
    case .edited: return .edited
    case .ignored: break
    }
    switch key {
    case .interrupt: return .quit(interrupted: true)
    case .character("q"): return .quit(interrupted: false)
    case .left, .character("h"): return .swipe(-1)
    case .right, .character("l"): return .swipe(1)
    case .character("g"): return .jump(index: 0, instant: false, command: "g")
    case .character("G"): return .jump(index: pageCount - 1, instant: false, command: "G")
    default: return nil
    }
  }
}

@MainActor
extension PagingKeys {
  /// Handles a key every paging demo reads the same way (``action(for:pageCount:)``) for a
  /// session: quits, swipes (screen directions: in right to left ← brings the next page), jumps
  /// and the prompt.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - session: The session it drives.
  ///   - quit: Called to quit; `true` for Ctrl-C.
  ///   - report: Called with a jump's command and why it could not apply, if it could not.
  /// - Returns: Whether the key was one of these (the app handles the others).
  package mutating func handle(
    _ key: Key, for session: some PagingSession, quit: (_ interrupted: Bool) -> Void,
    report: (_ command: String, _ problem: String?) -> Void
  ) -> Bool {
    switch action(for: key, pageCount: session.container.count) {
    case .quit(let interrupted): quit(interrupted)
    case .swipe(let direction):
      let container = session.container
      let mirrored = container.layoutDirection == .rightToLeft && container.axis == .horizontal
      session.swipe(mirrored ? -direction : direction)
    case .jump(let index, let instant, let command):
      report(command, session.jump(to: index, instant: instant))
    case .edited: break
    case nil: return false
    }
    return true
  }
}

@MainActor
extension PagingSession {
  /// The keys every example's `state` object starts with, pager's: `current`, `position`,
  /// `count`, `looping`, `visible`, `progress`, `active`, `pools` (of `poolTypes`, in that
  /// order), `instantiated`, `workingRange`, `viewport` and `frames`.
  ///
  /// - Parameters:
  ///   - poolTypes: The controller types whose pools are listed.
  ///   - workingRange: The working range's bounds, if any.
  /// - Returns: The members, in order.
  package func containerStateFields(
    poolTypes: [any AnyObject.Type], workingRange: ClosedRange<Int>?
  ) -> [JSONValue.Member] {
    func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 + 0 }
    var progress: [JSONValue.Member] = []
    container.forEachVisiblePage { index, value in
      progress.append(JSONValue.Member(String(index), .number(rounded(value))))
    }
    let active = container.activeIndices.map { index in
      JSONValue.Member(
        String(index),
        .string(
          container.activeController(at: index).flatMap(container.tag(of:))?.description ?? "?"))
    }
    let pools = poolTypes.map { type in
      let key = ReuseIdentifier(type)
      return JSONValue.Member(key.typeName, .integer(container.poolSizes[key] ?? 0))
    }
    let range = workingRange.map {
      JSONValue.array([.integer($0.lowerBound), .integer($0.upperBound)])
    }
    return [
      JSONValue.Member("current", container.currentIndex.map { .integer($0) } ?? .null),
      JSONValue.Member("position", .number(rounded(container.position))),
      JSONValue.Member("count", .integer(container.count)),
      JSONValue.Member("looping", .bool(container.isLooping)),
      JSONValue.Member("visible", .array(container.visibleIndices.map { .integer($0) })),
      JSONValue.Member("progress", .object(progress)),
      JSONValue.Member("active", .object(active)),
      JSONValue.Member("pools", .object(pools)),
      JSONValue.Member("instantiated", .integer(container.instantiatedCount)),
      JSONValue.Member("workingRange", range ?? .null),
    ] + terminal.stateFields
  }
}
