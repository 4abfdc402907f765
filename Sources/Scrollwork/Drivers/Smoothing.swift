#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Follows an input (a scroll position) with a critically damped spring, so scrubbing lags
/// smoothly behind the finger: GSAP's `scrub: seconds`.
///
/// `lag` is the smoothing time in seconds: the spring's angular frequency is `ω = 2 / lag`
/// (after `lag` seconds a step is ~60 % closed, after `3·lag` ~98 %). Each ``step(toward:by:)``
/// integrates exactly (the closed form over the step), so any frame time is stable. A lag of 0
/// (or negative, or non-finite) follows the input exactly; NaN inputs and non-positive steps are
/// ignored.
public struct Smoothing: Hashable, Sendable {
    /// The smoothing time, seconds.
    public let lag: Double
    /// The current smoothed value.
    public private(set) var value: Double
    /// The current velocity, units per second.
    public private(set) var velocity: Double

    /// A follower starting at rest at `value`.
    public init(lag: Double, value: Double = 0) {
        self.lag = lag.isFinite && lag > 0 ? lag : 0
        self.value = value.isFinite ? value : 0
        self.velocity = 0
    }

    /// Jumps to `value` at rest.
    public mutating func reset(to value: Double) {
        guard value.isFinite else { return }
        self.value = value
        velocity = 0
    }

    /// Advances `dt` seconds toward `target` and returns the new value.
    @discardableResult
    public mutating func step(toward target: Double, by dt: Double) -> Double {
        guard target.isFinite else { return value }
        guard lag > 0 else { value = target; velocity = 0; return value }
        guard dt > 0, dt.isFinite else { return value }
        let omega = 2 / lag
        let e0 = value - target, v0 = velocity
        let decay = exp(-omega * dt)
        let k = v0 + omega * e0
        let e = (e0 + k * dt) * decay
        velocity = (v0 - omega * k * dt) * decay
        value = target + e
        return value
    }

    /// Whether the follower has caught up with `target` within `tolerance` and is nearly still.
    public func isSettled(at target: Double, tolerance: Double = 1e-3) -> Bool {
        abs(value - target) <= tolerance && abs(velocity) <= tolerance
    }
}
