/// The little JSON the benchmark prints: objects keep their key order.
enum JSONValue {
  case number(Double)
  case integer(Int)
  case string(String)
  case object([(String, JSONValue)])

  /// The value as compact JSON text.
  var text: String {
    switch self {
    case .number(let value):
      return value.isFinite ? String(value) : "null"
    case .integer(let value):
      return String(value)
    case .string(let value):
      var escaped = "\""
      for character in value.unicodeScalars {
        switch character {
        case "\"": escaped += "\\\""
        case "\\": escaped += "\\\\"
        case "\n": escaped += "\\n"
        default: escaped.unicodeScalars.append(character)
        }
      }
      return escaped + "\""
    case .object(let members):
      let body = members.map { JSONValue.string($0.0).text + ": " + $0.1.text }
      return "{" + body.joined(separator: ", ") + "}"
    }
  }
}
