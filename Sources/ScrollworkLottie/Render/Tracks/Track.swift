import Scrollwork

/// One animated property of the render tree: a constant, or a core ``Filmstrip`` evaluated at
/// a (fractional) frame. Lottie keyframes become Filmstrip keyframes whose easing is the
/// segment's cubic bézier (one per dimension when the file gives several) or ``Easing/hold``.
public struct Track<Value: Interpolatable & Sendable>: Sendable {
    @usableFromInline let constant: Value
    @usableFromInline let strip: Filmstrip<Value>?
    /// A run-time value provider replacing the file's values (dynamic properties).
    @usableFromInline let provider: LottieValueProvider<Value>?

    /// A constant track.
    public init(_ value: Value) {
        constant = value
        strip = nil
        provider = nil
    }

    /// A track from a Lottie property, each value converted by `convert`.
    public init<Source>(_ property: LottieProperty<Source>, _ convert: (Source) -> Value) {
        constant = convert(property.initialValue)
        // Dynamic properties: a property marked with a provider's slot takes its values from it.
        provider = property.slotID.flatMap { DynamicPropertyScope.provider(forSlot: $0, as: Value.self) }
        guard provider == nil, property.keyframes.count > 1 else {
            strip = nil
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
    }

    /// The Filmstrip easing of one dimension of a Lottie segment.
    static func easing(_ e: LottieEasing, dimension: Int) -> Easing {
        let c = e.controlPoints(dimension: dimension)
        if c.x1 == c.y1 && c.x2 == c.y2 { return .linear }
        return .cubicBezier(c.x1, c.y1, c.x2, c.y2)
    }

    /// Whether the value changes over time.
    @inlinable
    public var isAnimated: Bool { strip != nil || provider != nil }

    /// The value at frame `t`.
    @inlinable
    public func value(at t: Double) -> Value {
        if let provider { return provider.value(atFrame: t) }
        guard let strip else { return constant }
        return strip.value(at: t) ?? constant
    }
}

extension Track where Value == Double {
    /// A scalar track.
    public init(_ property: LottieProperty<Double>) { self.init(property) { $0 } }
}

extension Track where Value == Point {
    /// A 2D track from a Lottie vector (z dropped).
    public init(_ property: LottieProperty<LottieVector>) { self.init(property) { $0.point } }
}
