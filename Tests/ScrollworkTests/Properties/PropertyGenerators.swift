// Generators shared by the property-based tests of the core (x-sheep/swift-property-based).
import PropertyBased
import Scrollwork

/// Random test data for filmstrips and easings.
enum PropertyGen {
    /// Easings that never leave [0, 1] and never decrease on [0, 1]: a segment eased by one
    /// of them stays between its two keyframe values.
    static let monotoneEasings: [Easing] = [
        .linear, .hold,
        .easeInQuad, .easeOutQuad, .easeInOutQuad, .easeInCubic, .easeOutCubic, .easeInOutCubic,
        .easeInQuart, .easeOutQuart, .easeInOutQuart, .easeInQuint, .easeOutQuint, .easeInOutQuint,
        .easeInSine, .easeOutSine, .easeInOutSine, .easeInExpo, .easeOutExpo, .easeInOutExpo,
        .easeInCirc, .easeOutCirc, .easeInOutCirc,
        .ease, .easeIn, .easeOut, .easeInOut, .cubicBezier(0.9, 0.1, 0.1, 0.9), .cubicBezier(0, 1, 1, 0),
        .steps(4), .steps(3, .jumpStart), .steps(5, .jumpBoth), .steps(2, .jumpNone), .stepStart, .stepEnd,
        .linearStops([LinearStop(0), LinearStop(0.8, at: 0.2), LinearStop(1)]),
    ]

    /// Easings that overshoot or bounce (continuous, but not monotone or not inside [0, 1]).
    static let overshootingEasings: [Easing] = [
        .easeInBack, .easeOutBack, .easeInOutBack, .easeInElastic, .easeOutElastic, .easeInOutElastic,
        .easeInBounce, .easeOutBounce, .easeInOutBounce, .cubicBezier(0.3, -0.8, 0.7, 1.8),
        .spring(mass: 1, stiffness: 100, damping: 10), .spring(duration: 0.5, bounce: 0.3),
        .linearStops([LinearStop(0), LinearStop(1.4, at: 0.6), LinearStop(1)]),
    ]

    /// Every catalogue easing used in the filmstrip properties.
    static let allEasings = monotoneEasings + overshootingEasings

    /// The largest number of keyframes a generated filmstrip has.
    static let maxKeyframes = 12

    /// Distinct keyframe times on a quarter-frame grid (exact in binary), sorted.
    static let distinctTimes = Gen.int(in: -400...4000).set(ofAtMost: 1...maxKeyframes)
        .map { set in set.sorted().map { Double($0) * 0.25 } }

    /// Keyframe values.
    static let values = Gen.double(in: -1000...1000).array(of: maxKeyframes)

    /// Indices into an easing list (taken modulo its count).
    static let easingIndices = Gen.int(in: 0...1000).array(of: maxKeyframes)

    /// Query times: inside, at and beyond the keyframe range.
    static let queryTimes = Gen.double(in: -200...1200).array(of: 1...40)

    /// Builds keyframes from generated parts.
    static func keyframes(_ times: [Double], _ values: [Double], _ easingIndices: [Int], from easings: [Easing]) -> [Keyframe<Double>] {
        times.indices.map { i in
            Keyframe(time: times[i], value: values[i], easing: easings[easingIndices[i] % easings.count])
        }
    }
}

/// The value of sorted, distinct-time keyframes at `time`, by a linear scan: the obvious
/// reading of EASING.md §9, kept independent of Filmstrip's binary search and cursor.
func linearScanValue(_ keyframes: [Keyframe<Double>], at time: Double, edge: EdgeStrategy) -> Double? {
    guard let first = keyframes.first, let last = keyframes.last, !time.isNaN else { return nil }
    let n = keyframes.count
    if time < first.time {
        if edge == .extrapolate, n >= 2, time.isFinite {
            let u = (time - first.time) / (keyframes[1].time - first.time)
            return lerp(first.value, keyframes[1].value, u)
        }
        return first.value
    }
    if time >= last.time {
        if edge == .extrapolate, n >= 2, time.isFinite {
            let before = keyframes[n - 2]
            return lerp(before.value, last.value, (time - before.time) / (last.time - before.time))
        }
        return last.value
    }
    for i in 0..<(n - 1) where keyframes[i].time <= time && time < keyframes[i + 1].time {
        let a = keyframes[i], b = keyframes[i + 1]
        return lerp(a.value, b.value, a.easing.value(at: (time - a.time) / (b.time - a.time)))
    }
    return nil
}
