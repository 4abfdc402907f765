import CIntrinsics
@testable import ScrollworkCanvas
import Testing

/// A row's copy and fill write what the rule says at every length around their four- and
/// eight-pixel steps and every alignment of the target, with red and blue exchanged or not and
/// with streamed stores or not, and nothing past the row: the four-lane forms everywhere, the
/// AVX2 forms where the processor has AVX2 (elsewhere they are never called).
@Suite struct WidePixelRowTests {
    /// The buffer's pixels: rows of up to 88 pixels start at each of the eight 4-byte offsets of
    /// a 32-byte line, with at least one pixel after them to show nothing past the row is written.
    static let room = 96

    static let hasWideForms = scrollwork_has_avx2() != 0

    @Test(arguments: [false, true], [false, true])
    func copiesFollowTheRule(swap: Bool, stream: Bool) {
        let source = (0..<Self.room).map { UInt32(truncatingIfNeeded: $0 &* 0x9E37_79B9 &+ 0x0102_0304) }
        var differing = 0, compared = 0
        for offset in 0..<8 {
            for count in 0...(Self.room - 8 - offset) {
                var narrow = [UInt32](repeating: 0xDEAD_BEEF, count: Self.room)
                var wide = narrow
                source.withUnsafeBufferPointer { from in
                    guard let from = from.baseAddress else { return }
                    narrow.withUnsafeMutableBufferPointer {
                        scrollwork_copy_pixels(from, $0.baseAddress! + offset, count, swap ? 1 : 0, stream ? 1 : 0)
                    }
                    guard Self.hasWideForms else { return }
                    wide.withUnsafeMutableBufferPointer {
                        scrollwork_copy_pixels_wide(from, $0.baseAddress! + offset, count, swap ? 1 : 0, stream ? 1 : 0)
                    }
                }
                scrollwork_store_fence()
                compared += 1
                if Self.hasWideForms && narrow != wide { differing += 1 }
                // The four-lane form is itself checked against the rule, pixel by pixel.
                for i in 0..<count where narrow[offset + i] != (swap ? Self.swapped(source[i]) : source[i]) { differing += 1 }
                if narrow[offset + count] != 0xDEAD_BEEF { differing += 1 }
            }
        }
        #expect(compared > 500 && differing == 0, "\(differing) of \(compared) rows differ")
    }

    /// The AVX2 fill, and a clear's row task (which takes it where it can), against the rule.
    @Test func fillsFollowTheRule() {
        var differing = 0
        for offset in 0..<8 {
            for count in 0...(Self.room - 8 - offset) {
                let expected = [UInt32](repeating: 0xDEAD_BEEF, count: offset) + [UInt32](repeating: 0x8040_2010, count: count)
                    + [UInt32](repeating: 0xDEAD_BEEF, count: Self.room - offset - count)
                var byTask = [UInt32](repeating: 0xDEAD_BEEF, count: Self.room)
                byTask.withUnsafeMutableBufferPointer {
                    RasterWorker.PixelFill(target: $0.baseAddress! + offset, stride: 0, width: count, rows: 1,
                                           value: 0x8040_2010).perform()
                }
                if byTask != expected { differing += 1 }
                if Self.hasWideForms {
                    var wide = [UInt32](repeating: 0xDEAD_BEEF, count: Self.room)
                    wide.withUnsafeMutableBufferPointer { scrollwork_fill_pixels_wide($0.baseAddress! + offset, count, 0x8040_2010) }
                    if wide != expected { differing += 1 }
                }
            }
        }
        #expect(differing == 0)
    }

    static func swapped(_ p: UInt32) -> UInt32 { (p & 0xFF00_FF00) | (p & 0xFF) << 16 | (p >> 16) & 0xFF }
}
