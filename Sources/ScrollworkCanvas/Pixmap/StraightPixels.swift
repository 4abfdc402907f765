import Scrollwork

extension PremultipliedColor {
    /// The straight (un-premultiplied) bytes R, G, B, A, rounded to the nearest level: each
    /// colour channel is `c · 255 / a`. A fully transparent pixel is transparent black, so no
    /// colour is invented under alpha 0 (an encoder sees clean pixels there, not a fringe).
    @inlinable
    public var straightBytes: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let alpha = UInt32(a)
        if alpha == 0 { return (0, 0, 0, 0) }
        if alpha == 255 { return (r, g, b, 255) }
        @inline(__always) func u(_ c: UInt8) -> UInt8 { UInt8(Swift.min(255, (UInt32(c) * 255 + alpha / 2) / alpha)) }
        return (u(r), u(g), u(b), a)
    }

    /// This pixel composited over `background` (both premultiplied) by the canvas's own
    /// source-over arithmetic, so a colour composited here equals one drawn over that
    /// background. Over an opaque background the result is opaque.
    public func over(_ background: PremultipliedColor) -> PremultipliedColor {
        PremultipliedColor(packed: PixelMath.over(packed, background.packed))
    }
}

extension Pixmap {
    /// Writes the pixels as straight (un-premultiplied) RGBA bytes, row by row without
    /// padding, into `destination` (at least `width · height · 4` bytes): what PNG, WebP and
    /// video encoders take. See ``PremultipliedColor/straightBytes``.
    public func writeStraightRGBA(into destination: UnsafeMutableRawBufferPointer) {
        precondition(destination.count >= width * height * 4, "the destination is too small")
        withUnsafePixels { pixels in
            var o = 0
            for p in pixels {
                let c = PremultipliedColor(packed: p).straightBytes
                destination[o] = c.r; destination[o + 1] = c.g; destination[o + 2] = c.b; destination[o + 3] = c.a
                o += 4
            }
        }
    }

    /// Writes the pixels composited over an opaque `background` as RGB bytes, row by row
    /// without padding, into `destination` (at least `width · height · 3` bytes). The
    /// background's own alpha is ignored.
    public func writeRGB(over background: Color, into destination: UnsafeMutableRawBufferPointer) {
        precondition(destination.count >= width * height * 3, "the destination is too small")
        let bg = PremultipliedColor(Color(red: background.red, green: background.green, blue: background.blue)).packed
        withUnsafePixels { pixels in
            var o = 0
            for p in pixels {
                let q = PixelMath.over(p, bg)
                destination[o] = UInt8(q & 0xFF); destination[o + 1] = UInt8((q >> 8) & 0xFF); destination[o + 2] = UInt8((q >> 16) & 0xFF)
                o += 3
            }
        }
    }
}
