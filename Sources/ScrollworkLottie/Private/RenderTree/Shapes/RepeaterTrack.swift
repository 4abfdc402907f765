#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Scrollwork

/// A repeater's tracks (§9.7): copy `k` gets `T(j·p) · T(a) · S((s/100)^j) · R(j·r) · T(−a)`
/// with `j = k + offset`, and an opacity from `so` to `eo` over the copies.
final class RepeaterTrack {
    let copies: Track<Double>
    let offset: Track<Double>
    let anchor: Track<Point>
    let position: PositionTrack
    let scale: Track<Point>
    let rotation: Track<Double>
    let startOpacity: Track<Double>
    let endOpacity: Track<Double>

    init(_ r: LottieRepeater, overrides: TrackOverrides) {
        copies = Track(r.copies, in: overrides)
        offset = Track(r.offset, in: overrides)
        anchor = Track(r.transform.anchor, in: overrides)
        position = PositionTrack(r.transform.position, overrides: overrides)
        scale = Track(r.transform.scale, in: overrides)
        rotation = Track(r.transform.rotation, in: overrides)
        startOpacity = Track(r.transform.startOpacity ?? LottieProperty(100), in: overrides)
        endOpacity = Track(r.transform.endOpacity ?? LottieProperty(100), in: overrides)
    }

    /// Whether copy `k` exists at `t`.
    func isVisible(copy k: Int, at t: Double) -> Bool {
        let c = copies.value(at: t)
        return c.isFinite && Double(k) < c.rounded(.up)
    }

    func matrix(copy k: Int, at t: Double) -> AffineTransform {
        let j = Double(k) + offset.value(at: t)
        let p = position.value(at: t), a = anchor.value(at: t), s = scale.value(at: t)
        let r = rotation.value(at: t)
        func power(_ base: Double) -> Double {
            let b = base / 100
            if j == j.rounded() { return pow(b, j) }
            let whole = j.rounded(.down)
            return pow(b, whole) * (1 + (b - 1) * (j - whole))
        }
        var m = AffineTransform(translationX: p.x * j, y: p.y * j)
        m = m * AffineTransform(translationX: a.x, y: a.y)
        m = m * AffineTransform(scaleX: power(s.x), y: power(s.y))
        m = m * AffineTransform(rotation: r * j * .pi / 180)
        m = m * AffineTransform(translationX: -a.x, y: -a.y)
        return m
    }

    func opacity(copy k: Int, at t: Double) -> Double {
        let c = copies.value(at: t).rounded(.up)
        let so = startOpacity.value(at: t) / 100, eo = endOpacity.value(at: t) / 100
        let f = c > 1 ? Double(k) / (c - 1) : 0
        return min(max(so + (eo - so) * f, 0), 1)
    }
}
