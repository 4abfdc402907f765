@testable import ScrollworkCanvas
import Testing

/// The blur's passes (running sums along rows over zero padding, whole rows at a time down the
/// columns) against the definition written out plainly: each output byte the rounded mean, or
/// Gaussian-weighted sum, of the bytes of its lane around it, zero outside the block.
@Suite("Blur plane")
struct BlurPlaneTests {
    /// Random bytes, premultiplied where there are four lanes (no channel above the alpha in
    /// the last lane), so the premultiplied rule can be checked after.
    static func block(width: Int, height: Int, lanes: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        func next() -> UInt8 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        var bytes: [UInt8] = []
        for _ in 0..<(width * height) {
            if lanes == 4 {
                let a = next() | 0x0F
                for _ in 0..<3 { bytes.append(UInt8(Int(next()) * Int(a) / 255)) }
                bytes.append(a)
            } else {
                bytes.append(next() & 0x3F == 0 ? 0 : next())
            }
        }
        return bytes
    }

    /// One box blur along one direction, written plainly (`index(i, k)`: byte `k` of line `i`).
    static func box(_ src: [UInt8], lines: Int, count: Int, index: (Int, Int) -> Int, before: Int, after: Int) -> [UInt8] {
        var out = src
        let size = before + after + 1
        for line in 0..<lines {
            for k in 0..<count {
                var sum = 0
                for j in (k - before)...(k + after) where j >= 0 && j < count { sum += Int(src[index(line, j)]) }
                out[index(line, k)] = UInt8((sum * ((1 << 23) / size) + (1 << 22)) >> 23)
            }
        }
        return out
    }

    static func reference(_ bytes: [UInt8], width: Int, height: Int, lanes: Int, sigmaX: Double, sigmaY: Double) -> [UInt8] {
        var out = bytes
        for (sigma, alongRows) in [(sigmaX, true), (sigmaY, false)] where sigma >= 2 {
            let lines = alongRows ? height * lanes : width * lanes
            let count = alongRows ? width : height
            let index: (Int, Int) -> Int = alongRows
                ? { line, k in (line / lanes) * width * lanes + k * lanes + line % lanes }
                : { line, k in k * width * lanes + line }
            let d = BlurPlane.boxSize(sigma)
            let boxes = d % 2 == 1 ? [(d / 2, d / 2), (d / 2, d / 2), (d / 2, d / 2)]
                : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
            for (before, after) in boxes {
                out = box(out, lines: lines, count: count, index: index, before: before, after: after)
            }
        }
        return out
    }

    @Test(arguments: [(1, 2.0, 2.0), (1, 7.5, 3.2), (4, 2.4, 0.0), (4, 0.0, 5.0), (4, 12.0, 9.0), (1, 40.0, 40.0)])
    func boxBlursAreTheDefinition(lanes: Int, sigmaX: Double, sigmaY: Double) {
        // An odd-sized block set in a wider row stride, with bytes around it that must not
        // be read or written.
        let width = 37, height = 23, stride = (width + 5) * lanes
        let bytes = Self.block(width: width, height: height, lanes: lanes, seed: UInt64(lanes * 1000) + UInt64(sigmaX * 10))
        var storage = [UInt8](repeating: 0xAB, count: stride * (height + 2))
        for y in 0..<height {
            for k in 0..<(width * lanes) { storage[(y + 1) * stride + 2 * lanes + k] = bytes[y * width * lanes + k] }
        }
        var buffers = BlurBuffers()
        storage.withUnsafeMutableBufferPointer { p in
            guard let base = p.baseAddress else { return }
            BlurPlane(base: base + stride + 2 * lanes, rowBytes: stride, width: width, height: height, lanes: lanes)
                .blur(sigmaX: sigmaX, sigmaY: sigmaY, buffers: &buffers)
        }
        let expected = Self.reference(bytes, width: width, height: height, lanes: lanes, sigmaX: sigmaX, sigmaY: sigmaY)
        var mismatches = 0, untouched = true, premultiplied = true
        for y in 0..<(height + 2) {
            for k in 0..<stride {
                let v = storage[y * stride + k]
                let inside = y >= 1 && y <= height && k >= 2 * lanes && k < (2 + width) * lanes
                guard inside else { untouched = untouched && v == 0xAB; continue }
                if v != expected[(y - 1) * width * lanes + k - 2 * lanes] { mismatches += 1 }
                if lanes == 4, (k - 2 * lanes) % 4 == 3 {
                    let p = y * stride + k
                    premultiplied = premultiplied && storage[p - 3] <= v && storage[p - 2] <= v && storage[p - 1] <= v
                }
            }
        }
        #expect(mismatches == 0)
        #expect(untouched)
        #expect(premultiplied)
    }

    @Test func smallSigmasUseTheGaussianAlongBothDirectionsAlike() {
        // A single opaque byte blurred by σ = 1.2 each way: rows and columns get the same
        // weights, so the result is symmetric about the point and its transpose.
        let n = 15
        var bytes = [UInt8](repeating: 0, count: n * n)
        bytes[7 * n + 7] = 255
        var buffers = BlurBuffers()
        bytes.withUnsafeMutableBufferPointer { p in
            guard let base = p.baseAddress else { return }
            BlurPlane(base: base, rowBytes: n, width: n, height: n, lanes: 1).blur(sigmaX: 1.2, sigmaY: 1.2, buffers: &buffers)
        }
        for y in 0..<n { for x in 0..<n {
            #expect(bytes[y * n + x] == bytes[x * n + y] && bytes[y * n + x] == bytes[(n - 1 - y) * n + (n - 1 - x)])
        } }
        #expect(bytes[7 * n + 7] > bytes[7 * n + 8] && bytes[7 * n + 8] > bytes[7 * n + 9] && bytes[7 * n + 9] > 0)
        #expect(bytes[7 * n + 3] == 0)  // past 3σ (reach 4), after rounding of the tail
    }
}
