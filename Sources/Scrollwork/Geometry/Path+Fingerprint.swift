/// A quick fingerprint of a path's contents, for caches that find a kept result by hash and
/// then compare the path whole.
extension Path {
    /// FNV-1a's step over the verb count and every point's bits, each step folded (see
    /// ``fingerprint(_:mixing:)-(_,UInt64)``). Equal paths give equal fingerprints; different ones almost
    /// always differ.
    public var fingerprint: UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(verbs.count)
        for p in points {
            h = Path.fingerprint(h, mixing: p.x)
            h = Path.fingerprint(h, mixing: p.y)
        }
        return h
    }

    /// Fingerprint `h` continued over one more value (a transform's entry, a tolerance).
    ///
    /// An FNV-1a step over a whole 64-bit word, then the high half xored into the low: the
    /// multiplication alone carries a change only upwards, so a flipped sign bit would stay
    /// in bit 63, and a shape with every coordinate negated (a mirrored copy) would get its
    /// original's fingerprint.
    @inline(__always)
    public static func fingerprint(_ h: UInt64, mixing value: Double) -> UInt64 {
        fingerprint(h, mixing: value.bitPattern)
    }

    /// Fingerprint `h` continued over a 64-bit word (a count, an index), by the same step.
    @inline(__always)
    public static func fingerprint(_ h: UInt64, mixing bits: UInt64) -> UInt64 {
        let x = (h ^ bits) &* 0x100_0000_01B3
        return x ^ (x >> 32)
    }
}
