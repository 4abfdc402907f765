import Testing
@testable import ScrollworkCanvas

/// An image moved by a fraction of a pixel and not scaled is sampled eight pixels a step; the
/// bytes are those of the one-pixel bilinear sample.
@Suite("Image sampling: unit steps")
struct ImageSamplerRowTests {
    /// A `width × height` image of premultiplied pixels from a fixed generator.
    static func image(width: Int, height: Int, seed: UInt64) -> [UInt32] {
        var state = seed
        return (0..<(width * height)).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let a = UInt32(truncatingIfNeeded: state >> 56)
            func channel(_ shift: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: state >> shift) % (a + 1) }
            return channel(8) | channel(16) << 8 | channel(24) << 16 | a << 24
        }
    }

    @Test("every weight, opacity and run length gives the one-pixel sample's bytes, and nothing past the run is written")
    func sameBytesAsOnePixelAtATime() {
        let width = 40, height = 5
        let pixels = Self.image(width: width, height: height, seed: 7)
        pixels.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for opacity: UInt32 in [0, 1, 128, 255, 256] {
                let sampler = ImageSampler(pixels: base, width: width, height: height, opacity: opacity)
                for fraction in stride(from: 0, to: 256, by: 17) {
                    let fx = Int64(3) << 32 | Int64(fraction) << 24 | 0x5A5A5A
                    let fy = Int64(2) << 32 | Int64(255 - fraction) << 24
                    for count in 1...33 {
                        var out = [UInt32](repeating: 0xDEAD_BEEF, count: count + 1)
                        let done = out.withUnsafeMutableBufferPointer { o in
                            sampler.sampleUnitSteps(from: base + (2 * width + 3), wx: FixedPointSteps.weight(fx),
                                                    wy: FixedPointSteps.weight(fy), count: count, into: o.baseAddress!)
                        }
                        #expect(done == count / 8 * 8)
                        for i in 0..<done {
                            let expected = sampler.sample(x: fx + Int64(i) << 32, y: fy, maxX: Int64(width - 1) << 32,
                                                          maxY: Int64(height - 1) << 32)
                            if out[i] != expected {
                                Issue.record("opacity \(opacity), fraction \(fraction), pixel \(i) of \(count)")
                                return
                            }
                        }
                        #expect(out[done...].allSatisfy { $0 == 0xDEAD_BEEF })
                    }
                }
            }
        }
    }
}
