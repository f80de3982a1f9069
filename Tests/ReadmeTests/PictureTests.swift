import Foundation
import Testing

/// The README's picture (an animated PNG of `pager` in a terminal): its first frame, what a
/// static preview and every viewer that shows one frame show, is the drawn screen, not the
/// empty terminal before the program's first frame.
@Suite struct PictureTests {
  @Test func theFirstFrame_isTheDrawnScreen() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let png = try Data(contentsOf: root.appendingPathComponent("Examples/Picture/pager.png"))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "a PNG")
    // The default image is the IDAT chunks (an APNG's first frame); an empty 720 × 432
    // terminal compresses to about 1.5 kB, a drawn screen to tens of kB.
    var offset = 8
    var defaultImage = 0
    var frames = 0
    while offset + 8 <= png.count {
      let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let kind = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
      if kind == "IDAT" { defaultImage += length }
      if kind == "fcTL" { frames += 1 }
      offset += 12 + length
    }
    #expect(frames > 10, "animated")
    #expect(defaultImage > 20_000, "the first frame holds a drawn screen: \(defaultImage) bytes")
  }
}
