import Scrollwork

/// A 3×3 projective (perspective) transform of the plane, applied to device coordinates after
/// the affine transform: `(x, y) ↦ ((m11·x + m12·y + m13) / w, (m21·x + m22·y + m23) / w)` with
/// `w = m31·x + m32·y + m33`.
///
/// The canvas applies it to flattened geometry, so curves stay smooth. Geometry reaching
/// `w ≤ 0` (behind the eye) is not drawn.
public struct ProjectiveTransform: Hashable, Sendable {
    /// Row 1.
    public var m11: Double, m12: Double, m13: Double
    /// Row 2.
    public var m21: Double, m22: Double, m23: Double
    /// Row 3 (the perspective row).
    public var m31: Double, m32: Double, m33: Double

    /// Creates a transform from its nine entries, row by row.
    public init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
                m31: Double, m32: Double, m33: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// The identity.
    public static let identity = ProjectiveTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// A rotation about the vertical axis through `center` (by `angle` radians) seen from a
    /// camera at `distance` pixels in front of the screen: a simple 3D "card flip".
    public static func rotationY(_ angle: Double, center: Point, distance: Double) -> ProjectiveTransform {
        let c = cosine(angle), s = sine(angle)
        let d = distance > 0 ? distance : 1000
        // Translate to centre, rotate (x, z), project with z' = z + d, translate back.
        // x' = c·x ; z = −s·x ; w = (d − s·x)/d … then x'/w.
        let w31 = -s / d
        var m = ProjectiveTransform(m11: c, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: w31, m32: 0, m33: 1)
        // Conjugate with the translation to the centre.
        let tx = center.x, ty = center.y
        // T(t) · M · T(−t)
        let a13 = m.m13 - m.m11 * tx - m.m12 * ty
        let a23 = m.m23 - m.m21 * tx - m.m22 * ty
        let a33 = m.m33 - m.m31 * tx - m.m32 * ty
        m = ProjectiveTransform(m11: m.m11 + tx * m.m31, m12: m.m12 + tx * m.m32, m13: a13 + tx * a33,
                                m21: m.m21 + ty * m.m31, m22: m.m22 + ty * m.m32, m23: a23 + ty * a33,
                                m31: m.m31, m32: m.m32, m33: a33)
        return m
    }

    /// Maps a point; `nil` when it lands behind the eye (`w ≤ 0`) or is not finite.
    @inlinable
    public func apply(_ p: Point) -> Point? {
        let w = m31 * p.x + m32 * p.y + m33
        guard w > 1e-9 else { return nil }
        let q = Point(x: (m11 * p.x + m12 * p.y + m13) / w, y: (m21 * p.x + m22 * p.y + m23) / w)
        return q.isFinite ? q : nil
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
@inline(__always) private func cosine(_ x: Double) -> Double { cos(x) }
@inline(__always) private func sine(_ x: Double) -> Double { sin(x) }
