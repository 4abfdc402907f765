#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Scrollwork
import ScrollworkCanvas

/// A 3D transform with perspective, kept as components (like a decomposed `CATransform3D`):
/// a node applies it after its 2D chain, about its anchor point, exactly where `CALayer`
/// applies `transform`.
///
/// The core's `Transform3D` is a 4×4 matrix interpolated through its decomposition; a node
/// keeps components instead, so that animating `rotationY` from 0 to 180 turns through the
/// half circle — a matrix decomposition cannot tell that from a turn the other way.
///
/// The matrix acting on a point `(x, y, z)` (anchor at the origin, y down, z toward the
/// viewer) is
///
/// ```
/// Perspective(eyeDistance) · Translate(translation) · RotateX · RotateY · RotateZ · Scale(scale)
/// ```
///
/// Sign conventions (degrees, like the rest of the JazzHands-style API):
/// - ``rotationZ`` is clockwise-positive on screen, like ``Node/rotationDegrees``;
/// - ``rotationY`` positive swings the right edge away from the viewer (it shrinks);
/// - ``rotationX`` positive swings the bottom edge toward the viewer (it grows).
///
/// ``eyeDistance`` is the camera's distance in points (`CATransform3D.m34 = −1 / eyeDistance`);
/// `0` or a non-finite value means no perspective (an orthographic view). Interpolation is per
/// component, so a rotation from 0 to 180 turns through the half circle instead of collapsing.
public struct Transform3DComponents: Hashable, Sendable {
    /// Translation along x, points.
    public var translationX: Double
    /// Translation along y, points (down).
    public var translationY: Double
    /// Translation along z, points (toward the viewer).
    public var translationZ: Double
    /// Rotation about the x axis, degrees (positive: bottom edge toward the viewer).
    public var rotationX: Double
    /// Rotation about the y axis, degrees (positive: right edge away from the viewer).
    public var rotationY: Double
    /// Rotation about the z axis, degrees, clockwise-positive on screen.
    public var rotationZ: Double
    /// Scale along x.
    public var scaleX: Double
    /// Scale along y.
    public var scaleY: Double
    /// The camera's distance in points; `0` for none.
    public var eyeDistance: Double

    /// Creates a transform; the defaults are the identity.
    public init(translationX: Double = 0, translationY: Double = 0, translationZ: Double = 0,
                rotationX: Double = 0, rotationY: Double = 0, rotationZ: Double = 0,
                scaleX: Double = 1, scaleY: Double = 1, eyeDistance: Double = 0) {
        self.translationX = translationX
        self.translationY = translationY
        self.translationZ = translationZ
        self.rotationX = rotationX
        self.rotationY = rotationY
        self.rotationZ = rotationZ
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.eyeDistance = eyeDistance
    }

    /// The identity.
    public static let identity = Transform3DComponents()

    /// Whether this is the identity (a node then skips the projective path entirely).
    public var isIdentity: Bool { self == .identity }

    /// The transform restricted to the plane `z = 0`, as a 3×3 projective map of that plane
    /// (anchor at the origin).
    public var planeProjection: ProjectiveTransform {
        let rx = rotationX * .pi / 180, ry = rotationY * .pi / 180, rz = rotationZ * .pi / 180
        let cx = cos(rx), sx = sin(rx), cy = cos(ry), sy = sin(ry), cz = cos(rz), sz = sin(rz)
        // Columns of the linear part applied to the x and y axes (z input is 0).
        // Rz·S
        let ax = (x: cz * scaleX, y: sz * scaleX, z: 0.0)
        let ay = (x: -sz * scaleY, y: cz * scaleY, z: 0.0)
        // Ry: x' = x cos + z sin ; z' = −x sin + z cos
        func rotY(_ v: (x: Double, y: Double, z: Double)) -> (x: Double, y: Double, z: Double) {
            (v.x * cy + v.z * sy, v.y, -v.x * sy + v.z * cy)
        }
        // Rx: y' = y cos − z sin ; z' = y sin + z cos
        func rotX(_ v: (x: Double, y: Double, z: Double)) -> (x: Double, y: Double, z: Double) {
            (v.x, v.y * cx - v.z * sx, v.y * sx + v.z * cx)
        }
        let bx = rotX(rotY(ax)), by = rotX(rotY(ay))
        let t = (x: translationX, y: translationY, z: translationZ)
        // Perspective: w = 1 − z / d.
        let k = eyeDistance.isFinite && eyeDistance > 0 ? -1 / eyeDistance : 0
        return ProjectiveTransform(m11: bx.x, m12: by.x, m13: t.x,
                                   m21: bx.y, m22: by.y, m23: t.y,
                                   m31: k * bx.z, m32: k * by.z, m33: 1 + k * t.z)
    }
}

extension Transform3DComponents: Interpolatable {
    /// Every component interpolated linearly (progress is never clamped).
    public func interpolated(to other: Transform3DComponents, progress t: Double) -> Transform3DComponents {
        Transform3DComponents(translationX: lerp(translationX, other.translationX, t),
                    translationY: lerp(translationY, other.translationY, t),
                    translationZ: lerp(translationZ, other.translationZ, t),
                    rotationX: lerp(rotationX, other.rotationX, t),
                    rotationY: lerp(rotationY, other.rotationY, t),
                    rotationZ: lerp(rotationZ, other.rotationZ, t),
                    scaleX: lerp(scaleX, other.scaleX, t),
                    scaleY: lerp(scaleY, other.scaleY, t),
                    eyeDistance: lerp(eyeDistance, other.eyeDistance, t))
    }
}
