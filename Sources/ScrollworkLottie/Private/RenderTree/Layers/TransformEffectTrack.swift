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
    /// scaled, rotated, skewed along the skew axis turned by 90°, then moved to the position.
    /// The effect rotates before it skews, unlike a layer transform; the one composer
    /// (``TransformComponents``) skews first, so the skew axis is turned by the rotation too:
    /// `skew(axis) · R(rotation) = R(rotation) · skew(axis + rotation)`.
    func matrix(at t: Double) -> AffineTransform {
        let sy = scaleHeight.value(at: t) / 100
        let sx = uniform.value(at: t) == 1 ? sy : scaleWidth.value(at: t) / 100
        let radians = Double.pi / 180
        let rotation = rotation.value(at: t) * radians
        return TransformComponents(position: position.value(at: t), anchor: anchor.value(at: t),
                                   scale: Point(x: sx, y: sy), rotation: rotation, skew: skew.value(at: t) * radians,
                                   skewAxis: (skewAxis.value(at: t) + 90) * radians + rotation).matrix
    }

    /// The opacity factor at `t`, 0…1.
    func opacity(at t: Double) -> Double {
        let o = opacity.value(at: t) / 100
        return o.isFinite ? min(max(o, 0), 1) : 0
    }
}
