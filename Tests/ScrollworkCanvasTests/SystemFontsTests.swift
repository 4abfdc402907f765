import Foundation
import Scrollwork
import ScrollworkCanvas
import ScrollworkSystemFonts
import Testing

/// Installed fonts through fontconfig, on a machine set up by `scripts/setup.sh`
/// (`fonts-dejavu-core`, `fonts-liberation`).
@Suite("Text: system fonts")
struct SystemFontsTests {
    @Test("an installed family is found by family and style")
    func installedFamily() throws {
        let match = try #require(SystemFonts().match(FontRequest(family: "Liberation Sans", style: "Bold")))
        #expect(match.isRequestedFamily)
        #expect(match.family == "Liberation Sans")
        #expect(match.style.contains("Bold"))
        #expect(FileManager.default.fileExists(atPath: match.path))
        let font = try Font(path: match.path, faceIndex: match.faceIndex)
        #expect(font.familyName == "Liberation Sans")
        #expect(!font.glyph(for: "A").outline.isEmpty && !font.glyph(for: "A").isMissing)
    }

    @Test("a family that is not installed gets fontconfig's substitute, flagged")
    func substitute() throws {
        let arial = try #require(SystemFonts().match(FontRequest(family: "Arial")))
        #expect(!arial.isRequestedFamily)
        #expect(arial.family == "Liberation Sans")   // fontconfig's metric-compatible alias
        let unknown = try #require(SystemFonts().match(FontRequest(family: "No Such Family 4711")))
        #expect(!unknown.isRequestedFamily)
        #expect(FileManager.default.fileExists(atPath: unknown.path))
    }

    @Test("weights and slants from style words")
    func styleWords() {
        #expect(FontRequest(family: "x", style: "Bold Italic").cssWeight == 700)
        #expect(FontRequest(family: "x", style: "Bold Italic").isItalic)
        #expect(FontRequest(family: "x", style: "UltraBold").cssWeight == 800)
        #expect(FontRequest(family: "x", style: "Light").cssWeight == 300)
        #expect(FontRequest(family: "x", style: "Medium").cssWeight == 500)
        #expect(FontRequest(family: "x", style: "Demi").cssWeight == 600)
        #expect(FontRequest(family: "x", style: "Black").cssWeight == 900)
        #expect(FontRequest(family: "x", style: "").cssWeight == 400)
        #expect(!FontRequest(family: "x", style: "Regular").isItalic)
        #expect(FontRequest(family: "x", style: "Bold", weight: 300).cssWeight == 300)
        let bold = SystemFonts().match(FontRequest(family: "DejaVu Sans", style: "Bold"))
        #expect(bold?.style.contains("Bold") == true)
    }

    @Test("a font loads from bytes; empty or broken bytes are a typed error")
    func bytes() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Font.defaultPath))
        let font = try Font(bytes: [UInt8](data), name: "embedded")
        #expect(font.path == "embedded")
        #expect(!font.glyph(for: "g").outline.isEmpty)
        #expect(font.kerning(between: "A", and: "V") <= 0)
        #expect(throws: FontError.self) { _ = try Font(bytes: []) }
        #expect(throws: FontError.self) { _ = try Font(bytes: [1, 2, 3, 4]) }
    }
}
