import FolioSupport
import Foundation

/// `folio-bench --instructions`: counts the instructions of each ``InstructionProbes`` workload
/// with `valgrind --tool=callgrind` (repeatable on a noisy machine, unlike wall time) and
/// compares them with their targets and floors.
///
/// It runs, for each probe, what anyone can run by hand:
/// ```
/// valgrind --tool=callgrind --toggle-collect='*measuredRegion*' \
///   --callgrind-out-file=/tmp/probe.out .build/release/folio-bench probe swipe-1e3 20
/// ```
/// and divides the collected total (`summary:` in the output file) by the operations.
@MainActor
enum InstructionBenchmark {
  static func operations(for probe: InstructionProbes.Probe) -> Int {
    switch probe.name {
    case "diff-edit-1e6": 1
    case "diff-prepend-1e5", "update-same-1e5", "update-insert-1e5": 5
    case "glide-frame", "nested-fling-frame", "host-glide-frame", "host-followed-frame",
      "nested-followed-frame":
      200
    default: 20
    }
  }

  /// Runs every probe under callgrind; prints a table unless `json`.
  static func run(json: Bool) -> JSONValue {
    guard let valgrind = executable(named: "valgrind") else {
      if !json { print("instructions: valgrind not found; install it to count instructions") }
      return .object([("skipped", .string("valgrind not found"))])
    }
    if !json {
      print("instructions (callgrind, per operation; target, and the floor it compares with)")
      print(
        leftAligned("probe", 20) + padded("instructions", 14) + padded("target", 12) + "  floor")
    }
    var members: [(String, JSONValue)] = []
    for probe in InstructionProbes.all {
      let count = operations(for: probe)
      guard let total = callgrindTotal(valgrind: valgrind, probe: probe.name, count: count) else {
        members.append((probe.name, .null))
        continue
      }
      let perOperation = total / Double(count) / probe.unitsPerOperation
      members.append((probe.name, .number(perOperation)))
      if !json {
        let verdict = perOperation <= probe.target ? "" : "  (over target)"
        print(
          leftAligned(probe.name, 20) + padded(formatted(perOperation, digits: 0), 14)
            + padded(formatted(probe.target, digits: 0), 12) + "  " + probe.floor + verdict)
      }
    }
    return .object(members)
  }

  /// The instructions callgrind collects in `measuredRegion` for `count` operations of a probe.
  static func callgrindTotal(valgrind: String, probe: String, count: Int) -> Double? {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("folio-probe-\(probe)-\(getpid()).out").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: valgrind)
    process.arguments = [
      "--tool=callgrind", "--toggle-collect=*measuredRegion*", "--callgrind-out-file=\(output)",
      selfPath(), "probe", probe, String(count),
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
      process.waitUntilExit()
    } catch {
      return nil
    }
    defer { try? FileManager.default.removeItem(atPath: output) }
    guard let text = try? String(contentsOfFile: output, encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n")
    where line.hasPrefix("summary:") || line.hasPrefix("totals:") {
      if let value = line.split(separator: " ").last.flatMap({ Double($0) }) { return value }
    }
    return nil
  }

  /// Runs one probe (the target of callgrind).
  static func runProbe(_ arguments: [String]) -> Bool {
    guard arguments.count == 3,
      let probe = InstructionProbes.all.first(where: { $0.name == arguments[1] }),
      let count = Int(arguments[2]), count > 0
    else { return false }
    let operation = probe.setUp()
    measuredRegion(count, operation)
    return true
  }

  static func selfPath() -> String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
  }

  static func executable(named name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}

/// `text` followed by spaces up to `width` columns.
private func leftAligned(_ text: String, _ width: Int) -> String {
  text + String(repeating: " ", count: max(0, width - text.count))
}
