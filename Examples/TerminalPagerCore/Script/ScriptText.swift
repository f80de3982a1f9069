import FolioSupport

/// How the examples quote what a user typed in an error message: control characters and
/// other invisible ones written as escapes, and a long text cut short, so that a message is
/// one readable line whatever was typed.
package enum ScriptText {
  /// The most characters of a user's text a message quotes.
  package static let quotedLength = 40

  /// `text` as an error message quotes it: each control, format or other invisible character
  /// (and `\`) written as a Swift escape (`\n`, `\u{1B}`), and past ``quotedLength``
  /// characters cut with `…` and the whole length (`… (100000 characters)`).
  ///
  /// - Parameter text: What the user typed.
  /// - Returns: One line of printable text.
  package static func quoted(_ text: some StringProtocol) -> String {
    var result = ""
    var count = 0
    for character in text {
      count += 1
      guard count <= quotedLength else { continue }
      result += escaped(character)
    }
    return count <= quotedLength ? result : result + "… (\(count) characters)"
  }

  /// An `error` event's fields for a command that could not apply: the command, quoted, and
  /// why.
  ///
  /// - Parameters:
  ///   - command: The command's token as written.
  ///   - message: Why it could not apply.
  /// - Returns: `command` and `message`.
  package static func errorFields(command: String, message: String) -> [JSONValue.Member] {
    [.init("command", .string(quoted(command))), .init("message", .string(message))]
  }

  private static func escaped(_ character: Character) -> String {
    if character == "\\" { return "\\\\" }
    if character == "\n" { return "\\n" }
    if character == "\t" { return "\\t" }
    if character == "\r" { return "\\r" }
    let visible = character.unicodeScalars.allSatisfy { scalar in
      switch scalar.properties.generalCategory {
      case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator,
        .paragraphSeparator:
        false
      default: true
      }
    }
    if visible { return String(character) }
    return character.unicodeScalars.map { "\\u{\(String($0.value, radix: 16, uppercase: true))}" }
      .joined()
  }
}
