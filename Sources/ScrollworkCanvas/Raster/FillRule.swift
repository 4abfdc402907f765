/// How overlapping sub-paths decide what is inside.
public enum FillRule: Hashable, Sendable {
    /// Inside where the winding number is not zero.
    case nonZero
    /// Inside where the winding number is odd.
    case evenOdd
}

/// How accumulated winding becomes coverage: a fill rule as a type, so the sweep is
/// specialised for each.
internal protocol CoverageRule {
    /// The 0…255 coverage of a pixel whose accumulated signed area is `a`.
    static func coverage(_ a: Float) -> UInt8
    /// ``coverage(_:)`` of four pixels at once, each 0…255 in its lane.
    static func coverage4(_ a: SIMD4<Float>) -> SIMD4<UInt32>
}

extension CoverageRule {
    /// `v` ∈ [0, 1] as 0…255, rounded: adding 2²³ leaves round(v·255) in the low mantissa
    /// bits, a conversion without the checks of `Int(Float)`.
    @inline(__always)
    static func byte(_ v: Float) -> UInt8 {
        UInt8(truncatingIfNeeded: (v * 255 + 8_388_608).bitPattern)
    }

    /// ``byte(_:)`` of min(|v|, 1) in four lanes.
    @inline(__always)
    static func bytes(magnitudeOf v: SIMD4<Float>) -> SIMD4<UInt32> {
        let magnitude = unsafeBitCast(unsafeBitCast(v, to: SIMD4<UInt32>.self) & 0x7FFF_FFFF, to: SIMD4<Float>.self)
        let clamped = pointwiseMin(magnitude, SIMD4(repeating: 1))
        return unsafeBitCast(clamped * 255 + 8_388_608, to: SIMD4<UInt32>.self) & 0xFF
    }
}

/// ``FillRule/nonZero``: inside wherever the winding is not zero.
internal enum NonZero: CoverageRule {
    @inline(__always)
    static func coverage(_ a: Float) -> UInt8 { byte(min(abs(a), 1)) }

    @inline(__always)
    static func coverage4(_ a: SIMD4<Float>) -> SIMD4<UInt32> { bytes(magnitudeOf: a) }
}

/// ``FillRule/evenOdd``: inside wherever the winding is odd: the distance from `a` to the
/// nearest even number (rounding by adding and taking away 1.5·2²³, exact for |a| < 2²²).
internal enum EvenOdd: CoverageRule {
    @inline(__always)
    static func coverage(_ a: Float) -> UInt8 {
        let half = a * 0.5
        let even = (half + 12_582_912) - 12_582_912
        return byte(min(abs(a - (even + even)), 1))
    }

    @inline(__always)
    static func coverage4(_ a: SIMD4<Float>) -> SIMD4<UInt32> {
        let magic = SIMD4<Float>(repeating: 12_582_912)
        let even = (a * 0.5 + magic) - magic
        return bytes(magnitudeOf: a - (even + even))
    }
}
