import ExportTestSupport
import Scrollwork
import ScrollworkCanvas
import ScrollworkExport
import Testing

/// Premultiplied canvas pixels become straight alpha without dark fringes; GIF's 1-bit alpha
/// follows the threshold and the matte.
@Suite struct TransparencyTests {
    /// A 4×1 frame: opaque red, red at alpha 200, red at alpha 100, nothing.
    static func edge() throws -> Pixmap {
        var p = try Pixmap(width: 4, height: 1)
        p.setPixel(x: 0, y: 0, PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        p.setPixel(x: 1, y: 0, PremultipliedColor(r: 200, g: 0, b: 0, a: 200))
        p.setPixel(x: 2, y: 0, PremultipliedColor(r: 100, g: 0, b: 0, a: 100))
        return p
    }

    static func write(_ path: String, options: ExportOptions = ExportOptions()) throws {
        let writer = try AnimationWriter(path: path, width: 4, height: 1, options: options)
        try writer.append(edge())
        var second = try edge()  // a different second frame, so no encoder merges the two
        second.setPixel(x: 3, y: 0, PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        try writer.append(second)
        try writer.finish()
    }

    @Test func losslessWebPKeepsStraightColourUnderPartialAlpha() throws {
        let folder = try Folder(); defer { folder.remove() }
        try Self.write(folder.file("a.webp"), options: ExportOptions(quality: 100))
        let frame = try #require(try DecodedAnimation(contentsOf: folder.file("a.webp")).frames.first)
        // Premultiplied back: exactly what the canvas drew (the straight colour was full red).
        #expect(frame.pixel(x: 1, y: 0) == PremultipliedColor(r: 200, g: 0, b: 0, a: 200))
        #expect(frame.pixel(x: 2, y: 0) == PremultipliedColor(r: 100, g: 0, b: 0, a: 100))
        #expect(frame.pixel(x: 3, y: 0)?.a == 0)
    }

    @Test func gifKeepsPixelsAtTheThresholdInTheirStraightColour() throws {
        let folder = try Folder(); defer { folder.remove() }
        try Self.write(folder.file("a.gif"))
        let frame = try #require(try DecodedAnimation(contentsOf: folder.file("a.gif")).frames.first)
        #expect(frame.pixel(x: 0, y: 0) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        // Alpha 200 ≥ 0.5: kept, full red — not the premultiplied dark red (200, 0, 0).
        #expect(frame.pixel(x: 1, y: 0) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        #expect(frame.pixel(x: 2, y: 0)?.a == 0)     // alpha 100 < 0.5
        #expect(frame.pixel(x: 3, y: 0)?.a == 0)
    }

    @Test func gifMatteBlendsKeptEdgesIntoThePage() throws {
        let folder = try Folder(); defer { folder.remove() }
        try Self.write(folder.file("a.gif"), options: ExportOptions(gif: GIFOptions(alphaThreshold: 0.3, matte: .white)))
        let frame = try #require(try DecodedAnimation(contentsOf: folder.file("a.gif")).frames.first)
        let kept = try #require(frame.pixel(x: 2, y: 0))  // alpha 100 ≥ 0.3 now: red over white, 100/255 strong
        #expect(kept.a == 255 && kept.r == 255)
        #expect(abs(Int(kept.g) - 155) <= 2 && abs(Int(kept.b) - 155) <= 2)
        #expect(frame.pixel(x: 3, y: 0)?.a == 0)
    }

    @Test func loopCountsAreStoredAsPlays() throws {
        let folder = try Folder(); defer { folder.remove() }
        for (plays, ext) in [(0, "gif"), (1, "gif"), (3, "gif"), (0, "webp"), (3, "webp")] {
            let path = folder.file("l\(plays).\(ext)")
            try Self.write(path, options: ExportOptions(loopCount: plays))
            #expect(try DecodedAnimation(contentsOf: path).loopCount == plays, "\(ext) \(plays)")
        }
    }
}
