import Foundation
import Testing

/// The package's root directory, from this file's path.
private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// A shell example of a document: the command after `$ ` (its `\` continuations joined), and
/// the lines it shows as output (a line ending in `...` shows the start of one).
struct ShellExample: CustomStringConvertible {
  var command: String
  var output: [String]
  var description: String { command }

  /// Every `$ swift run` example of the `sh` blocks of `document`.
  static func all(in document: String) throws -> [ShellExample] {
    let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
    var examples: [ShellExample] = []
    var inBlock = false
    var continuing = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("```") {
        inBlock = line == "```sh"
        continue
      }
      guard inBlock else { continue }
      if continuing, var last = examples.popLast() {
        continuing = line.hasSuffix("\\")
        last.command += " " + line.trimmingCharacters(in: .whitespaces).trimmingSuffix("\\")
        examples.append(last)
      } else if line.hasPrefix("$ swift run ") {
        continuing = line.hasSuffix("\\")
        examples.append(
          ShellExample(command: String(line.dropFirst(2)).trimmingSuffix("\\"), output: []))
      } else if line.hasPrefix("$ ") {
        continue
      } else if var last = examples.popLast() {
        last.output.append(line)
        examples.append(last)
      }
    }
    return examples.filter { !$0.output.isEmpty }
  }
}

extension String {
  fileprivate func trimmingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)).trimmingCharacters(in: .whitespaces) : self
  }
}

/// Every example the READMEs show with its output is what the programs print (an outside check
/// found a short-video example that had gone stale).
@Suite struct ShellExampleTests {
  static let documents = ["README.md", "Examples/README.md"]

  @Test func everyShellExampleWithOutput_printsWhatItShows() throws {
    let bin = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    var count = 0
    for document in Self.documents {
      for example in try ShellExample.all(in: document) {
        count += 1
        // `swift run NAME` is the built executable, run in the package's directory.
        let command = example.command.replacingOccurrences(
          of: "swift run ", with: bin.path + "/")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = root
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let printed = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        let matches =
          printed.count == example.output.count
          && zip(printed, example.output).allSatisfy { line, shown in
            shown.hasSuffix("...") ? line.hasPrefix(String(shown.dropLast(3))) : line == shown
          }
        #expect(
          matches,
          "\(document): \(example.command)\nshows:\n\(example.output.joined(separator: "\n"))\nprints:\n\(printed.joined(separator: "\n"))"
        )
      }
    }
    #expect(count >= 5)
  }
}
