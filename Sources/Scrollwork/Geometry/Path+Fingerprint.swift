/// A quick fingerprint of a path's contents, for caches that find a kept result by hash and
/// then compare the path whole.
extension Path {
    /// FNV-1a's step over the verb count and every point's bits, each step folded (see
    /// `fingerprint(_:mixing:)-(_,UInt64)` and `fingerprint(_:mixingPoints:)`). Equal paths
    /// give equal fingerprints; different ones almost always differ.
    package var fingerprint: UInt64 {
        points.withUnsafeBufferPointer { Path.fingerprint(0xCBF2_9CE4_8422_2325 ^ UInt64(verbs.count), mixingPoints: $0) }
    }

    /// Fingerprint `h` continued over every point's coordinates (a path's, a flattened
    /// polygon's), by the step of `fingerprint(_:mixing:)-(_,UInt64)` in four chains: x and y
    /// of the even points and of the odd ones, folded together at the end, so that each
    /// multiply does not wait for the one before.
    package static func fingerprint(_ h: UInt64, mixingPoints points: UnsafeBufferPointer<Point>) -> UInt64 {
        var lanes = (h, h ^ 1, h ^ 2, h ^ 3)
        var i = 0
        while i &+ 1 < points.count {
            let a = points[i], b = points[i &+ 1]
            lanes.0 = fingerprint(lanes.0, mixing: a.x)
            lanes.1 = fingerprint(lanes.1, mixing: a.y)
            lanes.2 = fingerprint(lanes.2, mixing: b.x)
            lanes.3 = fingerprint(lanes.3, mixing: b.y)
            i &+= 2
        }
        if i < points.count {
            lanes.0 = fingerprint(lanes.0, mixing: points[i].x)
            lanes.1 = fingerprint(lanes.1, mixing: points[i].y)
        }
        return fingerprint(fingerprint(fingerprint(lanes.0, mixing: lanes.1), mixing: lanes.2), mixing: lanes.3)
    }

    /// Fingerprint `h` continued over one more value (a transform's entry, a tolerance).
    ///
    /// An FNV-1a step over a whole 64-bit word, then the high half xored into the low: the
    /// multiplication alone carries a change only upwards, so a flipped sign bit would stay
    /// in bit 63, and a shape with every coordinate negated (a mirrored copy) would get its
    /// original's fingerprint.
    @inline(__always)
    package static func fingerprint(_ h: UInt64, mixing value: Double) -> UInt64 {
        fingerprint(h, mixing: value.bitPattern)
    }

    /// Fingerprint `h` continued over a 64-bit word (a count, an index), by the same step.
    @inline(__always)
    package static func fingerprint(_ h: UInt64, mixing bits: UInt64) -> UInt64 {
        let x = (h ^ bits) &* 0x100_0000_01B3
        return x ^ (x >> 32)
    }
}
