import Scrollwork
import Testing
@testable import ScrollworkCanvas
import ScrollworkImageDecoders

/// The one image-decoding interface: every format round-trips through its library's encoder,
/// and bad images — truncated, bombs, impossible sizes, unknown bytes — are typed errors.
struct ImageDecoderTests {
    let width = 9, height = 7

    @Test("formats are recognised by their first bytes, not by a name")
    func sniffing() throws {
        let rgba = TestImages.pattern(width: 2, height: 2)
        #expect(ImageFormat(sniffing: try PNG.encode(Pixmap(width: 2, height: 2))) == .png)
        #expect(ImageFormat(sniffing: TestImages.jpeg(rgba, width: 2, height: 2)) == .jpeg)
        #expect(ImageFormat(sniffing: TestImages.webp(rgba, width: 2, height: 2)) == .webp)
        #expect(ImageFormat(sniffing: TestImages.gif([0, 1, 1, 0], width: 2, height: 2, palette: [(0, 0, 0), (255, 255, 255)])) == .gif)
        #expect(ImageFormat(sniffing: Array("RIFF\0\0\0\0WAVE".utf8)) == nil)
        #expect(ImageFormat(sniffing: []) == nil)
        #expect(throws: ImageError.unknownFormat) { try ImageDecoder.allFormats.decode(Array("<svg/>".utf8)) }
    }

    @Test("JPEG decodes to the encoded pixels (quality 100, 4:4:4: within a few levels)")
    func jpeg() throws {
        let rgba = TestImages.pattern(width: width, height: height)
        let pixmap = try ImageDecoder.allFormats.decode(TestImages.jpeg(rgba, width: width, height: height))
        #expect(pixmap.width == width && pixmap.height == height)
        for i in 0..<(width * height) {
            let p = try #require(pixmap.pixel(x: i % width, y: i / width)), q = TestImages.premultiplied(rgba, i)
            #expect(abs(Int(p.r) - Int(q.r)) <= 4 && abs(Int(p.g) - Int(q.g)) <= 4 && abs(Int(p.b) - Int(q.b)) <= 4 && p.a == 255)
        }
        let gray = try ImageDecoder.allFormats.decode(TestImages.jpeg(rgba, width: width, height: height, grayscale: true))
        let g = try #require(gray.pixel(x: 0, y: 0))
        #expect(g.r == g.g && g.g == g.b && g.a == 255)
    }

