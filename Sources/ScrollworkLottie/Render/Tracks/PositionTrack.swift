import Scrollwork

/// A position: a spatial track (motion along béziers by arc length, §6.6), a plain 2D track,
/// or one scalar track per axis (split position).
public struct PositionTrack: Sendable {
    @usableFromInline enum Kind: Sendable {
        case plain(Track<Point>)
        case spatial(SpatialFilmstrip, constant: Point)
        case split(Track<Double>, Track<Double>)
    }
    @usableFromInline let kind: Kind

    /// A position track from a Lottie position.
    public init(_ position: LottiePosition) {
        switch position {
        case .split(let x, let y, _):
            kind = .split(Track(x), Track(y))
        case .combined(let p):
            let kfs = p.keyframes
            if kfs.count > 1, kfs.contains(where: { $0.hasSpatialTangents }) {
                var s = SpatialFilmstrip()
                var previousIn = Point.zero
                for (n, kf) in kfs.enumerated() {
                    let easing: Easing = kf.isHold ? .hold : Track<Double>.easing(kf.easing, dimension: 0)
                    s.set(kf.value.point, at: kf.time, easing: easing,
                          outTangent: kf.spatialOutTangent ?? .zero, inTangent: n == 0 ? .zero : previousIn)
                    previousIn = kf.spatialInTangent ?? .zero
                }
                kind = .spatial(s, constant: p.initialValue.point)
            } else {
                kind = .plain(Track(p))
            }
        }
    }

    /// Whether the position changes over time.
    public var isAnimated: Bool {
        switch kind {
        case .plain(let t): return t.isAnimated
        case .spatial: return true
        case .split(let x, let y): return x.isAnimated || y.isAnimated
        }
    }

    /// The position at frame `t`.
    @inlinable
    public func value(at t: Double) -> Point {
        switch kind {
        case .plain(let track): return track.value(at: t)
        case .spatial(let s, let c): return s.value(at: t) ?? c
        case .split(let x, let y): return Point(x: x.value(at: t), y: y.value(at: t))
        }
    }

    /// The direction of travel at frame `t` (for auto-orient); zero at a standstill.
    public func direction(at t: Double) -> Point {
        if case .spatial(let s, _) = kind, let sample = s.sample(at: t) {
            if sample.tangent != .zero { return sample.tangent }
        }
        let a = value(at: t - 0.01), b = value(at: t + 0.01)
        return b - a
    }
}
