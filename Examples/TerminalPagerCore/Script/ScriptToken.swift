/// One token of a demo script, split into its name, its `:`-separated arguments and a trailing
/// `&`, with the checks both demos' parsers use.
package struct ScriptToken {
  /// The token as written.
  package let text: String
  /// The command's name.
  package let name: String
  /// The arguments after the name.
  package let arguments: [String]
  /// Whether it ends in `&` (start the motion without waiting).
  package let background: Bool

  /// Splits a token.
  ///
  /// - Parameter token: The token as written.
  package init(_ token: String) {
    text = token
    var rest = Substring(token)
    background = rest.hasSuffix("&")
    if background { rest = rest.dropLast() }
    let parts = rest.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    name = parts[0]
    arguments = Array(parts.dropFirst())
  }

  /// An error about this token.
  package func fail(_ reason: String) -> ScriptSyntaxError {
    ScriptSyntaxError(token: text, reason: reason)
  }

  /// Refuses a trailing `&` on commands other than `commands`.
  package func allowBackground(for commands: [String]) throws(ScriptSyntaxError) {
    guard background, !commands.contains(name) else { return }
    let list = commands.dropLast().joined(separator: ", ") + " and " + (commands.last ?? "")
    throw fail("a trailing & is only for \(list)")
  }

  /// Requires exactly `count` arguments.
  package func expectArguments(_ count: Int) throws(ScriptSyntaxError) {
    guard arguments.count == count else {
      throw fail(
        count == 0 ? "takes no argument" : "takes \(count) argument\(count == 1 ? "" : "s")")
    }
  }

  /// Argument `index` as a whole number.
  package func integer(_ index: Int, _ what: String) throws(ScriptSyntaxError) -> Int {
    guard index < arguments.count, let value = Int(arguments[index]) else {
      throw fail("expected \(what) as a whole number")
    }
    return value
  }

  /// The only argument as a finite decimal number.
  package func decimal(_ what: String) throws(ScriptSyntaxError) -> Double {
    guard arguments.count == 1, let value = Double(arguments[0]), value.isFinite else {
      throw fail("expected \(what) as a decimal number")
    }
    return value
  }
}
