// One test per documented canvas limit that had none (docs/LIMITS.md lists them all, with
// the tests that already existed elsewhere).
#if canImport(Glibc)
import Glibc
#endif
import Scrollwork
import ScrollworkCanvas
import Testing

@Suite("Canvas limits")
struct CanvasLimitsTests {
    /// The alpha of a pixel, 0 when outside.
    func alpha(_ c: Canvas, _ x: Int, _ y: Int) -> UInt8 { c.pixmap.pixel(x: x, y: y)?.a ?? 0 }

    /// Covered pixels (alpha-weighted) of a pixmap.
    func coverage(_ p: Pixmap) -> Double {
        var sum = 0.0
        for y in 0..<p.height { for x in 0..<p.width { sum += Double(p.pixel(x: x, y: y)?.a ?? 0) / 255 } }
        return sum
    }

    @Test("Canvas.maxLayerDepth: layers up to the limit draw; a deeper layer is empty, then everything unwinds")
    func layerDepth() throws {
        let square = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        let c = try Canvas(width: 10, height: 10)
        for _ in 0..<Canvas.maxLayerDepth { c.beginLayer() }
        c.fill(square, color: .black)                        // inside the deepest allowed layer
        c.beginLayer()                                       // one too deep: no offscreen, no drawing
        c.fill(Path(rect: Rect(x: 5, y: 5, width: 5, height: 5)), color: Color(red: 1, green: 0, blue: 0))
        c.endLayer()
        for _ in 0..<Canvas.maxLayerDepth { c.endLayer() }
        c.endLayer()                                         // one end too many: ignored
        #expect(alpha(c, 2, 2) == 255)
        let corner = try #require(c.pixmap.pixel(x: 8, y: 8))
        #expect(corner.r == 0 && corner.a == 255, "the over-deep layer drew: \(corner)")
        // After unwinding, drawing works as usual.
        c.fill(Path(rect: Rect(x: 5, y: 5, width: 5, height: 5)), color: Color(red: 1, green: 0, blue: 0))
        #expect(c.pixmap.pixel(x: 8, y: 8)?.r == 255)
    }

    @Test("TextLayout.maxCharacters: longer text is cut")
    func textLength() throws {
        let font = try Font()
        let words = TextLayout.maxCharacters / 3 + 5_000                 // "ab " is 3 characters
        let text = String(repeating: "ab ", count: words)
        // What bounds the work is counted: the glyphs laid out and the characters kept. (A
        // wall-clock bound could not tell this text from one just under the limit.)
        let layout = TextLayout(text, font: font, size: 4)
        let glyphs = layout.glyphs.count
        #expect(glyphs > 0 && glyphs <= TextLayout.maxCharacters)
        #expect(glyphs < 2 * words, "nothing was cut: \(glyphs) glyphs")
        let kept = layout.lines.reduce(0) { $0 + $1.text.unicodeScalars.count }
        #expect(kept <= TextLayout.maxCharacters)
        // Short text is not cut.
        #expect(TextLayout("ab ab", font: font, size: 4).glyphs.count == 4)
    }

    @Test("Dasher.maxDashes: a pattern that would make more dashes draws the stroke solid")
    func dashCount() throws {
        let line = Path(polygon: [Point(x: 10, y: 50), Point(x: 190, y: 50)], closed: false)
        func covered(_ dash: [Double]) throws -> Double {
            let c = try Canvas(width: 200, height: 100)
            c.stroke(line, color: .black, style: StrokeStyle(width: 4, dash: DashPattern(dash)))
            return coverage(c.pixmap)
        }
        let solid = try covered([])
        let halfDashed = try covered([0.5, 0.5])      // 360 dashes: drawn dashed, about half covered
        let tooMany = try covered([0.0005, 0.0005])   // 360,000 dashes > 100,000: drawn solid
        #expect(abs(solid - 720) < 2)
        #expect(abs(halfDashed - solid / 2) < 20, "\(halfDashed)")
        #expect(abs(tooMany - solid) < 2, "\(tooMany)")
    }

    /// A PNG of the given header and no pixel data worth reading.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func crc(_ bytes: [UInt8]) -> UInt32 {
            var c: UInt32 = 0xFFFF_FFFF
            for b in bytes {
                c ^= UInt32(b)
                for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            }
            return ~c
        }
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ kind: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(kind.utf8) + data
            return be(UInt32(data.count)) + body + be(crc(body))
        }
        let ihdr = be(width) + be(height) + [8, 6, 0, 0, 0]
        // An empty zlib stream (78 9C 03 00 00 00 00 01) as the only IDAT.
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr)
            + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", [])
    }

    @Test("PNG.decode refuses images beyond the pixmap limits before allocating",
          arguments: [[UInt32(Pixmap.maxDimension + 1), 1], [1, UInt32(Pixmap.maxDimension + 1)], [8_193, 8_193], [100_000, 100_000]])
    func pngDimensions(size: [UInt32]) {
        let bytes = Self.pngHeader(width: size[0], height: size[1])
        #expect(throws: PNGError.tooLarge(width: Int(size[0]), height: Int(size[1]))) { try PNG.decode(bytes) }
    }

    @Test("PNG.decode of a header within the limits but with no pixel data is a typed error")
    func pngWithinLimitsButEmpty() {
        let bytes = Self.pngHeader(width: 4, height: 4)
        #expect(throws: PNGError.self) { try PNG.decode(bytes) }
    }

    @Test("PNG.maxFileSize: a larger file is refused (sparse file, release only: it reads 512 MB)",
          .enabled(if: Support.isRelease, "reads PNG.maxFileSize bytes; runs in release (swift test -c release)"))
    func pngFileSize() throws {
        let path = "/tmp/scrollwork-limit-\(getpid()).png"
        let fd = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
        try #require(fd >= 0)
        defer { unlink(path) }
        let header = Self.pngHeader(width: 1, height: 1)
        _ = header.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        #expect(ftruncate(fd, off_t(PNG.maxFileSize + 1)) == 0)
        close(fd)
        #expect(throws: PNGError.self) { try PNG.read(from: path) }
        do { _ = try PNG.read(from: path) } catch {
            guard case .corrupt(let reason) = error else { Issue.record("\(error)"); return }
            #expect(reason.contains("larger than"))
        }
    }
}
