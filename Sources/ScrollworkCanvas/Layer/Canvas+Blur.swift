#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Scrollwork

/// Layer effects that spread pixels: Gaussian blur (separable: rows, then columns) and drop
/// shadow. A standard deviation of 2 or more is blurred as SVG specifies for
/// `feGaussianBlur`: three box blurs of size `d = ⌊σ·3·√(2π)/4 + ½⌋`; a smaller one with the
/// Gaussian kernel itself (to 3σ). Pixels outside the layer's rectangle count as transparent.
extension Canvas {
    /// How far (in pixels) a blur of `sigma` can move colour.
    static func blurReach(_ sigma: Double) -> Int {
        guard sigma > 0 else { return 0 }
        if sigma < 2 { return Int((3 * sigma).rounded(.up)) }
        let d = boxSize(sigma)
        return 3 * (d / 2) + 2
    }

    /// The box size for a standard deviation (SVG 1.1, `feGaussianBlur`).
    static func boxSize(_ sigma: Double) -> Int {
        max(1, Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)))
    }

    /// Blurs the open layer `top` in place, growing its drawn part by the blur's reach.
    func blurLayer(_ top: Int, sigmaX: Double, sigmaY: Double) {
        guard sigmaX > 0 || sigmaY > 0 else { return }
        let r = layers[top].rect
        let drawn = layers[top].drawn
        let grown = PixelRect(x: drawn.x - Canvas.blurReach(sigmaX), y: drawn.y - Canvas.blurReach(sigmaY),
                              width: drawn.width + 2 * Canvas.blurReach(sigmaX), height: drawn.height + 2 * Canvas.blurReach(sigmaY))
        guard let region = grown.intersection(r), !region.isEmpty else { return }
        refill(&effectLines, 2 * max(region.width, region.height), 0)
        let origin = r.index(x: region.x, y: region.y)
        layers[top].content.withUnsafeMutableBufferPointer { px in
            guard let base = px.baseAddress else { return }
            blur(base + origin, stride: r.width, width: region.width, height: region.height, sigmaX: sigmaX, sigmaY: sigmaY)
        }
        layers[top].drawn = drawn.union(region)
    }

    /// Blurs a `width` × `height` block of packed pixels starting at `base` (rows `stride`
    /// apart), with ``effectLines`` holding at least two of its longer side.
    func blur(_ base: UnsafeMutablePointer<UInt32>, stride: Int, width: Int, height: Int, sigmaX: Double, sigmaY: Double) {
        effectLines.withUnsafeMutableBufferPointer { lines in
            guard let a = lines.baseAddress else { return }
            let n = lines.count / 2
            let b = a + n
            if sigmaX > 0 {
                for y in 0..<height {
                    let row = base + y * stride
                    a.update(from: row, count: width)
                    Canvas.blurLine(a, b, width, sigma: sigmaX)
                    row.update(from: a, count: width)
                }
            }
            if sigmaY > 0 {
                for x in 0..<width {
                    for y in 0..<height { a[y] = base[y * stride + x] }
                    Canvas.blurLine(a, b, height, sigma: sigmaY)
                    for y in 0..<height { base[y * stride + x] = a[y] }
                }
            }
        }
    }

    /// Blurs `n` pixels at `a` in place (`b`: scratch of `n`).
    static func blurLine(_ a: UnsafeMutablePointer<UInt32>, _ b: UnsafeMutablePointer<UInt32>, _ n: Int, sigma: Double) {
        if sigma < 2 {
            gaussianLine(a, b, n, sigma: sigma)
            a.update(from: b, count: n)
            return
        }
        let d = boxSize(sigma)
        if d % 2 == 1 {
            boxLine(a, b, n, before: d / 2, after: d / 2)
            boxLine(b, a, n, before: d / 2, after: d / 2)
            boxLine(a, b, n, before: d / 2, after: d / 2)
        } else {
            boxLine(a, b, n, before: d / 2, after: d / 2 - 1)
            boxLine(b, a, n, before: d / 2 - 1, after: d / 2)
            boxLine(a, b, n, before: d / 2, after: d / 2)
        }
        a.update(from: b, count: n)
    }

    /// One box blur: `dst[i]` is the mean of `src[i − before … i + after]` (zero outside).
    static func boxLine(_ src: UnsafeMutablePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, _ n: Int, before: Int, after: Int) {
        let size = UInt64(before + after + 1)
        let inv = (UInt64(1) << 32) / size
        var s0: UInt64 = 0, s1: UInt64 = 0, s2: UInt64 = 0, s3: UInt64 = 0
        @inline(__always) func add(_ p: UInt32) {
            s0 += UInt64(p & 0xFF); s1 += UInt64((p >> 8) & 0xFF); s2 += UInt64((p >> 16) & 0xFF); s3 += UInt64(p >> 24)
        }
        @inline(__always) func sub(_ p: UInt32) {
            s0 -= UInt64(p & 0xFF); s1 -= UInt64((p >> 8) & 0xFF); s2 -= UInt64((p >> 16) & 0xFF); s3 -= UInt64(p >> 24)
        }
        for j in 0..<min(after + 1, n) { add(src[j]) }
        let half: UInt64 = 1 << 31
        for i in 0..<n {
            let a = min((s3 &* inv &+ half) >> 32, 255)
            let c0 = min((s0 &* inv &+ half) >> 32, a), c1 = min((s1 &* inv &+ half) >> 32, a), c2 = min((s2 &* inv &+ half) >> 32, a)
            dst[i] = UInt32(c0 | c1 << 8 | c2 << 16 | a << 24)
            let next = i + after + 1
            if next < n { add(src[next]) }
            let gone = i - before
            if gone >= 0 { sub(src[gone]) }
        }
    }

    /// The Gaussian kernel of `sigma` (< 2) to 3σ, applied from `src` into `dst`.
    static func gaussianLine(_ src: UnsafeMutablePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, _ n: Int, sigma: Double) {
        let reach = Int((3 * sigma).rounded(.up))
        withUnsafeTemporaryAllocation(of: Float.self, capacity: 2 * reach + 1) { w in
            var total: Float = 0
            for k in -reach...reach {
                let v = Float(exp(-Double(k * k) / (2 * sigma * sigma)))
                w[k + reach] = v
                total += v
            }
            for k in 0..<w.count { w[k] /= total }
            for i in 0..<n {
                var s0: Float = 0, s1: Float = 0, s2: Float = 0, s3: Float = 0
                for k in max(-reach, -i)...min(reach, n - 1 - i) {
                    let p = src[i + k], f = w[k + reach]
                    s0 += Float(p & 0xFF) * f; s1 += Float((p >> 8) & 0xFF) * f
                    s2 += Float((p >> 16) & 0xFF) * f; s3 += Float(p >> 24) * f
                }
                let a = min(UInt32(s3 + 0.5), 255)
                dst[i] = min(UInt32(s0 + 0.5), a) | min(UInt32(s1 + 0.5), a) << 8 | min(UInt32(s2 + 0.5), a) << 16 | a << 24
            }
        }
    }

    /// A drop shadow under the open layer `top`: its alpha, moved by (`dx`, `dy`) (local
    /// lengths, through the transform's linear part, rounded to pixels), in `color` at
    /// `opacity`, blurred by `sigma`; the layer's pixels are then drawn over it.
    func dropShadow(_ top: Int, color: Color, opacity: Double, dx: Double, dy: Double, sigma: Double) {
        let m = state.transform
        let limit = Double(max(pixmap.width, pixmap.height) + 1)
        func shift(_ v: Double) -> Int { v.isFinite ? Int(min(max(v, -limit), limit).rounded()) : 0 }
        let ox = shift(m.a * dx + m.c * dy), oy = shift(m.b * dx + m.d * dy)
        let (sx, sy) = deviceSigmas(sigma, sigma)
        let r = layers[top].rect
        let drawn = layers[top].drawn
        let reachX = Canvas.blurReach(sx), reachY = Canvas.blurReach(sy)
        let moved = PixelRect(x: drawn.x + ox - reachX, y: drawn.y + oy - reachY,
                              width: drawn.width + 2 * reachX, height: drawn.height + 2 * reachY)
        guard let region = moved.intersection(r), !region.isEmpty else { return }
        let shade = PremultipliedColor(Color(red: color.red, green: color.green, blue: color.blue, alpha: Canvas.unitInterval(opacity)))
        let sr = UInt32(shade.r), sg = UInt32(shade.g), sb = UInt32(shade.b), sa = UInt32(shade.a)
        refill(&effectPlane, region.width * region.height, 0)
        refill(&effectLines, 2 * max(region.width, region.height), 0)
        layers[top].content.withUnsafeBufferPointer { content in
        effectPlane.withUnsafeMutableBufferPointer { plane in
            guard let base = plane.baseAddress else { return }
            // The moved alpha, in the shadow's colour.
            for y in 0..<region.height {
                let sy0 = region.y + y - oy
                guard sy0 >= drawn.y, sy0 < drawn.maxY else { continue }
                for x in 0..<region.width {
                    let sx0 = region.x + x - ox
                    guard sx0 >= drawn.x, sx0 < drawn.maxX else { continue }
                    let a = content[r.index(x: sx0, y: sy0)] >> 24
                    if a == 0 { continue }
                    func scaled(_ c: UInt32) -> UInt32 { (c * a + 127) / 255 }
                    base[y * region.width + x] = scaled(sr) | scaled(sg) << 8 | scaled(sb) << 16 | scaled(sa) << 24
                }
            }
        }
        }
        effectPlane.withUnsafeMutableBufferPointer { plane in
            guard let base = plane.baseAddress else { return }
            blur(base, stride: region.width, width: region.width, height: region.height, sigmaX: sx, sigmaY: sy)
        }
        effectPlane.withUnsafeBufferPointer { plane in
        layers[top].content.withUnsafeMutableBufferPointer { px in
            for y in 0..<region.height {
                let start = r.index(x: region.x, y: region.y + y)
                for x in 0..<region.width {
                    let s = plane[y * region.width + x]
                    if s == 0 { continue }
                    px[start + x] = PixelMath.over(px[start + x], s)
                }
            }
        }
        }
        layers[top].drawn = drawn.union(region)
    }
}
