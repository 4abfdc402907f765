/// A paint made ready for one draw: device pixel → premultiplied colour, a row at a time.
internal struct Shader {
    enum Kind {
        case linear(a: Double, b: Double, c: Double)  // t = a·x + b·y + c at pixel centres
        case radial(toLocal: AffineTransform, center: Point, focal: Point, radius: Double)
        case image(toImage: AffineTransform, opacity: UInt32)
    }
    var kind: Kind
    /// 256 premultiplied colours (gradients).
    var lut: UnsafeMutablePointer<UInt32>
    var image: Pixmap?

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
                for i in 0..<count {
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
            // e = center − focal. Along a row p moves by (m.a, m.b) per pixel.
            let e = center - focal
            let aa = e.dot(e) - radius * radius
            let p0 = m.apply(Point(x: Double(x) + 0.5, y: py))
            var dx = p0.x - focal.x, dy = p0.y - focal.y
            let sx = m.a, sy = m.b
            if abs(aa) < 1e-12 {
                for i in 0..<count {
                    let de = dx * e.x + dy * e.y, dd = dx * dx + dy * dy
                    out[i] = lut[Shader.index(de != 0 ? dd / (2 * de) : 0)]
                    dx += sx; dy += sy
                }
            } else {
                let inv = 1 / aa
                for i in 0..<count {
                    let de = dx * e.x + dy * e.y, dd = dx * dx + dy * dy
                    let disc = de * de - aa * dd
                    let root = max(disc, 0).squareRoot()
                    var t = disc >= 0 ? (de - root) * inv : 0
                    if t < 0 { t = (de + root) * inv }
                    out[i] = lut[Shader.index(t)]
                    dx += sx; dy += sy
                }
            }
        case .image(let m, let opacity):
            guard let img = image else { return }
            let w = img.width, h = img.height
            img.withUnsafePixels { px in
                for i in 0..<count {
                    let p = m.apply(Point(x: Double(x + i) + 0.5, y: py))
                    let fx = p.x - 0.5, fy = p.y - 0.5
                    guard fx.isFinite, fy.isFinite else { out[i] = 0; continue }
                    let cx = min(max(fx, 0), Double(w - 1)), cy = min(max(fy, 0), Double(h - 1))
                    let x0 = Int(cx), y0 = Int(cy)
                    let x1 = min(x0 + 1, w - 1), y1 = min(y0 + 1, h - 1)
                    let wx = UInt32((cx - Double(x0)) * 256), wy = UInt32((cy - Double(y0)) * 256)
                    let top = PixelMath.lerp(px[y0 * w + x0], px[y0 * w + x1], wx)
                    let bottom = PixelMath.lerp(px[y1 * w + x0], px[y1 * w + x1], wx)
                    out[i] = PixelMath.scale(PixelMath.lerp(top, bottom, wy), opacity)
                }
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

/// Packed premultiplied pixel arithmetic, two channels per 32-bit multiply.
internal enum PixelMath {
    /// Each channel times `s / 256` (`s` in 0…256).
    @inline(__always)
    static func scale(_ p: UInt32, _ s: UInt32) -> UInt32 {
        let rb = (((p & 0x00FF00FF) &* s) >> 8) & 0x00FF00FF
        let ag = (((p >> 8) & 0x00FF00FF) &* s) & 0xFF00FF00
        return rb | ag
    }

    /// `a + (b − a)·w/256` per channel (`w` in 0…256).
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        let iw = 256 - w
        let rb = ((((a & 0x00FF00FF) &* iw) &+ ((b & 0x00FF00FF) &* w)) >> 8) & 0x00FF00FF
        let ag = ((((a >> 8) & 0x00FF00FF) &* iw) &+ (((b >> 8) & 0x00FF00FF) &* w)) & 0xFF00FF00
        return rb | ag
    }

    /// Source over destination, both premultiplied.
    @inline(__always)
    static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        s &+ scale(d, 256 - (s >> 24))
    }

    /// A pixel with each channel in its own 16-bit lane (R, B, G, A from the low end), so one
    /// 64-bit multiply scales all four.
    @inline(__always)
    static func widen(_ p: UInt32) -> UInt64 {
        UInt64(p & 0x00FF_00FF) | (UInt64(p & 0xFF00_FF00) &<< 24)
    }

    /// The inverse of ``widen(_:)`` (lanes must hold 0…255).
    @inline(__always)
    static func narrow(_ w: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: w & 0x00FF_00FF) | UInt32(truncatingIfNeeded: (w &>> 24) & 0xFF00_FF00)
    }

    /// Each lane of a widened pixel times `s / 256` (`s` in 0…256), like ``scale(_:_:)``.
    @inline(__always)
    static func scaleWide(_ w: UInt64, _ s: UInt64) -> UInt64 {
        ((w &* s) &>> 8) & 0x00FF_00FF_00FF_00FF
    }

    /// A 0…255 coverage as a 0…256 factor.
    @inline(__always)
    static func factor(_ c: UInt32) -> UInt32 { c + (c >> 7) }
}
