#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A 3D projective transform: a 4×4 matrix acting on column vectors, `p′ = M·p`, with the same
/// conventions as ``AffineTransform`` (`m1 * m2` applies `m2` first; rotations follow the
/// right-hand rule about their axis, which about +z is clockwise on a y-down screen).
///
/// Perspective lives in the bottom row: ``init(perspectiveDistance:)`` sets row 4, column 3 to
/// `−1/d`, so a point at depth `z` is scaled by `1/(1 − z/d)`. (Core Animation calls that entry
/// `m34` because it multiplies row vectors; it is the same number.)
public struct Transform3D: Hashable, Sendable {
    /// The four columns; `columns.3` holds the translation (x, y, z) and `w`.
    public var columns: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)

    /// A transform from its columns.
    @inlinable
    public init(columns: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)) {
        self.columns = columns
    }

    /// The transform that changes nothing.
    public static let identity = Transform3D(columns: (SIMD4(1, 0, 0, 0), SIMD4(0, 1, 0, 0), SIMD4(0, 0, 1, 0), SIMD4(0, 0, 0, 1)))

    /// A translation.
    public init(translationX x: Double, y: Double, z: Double = 0) {
        self = .identity
        columns.3 = SIMD4(x, y, z, 1)
    }

    /// A scale about the origin.
    public init(scaleX x: Double, y: Double, z: Double = 1) {
        self = .identity
        columns.0.x = x
        columns.1.y = y
        columns.2.z = z
    }

    /// A rotation by `angle` radians about the axis `(x, y, z)` (right-hand rule; about +z this
    /// is clockwise on a y-down screen, like ``AffineTransform/init(rotation:)``). A zero or
    /// non-finite axis gives the identity.
    public init(rotation angle: Double, axisX x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { self = .identity; return }
        let half = angle / 2, s = sin(half) / length
        self = Transform3D.rotation(Quaternion(x: x * s, y: y * s, z: z * s, w: cos(half)))
    }

    /// Perspective with the eye at distance `d` in front of the z = 0 plane. A non-positive or
    /// non-finite distance gives the identity.
    public init(perspectiveDistance d: Double) {
        self = .identity
        if d > 0 && d.isFinite { columns.2.w = -1 / d }
    }

    /// The 3D transform of a 2D affine transform (z untouched).
    public init(_ affine: AffineTransform) {
        self = .identity
        columns.0 = SIMD4(affine.a, affine.b, 0, 0)
        columns.1 = SIMD4(affine.c, affine.d, 0, 0)
        columns.3 = SIMD4(affine.tx, affine.ty, 0, 1)
    }

    /// Entry at `row`, `column` (0-based); reads outside 0…3 give 0 and writes are ignored.
    public subscript(row: Int, column: Int) -> Double {
        get {
            guard (0..<4).contains(row) else { return 0 }
            switch column {
            case 0: return columns.0[row]
            case 1: return columns.1[row]
            case 2: return columns.2[row]
            case 3: return columns.3[row]
            default: return 0
            }
        }
        set {
            guard (0..<4).contains(row) else { return }
            switch column {
            case 0: columns.0[row] = newValue
            case 1: columns.1[row] = newValue
            case 2: columns.2[row] = newValue
            case 3: columns.3[row] = newValue
            default: return
            }
        }
    }

    /// The 2D affine part: what the transform does to the z = 0 plane, ignoring depth and perspective.
    public var affine: AffineTransform {
        AffineTransform(a: columns.0.x, b: columns.0.y, c: columns.1.x, d: columns.1.y, tx: columns.3.x, ty: columns.3.y)
    }

    /// Whether the transform has a perspective (bottom row other than `0 0 0 1`).
    public var hasPerspective: Bool {
        columns.0.w != 0 || columns.1.w != 0 || columns.2.w != 0 || columns.3.w != 1
    }

    /// `M · v` for a homogeneous column vector.
    @inlinable
    public func apply(_ v: SIMD4<Double>) -> SIMD4<Double> {
        columns.0 * v.x + columns.1 * v.y + columns.2 * v.z + columns.3 * v.w
    }

    /// Projects a point at depth `z` onto the screen (divides by w). `nil` when the point lands
    /// behind the eye (w ≤ 0) or the result is not finite.
    public func project(_ point: Point, z: Double = 0) -> Point? {
        let v = apply(SIMD4(point.x, point.y, z, 1))
        guard v.w > 0 else { return nil }
        let p = Point(x: v.x / v.w, y: v.y / v.w)
        return p.isFinite ? p : nil
    }

    /// The matrix product: applies `rhs` first, then `lhs`.
    public static func * (lhs: Transform3D, rhs: Transform3D) -> Transform3D {
        Transform3D(columns: (lhs.apply(rhs.columns.0), lhs.apply(rhs.columns.1), lhs.apply(rhs.columns.2), lhs.apply(rhs.columns.3)))
    }

    /// Tuple equality.
    public static func == (lhs: Transform3D, rhs: Transform3D) -> Bool {
        lhs.columns.0 == rhs.columns.0 && lhs.columns.1 == rhs.columns.1 && lhs.columns.2 == rhs.columns.2 && lhs.columns.3 == rhs.columns.3
    }

    /// Hashes the entries.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(columns.0); hasher.combine(columns.1); hasher.combine(columns.2); hasher.combine(columns.3)
    }
}

