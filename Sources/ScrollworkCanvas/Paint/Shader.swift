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
            img.withUnsafePixels { px in
                guard let pixels = px.baseAddress else { return }
                let sampler = ImageSampler(pixels: pixels, width: img.width, height: img.height, opacity: opacity)
                sampler.shade(toImage: m, y: y, x: x, count: count, into: out)
            }
        }
    }
}

/// Bilinear sampling of a premultiplied image, padded with its edge pixels, for a span of
/// device pixels at a time.
///
/// Each device pixel centre is mapped through `toImage` and moved up and left by half a pixel
/// (image pixel centres are at integers); the position is clamped to the image and the four
/// pixels around it are mixed with weights in 1/256, rounded down, then scaled by the opacity.
/// A row of device pixels is a straight line in image space, so the position is stepped along
/// it in fixed point rather than mapped anew for each pixel (``FixedPointSteps``), and a plain
/// integer translation is a copy (``pixelOffset(_:)``).
struct ImageSampler {
    /// The image's pixels, `width × height`, premultiplied and packed.
    let pixels: UnsafePointer<UInt32>
    let width: Int
    let height: Int
    /// 0…256.
    let opacity: UInt32

    /// Writes the samples for device pixels `x ..< x + count` of row `y`.
    func shade(toImage m: AffineTransform, y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        if let offset = ImageSampler.pixelOffset(m) {
            copy(row: y + offset.y, column: x + offset.x, count: count, into: out)
            return
        }
        let p = m.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
        if let steps = FixedPointSteps(startX: p.x - 0.5, startY: p.y - 0.5, stepX: m.a, stepY: m.b, count: count) {
            sample(along: steps, count: count, into: out)
        } else {
            sampleEachPixel(toImage: m, y: y, x: x, count: count, into: out)
        }
    }

    /// The offset from device to image pixels when `m` is a translation by whole pixels: each
    /// pixel centre then lands on a pixel centre, the bilinear weights are all 0 and sampling
    /// is a copy (see ``copy(row:column:count:into:)``). Nil for any other transform.
    static func pixelOffset(_ m: AffineTransform) -> (x: Int, y: Int)? {
        guard m.a == 1, m.b == 0, m.c == 0, m.d == 1,
              abs(m.tx) < 0x1p30, abs(m.ty) < 0x1p30,  // also false for NaN
              m.tx.rounded() == m.tx, m.ty.rounded() == m.ty else { return nil }
        return (Int(m.tx), Int(m.ty))
    }

    /// Image pixels `column ..< column + count` of image row `row`, times the opacity, where
    /// rows and columns outside the image repeat its edge pixels.
    func copy(row: Int, column: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let source = pixels + min(max(row, 0), height - 1) * width
        // out[i] shows column + i: left of the image for i < start, inside it up to end.
        let start = min(max(-column, 0), count), end = max(min(width - column, count), start)
        let first = PixelMath.scale(source[0], opacity), last = PixelMath.scale(source[width - 1], opacity)
        out.update(repeating: first, count: start)
        if opacity == 256 {
            (out + start).update(from: source + (column + start), count: end - start)
        } else {
            for i in start..<end { out[i] = PixelMath.scale(source[column + i], opacity) }
        }
        (out + end).update(repeating: last, count: count - end)
    }

    /// Samples the span at the positions `steps` walks through: the run of pixels whose four
    /// neighbours all lie inside the image in one loop without clamping, the pixels before
    /// and after it (near or past the edges) clamped.
    func sample(along steps: FixedPointSteps, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let maxX = Int64(width - 1) << 32, maxY = Int64(height - 1) << 32
        let inside = steps.indices(whereXBelow: maxX, yBelow: maxY, count: count)
        assert(inside.isEmpty || steps.isInside(inside.lowerBound, maxX: maxX, maxY: maxY)
                                 && steps.isInside(inside.upperBound - 1, maxX: maxX, maxY: maxY))
        sampleClamped(along: steps, 0..<inside.lowerBound, into: out)
        sampleInside(along: steps, inside, into: out)
        sampleClamped(along: steps, inside.upperBound..<count, into: out)
    }

    /// Samples pixels `range` of the span, clamping each position to the image.
    func sampleClamped(along steps: FixedPointSteps, _ range: Range<Int>, into out: UnsafeMutablePointer<UInt32>) {
        let maxX = Int64(width - 1) << 32, maxY = Int64(height - 1) << 32
        var (fx, fy) = steps.position(range.lowerBound)
        for i in range {
            out[i] = sample(x: min(max(fx, 0), maxX), y: min(max(fy, 0), maxY), maxX: maxX, maxY: maxY)
            fx &+= steps.dx
            fy &+= steps.dy
        }
    }

