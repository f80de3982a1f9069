import Foundation
import Testing

/// Runs the built `pager` executable, which sits next to the test bundle.
private func pager(_ arguments: [String], stdout target: FileHandle? = nil) throws -> (
  status: Int32, stdout: String, stderr: String
) {
  let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  let process = Process()
  process.executableURL = bundle.appendingPathComponent("pager")
  process.arguments = arguments
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = target ?? output
  process.standardError = errors
  try process.run()
  if target != nil { try output.fileHandleForWriting.close() }
  let stdout = output.fileHandleForReading.readDataToEndOfFile()
  let stderr = errors.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    process.terminationStatus, String(decoding: stdout, as: UTF8.self),
    String(decoding: stderr, as: UTF8.self)
  )
}

@Suite struct CommandLineTests {
  @Test func malformedScript_namesTheTokenOnStderr_exit2_nothingOnStdout() throws {
    let run = try pager(["--script", "next drag:far next"])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("'drag:far'"))
  }

  @Test(arguments: ["key:sideways", "a11y:scroll", "key:left:right", "a11y"])
  func malformedAccessibilityCommand_exit2_nothingOnStdout(token: String) throws {
    let run = try pager(["--script", "key:right \(token) next"])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("'\(token)'"))
  }

  @Test func commandThatCannotApply_errorEvent_scriptGoesOn_exit1() throws {
    let run = try pager(["--script", "jump:99 next", "--pages", "4"])
    #expect(run.status == 1)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.contains { $0.contains(#""event":"error","command":"jump:99""#) })
    #expect(lines.last?.contains(#""event":"state","current":1"#) == true)
    #expect(run.stderr.isEmpty)
  }

  @Test func jsonlIsTheDefaultWhenStdoutIsNotATerminal() throws {
    let run = try pager(["--script", "next", "--pages", "2"])
    #expect(run.status == 0)
    #expect(run.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("{\"seq\":") })
  }

  @Test func unknownOption_usageErrorExit2() throws {
    let run = try pager(["--colour"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("--colour"))
  }

  @Test func help_printsTheReference() throws {
    let run = try pager(["--help"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("--working-range N"))
    #expect(run.stdout.contains("key:NAME (left right up down pageUp pageDown home end)"))
  }

  @Test func fullDisk_saysSoOnStderr_exit74() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let run = try pager(["--script", "next"], stdout: full)
    #expect(run.status == 74)
    #expect(run.stderr == "pager: cannot write to standard output: No space left on device\n")
  }

  @Test func closedStdout_saysSoOnStderr_exit74() throws {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let path = bundle.appendingPathComponent("pager").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exec \"$0\" --script next >&-", path]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 74)
    #expect(String(decoding: stderr, as: UTF8.self).contains("cannot write to standard output"))
  }

  @Test func scriptAndScriptFileTogether_usageErrorExit2_beforeAnythingRuns() throws {
    let run = try pager(["--script", "next", "--script-file", "/dev/null"])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("--script and --script-file cannot be used together"))
  }

  @Test(arguments: ["100000001", "9223372036854775807", "1111111111111111111111111"])
  func pagesAboveTheMaximum_usageErrorExit2(pages: String) throws {
    let run = try pager(["--pages", pages, "--script", "next"])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    // What was typed, not what it counted as (an outside check found `Int.max` quoted).
    #expect(run.stderr.contains("--pages takes at most 100000000 pages, not '\(pages)'"))
  }

  @Test func messages_quoteWhatWasTyped_escapedAndCut() throws {
    let path = "/nope/a\u{1B}[31mRED" + String(repeating: "x", count: 60)
    let file = try pager(["--script-file", path])
    #expect(file.status == 2 && file.stdout.isEmpty)
    #expect(!file.stderr.contains("\u{1B}"), "no raw escape reaches the terminal")
    #expect(file.stderr.contains("'/nope/a\\u{1B}[31mRED"), "\(file.stderr)")
    #expect(file.stderr.contains("characters)"), "cut: \(file.stderr)")
    let seed = try pager(["--seed", "-1", "--script", "next"])
    #expect(seed.status == 2 && seed.stdout.isEmpty)
    #expect(seed.stderr.contains("a whole number from 0 to 18446744073709551615, not '-1'"))
  }

  @Test func hugeWorkingRangeAndTicks_runPromptly_andClamp() throws {
    let run = try pager([
      "--working-range", "9223372036854775807", "--script",
      "range:9223372036854775807 next tick:9223372036854775807 tick:9223372036854775807 state",
    ])
    #expect(run.status == 0)
    let last = run.stdout.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.contains(#""t":9223372036854775807"#), "time saturates, never traps")
    #expect(last.contains(#""current":1"#) && last.contains(#""workingRange":[0,23]"#))
  }
}
