#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A block of bytes blurred one byte lane at a time: `height` rows of `width` pixels of
/// `lanes` bytes each (4 for a layer's premultiplied pixels, 1 for a shadow's alpha), rows
/// `rowBytes` apart. Bytes outside the block count as 0.
///
/// Rows are blurred along each row; columns a whole row at a time (a running sum per byte of
/// the row), so both passes read memory in order. A standard deviation of 2 or more is three
/// box blurs of ``boxSize(_:)`` (SVG 1.1, `feGaussianBlur`); a smaller one the Gaussian kernel
/// to 3σ. Box means are the same linear map of every lane, so premultiplied pixels stay
/// premultiplied (no channel exceeds its alpha).
struct BlurPlane {
    let base: UnsafeMutablePointer<UInt8>
    let rowBytes: Int
    let width: Int
    let height: Int
    let lanes: Int

    /// The box size for a standard deviation (SVG 1.1, `feGaussianBlur`).
    static func boxSize(_ sigma: Double) -> Int {
        max(1, Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)))
    }

    /// Blurs the block in place by `sigmaX` along rows and `sigmaY` along columns (each at
    /// most ``LayerEffect/maxDeviceSigma``; 0 leaves that direction as it is).
    func blur(sigmaX: Double, sigmaY: Double, buffers: inout BlurBuffers) {
        let length = width * lanes
        guard width > 0, height > 0 else { return }
        if sigmaX > 0 {
            if sigmaX < 2 {
                buffers.lines.reserve(length, .uninitialized)
                let line = buffers.lines.base
                Self.withGaussian(sigmaX) { weights, reach in
                    for y in 0..<height {
                        let row = base + y * rowBytes
                        gaussianRow(row, line, weights: weights, reach: reach)
                        row.update(from: line, count: length)
                    }
                }
            } else {
                // Two rows with zeros either side, wide enough for every box, so the running
                // sums need no bounds tests.
                let passes = Self.boxPasses(sigmaX)
                let pad = (passes.2.before + 1) * lanes, padded = length + 2 * pad
                buffers.lines.reserve(2 * padded, .uninitialized)
                let a = buffers.lines.base, b = a + padded
                a.update(repeating: 0, count: 2 * padded)
                for y in 0..<height {
                    let row = base + y * rowBytes
                    (a + pad).update(from: row, count: length)
                    boxRow(a + pad, b + pad, passes.0)
                    boxRow(b + pad, a + pad, passes.1)
                    boxRow(a + pad, row, passes.2)
                }
            }
        }
        if sigmaY > 0 {
            buffers.plane.reserve(length * height, .uninitialized)
            let plane = buffers.plane.base
            if sigmaY < 2 {
                buffers.accumulator.reserve(length, .uninitialized)
                let accumulator = buffers.accumulator.base
                Self.withGaussian(sigmaY) { weights, reach in
                    gaussianColumns(base, rowBytes, into: plane, length, weights: weights, reach: reach, accumulator: accumulator)
                }
            } else {
                buffers.sums.reserve(length, .uninitialized)
                let passes = Self.boxPasses(sigmaY), sums = buffers.sums.base
                boxColumns(base, rowBytes, into: plane, length, length, passes.0, sums: sums)
                boxColumns(plane, length, into: base, rowBytes, length, passes.1, sums: sums)
                boxColumns(base, rowBytes, into: plane, length, length, passes.2, sums: sums)
            }
            for y in 0..<height { (base + y * rowBytes).update(from: plane + y * length, count: length) }
        }
    }

    // MARK: Box blurs

    /// One box: the mean of the `before` bytes before, the byte, and the `after` bytes after.
    struct Box {
        var before: Int
        var after: Int
        /// ⌊2²³ / size⌋: sums are at most 255 · size (≤ 481 at the largest σ), so the product
        /// stays within 31 bits, and a sum of all 255s gives 255.
        var multiplier: Int32

        init(before: Int, after: Int) {
            self.before = before
            self.after = after
            multiplier = Int32((1 << 23) / (before + after + 1))
        }

        /// The rounded mean of a sum over the box.
        @inline(__always)
        func mean(_ sum: Int32) -> UInt8 {
            UInt8(truncatingIfNeeded: (sum &* multiplier &+ (1 << 22)) &>> 23)
        }
    }

    /// The three boxes of a standard deviation of 2 or more: centred for an odd size; for an
    /// even one, the first leans left, the second right and the third is one wider, centred.
    static func boxPasses(_ sigma: Double) -> (Box, Box, Box) {
        let d = boxSize(sigma)
        if d % 2 == 1 {
            let box = Box(before: d / 2, after: d / 2)
            return (box, box, box)
        }
        return (Box(before: d / 2, after: d / 2 - 1), Box(before: d / 2 - 1, after: d / 2), Box(before: d / 2, after: d / 2))
    }

    /// One box along a row, from `src` into `dst` (`width` pixels each), lane by lane;
    /// `src` has zeros for `before` pixels before it and `after + 1` after.
    private func boxRow(_ src: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, _ box: Box) {
        let n = width
        for lane in 0..<lanes {
            var sum: Int32 = 0
            for j in -box.before...box.after { sum &+= Int32(src[j * lanes + lane]) }
            var added = src + (box.after + 1) * lanes + lane, removed = src - box.before * lanes + lane
            var out = dst + lane
            for _ in 0..<n {
                out.pointee = box.mean(sum)
                sum &+= Int32(added.pointee) &- Int32(removed.pointee)
                added += lanes; removed += lanes; out += lanes
            }
        }
    }

    /// One box down the columns, from rows of `src` (`srcStride` apart) into rows of `dst`,
    /// `length` bytes each: a running sum per byte of the row, moved a row at a time.
    private func boxColumns(_ src: UnsafeMutablePointer<UInt8>, _ srcStride: Int, into dst: UnsafeMutablePointer<UInt8>,
                            _ dstStride: Int, _ length: Int, _ box: Box, sums: UnsafeMutablePointer<Int32>) {
        let n = height
        sums.update(repeating: 0, count: length)
        for j in 0..<min(box.after + 1, n) {
            let row = src + j * srcStride
            for x in 0..<length { sums[x] &+= Int32(row[x]) }
        }
        for i in 0..<n {
            let out = dst + i * dstStride
            for x in 0..<length { out[x] = box.mean(sums[x]) }
            let next = i + box.after + 1, gone = i - box.before
            if next < n, gone >= 0 {
                let added = src + next * srcStride, removed = src + gone * srcStride
                for x in 0..<length { sums[x] &+= Int32(added[x]) &- Int32(removed[x]) }
            } else if next < n {
                let added = src + next * srcStride
                for x in 0..<length { sums[x] &+= Int32(added[x]) }
            } else if gone >= 0 {
                let removed = src + gone * srcStride
                for x in 0..<length { sums[x] &-= Int32(removed[x]) }
            }
        }
    }

    // MARK: Small Gaussian blurs

    /// Calls `body` with the normalised Gaussian weights of `sigma` (< 2) from −3σ to 3σ and
    /// that reach.
    static func withGaussian(_ sigma: Double, _ body: (UnsafePointer<Float>, Int) -> Void) {
        let reach = Int((3 * sigma).rounded(.up))
        withUnsafeTemporaryAllocation(of: Float.self, capacity: 2 * reach + 1) { w in
            guard let weights = w.baseAddress else { return }
            var total: Float = 0
            for k in -reach...reach {
                let v = Float(exp(-Double(k * k) / (2 * sigma * sigma)))
                w[k + reach] = v
                total += v
            }
            for k in 0..<w.count { w[k] /= total }
            body(weights, reach)
        }
    }

    /// A weighted sum rounded to a byte.
    @inline(__always)
    static func byte(_ sum: Float) -> UInt8 {
        UInt8(min(max(sum, 0), 255) + 0.5)
    }

    /// The Gaussian along a row, from `src` into `dst` (`width` pixels each).
    private func gaussianRow(_ src: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>,
                             weights: UnsafePointer<Float>, reach: Int) {
        let n = width
        for i in 0..<n {
            for lane in 0..<lanes {
                var sum: Float = 0
                for k in max(-reach, -i)...min(reach, n - 1 - i) { sum += Float(src[(i + k) * lanes + lane]) * weights[k + reach] }
                dst[i * lanes + lane] = Self.byte(sum)
            }
        }
    }

    /// The Gaussian down the columns, from rows of `src` into rows of `dst` (`length` bytes
    /// apart), a row at a time.
    private func gaussianColumns(_ src: UnsafeMutablePointer<UInt8>, _ srcStride: Int, into dst: UnsafeMutablePointer<UInt8>,
                                 _ length: Int, weights: UnsafePointer<Float>, reach: Int,
                                 accumulator: UnsafeMutablePointer<Float>) {
        let n = height
        for i in 0..<n {
            accumulator.update(repeating: 0, count: length)
            for k in max(-reach, -i)...min(reach, n - 1 - i) {
                let row = src + (i + k) * srcStride, f = weights[k + reach]
                for x in 0..<length { accumulator[x] += Float(row[x]) * f }
            }
            let out = dst + i * length
            for x in 0..<length { out[x] = Self.byte(accumulator[x]) }
        }
    }
}

/// What a blur works in, kept (on the canvas) from one blur to the next so that blurring
/// allocates only while the blocks grow.
struct BlurBuffers: ~Copyable {
    /// Two rows, for the passes along a row.
    var lines = ScratchBuffer<UInt8>()
    /// The block's bytes after a pass down the columns.
    var plane = ScratchBuffer<UInt8>()
    /// A row of running sums (box blurs down the columns).
    var sums = ScratchBuffer<Int32>()
    /// A row of weighted sums (small Gaussian blurs down the columns).
    var accumulator = ScratchBuffer<Float>()
}
