import CIntrinsics

/// Paints coverage with one solid colour straight onto a pixel buffer, with no clip mask or
/// extra coverage factor: the commonest draw, kept to the fewest instructions per pixel.
/// Holds a raw pointer valid for one draw only.
internal struct SolidSink: SpanSink {
    /// The pixel of device row `y`, column 0 (may point outside the buffer; only covered
    /// pixels are touched).
    var origin: UnsafeMutablePointer<UInt32>
    var stride: Int
    /// Premultiplied, opacity folded in.
    var color: UInt32
    /// `color` with a 16-bit lane per channel (``PixelMath/widen(_:)``).
    var wideColor: UInt64

    /// How many rows ahead ``quad(y:x:coverage:)`` asks for pixels to be fetched into the
    /// cache (measured on the 200 stroked cubics: 4–8 rows all help, about 13 %).
    static let prefetchRows = 6

    /// A sink over `pixels` placed at (`originX`, `originY`) in device space.
    init(pixels: UnsafeMutablePointer<UInt32>, stride: Int, originX: Int, originY: Int, color: UInt32) {
        origin = pixels - (originY &* stride &+ originX)
        self.stride = stride
        self.color = color
        wideColor = PixelMath.widen(color)
    }

    @inline(__always)
    mutating func pixel(y: Int, x: Int, coverage: UInt8) {
        // No branch on the coverage: 0 leaves the pixel as it is, 255 of an opaque colour
        // replaces it exactly.
        let p = origin + (y &* stride &+ x)
        let src = PixelMath.scaleWide(wideColor, UInt64(PixelMath.factor(UInt32(coverage))))
        let dst = PixelMath.scaleWide(PixelMath.widen(p.pointee), 256 &- (src >> 48))
        p.pointee = PixelMath.narrow(src &+ dst)
    }

    /// Four pixels at once, a 16-bit lane per channel: the same arithmetic as
    /// ``pixel(y:x:coverage:)`` for each.
    @inline(__always)
    mutating func quad(y: Int, x: Int, coverage: SIMD4<UInt32>) {
        // Each pixel's coverage in both of its lanes, as a factor 0…256.
        let f32 = coverage &+ (coverage &>> 7)
        let f = unsafeBitCast(f32 | f32 &<< 16, to: SIMD8<UInt16>.self)
        let src = unsafeBitCast(SIMD4<UInt32>(repeating: color), to: SIMD8<UInt16>.self)
        let alpha = unsafeBitCast(SIMD4<UInt32>(repeating: (color >> 24) * 0x1_0001), to: SIMD8<UInt16>.self)
        let srcRB = ((src & 0x00FF) &* f) &>> 8
        let srcGA = ((src &>> 8) &* f) &>> 8
        let inverse = 256 &- ((alpha &* f) &>> 8)
        let p = UnsafeMutableRawPointer(origin + (y &* stride &+ x))
        // The pixels a few rows down: a thin shape's edges come back near the same columns,
        // and each row of a large pixmap is a new page the hardware prefetchers do not follow.
        // (Integer arithmetic: the address may lie past the pixmap, which a prefetch allows.)
        scrollwork_prefetch(UnsafeRawPointer(bitPattern: Int(bitPattern: p) &+ 4 &* SolidSink.prefetchRows &* stride))
        let dst = p.loadUnaligned(as: SIMD8<UInt16>.self)
        let rb = srcRB &+ (((dst & 0x00FF) &* inverse) &>> 8)
        let ga = srcGA &+ (((dst &>> 8) &* inverse) &>> 8)
        p.storeBytes(of: rb | ga &<< 8, as: SIMD8<UInt16>.self)
    }

    @inline(__always)
    mutating func span(y: Int, x: Int, count: Int, coverage: UInt8) {
        Blitter.paintRun(origin + (y &* stride &+ x), count, color, coverage: UInt32(coverage))
    }
}
