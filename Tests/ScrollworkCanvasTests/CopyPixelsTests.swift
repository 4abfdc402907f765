import Scrollwork
@testable import ScrollworkCanvas
import Testing

/// A canvas's pixels reach a foreign buffer as they are or with red and blue exchanged, for a
/// small area (cached stores) and a large one (streamed past the caches, in two halves on a
/// band-parallel canvas), at any alignment of the target; nothing outside the rectangle is
/// written.
@Suite struct CopyPixelsTests {
    @Test(arguments: [false, true], [false, true])
    func rowsArrive(swapping: Bool, bandParallel: Bool) throws {
        let areas = [(rect: PixelRect(x: 3, y: 2, width: 37, height: 5), offset: 0),
                     (rect: PixelRect(x: 0, y: 1, width: 37, height: 5), offset: 3),
                     (rect: PixelRect(x: 5, y: 3, width: 1031, height: 260), offset: 1),
                     (rect: PixelRect(x: 0, y: 0, width: 1024, height: 256), offset: 2)]
        var pixmap = try Pixmap(width: 1040, height: 270)
        var state: UInt32 = 0x9E37_79B9
        pixmap.withUnsafeMutableBytes { bytes in
            let pixels = bytes.bindMemory(to: UInt32.self)
            for i in pixels.indices {
                state = state &* 1_664_525 &+ 1_013_904_223
                pixels[i] = state
            }
        }
        let canvas = Canvas(pixmap)
        canvas.bandParallel = bandParallel
        for (rect, offset) in areas {
            let pitch = rect.width + offset + 7
            var target = [UInt32](repeating: 0xDEAD_BEEF, count: pitch * rect.height)
            let copied = target.withUnsafeMutableBytes { to in
                canvas.copyPixels(rect, to: to.baseAddress! + offset * 4, bytesPerRow: pitch * 4,
                                  swappingRedAndBlue: swapping)
            }
            #expect(copied == rect)
            var wrong = 0
            for y in 0..<rect.height {
                for x in 0..<pitch {
                    let got = target[y * pitch + x]
                    guard x >= offset && x < offset + rect.width else {
                        if got != 0xDEAD_BEEF { wrong += 1 }
                        continue
                    }
                    let p = canvas.pixmap.withUnsafePixels { $0[(rect.y + y) * 1040 + rect.x + x - offset] }
                    let expected = swapping ? (p & 0xFF00_FF00) | (p & 0xFF) << 16 | (p >> 16) & 0xFF : p
                    if got != expected { wrong += 1 }
                }
            }
            #expect(wrong == 0, "\(rect) at offset \(offset): \(wrong) pixels wrong")
        }
    }

    @Test func theLargeAreasAreStreamedAndSmallOnesAreNot() {
        #expect(1031 * 260 >= Canvas.streamingArea && 1024 * 256 >= Canvas.streamingArea)
        #expect(37 * 5 < Canvas.streamingArea)
    }

    @Test func anAreaOutsideThePixmapCopiesNothing() throws {
        let canvas = try Canvas(width: 8, height: 8)
        var target = [UInt32](repeating: 7, count: 4)
        let copied = target.withUnsafeMutableBytes {
            canvas.copyPixels(PixelRect(x: 9, y: 0, width: 2, height: 2), to: $0.baseAddress!, bytesPerRow: 8,
                              swappingRedAndBlue: false)
        }
        #expect(copied == nil && target == [7, 7, 7, 7])
    }
}
