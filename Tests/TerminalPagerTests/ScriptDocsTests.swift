import Foundation
import ShortVideoCore
import TabbedNewsCore
import TerminalPagerCore
import Testing

/// Every command a program's script-mode list in Examples/README.md names is one that program
/// knows: a command listed under the wrong program is a reader's exit 2.
@MainActor
@Suite struct ScriptDocsTests {
  static func readme() throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return try String(
      contentsOf: root.appendingPathComponent("Examples/README.md"), encoding: .utf8)
  }

  /// The command names the bullets of the script-mode list under `heading` begin with: the
  /// backticked tokens before a bullet's first colon of prose, each up to its own colon.
  static func listedCommands(in readme: String, under heading: String) -> [String] {
    guard let section = readme.range(of: heading) else { return [] }
    let rest = readme[section.upperBound...]
    guard let list = rest.range(of: "### Script mode") else { return [] }
    var names: [String] = []
    var started = false
    for line in rest[list.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
      // The list: bullets and their indented lines; the first other paragraph ends it.
      if line.hasPrefix("- ") {
        started = true
      } else if line.isEmpty || line.hasPrefix("  ") {
        continue
      } else if started {
        break
      } else {
        continue
      }
      guard line.hasPrefix("- `") else { continue }
      // Tokens sit between odd and even backticks; prose begins at a colon outside them.
      var head = ""
      var inside = false
      for character in line.dropFirst(2) {
        if character == "`" { inside.toggle() }
        if !inside, character == ":" { break }
        head.append(character)
      }
      let pieces = head.split(separator: "`", omittingEmptySubsequences: false)
      for (offset, token) in pieces.enumerated() where offset % 2 == 1 {
        let name = String(token.prefix { $0 != ":" && $0 != "&" })
        guard let first = name.first, first.isLetter,
          name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" })
        else { continue }
        names.append(name)
      }
    }
    return names
  }

  /// Whether `parse` knows `name` (its arguments may be missing: only an unknown command
  /// counts).
  static func knows(_ name: String, _ parse: (String) throws -> Void) -> Bool {
    do {
      try parse(name)
      return true
    } catch {
      return !"\(error)".contains("unknown command")
    }
  }

  @Test(
    "each program's script-mode list names only commands it knows",
    arguments: ["## The terminal demo", "## A tabbed news service", "## A short-video feed"])
  func listedCommandsParse(heading: String) throws {
    let names = Self.listedCommands(in: try Self.readme(), under: heading)
    #expect(names.count >= 8, "\(heading): \(names)")
    let parse: (String) throws -> Void =
      switch heading {
      case "## The terminal demo": { _ = try ScriptParser.parse($0) }
      case "## A tabbed news service": { _ = try NewsCommand.parse($0) }
      default: { _ = try VideoCommand.parse($0) }
      }
    let unknown = names.filter { !Self.knows($0, parse) }
    #expect(unknown.isEmpty, "\(heading) lists commands it does not know: \(unknown)")
  }

  @Test(
    "each program's --help names every command its script-mode list does",
    arguments: ["## The terminal demo", "## A tabbed news service", "## A short-video feed"])
  func helpNamesEveryListedCommand(heading: String) throws {
    let help =
      switch heading {
      case "## The terminal demo": PagerOptions.help
      case "## A tabbed news service": NewsOptions.help
      default: VideoOptions.help
      }
    // A name counts where it stands as a word of the help (an outside check found `target`,
    // `input:off` and `refresh-end` missing).
    let words = Set(
      help.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "1") })
        .map(String.init))
    let missing = Self.listedCommands(in: try Self.readme(), under: heading).filter {
      !words.contains($0)
    }
    #expect(missing.isEmpty, "\(heading): --help does not name \(Set(missing).sorted())")
  }
}