    @Test("a truncated JPEG is an error, not a half-grey picture")
    func truncatedJPEG() {
        let bytes = TestImages.jpeg(TestImages.pattern(width: 64, height: 64), width: 64, height: 64)
        for cut in [bytes.count / 2, bytes.count - 2, 200] {
            #expect {
                try ImageDecoder.allFormats.decode(Array(bytes.prefix(cut)))
            } throws: { error in
                guard case ImageError.corrupt(.jpeg, let reason) = error else { return false }
                return !reason.isEmpty
            }
        }
    }

    @Test("a JPEG header of 20,000 × 20,000 is refused before any pixel is allocated; one of 65,535 by libjpeg")
    func hugeJPEG() throws {
        let bytes = TestImages.jpeg(TestImages.pattern(width: 8, height: 8), width: 8, height: 8)
        // The frame header SOF0 (FF C0): length, precision, then height and width, big-endian.
        let sof = try #require(bytes.indices.first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        func sized(_ side: Int) -> [UInt8] {
            var b = bytes
            for k in [5, 7] { b[sof + k] = UInt8(side >> 8); b[sof + k + 1] = UInt8(side & 0xFF) }
            return b
        }
        #expect(throws: ImageError.tooLarge(format: .jpeg, width: 20_000, height: 20_000)) { try ImageDecoder.allFormats.decode(sized(20_000)) }
        #expect {
            try ImageDecoder.allFormats.decode(sized(65_535))
        } throws: { error in
            guard case ImageError.corrupt(.jpeg, let reason) = error else { return false }
            return reason.contains("65500")
        }
    }

    @Test("WebP (lossless, with alpha) decodes to the encoded pixels, premultiplied")
    func webp() throws {
        let rgba = TestImages.pattern(width: width, height: height, alpha: true)
        let pixmap = try ImageDecoder.allFormats.decode(TestImages.webp(rgba, width: width, height: height))
        for i in 0..<(width * height) {
            #expect(pixmap.pixel(x: i % width, y: i / width) == TestImages.premultiplied(rgba, i))
        }
    }

    @Test("a WebP bomb — a few bytes claiming 16,383 × 16,383 pixels — is refused from its header")
    func webpBomb() {
        // RIFF, WEBP, a VP8L chunk: signature 0x2F, then 14 bits width − 1, 14 bits height − 1,
        // alpha, version 0; and no image data behind it.
        let bits: UInt32 = (16_383 - 1) | (16_383 - 1) << 14
        let header: [UInt8] = [0x2F, UInt8(bits & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits >> 16 & 0xFF), UInt8(bits >> 24)]
        let chunk = Array("VP8L".utf8) + [UInt8(header.count), 0, 0, 0] + header + [0]
        let bytes = Array("RIFF".utf8) + [UInt8(4 + chunk.count), 0, 0, 0] + Array("WEBP".utf8) + chunk
        #expect(throws: ImageError.tooLarge(format: .webp, width: 16_383, height: 16_383)) { try ImageDecoder.allFormats.decode(bytes) }
        // Within the pixmap limits but over a caller's lower bound: refused the same way.
        let small = TestImages.webp(TestImages.pattern(width: 40, height: 40), width: 40, height: 40)
        #expect(throws: ImageError.tooLarge(format: .webp, width: 40, height: 40)) {
            try ImageDecoder.allFormats.decode(small, maxPixelCount: 1_000)
        }
        // Cut short: corrupt.
        #expect {
            try ImageDecoder.allFormats.decode(Array(small.prefix(small.count / 2)))
        } throws: { error in
            if case ImageError.corrupt(.webp, _) = error { return true }
            return false
        }
    }

    @Test("GIF: the first frame, its transparent colour transparent; interlaced rows in place")
    func gif() throws {
        let palette: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 255, 0), (0, 0, 255)]
        let indices = (0..<(width * height)).map { UInt8($0 % 3) }
        for interlaced in [false, true] {
            let bytes = TestImages.gif(indices, width: width, height: height, palette: palette, transparent: 2, interlaced: interlaced)
            let pixmap = try ImageDecoder.allFormats.decode(bytes)
            #expect(pixmap.width == width && pixmap.height == height)
            for i in 0..<(width * height) {
                let expected: PremultipliedColor
                switch indices[i] {
                case 0: expected = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
                case 1: expected = PremultipliedColor(r: 0, g: 255, b: 0, a: 255)
                default: expected = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)
                }
                #expect(pixmap.pixel(x: i % width, y: i / width) == expected)
            }
        }
    }

    @Test("a GIF screen of 65,535 × 65,535, and GIFs cut short, are typed errors")
    func badGIF() throws {
        // Header, logical screen 65,535 × 65,535 without a colour table, an image as large.
        let huge = Array("GIF89a".utf8) + [0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0]
            + [0x2C, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0, 2, 2, 0x44, 0x01, 0, 0x3B]
        #expect(throws: ImageError.tooLarge(format: .gif, width: 65_535, height: 65_535)) { try ImageDecoder.allFormats.decode(huge) }
        let good = TestImages.gif((0..<64).map { UInt8($0 % 2) }, width: 8, height: 8, palette: [(0, 0, 0), (9, 9, 9)])
        for cut in [7, 13, good.count / 2] {
            #expect {
                try ImageDecoder.allFormats.decode(Array(good.prefix(cut)))
            } throws: { error in
                if case ImageError.corrupt(.gif, _) = error { return true }
                return false
            }
        }
    }

    @Test("a PNG header of 100,000 × 100,000 is refused through the one interface too")
    func hugePNG() throws {
        var bytes = try PNG.encode(Pixmap(width: 1, height: 1))
        // IHDR's width and height, then its CRC is left wrong: the size is checked first.
        for (k, b) in [0x00, 0x01, 0x86, 0xA0].enumerated() { bytes[16 + k] = UInt8(b); bytes[20 + k] = UInt8(b) }
        #expect(throws: ImageError.tooLarge(format: .png, width: 100_000, height: 100_000)) { try ImageDecoder.allFormats.decode(bytes) }
        #expect {
            try ImageDecoder.allFormats.decode(Array(try PNG.encode(Pixmap(width: 4, height: 4)).prefix(30)))
        } throws: { error in
            if case ImageError.corrupt(.png, _) = error { return true }
            return false
        }
    }

    @Test("drawImage(_:from:in:) scales the source rectangle into the destination and cuts it to the image")
    func drawScaled() throws {
        var image = try Pixmap(width: 4, height: 2)
        image.fill(Color(red: 1, green: 0, blue: 0))
        image.fill(Color(red: 0, green: 0, blue: 1), in: PixelRect(x: 2, y: 0, width: 2, height: 2))
        let canvas = try Canvas(width: 8, height: 8)
        // The right half (blue) stretched over 4 × 4 at (2, 2).
        canvas.drawImage(image, from: Rect(x: 2, y: 0, width: 2, height: 2), in: Rect(x: 2, y: 2, width: 4, height: 4))
        #expect(canvas.pixmap.pixel(x: 3, y: 3) == PremultipliedColor(Color(red: 0, green: 0, blue: 1)))
        #expect(canvas.pixmap.pixel(x: 1, y: 3)?.a == 0 && canvas.pixmap.pixel(x: 6, y: 3)?.a == 0)
        // A source reaching past the image: only the image's part is drawn.
        let red = try Pixmap(width: 2, height: 2, color: Color(red: 1, green: 0, blue: 0))
        let cut = try Canvas(width: 8, height: 8)
        cut.drawImage(red, from: Rect(x: 0, y: 0, width: 4, height: 2), in: Rect(x: 0, y: 0, width: 8, height: 4))
        #expect(cut.pixmap.pixel(x: 1, y: 1) == PremultipliedColor(Color(red: 1, green: 0, blue: 0)))
        #expect(cut.pixmap.pixel(x: 5, y: 1)?.a == 0)
    }
}