    /// Samples pixels `range` of the span, all of whose positions are in `0 ..< width − 1`,
    /// `0 ..< height − 1`: no clamping, and the right and lower neighbours always exist.
    func sampleInside(along steps: FixedPointSteps, _ range: Range<Int>, into out: UnsafeMutablePointer<UInt32>) {
        if steps.dy == 0 { return sampleInsideOneRow(along: steps, range, into: out) }
        let opacity = UInt64(self.opacity), width = self.width, pixels = self.pixels
        var (fx, fy) = steps.position(range.lowerBound)
        for i in range {
            let p = pixels + (Int(truncatingIfNeeded: fy >> 32) &* width &+ Int(truncatingIfNeeded: fx >> 32))
            out[i] = ImageSampler.bilinear(p[0], p[1], p[width], p[width &+ 1],
                                           wx: FixedPointSteps.weight(fx), wy: FixedPointSteps.weight(fy), opacity: opacity)
            fx &+= steps.dx
            fy &+= steps.dy
        }
    }

    /// ``sampleInside(along:_:into:)`` when the run stays on one image row (no rotation or
    /// skew): the row and its vertical weight are the same for every pixel.
    func sampleInsideOneRow(along steps: FixedPointSteps, _ range: Range<Int>, into out: UnsafeMutablePointer<UInt32>) {
        let opacity = UInt64(self.opacity), width = self.width
        let start = steps.position(range.lowerBound)
        let row = pixels + Int(truncatingIfNeeded: start.y >> 32) &* width, wy = FixedPointSteps.weight(start.y)
        var fx = start.x
        for i in range {
            let p = row + Int(truncatingIfNeeded: fx >> 32)
            out[i] = ImageSampler.bilinear(p[0], p[1], p[width], p[width &+ 1],
                                           wx: FixedPointSteps.weight(fx), wy: wy, opacity: opacity)
            fx &+= steps.dx
        }
    }

    /// The span one pixel at a time in double precision, for positions too large for fixed
    /// point or not finite (those pixels are transparent).
    func sampleEachPixel(toImage m: AffineTransform, y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let py = Double(y) + 0.5
        let w = Double(width - 1), h = Double(height - 1)
        for i in 0..<count {
            let p = m.apply(Point(x: Double(x + i) + 0.5, y: py))
            let fx = p.x - 0.5, fy = p.y - 0.5
            guard fx.isFinite, fy.isFinite else { out[i] = 0; continue }
            // Clamped to the image, so within 2^14 · 2^32: converting to fixed point is exact.
            let cx = Int64(min(max(fx, 0), w) * FixedPointSteps.one)
            let cy = Int64(min(max(fy, 0), h) * FixedPointSteps.one)
            out[i] = sample(x: cx, y: cy, maxX: Int64(width - 1) << 32, maxY: Int64(height - 1) << 32)
        }
    }

    /// The bilinear sample at a position in 32.32 fixed point already clamped to
    /// `0…maxX`, `0…maxY` (the last column and row): the pixel it falls in and its right and
    /// lower neighbours (itself on the last column or row, where the weight is 0).
    @inline(__always)
    func sample(x fx: Int64, y fy: Int64, maxX: Int64, maxY: Int64) -> UInt32 {
        let x0 = Int(truncatingIfNeeded: fx >> 32), y0 = Int(truncatingIfNeeded: fy >> 32)
        let right = fx < maxX ? 1 : 0, down = fy < maxY ? width : 0
        let p = pixels + (y0 &* width &+ x0)
        return ImageSampler.bilinear(p[0], p[right], p[down], p[down &+ right],
                                     wx: FixedPointSteps.weight(fx), wy: FixedPointSteps.weight(fy), opacity: UInt64(opacity))
    }

    /// Four pixels (top left, top right, bottom left, bottom right) mixed with weights `wx`,
    /// `wy` in 256ths and scaled by `opacity` (0…256): across the top and the bottom pair with
    /// `wx`, down between the two with `wy`, then the opacity, each step rounded down per
    /// channel, all four channels in one 64-bit multiply (``PixelMath/lerpWide(_:_:_:)``).
    @inline(__always)
    static func bilinear(_ p00: UInt32, _ p01: UInt32, _ p10: UInt32, _ p11: UInt32,
                         wx: UInt64, wy: UInt64, opacity: UInt64) -> UInt32 {
        let top = PixelMath.lerpWide(PixelMath.widen(p00), PixelMath.widen(p01), wx)
        let bottom = PixelMath.lerpWide(PixelMath.widen(p10), PixelMath.widen(p11), wx)
        return PixelMath.narrow(PixelMath.scaleWide(PixelMath.lerpWide(top, bottom, wy), opacity))
    }
}

