import TerminalPagerCore
import Testing

/// Golden files live next to the tests, in `Golden/`.
///
/// Run with `FOLIO_UPDATE_GOLDEN=1` to rewrite them from the current output (then read the diff
/// before committing).
enum Golden {
  static let directory: String = {
    let file = #filePath
    let tests = file.split(separator: "/", omittingEmptySubsequences: false).dropLast(2)
    return tests.joined(separator: "/") + "/Golden"
  }()

  static var updating: Bool { environment("FOLIO_UPDATE_GOLDEN") == "1" }

  /// Compares `actual` with the golden file `name`, or rewrites it when updating.
  static func check(
    _ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let path = directory + "/" + name
    if updating {
      TextFile.write(actual, to: path)
      return
    }
    guard let expected = TextFile.read(path) else {
      Issue.record("missing golden file \(name)", sourceLocation: sourceLocation)
      return
    }
    guard actual != expected else { return }
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let first =
      zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(actualLines.count, expectedLines.count)
    Issue.record(
      """
      \(name) differs at line \(first + 1):
        expected: \(first < expectedLines.count ? String(expectedLines[first]) : "<end>")
        actual:   \(first < actualLines.count ? String(actualLines[first]) : "<end>")
      """, sourceLocation: sourceLocation)
  }
}

#if canImport(Glibc)
  import Glibc
#endif

private func environment(_ name: String) -> String? {
  getenv(name).map { String(cString: $0) }
}
