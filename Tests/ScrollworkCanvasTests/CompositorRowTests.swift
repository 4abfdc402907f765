@testable import ScrollworkCanvas
import Testing

/// A finished layer's row drawn over what is below (eight pixels a step, in Swift's SIMD and, where
/// the processor has AVX2, in its C form) against the rule
/// written out a channel at a time: each source channel times the pixel's factor / 256, then
/// the target's channel times 256 − that alpha, / 256, added.
@Suite("Compositor row")
struct CompositorRowTests {
    /// Random premultiplied pixels (no channel above the alpha), with transparent and opaque
    /// ones among them.
    static func pixels(_ count: Int, seed: UInt64) -> [UInt32] {
        var state = seed
        func next() -> UInt32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: state >> 56)
        }
        return (0..<count).map { _ in
            let kind = next() & 3
            if kind == 0 { return 0 }
            let a = kind == 1 ? 255 : next()
            let channels = (0..<3).map { _ in next() * a / 255 }
            return channels[0] | channels[1] << 8 | channels[2] << 16 | a << 24
        }
    }

    /// The rule, one channel at a time.
    static func expected(_ source: UInt32, _ target: UInt32, factor: UInt32?, opacity: UInt32) -> UInt32 {
        var f = opacity
        if let c = factor { f = f * (c + c / 128) / 256 }
        let s = (0..<4).map { ((source >> (8 * $0)) & 0xFF) * f / 256 }
        var out: UInt32 = 0
        for k in 0..<4 {
            let d = (target >> (8 * UInt32(k))) & 0xFF
            out |= (s[k] + d * (256 - s[3]) / 256) << (8 * UInt32(k))
        }
        return out
    }

    @Test(arguments: [UInt32(0), 1, 128, 255, 256])
    func matchesTheRuleChannelByChannel(opacity: UInt32) {
        for count in [1, 7, 8, 9, 16, 23, 61] {
            for (masked, wide) in [(false, false), (false, true), (true, false), (true, true)] {
                let source = Self.pixels(count, seed: UInt64(count) * 31 + UInt64(opacity))
                let below = Self.pixels(count + 2, seed: UInt64(count) * 17 + 5)
                let factors = Self.pixels(count, seed: UInt64(count) + 99).map { UInt8(truncatingIfNeeded: $0 >> 5) }
                var target = below
                source.withUnsafeBufferPointer { s in
                    factors.withUnsafeBufferPointer { f in
                        target.withUnsafeMutableBufferPointer { t in
                            guard let sb = s.baseAddress, let tb = t.baseAddress else { return }
                            Compositor.sourceOverRow(sb, factors: masked ? f.baseAddress : nil, opacity: opacity,
                                                     onto: tb + 1, count: count, wide: wide)
                        }
                    }
                }
                // The pixels either side of the row stay as they were.
                #expect(target[0] == below[0] && target[count + 1] == below[count + 1])
                for i in 0..<count {
                    let want = Self.expected(source[i], below[i + 1], factor: masked ? UInt32(factors[i]) : nil, opacity: opacity)
                    #expect(target[i + 1] == want, "count \(count), masked \(masked), wide \(wide), pixel \(i)")
                }
            }
        }
    }
}

/// One colour drawn over a row (eight pixels a step in Swift's SIMD and, where the processor
/// has AVX2, in its C form) against the rule a channel at a time: the colour's channel plus the
/// target's times 256 − the colour's alpha, / 256.
@Suite("Colour row")
struct ColourRowTests {
    @Test(arguments: [false, true])
    func matchesTheRuleChannelByChannel(wide: Bool) {
        let colours = CompositorRowTests.pixels(40, seed: 7).filter { $0 >> 24 != 0 }
        for (k, colour) in colours.enumerated() {
            for count in [1, 7, 8, 9, 16, 23, 61] {
                let below = CompositorRowTests.pixels(count + 2, seed: UInt64(count * 31 + k))
                var target = below
                target.withUnsafeMutableBufferPointer { t in
                    guard let tb = t.baseAddress else { return }
                    Blitter.blendRow(tb + 1, count, colour, wide: wide)
                }
                #expect(target[0] == below[0] && target[count + 1] == below[count + 1])
                for i in 0..<count {
                    var want: UInt32 = 0
                    for c in 0..<4 {
                        let s = (colour >> (8 * UInt32(c))) & 0xFF, d = (below[i + 1] >> (8 * UInt32(c))) & 0xFF
                        want |= (s + d * (256 - (colour >> 24)) / 256) << (8 * UInt32(c))
                    }
                    #expect(target[i + 1] == want, "colour \(colour), count \(count), wide \(wide), pixel \(i)")
                }
            }
        }
    }
}
