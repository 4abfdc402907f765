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
///
/// Every channel byte is blurred on its own (``BlurPlane``), so a layer's four channels and a
/// shadow's one alpha channel go through the same passes. A drop shadow blurs only the moved
/// alpha and colours it afterwards.
extension Canvas {
    /// How far (in pixels) a blur of `sigma` can move colour.
    static func blurReach(_ sigma: Double) -> Int {
        guard sigma > 0 else { return 0 }
        if sigma < 2 { return Int((3 * sigma).rounded(.up)) }
        let d = BlurPlane.boxSize(sigma)
        return 3 * (d / 2) + 2
    }

    /// Blurs the open layer `top` in place, growing its drawn part by the blur's reach.
    func blurLayer(_ top: Int, sigmaX: Double, sigmaY: Double) {
        guard sigmaX > 0 || sigmaY > 0 else { return }
        let r = layers[top].rect
        let drawn = layers[top].drawn
        let grown = PixelRect(x: drawn.x - Canvas.blurReach(sigmaX), y: drawn.y - Canvas.blurReach(sigmaY),
                              width: drawn.width + 2 * Canvas.blurReach(sigmaX), height: drawn.height + 2 * Canvas.blurReach(sigmaY))
        guard let region = grown.intersection(r), !region.isEmpty else { return }
        let origin = r.index(x: region.x, y: region.y)
        layers[top].content.withUnsafeMutableBufferPointer { px in
            px.withMemoryRebound(to: UInt8.self) { bytes in
                guard let base = bytes.baseAddress else { return }
                let plane = BlurPlane(base: base + 4 * origin, rowBytes: 4 * r.width, width: region.width,
                                      height: region.height, lanes: 4)
                plane.blur(sigmaX: sigmaX, sigmaY: sigmaY, buffers: &blurBuffers)
            }
        }
        layers[top].drawn = drawn.union(region)
    }

    /// A drop shadow under the open layer `top`: its alpha, moved by (`dx`, `dy`) (local
    /// lengths, through the transform's linear part, rounded to pixels), blurred by `sigma`,
    /// in `color` at `opacity`; the layer's pixels are then drawn over it.
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
        let w = region.width
        refill(&shadowAlpha, w * region.height, 0)
        // The layer's alpha, moved.
        let xs = max(region.x, drawn.x + ox), xe = min(region.maxX, drawn.maxX + ox)
        let ys = max(region.y, drawn.y + oy), ye = min(region.maxY, drawn.maxY + oy)
        if xs < xe, ys < ye {
            layers[top].content.withUnsafeBufferPointer { content in
                shadowAlpha.withUnsafeMutableBufferPointer { alpha in
                    for y in ys..<ye {
                        let from = r.index(x: xs - ox, y: y - oy), to = (y - region.y) * w + xs - region.x
                        for k in 0..<(xe - xs) { alpha[to + k] = UInt8(truncatingIfNeeded: content[from + k] >> 24) }
                    }
                }
            }
        }
        shadowAlpha.withUnsafeMutableBufferPointer { alpha in
            guard let base = alpha.baseAddress else { return }
            BlurPlane(base: base, rowBytes: w, width: w, height: region.height, lanes: 1)
                .blur(sigmaX: sx, sigmaY: sy, buffers: &blurBuffers)
        }
        // Coloured (one premultiplied pixel per alpha level) and put under the layer.
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 256) { shades in
            for a in UInt32(0)...255 {
                func scaled(_ c: UInt32) -> UInt32 { (c * a + 127) / 255 }
                shades[Int(a)] = scaled(sr) | scaled(sg) << 8 | scaled(sb) << 16 | scaled(sa) << 24
            }
            shadowAlpha.withUnsafeBufferPointer { alpha in
                layers[top].content.withUnsafeMutableBufferPointer { px in
                    for y in 0..<region.height {
                        let start = r.index(x: region.x, y: region.y + y), row = y * w
                        for x in 0..<w {
                            let a = alpha[row + x]
                            if a != 0 { px[start + x] = PixelMath.over(px[start + x], shades[Int(a)]) }
                        }
                    }
                }
            }
        }
        layers[top].drawn = drawn.union(region)
    }
}
