#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Scrollwork

/// Layer effects (``LayerEffect``): colour passes over the open layer's drawn pixels.
extension Canvas {
    /// Applies `effect` to what has been drawn into the open layer so far (not its matte
    /// source). Ignored without an open layer, or while its matte source is drawn.
    ///
    /// - Complexity: O(p · r) for a blur or a shadow of radius r (three box passes each way), O(p) for the others: p the pixels of the layer.
    public func applyEffect(_ effect: LayerEffect) {
        guard let top = layers.indices.last, !layers[top].drawingMatte else { return }
        let r = layers[top].rect
        guard let d = layers[top].drawn.intersection(r), !d.isEmpty else { return }
        if measuring {
            // A blur or a shadow may reach anywhere in the offscreen.
            layers[top].drawn = r
            return
        }
        switch effect {
        case .fill(let color, let opacity):
            let o = Float(Canvas.unitInterval(opacity))
            let c = (Float(Canvas.unitInterval(color.red)), Float(Canvas.unitInterval(color.green)), Float(Canvas.unitInterval(color.blue)))
            mapAlpha(top, d) { a in Canvas.premultiplied((c.0, c.1, c.2, a * o)) }
        case .tint(let black, let white, let amount, let over):
            let k = Float(Canvas.unitInterval(amount))
            let b0 = Canvas.components(black), w0 = Canvas.components(white)
            mapPixels(top, d, over: over) { r, g, b, a in
                let y = Canvas.grey(r, g, b)
                return (b0.0 + (w0.0 - b0.0) * y, b0.1 + (w0.1 - b0.1) * y, b0.2 + (w0.2 - b0.2) * y, a * k)
            }
        case .tritone(let bright, let mid, let dark):
            let hi = Canvas.components(bright), m = Canvas.components(mid), lo = Canvas.components(dark)
            mapPixels(top, d) { r, g, b, a in
                let y = Canvas.grey(r, g, b)
                if y <= 0.5 {
                    let t = y * 2
                    return (lo.0 + (m.0 - lo.0) * t, lo.1 + (m.1 - lo.1) * t, lo.2 + (m.2 - lo.2) * t, a)
                }
                let t = y * 2 - 1
                return (m.0 + (hi.0 - m.0) * t, m.1 + (hi.1 - m.1) * t, m.2 + (hi.2 - m.2) * t, a)
            }
        case .levels(let levels):
            applyLevels(levels, top, d)
        case .blur(let sx, let sy):
            let (dx, dy) = deviceSigmas(sx, sy)
            blurLayer(top, sigmaX: dx, sigmaY: dy)
        case .dropShadow(let color, let opacity, let dx, let dy, let sigma):
            dropShadow(top, color: color, opacity: opacity, dx: dx, dy: dy, sigma: sigma)
        }
    }

    /// Straight colour components clamped to 0…1.
    static func components(_ c: Color) -> (Float, Float, Float) {
        (Float(unitInterval(c.red)), Float(unitInterval(c.green)), Float(unitInterval(c.blue)))
    }

    /// The grey level of an sRGB colour (0…1 each): the mean of its linear-light channels,
    /// encoded back to sRGB (an SVG colour matrix of thirds in linearRGB).
    @inline(__always)
    static func grey(_ r: Float, _ g: Float, _ b: Float) -> Float {
        let l = (linear(r) + linear(g) + linear(b)) * 0.3333
        return encoded(min(max(l, 0), 1))
    }

    /// sRGB-encoded `v` (0…1) to linear light.
    @inline(__always)
    static func linear(_ v: Float) -> Float {
        v <= 0.04045 ? v / 12.92 : powf((v + 0.055) / 1.055, 2.4)
    }

    /// Linear light `v` (0…1) to sRGB encoding.
    @inline(__always)
    static func encoded(_ v: Float) -> Float {
        v <= 0.0031308 ? v * 12.92 : 1.055 * powf(v, 1 / 2.4) - 0.055
    }

