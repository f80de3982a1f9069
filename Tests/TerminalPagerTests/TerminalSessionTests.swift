import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `pager` on a pseudo-terminal: every way out gives the terminal back (main screen, cursor,
/// line mode) and exits with an honest status.
@Suite(.serialized) struct TerminalSessionTests {
  static let leaveScreen = "\u{1B}[?1049l"
  static let enterScreen = "\u{1B}[?1049h"

  /// Starts a terminal program (the demo by default) on a pseudo-terminal, with the environment
  /// users have (the toolchain's default backtracer included), and waits for its first frame.
  private func start(
    _ tty: PseudoTerminal, program: String = "pager", firstFrame: String = "current"
  ) throws -> Process {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let process = Process()
    process.executableURL = bundle.appendingPathComponent(program)
    process.environment = ["TERM": "xterm"]
    let handle = FileHandle(fileDescriptor: tty.terminal, closeOnDealloc: false)
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = FileHandle.nullDevice
    try process.run()
    let drawn = tty.wait { tty.text.contains(firstFrame) && tty.isRaw }
    #expect(drawn, "the first frame is drawn in raw mode")
    return process
  }

  private func finish(_ process: Process, _ tty: PseudoTerminal) {
    tty.wait { !process.isRunning }
    process.waitUntilExit()
    tty.drain(milliseconds: 50)
  }

  @Test func q_restoresTheTerminal_exit0() throws {
    let tty = try #require(PseudoTerminal())
    let process = try start(tty)
    tty.type("q")
    finish(process, tty)
    #expect(process.terminationReason == .exit && process.terminationStatus == 0)
    #expect(tty.text.hasSuffix(Self.leaveScreen) && !tty.isRaw)
  }

  @Test(arguments: [SIGTERM, SIGINT, SIGHUP, SIGQUIT])
  func terminatingSignal_restoresTheTerminal_thenDiesOfIt(signal: Int32) throws {
    let tty = try #require(PseudoTerminal())
    let process = try start(tty)
    kill(process.processIdentifier, signal)
    finish(process, tty)
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == signal, "a shell reports 128+\(signal)")
    #expect(tty.text.hasSuffix(Self.leaveScreen) && !tty.isRaw)
  }

  /// A crash (a trap in Swift code raises SIGILL or SIGTRAP; a bad access SIGSEGV): the handler
  /// restores the terminal, then the signal's previous action ends the process.
  ///
  /// With the toolchain's default backtracer in the environment, as users run the programs: the
  /// process ends within a second (the backtracer would otherwise take the terminal and wait).
  @Test(arguments: [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP])
  func crash_restoresTheTerminal_andDiesOfItWithinASecond(signal: Int32) throws {
    for (program, firstFrame) in [("pager", "current"), ("tabbed-news", "Top")] {
      let tty = try #require(PseudoTerminal())
      let process = try start(tty, program: program, firstFrame: firstFrame)
      let killed = ContinuousClock.now
      kill(process.processIdentifier, signal)
      tty.wait(seconds: 5) { !process.isRunning }
      let lasted = ContinuousClock.now - killed
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
      tty.drain(milliseconds: 50)
      #expect(lasted < .seconds(1), "\(program) lived \(lasted) after signal \(signal)")
      #expect(
        process.terminationReason == .uncaughtSignal && process.terminationStatus == signal,
        "\(program): a shell reports 128+\(signal)")
      #expect(tty.text.contains(Self.leaveScreen) && !tty.isRaw, "\(program) restored the terminal")
    }
  }

  @Test func suspend_givesTheTerminalBack_andContinueTakesItAgainAndRedraws() throws {
    let tty = try #require(PseudoTerminal())
    let process = try start(tty)
    kill(process.processIdentifier, SIGTSTP)
    // The program writes the main-screen sequence, restores line mode, then stops: the test
    // may see the mode and the stop before it has read the bytes, so it waits for all three.
    let stopped = tty.wait {
      !tty.isRaw && Self.state(of: process) == "T" && tty.text.hasSuffix(Self.leaveScreen)
    }
    #expect(stopped, "stopped, terminal given back, main screen last")
    let before = tty.output.count
    kill(process.processIdentifier, SIGCONT)
    let redrawn = tty.wait {
      tty.isRaw && String(decoding: tty.output[before...], as: UTF8.self).contains("current")
    }
    #expect(redrawn, "raw mode again and a full redraw")
    #expect(String(decoding: tty.output[before...], as: UTF8.self).hasPrefix(Self.enterScreen))
    tty.type("q")
    finish(process, tty)
    #expect(process.terminationStatus == 0 && !tty.isRaw)
  }

  /// The process state letter from /proc (R, S, T for stopped, ...).
  private static func state(of process: Process) -> String? {
    guard
      let stat = try? String(
        contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    return stat[stat.index(close, offsetBy: 2)...].split(separator: " ").first.map(String.init)
  }
}
