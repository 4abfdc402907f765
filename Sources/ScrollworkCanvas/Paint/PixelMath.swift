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
