import Folio
import FolioSupport

/// One line of the demo's event log: what script mode prints and the screen's log shows.
package struct PagerEvent: Hashable, Sendable {
  /// What kind of event it is, for colouring.
  package enum Kind: Hashable, Sendable {
    /// willAppear, didAppear.
    case appear
    /// didDisappear.
    case disappear
    /// reclaimed.
    case reclaim
    /// enterWorkingRange, exitWorkingRange.
    case workingRange
    /// error.
    case error
    /// Anything else.
    case other
  }

  /// The event's number, from 1.
  package var seq: Int
  /// The clock's time in milliseconds.
  package var milliseconds: Int
  /// The event's name, as the script-mode reference gives it.
  package var name: String
  /// The event's fields, in order.
  package var fields: [JSONValue.Member]

  package init(seq: Int, milliseconds: Int, name: String, fields: [JSONValue.Member]) {
    self.seq = seq
    self.milliseconds = milliseconds
    self.name = name
    self.fields = fields
  }

  /// Its kind.
  package var kind: Kind {
    switch name {
    case "willAppear", "didAppear": .appear
    case "didDisappear": .disappear
    case "reclaimed": .reclaim
    case "enterWorkingRange", "exitWorkingRange": .workingRange
    case "error": .error
    default: .other
    }
  }

  /// The event as one JSON object: `seq`, `t`, `event`, then its fields.
  package var json: String {
    JSONValue.object(
      [
        JSONValue.Member("seq", .integer(seq)), JSONValue.Member("t", .integer(milliseconds)),
        JSONValue.Member("event", .string(name)),
      ] + fields
    ).text
  }

  /// The event as one readable line: `seq t=ms name key=value ...`.
  package var text: String {
    "\(seq) t=\(milliseconds) \(name)"
      + fields.map { " \($0.key)=\(PagerEvent.plain($0.value))" }.joined()
  }

  /// The event without `seq` and `t`, as the screen's log shows it.
  package var summary: String {
    ([name] + fields.map { PagerEvent.plain($0.value) }).joined(separator: " ")
  }

  private static func plain(_ value: JSONValue) -> String {
    if case .string(let text) = value { return text }
    return value.text
  }

  /// The fields of a container event, or `nil` for events the demo does not print.
  package static func fields(of event: PageEvent) -> (name: String, fields: [JSONValue.Member])? {
    func page(_ index: Int, _ page: String, _ controller: ControllerTag?) -> [JSONValue.Member] {
      [
        JSONValue.Member("index", .integer(index)), JSONValue.Member("page", .string(page)),
        JSONValue.Member("controller", controller.map { .string($0.description) } ?? .null),
      ]
    }
    switch event {
    case .instantiated(let tag):
      return (
        "instantiate",
        [
          JSONValue.Member("controller", .string(tag.description)),
          JSONValue.Member("type", .string(tag.typeName)),
        ]
      )
    case .dequeued(let index, let name, let tag, let source):
      return (
        "dequeue", page(index, name, tag) + [JSONValue.Member("source", .string(source.rawValue))]
      )
    case .willAppear(let index, let name, let tag): return ("willAppear", page(index, name, tag))
    case .didAppear(let index, let name, let tag): return ("didAppear", page(index, name, tag))
    case .didDisappear(let index, let name, let tag):
      return ("didDisappear", page(index, name, tag))
    case .reclaimed(let index, let name, let tag): return ("reclaimed", page(index, name, tag))
    case .plugin(let pluginEvent, let index, let name, let tag):
      return (pluginEvent, page(index, name, tag))
    case .settled(let index): return ("settle", [JSONValue.Member("index", .integer(index))])
    case .updated(let changes):
      return (
        "update",
        [
          JSONValue.Member("inserts", .array(changes.inserts.map { .integer($0) })),
          JSONValue.Member("deletes", .array(changes.deletes.map { .integer($0) })),
          JSONValue.Member(
            "moves", .array(changes.moves.map { .array([.integer($0.from), .integer($0.to)]) })),
          JSONValue.Member("updates", .array(changes.updates.map { .integer($0) })),
        ]
      )
    case .diagnostic(let message):
      return (
        "error",
        [JSONValue.Member("command", .string("")), JSONValue.Member("message", .string(message))]
      )
    case .loadMore(let startIndex):
      return ("loadMore", [JSONValue.Member("index", .integer(startIndex))])
    case .loadMoreFailed:
      return ("loadFail", [])
    case .released, .reloaded, .resized:
      return nil
    }
  }
}
