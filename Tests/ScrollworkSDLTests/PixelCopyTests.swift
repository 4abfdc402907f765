import Testing
@testable import ScrollworkSDL

/// The frame's rows reach the window's pixels as they are or with red and blue exchanged,
/// whether the area is small (cached stores) or large (streamed past the caches), at any
/// alignment of the target, and nothing outside the rectangle is written.
@Suite struct PixelCopyTests {
    @Test(arguments: [false, true], [(width: 37, height: 5, offset: 0), (width: 37, height: 5, offset: 3),
                                     (width: 1031, height: 260, offset: 1), (width: 1024, height: 256, offset: 2)])
    func rowsArrive(swapping: Bool, area: (width: Int, height: Int, offset: Int)) {
        let sourcePitch = area.width + 5, targetPitch = area.width + area.offset + 7
        var state: UInt32 = 0x9E37_79B9
        let source: [UInt32] = (0..<(sourcePitch * area.height)).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return state
        }
        var target = [UInt32](repeating: 0xDEAD_BEEF, count: targetPitch * area.height)
        source.withUnsafeBytes { from in
            target.withUnsafeMutableBytes { to in
                Window.copyRows(from: from.baseAddress!, bytesPerRow: sourcePitch * 4,
                                to: to.baseAddress! + area.offset * 4, pitch: targetPitch * 4,
                                width: area.width, height: area.height, swappingRedAndBlue: swapping)
            }
        }
        var wrong = 0
        for y in 0..<area.height {
            for x in 0..<targetPitch {
                let got = target[y * targetPitch + x]
                let inside = x >= area.offset && x < area.offset + area.width
                guard inside else {
                    if got != 0xDEAD_BEEF { wrong += 1 }
                    continue
                }
                let p = source[y * sourcePitch + x - area.offset]
                let expected = swapping ? (p & 0xFF00_FF00) | (p & 0xFF) << 16 | (p >> 16) & 0xFF : p
                if got != expected { wrong += 1 }
            }
        }
        #expect(wrong == 0, "\(wrong) pixels wrong")
    }

    @Test func theLargeAreasAreStreamed() {
        #expect(1031 * 260 >= Window.streamingArea && 1024 * 256 >= Window.streamingArea)
        #expect(37 * 5 < Window.streamingArea)
    }
}
