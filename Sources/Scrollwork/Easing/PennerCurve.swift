#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Which end of a Penner curve is eased.
@usableFromInline
enum EasingMode: UInt8, Hashable, Sendable {
    case easeIn, easeOut, easeInOut
}

/// The parameter-free Penner families (Robert Penner's equations, normalised to 0…1).
@usableFromInline
enum PennerFamily: UInt8, Hashable, Sendable {
    case quad, cubic, quart, quint, sine, expo, circ, bounce
}

/// The Penner equations of EASING.md §2. Inputs are clamped into 0…1 first (circ and bounce
/// break outside), so every curve is exact at the ends.
@usableFromInline
enum Penner {
    @inlinable @inline(__always)
    static func clampUnit(_ u: Double) -> Double { u > 0 ? (u < 1 ? u : 1) : 0 }

    @inlinable @inline(__always)
    static func power(_ u: Double, _ n: Int) -> Double {
        switch n {
        case 2: return u * u
        case 3: return u * u * u
        case 4: let s = u * u; return s * s
        default: let s = u * u; return s * s * u
        }
    }

    @inlinable
    static func value(_ family: PennerFamily, _ mode: EasingMode, _ input: Double) -> Double {
        let u = clampUnit(input)
        switch family {
        case .quad: return powerCurve(u, 2, mode)
        case .cubic: return powerCurve(u, 3, mode)
        case .quart: return powerCurve(u, 4, mode)
        case .quint: return powerCurve(u, 5, mode)
        case .sine:
            switch mode {
            case .easeIn: return u == 1 ? 1 : 1 - cos(Double.pi * u / 2)
            case .easeOut: return sin(Double.pi * u / 2)
            case .easeInOut: return u == 1 ? 1 : (1 - cos(Double.pi * u)) / 2
            }
        case .expo:
            if u == 0 { return 0 }
            if u == 1 { return 1 }
            switch mode {
            case .easeIn: return exp2(10 * u - 10)
            case .easeOut: return 1 - exp2(-10 * u)
            case .easeInOut: return u < 0.5 ? exp2(20 * u - 10) / 2 : (2 - exp2(10 - 20 * u)) / 2
            }
        case .circ:
            switch mode {
            case .easeIn: return 1 - max(0, 1 - u * u).squareRoot()
            case .easeOut: return max(0, 1 - (u - 1) * (u - 1)).squareRoot()
            case .easeInOut:
                if u < 0.5 { return (1 - max(0, 1 - 4 * u * u).squareRoot()) / 2 }
                let w = 2 * u - 2
                return (max(0, 1 - w * w).squareRoot() + 1) / 2
            }
        case .bounce:
            switch mode {
            case .easeIn: return 1 - bounceOut(1 - u)
            case .easeOut: return bounceOut(u)
            case .easeInOut: return u < 0.5 ? (1 - bounceOut(1 - 2 * u)) / 2 : bounceOut(2 * u - 1) / 2 + 0.5
            }
        }
    }

    @inlinable
    static func powerCurve(_ u: Double, _ n: Int, _ mode: EasingMode) -> Double {
        switch mode {
        case .easeIn: return power(u, n)
        case .easeOut: return 1 - power(1 - u, n)
        case .easeInOut:
            if u < 0.5 { return Double(1 << (n - 1)) * power(u, n) }
            return 1 - power(2 - 2 * u, n) / 2
        }
    }

    @inlinable
    static func bounceOut(_ u: Double) -> Double {
        let n = 7.5625, d = 2.75
        if u < 1 / d { return n * u * u }
        if u < 2 / d { let v = u - 1.5 / d; return n * v * v + 0.75 }
        if u < 2.5 / d { let v = u - 2.25 / d; return n * v * v + 0.9375 }
        let v = u - 2.625 / d
        return n * v * v + 0.984375
    }

    @inlinable
    static func back(_ s: Double, _ mode: EasingMode, _ input: Double) -> Double {
        let u = clampUnit(input)
        if u == 0 || u == 1 { return u }
        switch mode {
        case .easeIn: return u * u * ((s + 1) * u - s)
        case .easeOut: let v = u - 1; return 1 + v * v * ((s + 1) * v + s)
        case .easeInOut:
            let s2 = s * 1.525
            if u < 0.5 { let w = 2 * u; return w * w * ((s2 + 1) * w - s2) / 2 }
            let w = 2 * u - 2
            return (w * w * ((s2 + 1) * w + s2) + 2) / 2
        }
    }
}

/// Elastic parameters with the phase shift precomputed (EASING.md §2).
@usableFromInline
final class ElasticCurve: Hashable, Sendable {
    @usableFromInline let amplitude: Double
    @usableFromInline let period: Double
    @usableFromInline let shift: Double

    /// Clamps as documented on ``Easing/easeOutElastic(amplitude:period:)``.
    @usableFromInline
    init(amplitude: Double, period: Double) {
        let p = period.isFinite && period > 0 ? period : 0.3
        let a = amplitude.isFinite && amplitude >= 1 ? amplitude : 1
        self.amplitude = a
        self.period = p
        self.shift = amplitude.isFinite && amplitude >= 1 ? p / (2 * Double.pi) * asin(1 / a) : p / 4
    }

    @usableFromInline
    static func == (l: ElasticCurve, r: ElasticCurve) -> Bool { l.amplitude == r.amplitude && l.period == r.period }

    @usableFromInline
    func hash(into h: inout Hasher) { h.combine(amplitude); h.combine(period) }

    @inlinable
    func value(_ mode: EasingMode, _ input: Double) -> Double {
        let u = Penner.clampUnit(input)
        if u == 0 || u == 1 { return u }
        let a = amplitude, s = shift, k = 2 * Double.pi / period
        switch mode {
        case .easeIn: return -a * exp2(10 * (u - 1)) * sin(((u - 1) - s) * k)
        case .easeOut: return a * exp2(-10 * u) * sin((u - s) * k) + 1
        case .easeInOut:
            let w = 2 * u
            if w < 1 { return -0.5 * a * exp2(10 * (w - 1)) * sin((w - 1 - s) * k) }
            return 0.5 * a * exp2(-10 * (w - 1)) * sin((w - 1 - s) * k) + 1
        }
    }
}
