#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Scrollwork

/// A Lottie transform (`ks`, group `tr`) as tracks: the matrix
/// `T(p) · R(r) · R(−sa) · Shx(−tan sk) · R(sa) · S(s/100) · T(−a)` (§5.2) and the opacity.
public struct TransformTrack: Sendable {
    let anchor: Track<Point>
    let position: PositionTrack
    let scale: Track<Point>
    let rotation: Track<Double>
    let opacity: Track<Double>
    let skew: Track<Double>
    let skewAxis: Track<Double>
    let autoOrient: Bool

    /// Tracks of a Lottie transform.
    public init(_ t: LottieTransform, autoOrient: Bool = false) {
        anchor = Track(t.anchor)
        position = PositionTrack(t.position)
        scale = Track(t.scale)
        rotation = Track(t.rotation)
        opacity = Track(t.opacity)
        skew = Track(t.skew)
        skewAxis = Track(t.skewAxis)
        self.autoOrient = autoOrient && t.position.isAnimated
    }

    /// The identity.
    public static let identity = TransformTrack(.identity)

    /// Opacity at `t`, 0…1.
    public func opacity(at t: Double) -> Double {
        min(max(opacity.value(at: t) / 100, 0), 1)
    }

    /// The matrix at `t`.
    public func matrix(at t: Double) -> AffineTransform {
        let a = anchor.value(at: t)
        let p = position.value(at: t)
        let s = scale.value(at: t)
        var r = rotation.value(at: t)
        if autoOrient {
            let d = position.direction(at: t)
            if d != .zero { r += atan2(d.y, d.x) * 180 / .pi }
        }
        let sk = skew.value(at: t)
        var m = AffineTransform(translationX: p.x, y: p.y)
        if r != 0 { m = m * AffineTransform(rotation: r * .pi / 180) }
        if sk != 0 {
            let sa = skewAxis.value(at: t) * .pi / 180
            m = m * AffineTransform(rotation: -sa) * AffineTransform(shearX: -tan(sk * .pi / 180)) * AffineTransform(rotation: sa)
        }
        if s.x != 100 || s.y != 100 { m = m * AffineTransform(scaleX: s.x / 100, y: s.y / 100) }
        if a.x != 0 || a.y != 0 { m = m * AffineTransform(translationX: -a.x, y: -a.y) }
        return m
    }
}
