import TerminalPagerCore
import Testing

/// The named repros of the script mode: big numbers and extreme velocities.
@Suite struct ScriptLimitsTests {
  private func lastState(_ script: String, _ arguments: [String] = []) throws -> String {
    let run = try runScript(script, arguments: arguments)
    return run.output.split(separator: "\n").last.map(String.init) ?? ""
  }

  @Test func hugeBackwardRelease_flingsToThePreviousPage() throws {
    let state = try lastState("jump:5:instant drag:-0.2 release:-1e307")
    #expect(state.contains(#""current":4,"position":4.0"#))
  }

  @Test func hugeForwardRelease_flingsToTheNextPage() throws {
    let state = try lastState("jump:5:instant drag:0.2 release:1e307")
    #expect(state.contains(#""current":6,"position":6.0"#))
  }

  @Test func rangeOfIntMax_clampsTo100_andASwipeWorks() throws {
    let state = try lastState("range:9223372036854775807 next", ["--pages", "300"])
    #expect(state.contains(#""current":1"#) && state.contains(#""workingRange":[0,101]"#))
  }

  @Test func negativeRange_isAnErrorEvent_exit1() throws {
    let run = try runScript("range:-9223372036854775808")
    #expect(run.status == 1)
    #expect(run.output.contains(#""event":"error","command":"range:-9223372036854775808""#))
  }

  @Test func tickOfIntMaxMilliseconds_returnsAtOnce_timeSaturates() throws {
    let state = try lastState("next& tick:9223372036854775807 tick:1")
    #expect(state.contains(#""t":9223372036854775807"#) && state.contains(#""current":1"#))
  }
}
