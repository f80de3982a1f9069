import Foundation
import Testing

/// Runs the built `pager` executable, which sits next to the test bundle.
private func pager(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String)
{
  let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  let process = Process()
  process.executableURL = bundle.appendingPathComponent("pager")
  process.arguments = arguments
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  try process.run()
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
  }
}
