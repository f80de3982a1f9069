import Folio

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
  /// - Returns: Why it could not apply, or `nil`.
  package func jump(to index: Int, instant: Bool) -> String? {
    do {
      try scrollToPage(index, animated: !instant)
      layoutIfNeeded()
      return nil
    } catch {
      return error.description
    }
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
