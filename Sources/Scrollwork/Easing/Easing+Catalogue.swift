// The named members and factories of ``Easing`` — the public spellings of EASING.md §1.

extension Easing {
    /// `f(u) = u`.
    public static let linear = Easing(.linear)
    /// The start value holds until progress 1 (`f(u) = 0` for `u < 1`, `f(1) = 1`): Lottie's `h: 1`.
    public static let hold = Easing(.hold)

    /// Quadratic ease-in, `u²`.
    public static let easeInQuad = Easing(.penner(.quad, .easeIn))
    /// Quadratic ease-out.
    public static let easeOutQuad = Easing(.penner(.quad, .easeOut))
    /// Quadratic ease-in-out.
    public static let easeInOutQuad = Easing(.penner(.quad, .easeInOut))
    /// Cubic ease-in, `u³`.
    public static let easeInCubic = Easing(.penner(.cubic, .easeIn))
    /// Cubic ease-out.
    public static let easeOutCubic = Easing(.penner(.cubic, .easeOut))
    /// Cubic ease-in-out.
    public static let easeInOutCubic = Easing(.penner(.cubic, .easeInOut))
    /// Quartic ease-in, `u⁴`.
    public static let easeInQuart = Easing(.penner(.quart, .easeIn))
    /// Quartic ease-out.
    public static let easeOutQuart = Easing(.penner(.quart, .easeOut))
    /// Quartic ease-in-out.
    public static let easeInOutQuart = Easing(.penner(.quart, .easeInOut))
    /// Quintic ease-in, `u⁵`.
    public static let easeInQuint = Easing(.penner(.quint, .easeIn))
    /// Quintic ease-out.
    public static let easeOutQuint = Easing(.penner(.quint, .easeOut))
    /// Quintic ease-in-out.
    public static let easeInOutQuint = Easing(.penner(.quint, .easeInOut))
    /// Sinusoidal ease-in.
    public static let easeInSine = Easing(.penner(.sine, .easeIn))
    /// Sinusoidal ease-out.
    public static let easeOutSine = Easing(.penner(.sine, .easeOut))
    /// Sinusoidal ease-in-out.
    public static let easeInOutSine = Easing(.penner(.sine, .easeInOut))
    /// Exponential ease-in (pinned to exactly 0 at 0).
    public static let easeInExpo = Easing(.penner(.expo, .easeIn))
    /// Exponential ease-out (pinned to exactly 1 at 1).
    public static let easeOutExpo = Easing(.penner(.expo, .easeOut))
    /// Exponential ease-in-out (pinned at both ends).
    public static let easeInOutExpo = Easing(.penner(.expo, .easeInOut))
    /// Circular ease-in.
    public static let easeInCirc = Easing(.penner(.circ, .easeIn))
    /// Circular ease-out.
    public static let easeOutCirc = Easing(.penner(.circ, .easeOut))
    /// Circular ease-in-out.
    public static let easeInOutCirc = Easing(.penner(.circ, .easeInOut))
    /// Bouncing ease-in.
    public static let easeInBounce = Easing(.penner(.bounce, .easeIn))
    /// Bouncing ease-out.
    public static let easeOutBounce = Easing(.penner(.bounce, .easeOut))
    /// Bouncing ease-in-out.
    public static let easeInOutBounce = Easing(.penner(.bounce, .easeInOut))

    /// The default overshoot of the back curves, 1.70158 (a 10 % overshoot).
    public static let defaultBackOvershoot = 1.70158

    /// Back ease-in: dips below 0 before rising (overshoot 1.70158).
    public static let easeInBack = Easing(.back(defaultBackOvershoot, .easeIn))
    /// Back ease-out: overshoots 1 by 10 % before settling.
    public static let easeOutBack = Easing(.back(defaultBackOvershoot, .easeOut))
    /// Back ease-in-out (overshoot scaled by 1.525).
    public static let easeInOutBack = Easing(.back(defaultBackOvershoot, .easeInOut))

    /// Back ease-in with a custom overshoot `s`; a non-finite `s` becomes 1.70158.
    public static func easeInBack(overshoot s: Double) -> Easing { Easing(.back(backOvershoot(s), .easeIn)) }
    /// Back ease-out with a custom overshoot `s`; a non-finite `s` becomes 1.70158.
    public static func easeOutBack(overshoot s: Double) -> Easing { Easing(.back(backOvershoot(s), .easeOut)) }
    /// Back ease-in-out with a custom overshoot `s` (scaled by 1.525 internally); a non-finite
    /// `s` becomes 1.70158.
    public static func easeInOutBack(overshoot s: Double) -> Easing { Easing(.back(backOvershoot(s), .easeInOut)) }

    static func backOvershoot(_ s: Double) -> Double { s.isFinite ? s : defaultBackOvershoot }

    /// Elastic ease-in (amplitude 1, period 0.3).
    public static let easeInElastic = Easing(.elastic(ElasticCurve(amplitude: 1, period: 0.3), .easeIn))
    /// Elastic ease-out (amplitude 1, period 0.3): peaks at 1.373.
    public static let easeOutElastic = Easing(.elastic(ElasticCurve(amplitude: 1, period: 0.3), .easeOut))
    /// Elastic ease-in-out (amplitude 1, period 0.45).
    public static let easeInOutElastic = Easing(.elastic(ElasticCurve(amplitude: 1, period: 0.45), .easeInOut))

