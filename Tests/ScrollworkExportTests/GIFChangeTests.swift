import ExportTestSupport
import Foundation
import Scrollwork
import ScrollworkCanvas
import ScrollworkExport
import Testing

/// GIF frames are written as changes to the screen: pixels that stay the same are not written
/// again, and a pixel that turns transparent is cleared, not left showing the frame before.
@Suite struct GIFChangeTests {
    /// A `size × size` frame of dark noise (incompressible for LZW) with a white 4×4 square at
    /// `(square, square)`, or no square when nil.
    static func noise(size: Int, square: Int?) throws -> Pixmap {
        var p = try Pixmap(width: size, height: size)
        var seed: UInt32 = 12_345
        for y in 0..<size {
            for x in 0..<size {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                p.setPixel(x: x, y: y, PremultipliedColor(r: UInt8(seed >> 25), g: UInt8((seed >> 17) & 0x7F), b: UInt8((seed >> 9) & 0x7F), a: 255))
            }
        }
        if let square {
            for y in square..<(square + 4) {
                for x in square..<(square + 4) { p.setPixel(x: x, y: y, PremultipliedColor(r: 255, g: 255, b: 255, a: 255)) }
            }
        }
        return p
    }

    @Test func stillPixelsAreWrittenOnce() throws {
        let folder = try Folder(); defer { folder.remove() }
        let options = ExportOptions(framesPerSecond: 10, gif: GIFOptions(dither: false))
        let one = try AnimationWriter(path: folder.file("one.gif"), width: 64, height: 64, options: options)
        try one.append(try Self.noise(size: 64, square: 0))
        let single = try one.finish().byteCount
        let many = try AnimationWriter(path: folder.file("many.gif"), width: 64, height: 64, options: options)
        for k in 0..<30 { try many.append(try Self.noise(size: 64, square: k)) }
        let total = try many.finish().byteCount
        // 30 full frames would be about 30 × single; the changes are a few small rectangles.
        #expect(total < single * 3 / 2, "30 frames take \(total) bytes, one \(single)")
        let decoded = try DecodedAnimation(contentsOf: folder.file("many.gif"))
        #expect(decoded.frames.count == 30)
        for k in [1, 17, 29] {
            let frame = decoded.frames[k]
            // The square is where frame k drew it, and the noise left behind it shows again.
            let inside = try #require(frame.pixel(x: k + 1, y: k + 1))
            #expect(min(inside.r, inside.g, inside.b) >= 200, "frame \(k): \(inside)")
            let behind = try #require(frame.pixel(x: k - 1, y: k - 1))
            #expect(max(behind.r, behind.g, behind.b) < 160, "frame \(k): \(behind)")
            // A pixel the square never reached is the same as in the first frame.
            #expect(frame.pixel(x: 60, y: 2) == decoded.frames[0].pixel(x: 60, y: 2))
        }
    }

    @Test func aPixelTurningTransparentIsCleared() throws {
        let folder = try Folder(); defer { folder.remove() }
        let writer = try AnimationWriter(path: folder.file("a.gif"), width: 8, height: 8)
        var opaque = try Pixmap(width: 8, height: 8)
        opaque.fill(Color(red: 0, green: 0, blue: 1))
        var half = opaque
        for y in 0..<8 { for x in 0..<4 { half.setPixel(x: x, y: y, PremultipliedColor(r: 0, g: 0, b: 0, a: 0)) } }
        try writer.append(opaque)
        try writer.append(half)
        try writer.append(opaque)
        try writer.finish()
        let frames = try DecodedAnimation(contentsOf: folder.file("a.gif")).frames
        #expect(frames.count == 3)
        #expect(frames[0].pixel(x: 1, y: 1)?.a == 255)
        #expect(frames[1].pixel(x: 1, y: 1)?.a == 0, "the first frame shows through the second's transparent half")
        #expect(frames[1].pixel(x: 6, y: 1) == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        #expect(frames[2].pixel(x: 1, y: 1) == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
    }
}