/// A straight run of sample positions in 32.32 fixed point (`Int64`, 2³² per image pixel):
/// the first and the step per device pixel.
///
/// The first position is the double one rounded down to 2⁻³², so its pixel and weights are
/// exactly the double formula's; the step is rounded to the nearest 2⁻³², so the positions
/// drift by at most 2⁻³³ per pixel (2·10⁻⁶ of a pixel over a 16,384-pixel row) and a weight
/// can differ from the per-pixel formula's by one 256th (a channel by one level) only where
/// the position is that close to a multiple of 1/256, which is also where the double
/// formula's own rounding decides.
struct FixedPointSteps {
    /// 2³², one image pixel.
    static let one = 0x1p32
    /// Positions and steps are kept within ±2²⁸ pixels (2⁶⁰ in fixed point), so no position
    /// along the run, nor `i · step`, comes near `Int64`'s limits.
    static let limit = 0x1p28

    var x: Int64
    var y: Int64
    var dx: Int64
    var dy: Int64

    /// The run from (`startX`, `startY`) in steps of (`stepX`, `stepY`), or nil when a position
    /// along `count` pixels or a step is beyond ±``limit`` or not finite.
    init?(startX: Double, startY: Double, stepX: Double, stepY: Double, count: Int) {
        let n = Double(count - 1)
        let endX = startX + stepX * n, endY = startY + stepY * n
        let limit = FixedPointSteps.limit
        // Written so that NaN fails every comparison.
        guard abs(startX) < limit, abs(startY) < limit, abs(endX) < limit, abs(endY) < limit,
              abs(stepX) < limit, abs(stepY) < limit else { return nil }
        let one = FixedPointSteps.one
        x = Int64((startX * one).rounded(.down))
        y = Int64((startY * one).rounded(.down))
        dx = Int64((stepX * one).rounded())
        dy = Int64((stepY * one).rounded())
    }

    /// The position at pixel `i` of the run.
    @inline(__always)
    func position(_ i: Int) -> (x: Int64, y: Int64) {
        (x &+ Int64(i) &* dx, y &+ Int64(i) &* dy)
    }

    /// The bilinear weight of a coordinate: its top 8 fraction bits, 0…255 in 256ths.
    @inline(__always)
    static func weight(_ f: Int64) -> UInt64 { UInt64(truncatingIfNeeded: f >> 24) & 0xFF }

    /// The pixels `i` in `0..<count` at which `0 ≤ x < maxX` and `0 ≤ y < maxY`: a single
    /// run, since the positions lie on a line and the region is convex.
    func indices(whereXBelow maxX: Int64, yBelow maxY: Int64, count: Int) -> Range<Int> {
        let xs = FixedPointSteps.indices(start: x, step: dx, below: maxX, count: count)
        let ys = FixedPointSteps.indices(start: y, step: dy, below: maxY, count: count)
        let lower = max(xs.lowerBound, ys.lowerBound), upper = min(xs.upperBound, ys.upperBound)
        return lower < upper ? lower..<upper : 0..<0
    }

    /// Whether the position at pixel `i` is in `0 ..< maxX`, `0 ..< maxY`.
    func isInside(_ i: Int, maxX: Int64, maxY: Int64) -> Bool {
        let p = position(i)
        return p.x >= 0 && p.x < maxX && p.y >= 0 && p.y < maxY
    }

    /// The `i` in `0..<count` with `0 ≤ start + i·step < limit`, exactly (integer arithmetic).
    static func indices(start: Int64, step: Int64, below limit: Int64, count: Int) -> Range<Int> {
        guard step != 0 else { return start >= 0 && start < limit ? 0..<count : 0..<0 }
        // Going down is going up from the other end: 0 ≤ f ≤ limit − 1 ⇔ 0 ≤ limit − 1 − f ≤ limit − 1.
        let (f, d) = step > 0 ? (start, step) : (limit - 1 - start, -step)
        let first = -floorDivide(f, d)                    // ⌈−f / d⌉: f + i·d ≥ 0 from here
        let end = floorDivide(limit - 1 - f, d) + 1      // f + i·d ≤ limit − 1 up to here
        let n = Int64(count)
        let lower = min(max(first, 0), n), upper = min(max(end, 0), n)
        return lower < upper ? Int(lower)..<Int(upper) : 0..<0
    }

    /// `⌊a / b⌋` for `b > 0`.
    static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        let q = a / b
        return a % b < 0 ? q - 1 : q
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

    /// `(a·(256 − w) + b·w) / 256`, rounded down, in each lane of two widened pixels
    /// (``widen(_:)``), `w` in 0…256: at most 255·256 per lane, so no lane carries into the next.
    @inline(__always)
    static func lerpWide(_ a: UInt64, _ b: UInt64, _ w: UInt64) -> UInt64 {
        ((a &* (256 &- w) &+ b &* w) &>> 8) & 0x00FF_00FF_00FF_00FF
    }

    /// A 0…255 coverage as a 0…256 factor.
    @inline(__always)
    static func factor(_ c: UInt32) -> UInt32 { c + (c >> 7) }
}