    /// Elastic ease-in with an amplitude (≥ 1; smaller or non-finite values act as 1, as in
    /// Penner's equations) and a period as a fraction of the segment (non-positive or
    /// non-finite → 0.3).
    public static func easeInElastic(amplitude: Double = 1, period: Double = 0.3) -> Easing {
        Easing(.elastic(ElasticCurve(amplitude: amplitude, period: period), .easeIn))
    }
    /// Elastic ease-out with an amplitude and period; clamped as in ``easeInElastic(amplitude:period:)``.
    public static func easeOutElastic(amplitude: Double = 1, period: Double = 0.3) -> Easing {
        Easing(.elastic(ElasticCurve(amplitude: amplitude, period: period), .easeOut))
    }
    /// Elastic ease-in-out with an amplitude and period (default 0.45); clamped as in
    /// ``easeInElastic(amplitude:period:)`` (a bad period becomes 0.3).
    public static func easeInOutElastic(amplitude: Double = 1, period: Double = 0.45) -> Easing {
        Easing(.elastic(ElasticCurve(amplitude: amplitude, period: period), .easeInOut))
    }

    /// The CSS `cubic-bezier(x1, y1, x2, y2)` curve from (0, 0) to (1, 1) — also Lottie's
    /// keyframe easing with `o = (x1, y1)`, `i = (x2, y2)`.
    ///
    /// `x1` and `x2` are clamped into 0…1 (NaN → 0) so the curve is a function of time; a
    /// non-finite `y1` becomes 0 and a non-finite `y2` becomes 1. `y` values are otherwise free
    /// (overshoot). Solved like WebKit's `UnitBezier` (error in y ≤ 1e-6 on usual curves);
    /// outside 0…1 the curve continues along its end tangents.
    public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Easing {
        Easing(.cubicBezier(CubicBezierCurve(x1, y1, x2, y2)))
    }

    /// CSS `ease`, `cubic-bezier(0.25, 0.1, 0.25, 1)`.
    public static let ease = cubicBezier(0.25, 0.1, 0.25, 1)
    /// CSS `ease-in`, `cubic-bezier(0.42, 0, 1, 1)`.
    public static let easeIn = cubicBezier(0.42, 0, 1, 1)
    /// CSS `ease-out`, `cubic-bezier(0, 0, 0.58, 1)`.
    public static let easeOut = cubicBezier(0, 0, 0.58, 1)
    /// CSS `ease-in-out`, `cubic-bezier(0.42, 0, 0.58, 1)`.
    public static let easeInOut = cubicBezier(0.42, 0, 0.58, 1)

    /// CSS `steps(n, position)`: `n` equal jumps placed by `position` (default ``StepPosition/jumpEnd``).
    ///
    /// `n` below 1 acts as 1 (`steps(0)` is `steps(1)`); with ``StepPosition/jumpNone``, which
    /// needs two steps, `n` below 2 acts as 2.
    public static func steps(_ n: Int, _ position: StepPosition = .jumpEnd) -> Easing {
        let minimum = position == .jumpNone ? 2 : 1
        return Easing(.steps(max(n, minimum), position))
    }

    /// CSS `step-start`, `steps(1, jumpStart)`.
    public static let stepStart = steps(1, .jumpStart)
    /// CSS `step-end`, `steps(1, jumpEnd)`.
    public static let stepEnd = steps(1, .jumpEnd)

    /// CSS `linear()` with a list of stops: straight lines between points, extrapolating beyond
    /// the first and last. Fewer than two stops (after dropping non-finite outputs; CSS calls that
    /// invalid) gives ``linear``.
    public static func linearStops(_ stops: [LinearStop]) -> Easing {
        guard let curve = LinearStopCurve(stops) else { return .linear }
        return Easing(.linearStops(curve))
    }

    /// A spring as a segment easing: the segment maps onto `settlingDuration` seconds of the
    /// spring's motion, renormalised to end exactly at 1: `f(u) = x(u·T) / x(T)`.
    ///
    /// `settlingDuration` defaults to the time the spring stays within 0.1 % of rest
    /// (``Spring/settlingDuration(tolerance:)``); a non-positive or non-finite value means the
    /// default too. The spring's own parameters are clamped as ``Spring`` documents (a
    /// non-positive mass or stiffness falls back to 1 and 100). Inputs outside 0…1 are clamped.
    public static func spring(_ spring: Spring, settlingDuration: Double? = nil) -> Easing {
        Easing(.spring(SpringCurve(spring: spring, duration: settlingDuration)))
    }

    /// A spring from mass, stiffness, damping and initial velocity (CASpringAnimation's
    /// parameters and defaults); see ``spring(_:settlingDuration:)``.
    public static func spring(mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
                              initialVelocity: Double = 0, settlingDuration: Double? = nil) -> Easing {
        spring(Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity),
               settlingDuration: settlingDuration)
    }

    /// A spring from SwiftUI's duration and bounce; see ``Spring/init(duration:bounce:initialVelocity:)``.
    public static func spring(duration: Double, bounce: Double, settlingDuration: Double? = nil) -> Easing {
        spring(Spring(duration: duration, bounce: bounce), settlingDuration: settlingDuration)
    }

    /// A spring from SwiftUI's response and damping ratio; see ``Spring/init(response:dampingRatio:initialVelocity:)``.
    public static func spring(response: Double, dampingRatio: Double, settlingDuration: Double? = nil) -> Easing {
        spring(Spring(response: response, dampingRatio: dampingRatio), settlingDuration: settlingDuration)
    }

    /// A curve of your own. It should return 0 at 0 and 1 at 1; it is called as is, and must
    /// not trap. Custom easings compare equal only to themselves.
    public static func custom(_ function: @escaping @Sendable (Double) -> Double) -> Easing {
        Easing(.custom(CustomEasingFunction(function)))
    }
}
