import Scrollwork
import ScrollworkCanvas

extension ProjectiveTransform {
    /// An affine transform as a projective one.
    @usableFromInline
    init(_ a: AffineTransform) {
        self.init(m11: a.a, m12: a.c, m13: a.tx, m21: a.b, m22: a.d, m23: a.ty, m31: 0, m32: 0, m33: 1)
    }

    /// `lhs · rhs`: applies `rhs` first.
    @usableFromInline
    static func composed(_ l: ProjectiveTransform, _ r: ProjectiveTransform) -> ProjectiveTransform {
        ProjectiveTransform(
            m11: l.m11 * r.m11 + l.m12 * r.m21 + l.m13 * r.m31,
            m12: l.m11 * r.m12 + l.m12 * r.m22 + l.m13 * r.m32,
            m13: l.m11 * r.m13 + l.m12 * r.m23 + l.m13 * r.m33,
            m21: l.m21 * r.m11 + l.m22 * r.m21 + l.m23 * r.m31,
            m22: l.m21 * r.m12 + l.m22 * r.m22 + l.m23 * r.m32,
            m23: l.m21 * r.m13 + l.m22 * r.m23 + l.m23 * r.m33,
            m31: l.m31 * r.m11 + l.m32 * r.m21 + l.m33 * r.m31,
            m32: l.m31 * r.m12 + l.m32 * r.m22 + l.m33 * r.m32,
            m33: l.m31 * r.m13 + l.m32 * r.m23 + l.m33 * r.m33)
    }
}