extension Transform3D {
    /// A unit quaternion `(x, y, z, w)` for rotations.
    public struct Quaternion: Hashable, Sendable {
        /// Vector part, x.
        public var x: Double
        /// Vector part, y.
        public var y: Double
        /// Vector part, z.
        public var z: Double
        /// Scalar part.
        public var w: Double

        /// Creates a quaternion.
        public init(x: Double, y: Double, z: Double, w: Double) {
            self.x = x; self.y = y; self.z = z; self.w = w
        }

        /// Spherical interpolation along the shorter arc (linear when the two are very close).
        public func slerp(to other: Quaternion, progress t: Double) -> Quaternion {
            var o = other
            var d = x * o.x + y * o.y + z * o.z + w * o.w
            if d < 0 { d = -d; o = Quaternion(x: -o.x, y: -o.y, z: -o.z, w: -o.w) }
            let a: Double, b: Double
            if d > 0.9995 {
                a = 1 - t; b = t
            } else {
                let theta = acos(min(d, 1)), s = sin(theta)
                a = sin((1 - t) * theta) / s
                b = sin(t * theta) / s
            }
            var q = Quaternion(x: a * x + b * o.x, y: a * y + b * o.y, z: a * z + b * o.z, w: a * w + b * o.w)
            let n = (q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w).squareRoot()
            if n > 0 { q = Quaternion(x: q.x / n, y: q.y / n, z: q.z / n, w: q.w / n) }
            return q
        }
    }

    /// The rotation matrix of a unit quaternion.
    static func rotation(_ q: Quaternion) -> Transform3D {
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        return Transform3D(columns: (
            SIMD4(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0),
            SIMD4(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0),
            SIMD4(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0),
            SIMD4(0, 0, 0, 1)))
    }

    /// A 3D transform split into parts that interpolate naturally:
    /// `M = P · T(translation) · R(rotation) · K(skew) · S(scale)`.
    ///
    /// - `S` scales the axes (a reflection shows as a negative `scale.z`);
    /// - `K` is the unit upper-triangular shear `[[1, xy, xz], [0, 1, yz], [0, 0, 1]]`;
    /// - `R` is a rotation (unit quaternion), `T` a translation;
    /// - `P` is the identity with its bottom row replaced by `perspective`.
    ///
    /// Found by Gram–Schmidt (QR) on the columns of the upper 3×3 block, after dividing the
    /// perspective out (`pᵀ = bottom-row · A⁻¹`).
    public struct Decomposition: Hashable, Sendable {
        /// Translation (x, y, z).
        public var translation: SIMD3<Double>
        /// Scale factors.
        public var scale: SIMD3<Double>
        /// Shear factors xy, xz, yz.
        public var skew: SIMD3<Double>
        /// The bottom row of the perspective factor (identity: 0, 0, 0, 1).
        public var perspective: SIMD4<Double>
        /// The rotation.
        public var rotation: Quaternion

