import FolioSupport
import Foundation

/// `folio-bench nested`: the cost of a frame of a vertical fling through the hand-off between a
/// collapsing header and a page's feed, next to the container's own glide frame, in instructions
/// (callgrind), and whether a frame allocates (dhat: the blocks allocated by 200 frames and by
/// 400 are the same when no frame allocates).
@MainActor
enum NestedBenchmark {
  static func run(json: Bool) -> JSONValue {
    guard let valgrind = InstructionBenchmark.executable(named: "valgrind") else {
      if !json { print("nested: valgrind not found; install it to count instructions") }
      return .object([("skipped", .string("valgrind not found"))])
    }
    let frames = 200
    let nested = InstructionBenchmark.callgrindTotal(
      valgrind: valgrind, probe: "nested-fling-frame", count: frames)
    let glide = InstructionBenchmark.callgrindTotal(
      valgrind: valgrind, probe: "glide-frame", count: frames)
    let blocks = [frames, 2 * frames].map {
      allocatedBlocks(valgrind: valgrind, probe: "nested-fling-frame", count: $0)
    }
    let perFrame = nested.map { $0 / Double(frames) }
    let glidePerFrame = glide.map { $0 / Double(frames) }
    let allocationsPerFrame: Double? =
      if let more = blocks[1], let fewer = blocks[0] {
        Double(more - fewer) / Double(frames)
      } else {
        nil
      }
    if !json {
      func text(_ value: Double?, digits: Int = 0) -> String {
        value.map { formatted($0, digits: digits) } ?? "n/a"
      }
      print("nested scrolling (callgrind and dhat, per frame)")
      print("  fling frame through the hand-off  \(text(perFrame)) instructions (target 4000)")
      print("  container glide frame             \(text(glidePerFrame)) instructions")
      print("  allocations per fling frame       \(text(allocationsPerFrame, digits: 2))")
    }
    func number(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }
    return .object([
      ("flingFrameInstructions", number(perFrame)),
      ("glideFrameInstructions", number(glidePerFrame)),
      ("allocationsPerFlingFrame", number(allocationsPerFrame)),
    ])
  }

  /// The blocks dhat counts for a whole run of a probe (set-up included).
  static func allocatedBlocks(valgrind: String, probe: String, count: Int) -> Int? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: valgrind)
    process.arguments = [
      "--tool=dhat", "--dhat-out-file=/dev/null", InstructionBenchmark.selfPath(), "probe", probe,
      String(count),
    ]
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    do {
      try process.run()
    } catch {
      return nil
    }
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // "==123== Total:     45,678 bytes in 546 blocks"
    let text = String(decoding: data, as: UTF8.self)
    guard let line = text.split(separator: "\n").first(where: { $0.contains("Total:") }),
      let blocks = line.split(separator: " ").dropLast().last
    else { return nil }
    return Int(blocks.filter { $0 != "," })
  }
}
