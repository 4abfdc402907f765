import Scrollwork

/// One animated property of the render tree: a constant, or a core ``Filmstrip`` evaluated at
/// a (fractional) frame. Lottie keyframes become Filmstrip keyframes whose easing is the
/// segment's cubic bézier (one per dimension when the file gives several) or ``Easing/hold``.
/// A value provider or an active value handle bound to the property replaces the file's values;
/// otherwise its expression, if it has one and the tree is built with an evaluator.
struct Track<Value: Interpolatable & Sendable> {
    let constant: Value
    let strip: Filmstrip<Value>?
    /// A run-time value replacing the file's (value providers and handles).
    let override: TrackOverride<Value>?
    /// Where the strip's last lookup landed (with a strip).
    let cursor: TrackCursor?
    /// The renderer's tween, for tracks that can change (see ``TrackBlend``).
    let blending: TrackBlend?

    /// A constant track.
    init(_ value: Value) {
        constant = value
        strip = nil
        override = nil
        cursor = nil
        blending = nil
    }

    /// A track from a Lottie property, each value converted by `convert`, taking the override
    /// bound to the property in `overrides`, if any.
    init<Source>(_ property: LottieProperty<Source>, in overrides: TrackOverrides, _ convert: @escaping (Source) -> Value) {
        constant = convert(property.initialValue)
        override = overrides.override(of: property, convert)
        blending = override != nil || property.keyframes.count > 1 ? overrides.blending : nil
        // A provider replaces the keyframes for good; a handle only while it is active.
        if override?.isPermanent == true {
            strip = nil
            cursor = nil
            return
        }
        guard property.keyframes.count > 1 else {
            strip = nil
            cursor = nil
            return
        }
        var s = Filmstrip<Value>()
        let kfs = property.keyframes
        for (n, kf) in kfs.enumerated() {
            let value = convert(kf.value)
            if kf.isHold {
                s.insert(Keyframe(time: kf.time, value: value, easing: .hold))
            } else if kf.easing.dimensionCount > 1 {
                let easings = (0..<kf.easing.dimensionCount).map { Track.easing(kf.easing, dimension: $0) }
                s.insert(Keyframe(time: kf.time, value: value, dimensionEasings: easings))
            } else {
                s.insert(Keyframe(time: kf.time, value: value, easing: Track.easing(kf.easing, dimension: 0)))
            }
            // Old-format files whose segment ends on `e` but whose next keyframe starts elsewhere:
            // add the end value just before the next keyframe (a jump at that time).
            if n + 1 < kfs.count, !kf.isHold, kf.endValue != kfs[n + 1].value, kfs[n + 1].time > kf.time {
                s.insert(Keyframe(time: kfs[n + 1].time, value: convert(kf.endValue)))
            }
        }
        strip = s
        cursor = TrackCursor()
    }

    /// The Filmstrip easing of one dimension of a Lottie segment.
    static func easing(_ e: LottieEasing, dimension: Int) -> Easing {
        let c = e.controlPoints(dimension: dimension)
        if c.x1 == c.y1 && c.x2 == c.y2 { return .linear }
        return .cubicBezier(c.x1, c.y1, c.x2, c.y2)
    }

    /// Whether the value can change over time.
    var isAnimated: Bool { strip != nil || override != nil }

    /// The value at frame `t` (while the renderer shows a tween, blended with the values at
    /// the tween's other frames).
    func value(at t: Double) -> Value {
        let v = plainValue(at: t)
        guard let blending, blending.isActive else { return v }
        return blending.blended(v, at: t, plainValue)
    }

    /// The value at frame `t`, never blended.
    func plainValue(at t: Double) -> Value {
        if let override, let v = override.value(atFrame: t) { return v }
        guard let strip, let cursor else { return constant }
        return cursor.lookup { strip.value(at: t, cursor: &$0) } ?? constant
    }

    /// The keyframe values around `t` and the eased progress between them
    /// (``Filmstrip/blend(at:)``), for blending a large value into kept storage; `nil` with an
    /// override, without keyframes, while a tween is shown, or where one progress cannot
    /// describe the segment.
    func blend(at t: Double) -> (from: Value, to: Value, progress: Double)? {
        guard override == nil, let strip, let cursor, blending?.isActive != true else { return nil }
        return cursor.lookup { strip.blend(at: t, cursor: &$0) }
    }
}

extension Track where Value == Double {
    /// A scalar track.
    init(_ property: LottieProperty<Double>, in overrides: TrackOverrides) { self.init(property, in: overrides) { $0 } }
}

extension Track where Value == Point {
    /// A 2D track from a Lottie vector (z dropped).
    init(_ property: LottieProperty<LottieVector>, in overrides: TrackOverrides) {
        self.init(property, in: overrides) { $0.point }
    }
}

extension Track where Value == Color {
    /// A colour track.
    init(_ property: LottieProperty<Color>, in overrides: TrackOverrides) { self.init(property, in: overrides) { $0 } }
}