        /// Creates a decomposition from its parts.
        public init(translation: SIMD3<Double> = .zero, scale: SIMD3<Double> = .one, skew: SIMD3<Double> = .zero,
                    perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1), rotation: Quaternion = Quaternion(x: 0, y: 0, z: 0, w: 1)) {
            self.translation = translation
            self.scale = scale
            self.skew = skew
            self.perspective = perspective
            self.rotation = rotation
        }
    }

    /// The decomposition, or `nil` when the upper 3×3 block is singular (a scale of zero) or
    /// the matrix is not finite.
    public var decomposition: Decomposition? {
        let c0 = SIMD3(columns.0.x, columns.0.y, columns.0.z)
        let c1 = SIMD3(columns.1.x, columns.1.y, columns.1.z)
        let c2 = SIMD3(columns.2.x, columns.2.y, columns.2.z)
        func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
        func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
        }
        let det = dot(c0, cross(c1, c2))
        guard det != 0, det.isFinite else { return nil }
        // Perspective: pᵀ·A = bottom row (first three), p4 = m44 − pᵀ·t.
        let bottom = SIMD3(columns.0.w, columns.1.w, columns.2.w)
        let t = SIMD3(columns.3.x, columns.3.y, columns.3.z)
        var perspective = SIMD4<Double>(0, 0, 0, columns.3.w)
        if bottom != .zero {
            // pᵀ = bottom · A⁻¹. The rows of A⁻¹ are the cross products of A's columns over
            // det, so bottom · A⁻¹ = Σᵢ bottomᵢ · rowᵢ.
            let inverseRows = (cross(c1, c2) / det, cross(c2, c0) / det, cross(c0, c1) / det)
            let p = bottom.x * inverseRows.0 + bottom.y * inverseRows.1 + bottom.z * inverseRows.2
            perspective = SIMD4(p.x, p.y, p.z, columns.3.w - dot(p, t))
        }
        // QR of A.
        let sx = c0.squaredLength().squareRoot()
        let r0 = c0 / sx
        let kxyS = dot(r0, c1)
        var c1p = c1 - kxyS * r0
        let sy = c1p.squaredLength().squareRoot()
        c1p /= sy
        let r1 = c1p
        let kxzS = dot(r0, c2), kyzS = dot(r1, c2)
        var c2p = c2 - kxzS * r0 - kyzS * r1
        var sz = c2p.squaredLength().squareRoot()
        c2p /= sz
        var r2 = c2p
        if dot(r0, cross(r1, r2)) < 0 { sz = -sz; r2 = -r2 }
        let skew = SIMD3(kxyS / sy, kxzS / abs(sz), kyzS / abs(sz)) * SIMD3(1, sz < 0 ? -1 : 1, sz < 0 ? -1 : 1)
        // Rotation matrix R (columns r0, r1, r2) → quaternion (Shepperd).
        let m00 = r0.x, m11 = r1.y, m22 = r2.z
        let trace = m00 + m11 + m22
        var q: Quaternion
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            q = Quaternion(x: (r1.z - r2.y) / s, y: (r2.x - r0.z) / s, z: (r0.y - r1.x) / s, w: s / 4)
        } else if m00 > m11 && m00 > m22 {
            let s = (1 + m00 - m11 - m22).squareRoot() * 2
            q = Quaternion(x: s / 4, y: (r1.x + r0.y) / s, z: (r2.x + r0.z) / s, w: (r1.z - r2.y) / s)
        } else if m11 > m22 {
            let s = (1 + m11 - m00 - m22).squareRoot() * 2
            q = Quaternion(x: (r1.x + r0.y) / s, y: s / 4, z: (r2.y + r1.z) / s, w: (r2.x - r0.z) / s)
        } else {
            let s = (1 + m22 - m00 - m11).squareRoot() * 2
            q = Quaternion(x: (r2.x + r0.z) / s, y: (r2.y + r1.z) / s, z: s / 4, w: (r0.y - r1.x) / s)
        }
        return Decomposition(translation: t, scale: SIMD3(sx, sy, sz), skew: skew, perspective: perspective, rotation: q)
    }

    /// Recomposes `P · T · R · K · S`.
    public init(_ parts: Decomposition) {
        var k = Transform3D.identity
        k.columns.1.x = parts.skew.x
        k.columns.2.x = parts.skew.y
        k.columns.2.y = parts.skew.z
        var p = Transform3D.identity
        p.columns.0.w = parts.perspective.x
        p.columns.1.w = parts.perspective.y
        p.columns.2.w = parts.perspective.z
        p.columns.3.w = parts.perspective.w
        self = p * Transform3D(translationX: parts.translation.x, y: parts.translation.y, z: parts.translation.z)
            * Transform3D.rotation(parts.rotation) * k
            * Transform3D(scaleX: parts.scale.x, y: parts.scale.y, z: parts.scale.z)
    }
}

extension Transform3D: Interpolatable {
    /// Interpolates the ``Decomposition``: translation, scale, skew and perspective linearly,
    /// rotation by quaternion slerp along the shorter arc. Exact at progress 0 and 1.
    ///
    /// When either side cannot be decomposed (a zero scale makes the 3×3 block singular) the
    /// matrices are blended entry by entry instead — which is exact for the common case of a
    /// scale growing from 0 without rotation.
    public func interpolated(to other: Transform3D, progress: Double) -> Transform3D {
        if progress == 0 { return self }
        if progress == 1 { return other }
        guard let a = decomposition, let b = other.decomposition else {
            let t = progress
            return Transform3D(columns: (columns.0 + (other.columns.0 - columns.0) * t,
                                         columns.1 + (other.columns.1 - columns.1) * t,
                                         columns.2 + (other.columns.2 - columns.2) * t,
                                         columns.3 + (other.columns.3 - columns.3) * t))
        }
        let t = progress
        return Transform3D(Decomposition(
            translation: a.translation + (b.translation - a.translation) * t,
            scale: a.scale + (b.scale - a.scale) * t,
            skew: a.skew + (b.skew - a.skew) * t,
            perspective: a.perspective + (b.perspective - a.perspective) * t,
            rotation: a.rotation.slerp(to: b.rotation, progress: t)))
    }
}

extension SIMD3 where Scalar == Double {
    /// `x² + y² + z²`.
    @usableFromInline
    func squaredLength() -> Double { (self * self).sum() }
}
