import FolioDiff
import FolioSupport

/// `folio-bench diff`: FolioDiff against the standard library's `difference(from:)`.
///
/// The workload is ``ListEditWorkload``'s default (10% deleted, 10% inserted, 5% updated, 2% put
/// back at random places, seeded) at 10k, 100k and 1M elements, plus 100k unchanged. FolioDiff
/// diffs the items (identities and contents); the standard library diffs the identities alone and
/// then infers moves. The standard library is skipped at 1M, where it takes minutes.
@MainActor
enum DiffBenchmark {
  struct Case {
    var key: String
    var label: String
    var count: Int
    var unchanged: Bool
    var folioRuns: Int
    var stdlibRuns: Int
  }

  static let cases = [
    Case(
      key: "n10000", label: "10k", count: 10_000, unchanged: false, folioRuns: 21, stdlibRuns: 5),
    Case(
      key: "n100000", label: "100k", count: 100_000, unchanged: false, folioRuns: 11, stdlibRuns: 3),
    Case(
      key: "n100000_unchanged", label: "100k unchanged", count: 100_000, unchanged: true,
      folioRuns: 51, stdlibRuns: 51),
    Case(
      key: "n1000000", label: "1M", count: 1_000_000, unchanged: false, folioRuns: 5, stdlibRuns: 0),
  ]

  /// Runs every case; prints a table unless `json`, and returns the section's JSON.
  static func run(json: Bool) -> JSONValue {
    var sink = 0
    var members: [(String, JSONValue)] = []
    if !json {
      print("diff: median milliseconds (10% deleted, 10% inserted, 5% updated, 2% moved; seed 1)")
      print(
        padded("case", 16) + padded("Folio ms", 12) + padded("stdlib ms", 12)
          + padded("stdlib/Folio", 14) + padded("moves", 10))
    }
    for testCase in cases {
      let workload =
        testCase.unchanged
        ? ListEditWorkload(
          count: testCase.count, deleting: 0, inserting: 0, updating: 0, moving: 0, seed: 1)
        : ListEditWorkload(count: testCase.count, seed: 1)
      let (old, new) = (workload.old, workload.new)
      let moves = diff(old: old, new: new).moves.count
      let folio = medianMilliseconds(runs: testCase.folioRuns, sink: &sink) {
        diff(old: old, new: new).changeCount
      }
      var result: [(String, JSONValue)] = [("folio_ms", .number(folio))]
      var stdlib = Double.nan
      if testCase.stdlibRuns > 0 {
        let oldIDs = old.map(\.id)
        let newIDs = new.map(\.id)
        stdlib = medianMilliseconds(runs: testCase.stdlibRuns, sink: &sink) {
          newIDs.difference(from: oldIDs).inferringMoves().count
        }
        result.append(("stdlib_ms", .number(stdlib)))
      }
      members.append((testCase.key, .object(result)))
      if !json {
        print(
          padded(testCase.label, 16) + padded(formatted(folio, digits: 3), 12)
            + padded(formatted(stdlib, digits: 1), 12)
            + padded(formatted(stdlib / folio, digits: 1) + "x", 14) + padded(String(moves), 10))
      }
    }
    if sink == 42 { print("") }  // Keeps the measured work observable.
    return .object(members)
  }
}
