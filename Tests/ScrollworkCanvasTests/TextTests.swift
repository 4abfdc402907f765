import ScrollworkCanvas
import Testing
import Scrollwork

@Suite("Text")
struct TextTests {
    @Test func layoutAdvancesAndWraps() throws {
        let font = try Font()
        let one = TextLayout("Hello world", font: font, size: 20)
        #expect(one.lines.count == 1)
        #expect(one.glyphs.count == 10)  // the space has no outline
        #expect(one.size.width > 80 && one.size.width < 140)
        let wrapped = TextLayout("Hello world again", font: font, size: 20, maxWidth: 70)
        #expect(wrapped.lines.count == 3)
        #expect(wrapped.lines.map(\.text) == ["Hello", "world", "again"])
        #expect(wrapped.lines[1].baseline > wrapped.lines[0].baseline)
        let broken = TextLayout("a\nb", font: font, size: 20)
        #expect(broken.lines.count == 2)
    }

    @Test func alignment() throws {
        let font = try Font()
        let left = TextLayout("ab\nabcdef", font: font, size: 20, alignment: .left)
        let right = TextLayout("ab\nabcdef", font: font, size: 20, alignment: .right)
        let center = TextLayout("ab\nabcdef", font: font, size: 20, alignment: .center)
        #expect(left.glyphs[0].origin.x == 0)
        let shift = left.lines[1].width - left.lines[0].width
        #expect(abs(right.glyphs[0].origin.x - shift) < 1e-9)
        #expect(abs(center.glyphs[0].origin.x - shift / 2) < 1e-9)
    }

    @Test func kerningTightensPairsWhenTheFontHasIt() throws {
        let font = try Font()
        let av = TextLayout("AV", font: font, size: 100).size.width
        let a = TextLayout("A", font: font, size: 100).size.width, v = TextLayout("V", font: font, size: 100).size.width
        #expect(av <= a + v + 1e-9)
    }

    @Test func textIsDrawnThroughTheRasterizer() throws {
        let font = try Font()
        let c = try Canvas(width: 200, height: 50)
        c.drawText("Scrollwork", font: font, size: 30, at: Point(5, 5), color: .black)
        let ink = coveredArea(c.pixmap)
        #expect(ink > 300 && ink < 4000)
        // Partially covered pixels exist (anti-aliasing).
        let grey = c.pixmap.withUnsafeBytes { raw in stride(from: 3, to: raw.count, by: 4).filter { raw[$0] > 0 && raw[$0] < 255 }.count }
        #expect(grey > 50)
    }

    @Test func missingFontIsATypedError() {
        #expect(throws: FontError.self) { _ = try Font(path: "/nonexistent/font.ttf") }
    }
}
