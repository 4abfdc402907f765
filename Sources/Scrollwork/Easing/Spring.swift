#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A damped harmonic oscillator moving from 0 toward 1: `m·x″ + c·x′ + k·(x − 1) = 0`,
/// `x(0) = 0`, `x′(0) = v₀` (EASING.md §6; the model of CASpringAnimation and SwiftUI `Spring`).
///
/// Solved in closed form for all three regimes (under-, critically and over-damped), so
/// ``position(at:)`` is exact at any time and allocates nothing.
///
/// **Bad parameters** never trap. A mass or stiffness that is not a positive finite number is
/// replaced by the default (mass 1, stiffness 100); a damping that is negative or not finite
/// becomes 0 (undamped); a non-finite initial velocity becomes 0.
public struct Spring: Hashable, Sendable {
    /// The mass `m` (default 1).
    public let mass: Double
    /// The stiffness `k` (default 100).
    public let stiffness: Double
    /// The damping coefficient `c` (default 10).
    public let damping: Double
    /// The initial velocity `v₀` in units of the whole move per second; positive heads toward 1.
    public let initialVelocity: Double

    /// Undamped angular frequency `ω₀ = √(k/m)`.
    public let naturalFrequency: Double
    /// Damping ratio `ζ = c / (2√(km))`: < 1 bounces, 1 is critical, > 1 creeps.
    public let dampingRatio: Double

    /// A spring from its physical parameters (defaults: CASpringAnimation's m 1, k 100, c 10, v₀ 0).
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        let c = damping.isFinite && damping > 0 ? damping : 0
        self.mass = m
        self.stiffness = k
        self.damping = c
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        naturalFrequency = (k / m).squareRoot()
        dampingRatio = c / (2 * (k * m).squareRoot())
    }

    /// SwiftUI's `Spring(duration:bounce:)`: `k = (2π/d)²`, `c = 4π(1 − b)/d` with mass 1.
    /// A duration that is not positive and finite becomes 0.5 s; bounce is clamped to −1…1.
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        let d = duration.isFinite && duration > 0 ? duration : 0.5
        let b = bounce.isNaN ? 0 : min(max(bounce, -1), 1)
        self.init(mass: 1, stiffness: (2 * Double.pi / d) * (2 * Double.pi / d),
                  damping: 4 * Double.pi * (1 - b) / d, initialVelocity: initialVelocity)
    }

    /// SwiftUI's `Spring(response:dampingRatio:)`: `k = (2π/r)²`, `c = 4πζ/r` with mass 1.
    /// A response that is not positive and finite becomes 0.5 s; a negative or NaN ratio becomes 0.
    public init(response: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        let r = response.isFinite && response > 0 ? response : 0.5
        let z = dampingRatio.isFinite && dampingRatio > 0 ? dampingRatio : 0
        self.init(mass: 1, stiffness: (2 * Double.pi / r) * (2 * Double.pi / r),
                  damping: 4 * Double.pi * z / r, initialVelocity: initialVelocity)
    }

    /// The perceptual duration `2π·√(m/k)` (SwiftUI's `duration`).
    public var duration: Double { 2 * Double.pi / naturalFrequency }

    /// SwiftUI's `bounce`, `1 − ζ`.
    public var bounce: Double { 1 - dampingRatio }

    /// The position at time `t` seconds (0 at t = 0, settling at 1).
    @inlinable
    public func position(at t: Double) -> Double {
        let w0 = naturalFrequency, z = dampingRatio, v0 = initialVelocity
        if abs(z - 1) < 1e-9 {
            return 1 - exp(-w0 * t) * (1 + (w0 - v0) * t)
        } else if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            return 1 - exp(-z * w0 * t) * (cos(wd * t) + ((z * w0 - v0) / wd) * sin(wd * t))
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w0 * (z - root), r2 = -w0 * (z + root)
            let c1 = (v0 + r2) / (r1 - r2)
            let c2 = -1 - c1
            return 1 + c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// The time after which the spring stays within `tolerance` of rest (1), in seconds.
    ///
    /// Under-damped: the time its envelope falls below `tolerance`
    /// (`ln(A/ε)/(ζω₀)`, A the envelope amplitude; for v₀ = 0 this is EASING.md's
    /// `ln(1/(ε√(1−ζ²)))/(ζω₀)`). Critically and over-damped: the last time the distance to rest
    /// is at least `tolerance`, found numerically. An undamped spring never settles: ten periods.
    public func settlingDuration(tolerance: Double = 1e-3) -> Double {
        let eps = tolerance.isFinite && tolerance > 0 ? min(tolerance, 0.5) : 1e-3
        let w0 = naturalFrequency, z = dampingRatio, v0 = initialVelocity
        if z <= 0 { return 10 * duration }
        if z < 1 && abs(z - 1) >= 1e-9 {
            let wd = w0 * (1 - z * z).squareRoot()
            let b = (z * w0 - v0) / wd
            let amplitude = (1 + b * b).squareRoot()
            return max(0, log(amplitude / eps) / (z * w0))
        }
        // Find an upper bound where the error is surely below eps, then scan back.
        var upper = 1 / w0
        while abs(position(at: upper) - 1) >= eps / 4 || abs(position(at: upper * 1.5) - 1) >= eps / 4 {
            upper *= 2
            if upper > 1e6 { break }
        }
        let n = 1000
        var last = 0.0
        for i in 0...n {
            let t = upper * Double(i) / Double(n)
            if abs(position(at: t) - 1) >= eps { last = t }
        }
        // Refine between `last` and the next sample by bisection.
        var lo = last, hi = min(upper, last + upper / Double(n))
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if abs(position(at: mid) - 1) >= eps { lo = mid } else { hi = mid }
        }
        return hi
    }
}

/// A spring used as a segment easing: `f(u) = x(u·T) / x(T)`, so the segment ends exactly on
/// its keyframe (EASING.md §6).
@usableFromInline
final class SpringCurve: Hashable, Sendable {
    @usableFromInline let spring: Spring
    @usableFromInline let duration: Double
    @usableFromInline let endValue: Double

    @usableFromInline
    init(spring: Spring, duration: Double?) {
        self.spring = spring
        let d: Double
        if let given = duration, given.isFinite, given > 0 { d = given } else { d = spring.settlingDuration() }
        self.duration = d
        let end = spring.position(at: d)
        self.endValue = abs(end) > 1e-9 && end.isFinite ? end : 1
    }

    @usableFromInline
    static func == (l: SpringCurve, r: SpringCurve) -> Bool { l.spring == r.spring && l.duration == r.duration }

    @usableFromInline
    func hash(into h: inout Hasher) { h.combine(spring); h.combine(duration) }

    @inlinable
    func value(_ u: Double) -> Double {
        if u == 0 { return 0 }
        if u == 1 { return 1 }
        return spring.position(at: u * duration) / endValue
    }
}
