import ScrollworkCanvas
import Testing
import Scrollwork

@Suite("Pixmap")
struct PixmapTests {
    @Test(arguments: [(0, 10), (10, 0), (-1, 5), (5, -3)])
    func rejectsNonPositiveSizes(_ size: (Int, Int)) {
        #expect(throws: PixmapError.invalidSize(width: size.0, height: size.1)) {
            _ = try Pixmap(width: size.0, height: size.1)
        }
    }

    @Test(arguments: [(Pixmap.maxDimension + 1, 1), (1, Pixmap.maxDimension + 1), (Pixmap.maxDimension, Pixmap.maxDimension)])
    func rejectsSizesOverTheLimit(_ size: (Int, Int)) {
        #expect(throws: PixmapError.tooLarge(width: size.0, height: size.1)) {
            _ = try Pixmap(width: size.0, height: size.1)
        }
    }

    @Test func bytesArePremultipliedRGBAInOrder() throws {
        let p = try Pixmap(width: 2, height: 1, color: Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        let bytes = p.withUnsafeBytes { Array($0) }
        #expect(bytes.count == 8)
        #expect(Array(bytes[0..<4]) == [128, 64, 0, 128])
        #expect(p.rowBytes == 8)
    }

    @Test func fillClearCopyAndSubRect() throws {
        var a = try Pixmap(width: 8, height: 8)
        a.fill(.red, in: PixelRect(x: 2, y: 2, width: 3, height: 3))
        #expect(a.pixel(x: 2, y: 2) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        #expect(a.pixel(x: 5, y: 5) == .transparent)
        #expect(a.pixel(x: 8, y: 0) == nil)
        let sub = try #require(a.subPixmap(PixelRect(x: 1, y: 1, width: 3, height: 3)))
        #expect(sub.width == 3 && sub.height == 3)
        #expect(sub.pixel(x: 1, y: 1) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        #expect(sub.pixel(x: 0, y: 0) == .transparent)
        var b = try Pixmap(width: 4, height: 4, color: .blue)
        b.copy(from: a, sourceRect: PixelRect(x: 2, y: 2, width: 10, height: 10), to: (x: 1, y: 1))
        #expect(b.pixel(x: 0, y: 0) == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        #expect(b.pixel(x: 1, y: 1) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        #expect(b.pixel(x: 3, y: 3) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        b.clear()
        #expect(b.pixel(x: 1, y: 1) == .transparent)
        #expect(a.subPixmap(PixelRect(x: 20, y: 20, width: 2, height: 2)) == nil)
    }

    @Test func setPixelIgnoresOutside() throws {
        var p = try Pixmap(width: 2, height: 2)
        p.setPixel(x: -1, y: 0, PremultipliedColor(r: 1, g: 1, b: 1, a: 1))
        p.setPixel(x: 1, y: 1, PremultipliedColor(r: 9, g: 8, b: 7, a: 10))
        #expect(p.pixel(x: 1, y: 1) == PremultipliedColor(r: 9, g: 8, b: 7, a: 10))
        #expect(p.withUnsafeBytes { $0.reduce(0) { $0 + Int($1) } } == 34)
    }

    @Test("Becoming a copy of a rectangle equals subPixmap, clipped, and a rectangle outside changes nothing")
    func becomeCopy() throws {
        var source = try Pixmap(width: 9, height: 7)
        for y in 0..<7 {
            for x in 0..<9 { source.setPixel(x: x, y: y, PremultipliedColor(r: UInt8(x), g: UInt8(y), b: 0, a: 255)) }
        }
        var kept = try Pixmap(width: 2, height: 2)
        for rect in [PixelRect(x: 1, y: 2, width: 5, height: 3), PixelRect(x: -3, y: 4, width: 20, height: 10),
                     PixelRect(x: 0, y: 0, width: 9, height: 7), PixelRect(x: 8, y: 6, width: 1, height: 1)] {
            let copied = kept.becomeCopy(of: rect, in: source)
            #expect(copied)
            let expected = try #require(source.subPixmap(rect))
            #expect(kept == expected, "\(rect)")
        }
        let before = kept
        let outside = kept.becomeCopy(of: PixelRect(x: 20, y: 0, width: 3, height: 3), in: source)
        #expect(!outside)
        #expect(kept == before)
    }
}
