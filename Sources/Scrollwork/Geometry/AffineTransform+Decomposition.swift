#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension AffineTransform {
    /// An affine transform split into parts that interpolate naturally.
    ///
    /// The transform is `T(translation) · R(rotation) · Shx(skew) · S(scaleX, scaleY)`:
    /// scale first, then a horizontal shear `(x, y) ↦ (x + skew·y, y)`, then a clockwise
    /// rotation (radians, y-down), then the translation. It is the QR decomposition of the
    /// linear part: `scaleX ≥ 0` is the length of the first column, `rotation` its angle, and a
    /// reflection shows as a negative `scaleY`.
    public struct Decomposition: Hashable, Sendable {
        /// Where the origin goes.
        public var translation: Point
        /// Clockwise rotation, radians, in (−π, π].
        public var rotation: Double
        /// Horizontal scale (never negative).
        public var scaleX: Double
        /// Vertical scale (negative for a reflection).
        public var scaleY: Double
        /// Horizontal shear factor (the tangent of the skew angle).
        public var skew: Double

        /// Creates a decomposition from its parts.
        public init(translation: Point = .zero, rotation: Double = 0, scaleX: Double = 1, scaleY: Double = 1, skew: Double = 0) {
            self.translation = translation
            self.rotation = rotation
            self.scaleX = scaleX
            self.scaleY = scaleY
            self.skew = skew
        }
    }

    /// The transform split into translation, rotation, shear and scale (see ``Decomposition``).
    ///
    /// A transform that collapses the x axis (first column zero) gets rotation 0 and takes its
    /// shear and y scale from the second column; when that is impossible too (shear without
    /// height) the decomposition is approximate and ``init(_:)`` of it will not round-trip.
    public var decomposition: Decomposition {
        let sx = (a * a + b * b).squareRoot()
        guard sx > 0 else {
            return Decomposition(translation: Point(x: tx, y: ty), rotation: 0, scaleX: 0, scaleY: d, skew: d != 0 ? c / d : 0)
        }
        let cosR = a / sx, sinR = b / sx
        let sy = -sinR * c + cosR * d
        let shear = sy != 0 ? (cosR * c + sinR * d) / sy : 0
        return Decomposition(translation: Point(x: tx, y: ty), rotation: atan2(b, a), scaleX: sx, scaleY: sy, skew: shear)
    }

    /// Recomposes `T · R · Shx · S` from a decomposition.
    public init(_ parts: Decomposition) {
        self = AffineTransform(translationX: parts.translation.x, y: parts.translation.y)
            * AffineTransform(rotation: parts.rotation)
            * AffineTransform(shearX: parts.skew)
            * AffineTransform(scaleX: parts.scaleX, y: parts.scaleY)
    }
}

extension AffineTransform: Interpolatable {
    /// Interpolates the ``Decomposition``: translation, scale and shear linearly, rotation along
    /// the shortest arc — so a rotating transform turns rather than shrinking through the
    /// middle as a cell-by-cell blend would. Exact at progress 0 and 1; extrapolates outside.
    public func interpolated(to other: AffineTransform, progress: Double) -> AffineTransform {
        if progress == 0 { return self }
        if progress == 1 { return other }
        let p = decomposition, q = other.decomposition
        var delta = q.rotation - p.rotation
        if delta > Double.pi { delta -= 2 * Double.pi } else if delta < -Double.pi { delta += 2 * Double.pi }
        return AffineTransform(Decomposition(
            translation: p.translation.interpolated(to: q.translation, progress: progress),
            rotation: p.rotation + delta * progress,
            scaleX: lerp(p.scaleX, q.scaleX, progress),
            scaleY: lerp(p.scaleY, q.scaleY, progress),
            skew: lerp(p.skew, q.skew, progress)))
    }
}
