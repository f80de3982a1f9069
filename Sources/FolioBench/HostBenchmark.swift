import FolioSupport

/// `folio-bench host`: a screen through FolioHost.
///
/// A glide frame (the display link's tick,
/// frames in points on the pixel grid) and a swipe (touches in points, containment performed)
/// in instructions (callgrind), whether a frame allocates (dhat), and the frames a screen at
/// rest asks for (none: its display link sleeps).
@MainActor
enum HostBenchmark {
  static func run(json: Bool) -> JSONValue {
    let rest = HostProbes.framesAtRest(seconds: 60)
    let followedRest = FollowedProbes.framesAtRest()
    var members: [(String, JSONValue)] = [
      ("framesAtRest", .integer(rest.frames)), ("wakeUpsAtRest", .integer(rest.wakeUps)),
      ("followedFramesAtRest", .integer(followedRest)),
    ]
    if !json {
      print("host (FolioHost: a display link, touches in points, containment)")
      print(
        "  frames asked for in 60 s at rest   \(rest.frames) (target 0), timer wake-ups \(rest.wakeUps)"
      )
      print("  followed: frames asked at rest     \(followedRest) (target 0)")
    }
    guard let valgrind = InstructionBenchmark.executable(named: "valgrind") else {
      if !json { print("  instructions: valgrind not found; install it to count them") }
      members.append(("skipped", .string("valgrind not found")))
      return .object(members)
    }
    let frames = 200
    let swipes = 20
    /// Instructions per operation of a probe run `count` times.
    func perOperation(_ probe: String, _ count: Int) -> Double? {
      InstructionBenchmark.callgrindTotal(valgrind: valgrind, probe: probe, count: count)
        .map { $0 / Double(count) }
    }
    let glide = perOperation("host-glide-frame", frames)
    let swipe = perOperation("host-swipe-1e3", swipes)
    let swipe8 = perOperation("host-swipe8-1e3", swipes)
    let container8 = perOperation("swipe8-1e3", swipes)
    let followed = perOperation("host-followed-frame", frames)
    let followedSwipe = perOperation("host-followed-swipe", swipes)
    let nestedFollowed = perOperation("nested-followed-frame", frames)
    let swiftUIGlide = perOperation("swiftui-glide-frame", frames)
    let swiftUISwipe = perOperation("swiftui-swipe", swipes)
    func allocated(_ probe: String) -> Double? {
      let blocks = [frames, 2 * frames].map {
        NestedBenchmark.allocatedBlocks(valgrind: valgrind, probe: probe, count: $0)
      }
      guard let more = blocks[1], let fewer = blocks[0] else { return nil }
      return Double(more - fewer) / Double(frames)
    }
    let allocations = allocated("host-glide-frame")
    let followedAllocations = allocated("host-followed-frame")
    let nestedAllocations = allocated("nested-followed-frame")
    if !json {
      func text(_ value: Double?, digits: Int = 0) -> String {
        value.map { formatted($0, digits: digits) } ?? "n/a"
      }
      print("  glide frame through the host       \(text(glide)) instructions (target 3000)")
      print("  allocations per glide frame        \(text(allocations, digits: 2)) (target 0)")
      print("  swipe through the host             \(text(swipe)) instructions (target 150000)")
      print("  followed frame (a UIScrollView's)  \(text(followed)) instructions (target 2000)")
      print(
        "  allocations per followed frame     \(text(followedAllocations, digits: 2)) (target 0)")
      print(
        "  followed swipe (UIKit's reports)   \(text(followedSwipe)) instructions (target 150000)")
      print(
        "  nested feed's followed frame       \(text(nestedFollowed)) instructions (target 3000)")
      print("  allocations per nested frame       \(text(nestedAllocations, digits: 2)) (target 0)")
      print(
        "  a finger's swipe of 8 moves        \(text(swipe8)) through the host, \(text(container8)) the container alone"
      )
      print("  SwiftUI glide frame (FolioPager)   \(text(swiftUIGlide)) instructions (target 7000)")
      print(
        "  SwiftUI swipe, each body's read    \(text(swiftUISwipe)) instructions (target 400000)")
    }
    func number(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }
    members += [
      ("glideFrameInstructions", number(glide)), ("allocationsPerGlideFrame", number(allocations)),
      ("swipeInstructions", number(swipe)), ("swipe8Instructions", number(swipe8)),
      ("containerSwipe8Instructions", number(container8)),
      ("followedFrameInstructions", number(followed)),
      ("allocationsPerFollowedFrame", number(followedAllocations)),
      ("followedSwipeInstructions", number(followedSwipe)),
      ("nestedFollowedFrameInstructions", number(nestedFollowed)),
      ("allocationsPerNestedFollowedFrame", number(nestedAllocations)),
      ("swiftUIGlideFrameInstructions", number(swiftUIGlide)),
      ("swiftUISwipeInstructions", number(swiftUISwipe)),
    ]
    return .object(members)
  }
}
