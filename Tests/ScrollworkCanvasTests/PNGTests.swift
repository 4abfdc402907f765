import ScrollworkCanvas
import Testing
#if canImport(Glibc)
import Glibc
import Scrollwork
#endif

@Suite("PNG")
struct PNGTests {
    func sample() throws -> Pixmap {
        let c = try Canvas(width: 30, height: 20)
        c.fill(Path(ellipseCenter: Point(15, 10), size: Size(24, 16)), color: Color(red: 0.2, green: 0.6, blue: 1, alpha: 0.7))
        return c.pixmap
    }

    @Test func rgbaRoundTripKeepsPixels() throws {
        let p = try sample()
        let back = try PNG.decode(try PNG.encode(p))
        #expect(back.width == 30 && back.height == 20)
        var worst = 0
        for y in 0..<20 { for x in 0..<30 {
            let a = p.pixel(x: x, y: y) ?? .transparent, b = back.pixel(x: x, y: y) ?? .transparent
            worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
        } }
        #expect(worst <= 1)
    }

    @Test func rgbOverBackgroundIsOpaque() throws {
        let p = try sample()
        let back = try PNG.decode(try PNG.encode(p, output: .rgb(background: .red)))
        #expect(back.pixel(x: 0, y: 0) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        #expect(back.pixel(x: 15, y: 10)?.a == 255)
    }

    @Test func fileWriteAndRead() throws {
        let path = Support.outputDirectory + "/png-roundtrip.png"
        try sample().writePNG(to: path)
        let back = try Pixmap(pngFile: path)
        #expect(back.width == 30)
    }

    @Test func corruptAndTruncatedDataAreTypedErrors() throws {
        let bytes = try PNG.encode(try sample())
        #expect(throws: PNGError.self) { _ = try PNG.decode(Array(bytes.prefix(bytes.count / 2))) }
        #expect(throws: PNGError.self) { _ = try PNG.decode(Array(bytes.prefix(20))) }
        #expect(throws: PNGError.self) { _ = try PNG.decode([1, 2, 3, 4, 5, 6, 7, 8, 9]) }
        #expect(throws: PNGError.self) { _ = try PNG.decode([]) }
        var flipped = bytes
        for i in stride(from: 60, to: flipped.count - 12, by: 7) { flipped[i] ^= 0x5A }
        #expect(throws: PNGError.self) { _ = try PNG.decode(flipped) }
    }

    /// A chunk that claims more bytes than the file holds is refused before libpng, which
    /// would allocate the claimed length first (found by the Lottie fuzzer: a zTXt chunk
    /// claiming 603,979,812 bytes in a 2.7 kB embedded image).
    @Test func aChunkLongerThanTheFileIsATypedError() throws {
        let bytes = try PNG.encode(try sample())
        let iend = bytes.count - 12
        var claim = Array(bytes[..<iend])
        claim += [0x24, 0x00, 0x00, 0x24] + Array("zTXt".utf8) + [0, 0, 0, 0]
        claim += bytes[iend...]
        #expect(throws: PNGError.corrupt(reason: "chunk \"zTXt\" claims 603979812 bytes, only 12 follow")) {
            _ = try PNG.decode(claim)
        }
        #expect(try PNG.decode(bytes).width == (try sample()).width)  // a whole file still decodes
    }

    /// A PNG chunk: length, type, data, CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        return be(UInt32(data.count)) + body + be(crc)
    }

    @Test func oversizedImagesAreATypedErrorNotAnAllocation() {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        let ihdr = be(20_000) + be(20_000) + [8, 6, 0, 0, 0]
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Self.chunk("IHDR", ihdr)
            + Self.chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + Self.chunk("IEND", [])
        #expect(throws: PNGError.tooLarge(width: 20_000, height: 20_000)) { _ = try PNG.decode(png) }
    }

    @Test func failedWritesLeaveNoFile() throws {
        let dir = Support.outputDirectory + "/no-such-dir"
        #expect(throws: PNGError.self) { try sample().writePNG(to: dir + "/x.png") }
        #expect(access(dir + "/x.png", F_OK) != 0)
        #expect(throws: PNGError.self) { _ = try Pixmap(pngFile: dir + "/missing.png") }
        // Writing over an existing file replaces it whole, leaving no temporary beside it.
        let path = Support.outputDirectory + "/replace.png"
        try sample().writePNG(to: path)
        try Pixmap(width: 3, height: 3, color: .blue).writePNG(to: path)
        #expect(try Pixmap(pngFile: path).width == 3)
    }

    @Test func readsEveryColourTypeOfAGolden() throws {
        // The goldens are 8-bit RGB without alpha (ThorVG over white).
        let p = try Pixmap(pngFile: Support.goldens + "/rects.png")
        #expect(p.width == 512 && p.pixel(x: 0, y: 0) == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }
}
