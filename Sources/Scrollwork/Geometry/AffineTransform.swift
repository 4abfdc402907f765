#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2D affine transform: `(x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty)`.
///
/// Written as a matrix for column vectors, `p′ = M·p` with
/// `M = [[a, c, tx], [b, d, ty], [0, 0, 1]]`. Two ways to combine transforms:
///
/// - `m1 * m2` is the matrix product: `(m1 * m2).apply(p) == m1.apply(m2.apply(p))` —
///   the right-hand transform acts first, as in the formulas of Lottie and DESIGN.md
///   (`T(p) · R(r) · Sk · S(s) · T(−a)`).
/// - `m1.concatenating(m2)` applies `m1` first, then `m2` (CoreGraphics' reading).
///
/// Angles are radians; a positive rotation turns clockwise on a y-down screen.
public struct AffineTransform: Hashable, Sendable {
    /// Matrix entry row 0, column 0.
    public var a: Double
    /// Matrix entry row 1, column 0.
    public var b: Double
    /// Matrix entry row 0, column 1.
    public var c: Double
    /// Matrix entry row 1, column 1.
    public var d: Double
    /// Horizontal translation.
    public var tx: Double
    /// Vertical translation.
    public var ty: Double

    /// Creates a transform from its six entries.
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    @inlinable
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale about the origin.
    @inlinable
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin by `angle` radians, clockwise on a y-down screen.
    @inlinable
    public init(rotation angle: Double) {
        let s = sin(angle), co = cos(angle)
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// A horizontal shear: `(x, y) ↦ (x + k·y, y)`.
    @inlinable
    public init(shearX k: Double) {
        self.init(a: 1, b: 0, c: k, d: 1, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity.
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// The transform without its translation: how it turns, scales and skews.
    @inlinable
    public var linearPart: AffineTransform { AffineTransform(a: a, b: b, c: c, d: d, tx: 0, ty: 0) }

    /// Where the transform moves the origin: its translation.
    @inlinable
    public var translation: Point { Point(x: tx, y: ty) }

    /// The determinant of the linear part; zero for a transform that collapses the plane.
    @inlinable
    public var determinant: Double { a * d - b * c }

    /// Whether every entry is finite.
    @inlinable
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The matrix product `lhs · rhs`: the transform that applies `rhs` first, then `lhs`.
    @inlinable
    public static func * (lhs: AffineTransform, rhs: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: lhs.a * rhs.a + lhs.c * rhs.b,
            b: lhs.b * rhs.a + lhs.d * rhs.b,
            c: lhs.a * rhs.c + lhs.c * rhs.d,
            d: lhs.b * rhs.c + lhs.d * rhs.d,
            tx: lhs.a * rhs.tx + lhs.c * rhs.ty + lhs.tx,
            ty: lhs.b * rhs.tx + lhs.d * rhs.ty + lhs.ty)
    }

    /// The transform that applies `self` first, then `other`.
    @inlinable
    public func concatenating(_ other: AffineTransform) -> AffineTransform { other * self }

    /// This transform preceded by a translation (the translation acts first, in local space).
    @inlinable
    public func translatedBy(x: Double, y: Double) -> AffineTransform { self * AffineTransform(translationX: x, y: y) }

    /// This transform preceded by a scale (the scale acts first, in local space).
    @inlinable
    public func scaledBy(x: Double, y: Double) -> AffineTransform { self * AffineTransform(scaleX: x, y: y) }

    /// This transform preceded by a rotation of `angle` radians, clockwise (acts first).
    @inlinable
    public func rotated(by angle: Double) -> AffineTransform { self * AffineTransform(rotation: angle) }

    /// The inverse transform, or `nil` when the transform is singular or not finite.
    @inlinable
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite, isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineTransform(a: ia, b: ib, c: ic, d: id,
                               tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    /// Maps a point through the transform.
    @inlinable
    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Maps a vector through the linear part only (no translation).
    @inlinable
    public func applyToVector(_ v: Point) -> Point {
        Point(x: a * v.x + c * v.y, y: b * v.x + d * v.y)
    }

    /// The geometric mean of the scale factors, `√|det|`: how much lengths grow on average
    /// (used to size stroke widths and flattening tolerances).
    @inlinable
    public var meanScale: Double { abs(determinant).squareRoot() }
}

extension Point {
    /// This point mapped through a transform.
    @inlinable
    public func applying(_ t: AffineTransform) -> Point { t.apply(self) }
}
