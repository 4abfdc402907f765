import Foundation
import Scrollwork
import ScrollworkCanvas
import Testing
import ZIPFoundation
@testable import ScrollworkLottie

/// Font files inside a `.lottie` archive draw its text.
@Suite("Text: fonts in .lottie archives")
struct EmbeddedFontTests {
    @Test("a font file of the archive is used for its family, before installed fonts")
    func archiveFont() throws {
        let mono = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")))
        let fonts = #""fonts": {"list": [{"fName": "Embedded-Face", "fFamily": "Embedded Face", "fStyle": "Regular"}]}"#
        let layer = #"{"ty": 5, "ip": 0, "op": 60, "ks": {}, "t": {"d": {"k": [{"s": {"t": "iii", "f": "Embedded-Face", "s": 40, "fc": [0, 0, 0]}, "t": 0}]}, "a": []}}"#
        let json = Array(Fixture.animation(layers: "[" + layer + "]", extra: fonts).utf8)
        let archive = try Archive(data: Data(), accessMode: .create)
        for (name, bytes) in [("animations/a.json", json), ("fonts/Embedded-Face.ttf", mono)] {
            let data = Data(bytes)
            try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        let animation = try LottieReader.everything.read([UInt8](archive.data ?? Data()))
        #expect(animation.fontFiles.keys.sorted() == ["fonts/Embedded-Face.ttf"])
        #expect(animation.diagnostics(.text).isEmpty, "\(animation.diagnostics)")
        guard case .text(let text)? = animation.layers.first?.content else { Issue.record("text layer expected"); return }
        let program = TextProgram(text, masks: [], glyphs: TextGlyphTable(animation), overrides: .none, seed: 0)
        let face = try Font(bytes: mono)
        let advance = face.glyph(for: "i").advance / face.unitsPerEm * 40
        let xs = TextFixture.placed(program).map(\.origin.x)
        #expect(xs.count == 3)
        #expect(abs(xs[1] - advance) < 1e-9 && abs(xs[2] - 2 * advance) < 1e-9)
        // The same file without its font: fontconfig's substitute, reported.
        let plain = try LottieReader.everything.read(json: json)
        #expect(plain.diagnostics(.text).contains { $0.message.contains("is not installed") })
    }
}
