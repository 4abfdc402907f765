import Scrollwork

/// A position: a spatial track (motion along béziers by arc length, §6.6), a plain 2D track,
/// or one scalar track per axis (split position). A value provider or handle bound to a
/// combined position replaces it whole (a spatial one included).
struct PositionTrack {
    enum Kind {
        case plain(Track<Point>)
        case spatial(SpatialFilmstrip, constant: Point, cursor: TrackCursor)
        case split(Track<Double>, Track<Double>)
    }
    let kind: Kind
    /// The override of a combined position (a split one's live in its two tracks).
    let override: TrackOverride<Point>?
    /// The renderer's tween, for a spatial or overridden combined position (the other kinds'
    /// tracks blend themselves).
    let blending: TrackBlend?

    /// A position track from a Lottie position.
    init(_ position: LottiePosition, overrides: TrackOverrides) {
        switch position {
        case .split(let x, let y, _):
            kind = .split(Track(x, in: overrides), Track(y, in: overrides))
            override = nil
            blending = nil
        case .combined(let p):
            let kfs = p.keyframes
            let spatial = kfs.count > 1 && kfs.contains(where: { $0.hasSpatialTangents })
            override = overrides.override(of: p, spatial: spatial) { $0.point }
            blending = kfs.count > 1 || override != nil ? overrides.blending : nil
            if spatial {
                var s = SpatialFilmstrip()
                var previousIn = Point.zero
                for (n, kf) in kfs.enumerated() {
                    let easing: Easing = kf.isHold ? .hold : Track<Double>.easing(kf.easing, dimension: 0)
                    s.set(kf.value.point, at: kf.time, easing: easing,
                          outTangent: kf.spatialOutTangent ?? .zero, inTangent: n == 0 ? .zero : previousIn)
                    previousIn = kf.spatialInTangent ?? .zero
                }
                kind = .spatial(s, constant: p.initialValue.point, cursor: TrackCursor())
            } else {
                kind = .plain(Track(p, in: .none))
            }
        }
    }

    /// Whether the position changes over time.
    var isAnimated: Bool {
        if override != nil { return true }
        switch kind {
        case .plain(let t): return t.isAnimated
        case .spatial: return true
        case .split(let x, let y): return x.isAnimated || y.isAnimated
        }
    }

    /// The position at frame `t` (blended while the renderer shows a tween).
    func value(at t: Double) -> Point {
        let v = plainValue(at: t)
        guard let blending, blending.isActive else { return v }
        return blending.blended(v, at: t, plainValue)
    }

    /// The position at frame `t`, never blended.
    func plainValue(at t: Double) -> Point {
        if let override, let v = override.value(atFrame: t) { return v }
        switch kind {
        case .plain(let track): return track.value(at: t)
        case .spatial(let s, let c, let cursor): return cursor.lookup { s.sample(at: t, cursor: &$0) }?.position ?? c
        case .split(let x, let y): return Point(x: x.value(at: t), y: y.value(at: t))
        }
    }

    /// The direction of travel at frame `t` (for auto-orient); zero at a standstill.
    func direction(at t: Double) -> Point {
        if override == nil, case .spatial(let s, _, let cursor) = kind, let sample = cursor.lookup({ s.sample(at: t, cursor: &$0) }) {
            if sample.tangent != .zero { return sample.tangent }
        }
        let a = value(at: t - 0.01), b = value(at: t + 0.01)
        return b - a
    }
}
