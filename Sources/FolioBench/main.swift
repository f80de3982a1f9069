import FolioSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// folio-bench: Folio's speed and memory targets, measured (never asserted in timed tests).
//
//   swift run -c release folio-bench [section ...] [--json]
//
// With no section every section runs. `--json` prints exactly one JSON object whose keys are
// the sections that ran.

/// A benchmark section: its name on the command line and what it runs.
@MainActor
struct Section {
  var name: String
  var summary: String
  var run: (_ json: Bool) async -> JSONValue
}

let sections = [
  Section(name: "diff", summary: "FolioDiff against the standard library's difference(from:)") {
    DiffBenchmark.run(json: $0)
  },
  Section(name: "layout", summary: "one page-sized scroll step at 10^3 and 10^6 items") {
    LayoutBenchmark.run(json: $0)
  },
  Section(name: "paging", summary: "swipe cost, controller reuse and memory of the container") {
    PagingBenchmark.run(json: $0)
  },
  Section(name: "load", summary: "loading 10^7 pages and jumping to the last, as pager does") {
    LoadBenchmark.run(json: $0)
  },
  Section(
    name: "edits", summary: "appends, inserts and reloads at 10^2..10^7 pages, by diff and by edit"
  ) {
    await EditsBenchmark.run(json: $0)
  },
  Section(name: "nested", summary: "a nested-scroll fling frame: instructions and allocations") {
    NestedBenchmark.run(json: $0)
  },
  Section(name: "host", summary: "a screen through FolioHost: frames, swipes, frames at rest") {
    HostBenchmark.run(json: $0)
  },
  Section(name: "instructions", summary: "instructions per operation, counted with callgrind") {
    InstructionBenchmark.run(json: $0)
  },
]

var arguments = Array(CommandLine.arguments.dropFirst())
let json = arguments.contains("--json")
arguments.removeAll { $0 == "--json" }
if arguments.contains("--instructions") {
  arguments.removeAll { $0 == "--instructions" }
  arguments.append("instructions")
}

// `folio-bench probe NAME COUNT`: one workload, for callgrind (see InstructionBenchmark).
if arguments.first == "probe" {
  guard InstructionBenchmark.runProbe(arguments) else {
    print(
      "usage: folio-bench probe NAME COUNT; probes: "
        + InstructionProbes.all.map(\.name).joined(separator: ", "))
    exitWithUsageError()
  }
  exit(0)
}

if arguments.contains("--help") || arguments.contains("-h") {
  print("usage: folio-bench [section ...] [--json] [--instructions]\n\nsections:")
  for section in sections { print("  \(section.name)\t\(section.summary)") }
} else if let unknown = arguments.first(where: { name in !sections.contains { $0.name == name } }) {
  let names = sections.map(\.name).joined(separator: ", ")
  print("folio-bench: unknown section '\(unknown)'; expected one of: \(names)")
  exitWithUsageError()
} else {
  // Every section but those that need valgrind (and minutes) runs by default.
  let chosen =
    arguments.isEmpty
    ? sections.filter { !["instructions", "nested", "host"].contains($0.name) }
    : sections.filter { arguments.contains($0.name) }
  var results: [(String, JSONValue)] = []
  for section in chosen {
    if !json && !results.isEmpty { print("") }
    results.append((section.name, await section.run(json)))
  }
  if json { print(JSONValue.object(results).text) }
}
