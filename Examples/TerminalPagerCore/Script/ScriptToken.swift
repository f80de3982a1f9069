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

  /// A whole number as written: decimal digits with an optional sign, past `Int`'s range
  /// counted as `Int.max` or `Int.min` (saturated).
  ///
  /// - Parameter text: The text.
  /// - Returns: The number, or `nil` when the text is not one.
  package static func wholeNumber(_ text: String) -> Int? {
    var digits = Substring(text)
    var negative = false
    if let sign = digits.first, sign == "+" || sign == "-" {
      negative = sign == "-"
      digits = digits.dropFirst()
    }
    guard !digits.isEmpty,
      digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else { return nil }
    return Int(text) ?? (negative ? Int.min : Int.max)
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

  /// Argument `index` as a whole number within `range`: the one rule of every example's
  /// script for whole numbers.
  ///
  /// Decimal digits with an optional sign; any text that is not one, or a number outside
  /// `range`, is a syntax error whose message gives the range, never a trap. A number past
  /// `Int`'s own range counts as `Int.max` (or `Int.min`): accepted where `range` has no bound
  /// on that side ("any whole number ≥ 0"), an error naming the range otherwise.
  ///
  /// - Parameters:
  ///   - index: Which argument.
  ///   - what: What it is, for the message ("milliseconds").
  ///   - range: The numbers accepted; every `Int` by default.
  /// - Returns: The number.
  /// - Throws: ``ScriptSyntaxError`` naming the range.
  package func integer(
    _ index: Int, _ what: String, in range: ClosedRange<Int> = Int.min...Int.max
  ) throws(ScriptSyntaxError) -> Int {
    guard index < arguments.count, let value = Self.wholeNumber(arguments[index]),
      range.contains(value)
    else {
      throw fail("expected \(what) as a whole number\(Self.describe(range))")
    }
    return value
  }

  /// The only argument as a finite decimal number within `range`.
  ///
  /// - Parameters:
  ///   - what: What it is, for the message.
  ///   - range: The numbers accepted; every finite one by default.
  /// - Returns: The number.
  /// - Throws: ``ScriptSyntaxError`` naming the range.
  package func decimal(
    _ what: String, in range: ClosedRange<Double> = Self.finite
  ) throws(ScriptSyntaxError) -> Double {
    guard arguments.count == 1 else { throw fail("expected \(what) as a decimal number") }
    return try decimal(0, what, in: range)
  }

  /// Argument `index` as a finite decimal number within `range`.
  ///
  /// - Parameters:
  ///   - index: Which argument.
  ///   - what: What it is, for the message.
  ///   - range: The numbers accepted; every finite one by default.
  /// - Returns: The number.
  /// - Throws: ``ScriptSyntaxError`` naming the range.
  package func decimal(
    _ index: Int, _ what: String,
    in range: ClosedRange<Double> = Self.finite
  ) throws(ScriptSyntaxError) -> Double {
    guard index < arguments.count, let value = Double(arguments[index]), value.isFinite,
      range.contains(value)
    else {
      let bounds =
        range.upperBound == .greatestFiniteMagnitude
        ? "" : " from \(Self.describe(range.lowerBound)) to \(Self.describe(range.upperBound))"
      throw fail("expected \(what) as a decimal number\(bounds)")
    }
    return value
  }

  /// Every finite number.
  static let finite = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude

  private static func describe(_ range: ClosedRange<Int>) -> String {
    switch (range.lowerBound, range.upperBound) {
    case (Int.min, Int.max): ""
    case (let low, Int.max): " of \(low) or more"
    default: " from \(range.lowerBound) to \(range.upperBound)"
    }
  }

  private static func describe(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
