import CIntrinsics
import Scrollwork

/// A paint made ready for one draw: device pixel → premultiplied colour, a row at a time.
internal struct Shader {
    enum Kind {
        case linear(a: Double, b: Double, c: Double)  // t = a·x + b·y + c at pixel centres
        case radial(toLocal: AffineTransform, center: Point, focal: Point, radius: Double)
        /// `offset`: ``ImageSampler/pixelOffset(_:)`` of `toImage`, found once per draw.
        case image(toImage: AffineTransform, opacity: UInt32, offset: (x: Int, y: Int)?)
    }
    var kind: Kind
    /// 256 premultiplied colours (gradients).
    var lut: UnsafeMutablePointer<UInt32>
    var image: Pixmap?
    /// Whether every colour the shader gives is opaque (a gradient whose table is): drawn at
    /// full coverage, it replaces what is under it.
    var isOpaque = false

    /// Writes `count` colours for pixels `x ..< x + count` of row `y`.
    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let py = Double(y) + 0.5
        switch kind {
        case .linear(let a, let b, let c):
            let t0 = a * (Double(x) + 0.5) + b * py + c
            // LUT index ·2¹⁶ in fixed point, stepped per pixel; far outside the ramp (or a
            // degenerate one) the exact per-pixel form keeps the clamping right.
            let start = t0 * 255 * 65536, step = a * 255 * 65536
            let end = start + step * Double(count)
            if abs(start) < 1e15, abs(end) < 1e15 {
                var fixed = Int(start) &+ 32768
                let delta = Int(step)
                var done = 0
                // Eight pixels a step where the processor has AVX2 and the row counts in 32 bits.
                if count >= 8, Int32(exactly: fixed) != nil, Int32(exactly: fixed &+ delta &* (count - 1)) != nil,
                   scrollwork_has_avx2() != 0 {
                    done = scrollwork_linear_row_wide(fixed, delta, count, lut, out)
                    fixed &+= delta &* done
                }
                for i in done..<count {
                    out[i] = lut[min(max(fixed >> 16, 0), 255)]
                    fixed &+= delta
                }
            } else {
                var t = t0
                for i in 0..<count {
                    out[i] = lut[Shader.index(t)]
                    t += a
                }
            }
        case .radial(let m, let center, let focal, let radius):
            // The focal point's ray through the pixel meets the circle at t = 1: solve
            // aa·t² − 2·de·t + dd = 0 for the nearest t ≥ 0, where d = p − focal and
            // e = center − focal. Each pixel's point is mapped from its own centre, so a pixel's
            // colour does not depend on where its span starts.
            let e = center - focal
            let aa = e.dot(e) - radius * radius
            let rowX = m.c * py + m.tx, rowY = m.d * py + m.ty
            if abs(aa) < 1e-12 {
                for i in 0..<count {
                    let px = Double(x + i) + 0.5
                    let dx = (m.a * px + rowX) - focal.x, dy = (m.b * px + rowY) - focal.y
                    let de = dx * e.x + dy * e.y, dd = dx * dx + dy * dy
                    out[i] = lut[Shader.index(de != 0 ? dd / (2 * de) : 0)]
                }
            } else {
                scrollwork_radial_row(x, count, m.a, m.b, rowX, rowY, focal.x, focal.y, e.x, e.y, aa, lut, out)
            }
        case .image(let m, let opacity, let offset):
            guard let img = image else { return }
            img.withUnsafePixels { px in
                guard let pixels = px.baseAddress else { return }
                let sampler = ImageSampler(pixels: pixels, width: img.width, height: img.height, opacity: opacity)
                sampler.shade(toImage: m, offset: offset, y: y, x: x, count: count, into: out)
            }
        }
    }
}

extension Shader {
    /// The LUT entry for a ramp position (clamped to 0…1; NaN gives the first).
    @inline(__always)
    static func index(_ t: Double) -> Int {
        let ti = t * 255
        return ti > 0 ? (ti < 255 ? Int(ti + 0.5) : 255) : 0
    }
}
