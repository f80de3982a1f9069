import Foundation
import TabbedNewsCore
import Testing

/// `tabbed-news --scene FILE`: the screen's place kept for its scene across runs, as a UIKit
/// scene keeps it with `SceneRestoration` (issue 47, item 13).
@MainActor
@Suite struct SceneOptionTests {
  /// A file in a fresh directory, removed after.
  private func withSceneFile(_ body: (String) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("folio-scene-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory.appendingPathComponent("scene.json").path)
  }

  /// The lines of `output` with event `name`.
  private func events(_ name: String, in output: String) -> [Substring] {
    output.split(separator: "\n").filter { $0.contains(#""event":"\#(name)""#) }
  }

  @Test func theNextRun_opensOnTheSavedChannel_atItsOffset_nothingElseShownFirst() throws {
    try withSceneFile { path in
      let first = try runNews("next next scroll:5 background", arguments: ["--scene", path])
      #expect(events("scene", in: first.output).first?.contains(#""restored":false"#) == true)
      let saved = events("background", in: first.output)
      #expect(saved.count == 1 && saved[0].hasSuffix(#""event":"background","saved":true}"#))
      let next = try runNews("state", arguments: ["--scene", path])
      #expect(events("scene", in: next.output).first?.contains(#""restored":true"#) == true)
      let shown = events("willAppear", in: next.output)
      #expect(shown.count == 1 && shown[0].contains(#""index":2"#), "\(shown)")
      let state = try #require(events("state", in: next.output).last)
      #expect(state.contains(#""current":2"#))
      #expect(state.contains(#""feed":{"page":"business","offset":5"#), "\(state)")
    }
  }

  @Test func noSaveBeforeABackground_aDisconnectSaves_andAFileThatIsNoSnapshotIsReplaced() throws {
    try withSceneFile { path in
      _ = try runNews("next", arguments: ["--scene", path])
      #expect(!FileManager.default.fileExists(atPath: path), "nothing saved without a command")
      try Data("not a snapshot".utf8).write(to: URL(fileURLWithPath: path))
      let run = try runNews("jump:3 wait disconnect", arguments: ["--scene", path])
      #expect(events("scene", in: run.output).first?.contains(#""restored":false"#) == true)
      #expect(events("disconnect", in: run.output).first?.contains(#""saved":true"#) == true)
      #expect(try runNews("state", arguments: ["--scene", path]).output.contains(#""current":3"#))
    }
  }

  @Test func aFileThatCannotBeWritten_saysSo_andBadOptionsAreRefused() throws {
    let run = try runNews("background foreground", arguments: ["--scene", "/nonexistent/dir/x"])
    #expect(events("background", in: run.output).first?.contains(#""saved":false"#) == true)
    #expect(events("foreground", in: run.output).count == 1)
    #expect(run.status == 0)
    // Without --scene the scene still goes and comes back; nothing is saved.
    let plain = try runNews("background disconnect")
    #expect(events("disconnect", in: plain.output).first?.contains(#""saved":false"#) == true)
    #expect(throws: (any Error).self) { try NewsOptions.parse(["--scene"]) }
    #expect(throws: (any Error).self) { try NewsOptions.parse(["--scene", ""]) }
    #expect(throws: (any Error).self) { try NewsCommand.parse("background:1") }
    #expect(throws: (any Error).self) { try NewsCommand.parse("disconnect:now") }
  }
}
