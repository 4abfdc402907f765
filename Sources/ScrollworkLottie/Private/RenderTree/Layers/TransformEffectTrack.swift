#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Scrollwork

/// The transform effect (ty 35) of a layer, as lottie-web draws it: an extra transform and
/// opacity for the layer's own drawing (content and masks); its children (parenting) and the
/// layer's matte are not moved. Parameters by position: anchor 0, position 1, uniform scale 2,
/// scale height 3, scale width 4 (height when uniform), skew 5, skew axis 6, rotation 7,
/// opacity (%) 8.
struct TransformEffectTrack {
    var anchor: Track<Point>
    var position: Track<Point>
    var uniform: Track<Double>
    var scaleHeight: Track<Double>
    var scaleWidth: Track<Double>
    var skew: Track<Double>
    var skewAxis: Track<Double>
    var rotation: Track<Double>
    var opacity: Track<Double>

    /// The track of `effect` (type 35, enabled), or `nil` for another type or a disabled one.
    init?(_ effect: LottieEffect, overrides: TrackOverrides) {
        guard effect.type == 35, effect.isEnabled else { return nil }
        let parameters = EffectParameters(effect, overrides: overrides)
        func number(_ i: Int, _ fallback: Double) -> Track<Double> { parameters.number(i, fallback) }
        func point(_ i: Int) -> Track<Point> { parameters.point(i) }
        anchor = point(0)
        position = point(1)
        uniform = number(2, 1)
        scaleHeight = number(3, 100)
        scaleWidth = number(4, 100)
        skew = number(5, 0)
        skewAxis = number(6, 0)
        rotation = number(7, 0)
        opacity = number(8, 100)
    }

    /// The matrix at `t`, applied before the layer's own: the point is moved by −anchor,
    /// scaled, rotated, skewed along the skew axis turned by 90°, then moved to the position
    /// (the effect rotates before it skews, unlike a layer transform).
    func matrix(at t: Double) -> AffineTransform {
        let a = anchor.value(at: t), p = position.value(at: t)
        let sy = scaleHeight.value(at: t) / 100
        let sx = uniform.value(at: t) == 1 ? sy : scaleWidth.value(at: t) / 100
        let radians = Double.pi / 180
        var m = AffineTransform(translationX: p.x, y: p.y)
        let sk = skew.value(at: t)
        if sk != 0 {
            let axis = (skewAxis.value(at: t) + 90) * radians
            m = m * AffineTransform(rotation: -axis) * AffineTransform(shearX: -tan(sk * radians)) * AffineTransform(rotation: axis)
        }
        return m * AffineTransform(rotation: rotation.value(at: t) * radians) * AffineTransform(scaleX: sx, y: sy)
            * AffineTransform(translationX: -a.x, y: -a.y)
    }

    /// The opacity factor at `t`, 0…1.
    func opacity(at t: Double) -> Double {
        let o = opacity.value(at: t) / 100
        return o.isFinite ? min(max(o, 0), 1) : 0
    }
}
