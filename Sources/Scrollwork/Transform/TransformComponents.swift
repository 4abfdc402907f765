#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A transform kept as separate components, composed in **one** canonical order — the only
/// transform composition in Scrollwork, used by scene nodes and Lottie layers and groups alike:
///
/// ```
/// matrix = T(position) · R(rotation) · tilt · R(−skewAxis) · Shx(−tan skew) · R(skewAxis) · S(scale) · T(−anchor)
/// ```
///
/// (Lottie's order, LOTTIE_FORMAT.md §5.2): a point is moved by −anchor, scaled, skewed along
/// the skew axis, tilted, rotated, then moved to the position. Animations write components; the matrix
/// is built from them, so the order the animations ran in never matters (the JazzHands bug of
/// EASING.md §10). Angles are radians, clockwise-positive on a y-down screen; scale is a factor
/// (1 = identity).
public struct TransformComponents: Hashable, Sendable {
    /// Where the anchor lands, in the parent's coordinates.
    public var position: Point
    /// The point of the node that rotation and scale pivot about, in its own coordinates.
    public var anchor: Point
    /// Scale factors (x, y).
    public var scale: Point
    /// Clockwise rotation, radians.
    public var rotation: Double
    /// Skew angle, radians.
    public var skew: Double
    /// The direction along which the skew acts, radians.
    public var skewAxis: Double
    /// A linear map between the rotation and the skew (its translation is ignored): how a
    /// plane turned about the x and y axes looks from the front — a Lottie 3D layer's `rx`,
    /// `ry` and `or`, drawn orthographically. The identity for flat transforms.
    public var tilt: AffineTransform

    /// Creates components; the defaults are the identity.
    @inlinable
    public init(position: Point = .zero, anchor: Point = .zero, scale: Point = Point(x: 1, y: 1),
                rotation: Double = 0, skew: Double = 0, skewAxis: Double = 0, tilt: AffineTransform = .identity) {
        self.position = position
        self.anchor = anchor
        self.scale = scale
        self.rotation = rotation
        self.skew = skew
        self.skewAxis = skewAxis
        self.tilt = tilt
    }

    /// The identity.
    public static let identity = TransformComponents()

    /// The composed matrix (identity factors are skipped).
    @inlinable
    public var matrix: AffineTransform {
        var m = AffineTransform(translationX: position.x, y: position.y)
        if rotation != 0 { m = m * AffineTransform(rotation: rotation) }
        if !tilt.isIdentity { m = m * tilt.linearPart }
        if skew != 0 {
            m = m * AffineTransform(rotation: -skewAxis) * AffineTransform(shearX: -tan(skew)) * AffineTransform(rotation: skewAxis)
        }
        if scale.x != 1 || scale.y != 1 { m = m * AffineTransform(scaleX: scale.x, y: scale.y) }
        if anchor != .zero { m = m * AffineTransform(translationX: -anchor.x, y: -anchor.y) }
        return m
    }
}

extension TransformComponents: Interpolatable {
    /// Every component interpolated linearly (rotation by its raw angle, so several turns
    /// animate; the tilt cell by cell).
    @inlinable
    public func interpolated(to other: TransformComponents, progress: Double) -> TransformComponents {
        TransformComponents(position: position.interpolated(to: other.position, progress: progress),
                            anchor: anchor.interpolated(to: other.anchor, progress: progress),
                            scale: scale.interpolated(to: other.scale, progress: progress),
                            rotation: lerp(rotation, other.rotation, progress),
                            skew: lerp(skew, other.skew, progress),
                            skewAxis: lerp(skewAxis, other.skewAxis, progress),
                            tilt: AffineTransform(a: lerp(tilt.a, other.tilt.a, progress), b: lerp(tilt.b, other.tilt.b, progress),
                                                  c: lerp(tilt.c, other.tilt.c, progress), d: lerp(tilt.d, other.tilt.d, progress),
                                                  tx: 0, ty: 0))
    }
}