    /// Replaces each drawn pixel of layer `top` within `d` by `f` of its straight colour and
    /// alpha (0…1); with `over`, the result is drawn over the original pixel.
    func mapPixels(_ top: Int, _ d: PixelRect, over: Bool = false,
                   _ f: (Float, Float, Float, Float) -> (Float, Float, Float, Float)) {
        let r = layers[top].rect
        layers[top].content.withUnsafeMutableBufferPointer { px in
            for row in 0..<d.height {
                let start = r.index(x: d.x, y: d.y + row)
                for i in start ..< start + d.width {
                    let p = px[i]
                    let a8 = p >> 24
                    if a8 == 0 { continue }
                    let a = Float(a8) / 255, inv = 1 / (Float(a8))
                    let c = f(min(Float(p & 0xFF) * inv, 1), min(Float((p >> 8) & 0xFF) * inv, 1),
                              min(Float((p >> 16) & 0xFF) * inv, 1), a)
                    let q = Canvas.premultiplied(c)
                    px[i] = over ? PixelMath.over(q, p) : q
                }
            }
        }
    }

    /// `mapPixels` for an effect whose result depends on a pixel's alpha alone (a fill): `f`
    /// runs once per alpha byte, with the alpha `mapPixels` would pass it, into a table that
    /// the pixels then read, so the result is the same, byte for byte, at a table look-up per
    /// pixel. Transparent pixels stay as they are.
    func mapAlpha(_ top: Int, _ d: PixelRect, _ f: (Float) -> UInt32) {
        let r = layers[top].rect
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 256) { table in
            for a8 in 1..<256 { table[a8] = f(Float(a8) / 255) }
            layers[top].content.withUnsafeMutableBufferPointer { px in
                for row in 0..<d.height {
                    let start = r.index(x: d.x, y: d.y + row)
                    for i in start ..< start + d.width {
                        let a8 = Int(px[i] >> 24)
                        if a8 != 0 { px[i] = table[a8] }
                    }
                }
            }
        }
    }

    /// A packed premultiplied pixel from straight components (clamped to 0…1).
    @inline(__always)
    static func premultiplied(_ c: (Float, Float, Float, Float)) -> UInt32 {
        let a = min(max(c.3, 0), 1)
        func byte(_ v: Float) -> UInt32 { UInt32(min(max(v, 0), 1) * a * 255 + 0.5) }
        return byte(c.0) | byte(c.1) << 8 | byte(c.2) << 16 | UInt32(a * 255 + 0.5) << 24
    }

    /// Pro levels: per-channel curves, then the RGB curve, through 256-entry tables (an SVG
    /// table transfer function of 256 values is exact at each byte).
    func applyLevels(_ levels: Levels, _ top: Int, _ d: PixelRect) {
        withUnsafeTemporaryAllocation(of: Float.self, capacity: 1024) { table in
            for v in 0..<256 {
                let x = Double(v) / 255
                func clamp(_ y: Double) -> Double { y.isFinite ? min(max(y, 0), 1) : 0 }
                table[v] = Float(clamp(levels.rgb.value(at: clamp(levels.red.value(at: x)))))
                table[256 + v] = Float(clamp(levels.rgb.value(at: clamp(levels.green.value(at: x)))))
                table[512 + v] = Float(clamp(levels.rgb.value(at: clamp(levels.blue.value(at: x)))))
                table[768 + v] = Float(clamp(levels.alpha.value(at: x)))
            }
            mapPixels(top, d) { r, g, b, a in
                (table[Int(r * 255 + 0.5)], table[256 + Int(g * 255 + 0.5)], table[512 + Int(b * 255 + 0.5)],
                 table[768 + Int(a * 255 + 0.5)])
            }
        }
    }

    /// Standard deviations in local coordinates to device pixels (the transform's scale
    /// along each axis), clamped to ``LayerEffect/maxDeviceSigma``; non-finite or negative: 0.
    func deviceSigmas(_ sx: Double, _ sy: Double) -> (Double, Double) {
        let m = state.transform
        func clamp(_ v: Double) -> Double { v.isFinite && v > 0 ? min(v, LayerEffect.maxDeviceSigma) : 0 }
        return (clamp(sx * (m.a * m.a + m.b * m.b).squareRoot()), clamp(sy * (m.c * m.c + m.d * m.d).squareRoot()))
    }
}
