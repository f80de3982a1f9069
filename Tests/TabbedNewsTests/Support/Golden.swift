import Foundation
import Testing

/// Golden transcripts live next to the tests, in `Golden/`; run with `FOLIO_UPDATE_GOLDEN=1` to
/// rewrite them from the current output (then read the diff before committing).
enum Golden {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Golden")

  static func check(
    _ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = directory.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["FOLIO_UPDATE_GOLDEN"] == "1" {
      try? actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record("missing golden file \(name)", sourceLocation: sourceLocation)
      return
    }
    guard actual != expected else { return }
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let first =
      zip(a, e).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, e.count)
    Issue.record(
      "\(name) differs at line \(first + 1):\n  expected: \(first < e.count ? String(e[first]) : "<end>")\n  actual:   \(first < a.count ? String(a[first]) : "<end>")",
      sourceLocation: sourceLocation)
  }
}
