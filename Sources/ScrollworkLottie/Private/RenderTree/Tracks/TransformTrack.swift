#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Scrollwork

/// A Lottie transform (`ks`, group `tr`) as tracks, evaluated to ``TransformComponents``
/// (whose matrix is `T(p) · R(r) · tilt · R(−sa) · Shx(−tan sk) · R(sa) · S(s/100) · T(−a)`, §5.2)
/// and an opacity.
final class TransformTrack {
    let anchor: Track<Point>
    let position: PositionTrack
    let scale: Track<Point>
    let rotation: Track<Double>
    let opacity: Track<Double>
    let skew: Track<Double>
    let skewAxis: Track<Double>
    let autoOrient: Bool
    /// 3D rotations (`rx`, `ry`, `or`), drawn orthographically (z dropped), when given.
    let rotationX: Track<Double>?
    let rotationY: Track<Double>?
    let orientation: Track<Vector3>?

    /// Tracks of a Lottie transform.
    init(_ t: LottieTransform, autoOrient: Bool = false, overrides: TrackOverrides) {
        anchor = Track(t.anchor, in: overrides)
        position = PositionTrack(t.position, overrides: overrides)
        scale = Track(t.scale, in: overrides)
        rotation = Track(t.rotation, in: overrides)
        opacity = Track(t.opacity, in: overrides)
        skew = Track(t.skew, in: overrides)
        skewAxis = Track(t.skewAxis, in: overrides)
        self.autoOrient = autoOrient && t.position.isAnimated
        rotationX = t.rotationX.map { Track($0, in: overrides) }
        rotationY = t.rotationY.map { Track($0, in: overrides) }
        orientation = t.orientation.map { Track($0, in: overrides) { Vector3($0.x, $0.y, $0.z) } }
    }

    /// The identity.
    static var identity: TransformTrack { TransformTrack(.identity, overrides: .none) }

    /// Opacity at `t`, 0…1.
    func opacity(at t: Double) -> Double {
        min(max(opacity.value(at: t) / 100, 0), 1)
    }

    /// The matrix at `t`: the components' one composition (``TransformComponents``).
    func matrix(at t: Double) -> AffineTransform {
        components(at: t).matrix
    }

    /// The transform at `t` as components: radians, scale factors, the 3D rotations as tilt.
    func components(at t: Double) -> TransformComponents {
        var r = rotation.value(at: t)
        if autoOrient {
            let d = position.direction(at: t)
            if d != .zero { r += atan2(d.y, d.x) * 180 / .pi }
        }
        let s = scale.value(at: t)
        var c = TransformComponents(position: position.value(at: t), anchor: anchor.value(at: t),
                                    scale: Point(x: s.x / 100, y: s.y / 100), rotation: r * .pi / 180)
        let sk = skew.value(at: t)
        if sk != 0 {
            c.skew = sk * .pi / 180
            c.skewAxis = skewAxis.value(at: t) * .pi / 180
        }
        if rotationX != nil || rotationY != nil || orientation != nil {
            let rx = rotationX?.value(at: t) ?? 0, ry = rotationY?.value(at: t) ?? 0
            let o = orientation?.value(at: t) ?? Vector3(0, 0, 0)
            if rx != 0 || ry != 0 || o.x != 0 || o.y != 0 || o.z != 0 {
                c.tilt = Self.orthographic(rx: rx, ry: ry, rz: 0) * Self.orthographic(rx: o.x, ry: o.y, rz: o.z)
            }
        }
        return c
    }

    /// The x/y part of the 3D rotation `Rz · Rx · Ry` (degrees): an orthographic view of a
    /// rotated layer.
    static func orthographic(rx: Double, ry: Double, rz: Double) -> AffineTransform {
        let (sx, cx) = (sin(rx * .pi / 180), cos(rx * .pi / 180))
        let (sy, cy) = (sin(ry * .pi / 180), cos(ry * .pi / 180))
        let (sz, cz) = (sin(rz * .pi / 180), cos(rz * .pi / 180))
        // Rx · Ry rows (x and y): [cy, 0, sy], [sx·sy, cx, −sx·cy]
        let a0 = cy, c0 = 0.0
        let b0 = sx * sy, d0 = cx
        // Rz on top.
        return AffineTransform(a: cz * a0 - sz * b0, b: sz * a0 + cz * b0, c: cz * c0 - sz * d0, d: sz * c0 + cz * d0, tx: 0, ty: 0)
    }
}

/// Three numbers, interpolated component-wise (3D orientation).
struct Vector3: Interpolatable, Hashable, Sendable {
    /// Components.
    var x, y, z: Double
    /// Creates a vector.
    init(_ x: Double, _ y: Double, _ z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }
    /// Component-wise blend.
    func interpolated(to o: Vector3, progress p: Double) -> Vector3 {
        Vector3(lerp(x, o.x, p), lerp(y, o.y, p), lerp(z, o.z, p))
    }
}
