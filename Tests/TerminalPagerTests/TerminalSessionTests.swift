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
  /// Mouse reporting on (presses, drags, releases, SGR coordinates), and off.
  static let mouseOn = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
  static let mouseOff = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"

  /// Starts a terminal program (the demo by default) on a pseudo-terminal, with the environment
  /// users have (the toolchain's default backtracer included), and waits for its first frame.
  private func start(
    _ tty: PseudoTerminal, program: String = "pager", firstFrame: String = "current",
    arguments: [String] = []
  ) throws -> Process {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let process = Process()
    process.executableURL = bundle.appendingPathComponent(program)
    process.arguments = arguments
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
    #expect(tty.text.hasSuffix(Self.mouseOff + Self.leaveScreen) && !tty.isRaw)
  }

  @Test(arguments: ["pager", "tabbed-news", "short-video"])
  func theMouse_isReportedWhileTheProgramRuns_andSwitchedOffAtTheEnd(program: String) throws {
    let tty = try #require(PseudoTerminal())
    let firstFrame = ["pager": "current", "tabbed-news": "Top", "short-video": "pages"][program]
    let process = try start(tty, program: program, firstFrame: firstFrame ?? "")
    #expect(tty.text.contains(Self.mouseOn))
    kill(process.processIdentifier, SIGTERM)
    finish(process, tty)
    #expect(tty.text.hasSuffix(Self.mouseOff + Self.leaveScreen), "\(program) let go of the mouse")
  }

  @Test func noMouse_leavesTheMouseToTheTerminal() throws {
    let tty = try #require(PseudoTerminal())
    let process = try start(tty, arguments: ["--no-mouse"])
    tty.type("q")
    finish(process, tty)
    #expect(!tty.text.contains(Self.mouseOn))
    #expect(process.terminationStatus == 0)
  }

  @Test func aMouseDrag_pages_andAPressOnATab_selectsIt() throws {
    let tty = try #require(PseudoTerminal())
    let process = try start(tty)
    // A press at column 40, row 10 (1-based), a drag left in steps, a release: the next page.
    tty.type("\u{1B}[<0;40;10M")
    for column in [37, 33, 28, 22, 16, 10] { tty.type("\u{1B}[<32;\(column);10M") }
    tty.type("\u{1B}[<0;10;10m")
    #expect(tty.wait { tty.text.contains("current   1 of 24") }, "the drag paged")
    // A press on the tab strip's p5 (columns 26 to 29 of the first row).
    tty.type("\u{1B}[<0;28;1M\u{1B}[<0;28;1m")
    #expect(tty.wait { tty.text.contains("current   5 of 24") }, "the tab was selected")
    tty.type("q")
    finish(process, tty)
    #expect(process.terminationStatus == 0)
  }

  @Test(arguments: [SIGTERM, SIGINT, SIGHUP, SIGQUIT])
  func terminatingSignal_restoresTheTerminal_thenDiesOfIt(signal: Int32) throws {
    let tty = try #require(PseudoTerminal())
    let process = try start(tty)
    kill(process.processIdentifier, signal)
    finish(process, tty)
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == signal, "a shell reports 128+\(signal)")
    #expect(tty.text.hasSuffix(Self.mouseOff + Self.leaveScreen) && !tty.isRaw)
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
      #expect(
        tty.text.contains(Self.mouseOff + Self.leaveScreen) && !tty.isRaw,
        "\(program) restored the terminal and let go of the mouse")
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

  /// Ctrl-Z under a wrapper (`bash -c 'pager; echo'`) in an interactive shell: the wrapper
  /// stops at once and the shell takes the terminal back while pager restores it from the
  /// background (which must not stop it); pager then stops once, and `fg` brings both back.
  @Test func ctrlZUnderAWrapper_suspendsOnce_andFgResumesIt() throws {
    let tty = try #require(PseudoTerminal())
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let pager = bundle.appendingPathComponent("pager").path
    let shell = Process()
    // A session of its own with the pseudo-terminal as its controlling terminal (job control),
    // with the stop signals' default actions (a test runner may start us with them ignored,
    // and a shell passes ignored signals on to its jobs).
    shell.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    shell.arguments = [
      "--default-signal=TSTP,TTIN,TTOU,INT,QUIT", "setsid", "--ctty", "bash", "--norc",
      "--noprofile", "-i",
    ]
    shell.environment = ["TERM": "xterm", "PS1": "READY> ", "PATH": "/usr/bin:/bin"]
    let handle = FileHandle(fileDescriptor: tty.terminal, closeOnDealloc: false)
    shell.standardInput = handle
    shell.standardOutput = handle
    shell.standardError = handle
    try shell.run()
    defer { if shell.isRunning { shell.terminate() } }
    #expect(tty.wait { tty.text.contains("READY> ") }, "the shell's prompt")
    tty.type("bash -c '\(pager) --no-mouse; echo WRAPPER-DONE'\n")
    #expect(tty.wait { tty.text.contains("current") && tty.isRaw }, "pager drew its first frame")
    let before = tty.output.count
    tty.type("\u{1A}")  // Ctrl-Z
    // (The shell may prompt before pager, in the background, writes its restore: the order of
    // the two is the scheduler's.)
    let stopped = tty.wait {
      let text = String(decoding: tty.output[before...], as: UTF8.self)
      guard let stop = text.range(of: "Stopped") else { return false }
      return text.contains(Self.leaveScreen) && text[stop.upperBound...].contains("READY> ")
    }
    // (The shell's line editor sets its own mode at the prompt: raw-ish, not pager's.)
    #expect(stopped, "pager gave the terminal back, the job stopped, the shell prompts")
    let resumed = tty.output.count
    tty.type("fg\n")
    let redrawn = tty.wait {
      tty.isRaw && String(decoding: tty.output[resumed...], as: UTF8.self).contains("current")
    }
    #expect(redrawn, "fg brings pager back, drawn in raw mode (it was not stopped again)")
    tty.type("q")
    #expect(tty.wait { tty.text.contains("WRAPPER-DONE") }, "pager quit, the wrapper went on")
    tty.type("exit\n")
    tty.wait(seconds: 5) { !shell.isRunning }
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
