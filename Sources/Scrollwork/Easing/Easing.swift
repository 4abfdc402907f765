/// The shape of a segment between two keyframes: a function from progress `u` through the
/// segment to the interpolation factor handed to ``Interpolatable/interpolated(to:progress:)``.
///
/// One value type covers the whole catalogue of EASING.md: `linear`, the 30 Penner curves
/// (`easeInQuad` … `easeInOutBounce`), back with a custom overshoot, elastic with an amplitude
/// and period, CSS `cubic-bezier` and its keywords, `steps`, CSS `linear()` stop lists, springs
/// in three forms, `hold` and a custom closure.
///
/// ```swift
/// Easing.easeInOutBack.value(at: 0.25)               // −0.0996818437
/// Easing.cubicBezier(0.25, 0.1, 0.25, 1).value(at: 0.5) // ≈ 0.8024034
/// Easing.steps(4, .jumpEnd).value(at: 0.5)           // 0.5
/// ```
///
/// `f(0) = 0` and `f(1) = 1` for every continuous curve; the result may leave 0…1 (back,
/// elastic, springs, overshooting béziers) and nothing downstream clamps it. Outside 0…1 the
/// input is handled per family: béziers follow their end tangents, `steps` and `linear()` use
/// their CSS extensions, Penner curves and springs clamp the input into 0…1.
///
/// Factories never throw or trap: out-of-domain parameters are clamped as each documents.
/// Two easings are equal when they are the same curve with the same parameters; two custom
/// easings are equal only when they come from the same ``custom(_:)`` call.
public struct Easing: Equatable, Sendable {
    @usableFromInline
    enum Kind: Equatable, Sendable {
        case linear
        case penner(PennerFamily, EasingMode)
        case back(Double, EasingMode)
        case elastic(ElasticCurve, EasingMode)
        case cubicBezier(CubicBezierCurve)
        case steps(Int, StepPosition)
        case linearStops(LinearStopCurve)
        case spring(SpringCurve)
        case hold
        case custom(CustomEasingFunction)
    }

    @usableFromInline
    let kind: Kind

    @inlinable
    init(_ kind: Kind) { self.kind = kind }

    /// The eased factor at `progress` (normally 0…1; any value is accepted).
    @inlinable @inline(__always)
    public func value(at progress: Double) -> Double {
        value(at: progress, beforeFlag: false)
    }

    /// The eased factor, with CSS's *before flag*: when set, an input exactly on a `steps`
    /// boundary takes the lower step, and `linear()` at its first input gives its first output.
    /// Scrubbing leaves it `false`; it exists for direction-aware stepping.
    @inlinable @inline(__always)
    public func value(at progress: Double, beforeFlag: Bool) -> Double {
        switch kind {
        case .linear: return progress
        case .penner(let family, let mode): return Penner.value(family, mode, progress)
        case .back(let s, let mode): return Penner.back(s, mode, progress)
        case .elastic(let curve, let mode): return curve.value(mode, progress)
        case .cubicBezier(let curve): return curve.value(progress)
        case .steps(let n, let position): return Easing.stepValue(progress, n, position, beforeFlag)
        case .linearStops(let curve): return curve.value(progress, beforeFlag: beforeFlag)
        case .spring(let curve): return curve.value(Penner.clampUnit(progress))
        case .hold: return progress >= 1 ? 1 : 0
        case .custom(let function): return function.body(progress)
        }
    }

    /// Whether the curve is ``linear`` (lets callers skip the call).
    @inlinable
    public var isLinear: Bool { if case .linear = kind { return true } else { return false } }

    /// Whether the curve is ``hold``.
    @inlinable
    public var isHold: Bool { if case .hold = kind { return true } else { return false } }

    @inlinable
    static func stepValue(_ x: Double, _ n: Int, _ position: StepPosition, _ beforeFlag: Bool) -> Double {
        if x.isNaN { return x }
        let scaled = x * Double(n)
        var step = scaled.rounded(.down)
        if position == .jumpStart || position == .jumpBoth { step += 1 }
        if beforeFlag && scaled == scaled.rounded(.down) { step -= 1 }
        if x >= 0 && step < 0 { step = 0 }
        let jumps: Double
        switch position {
        case .jumpStart, .jumpEnd: jumps = Double(n)
        case .jumpNone: jumps = Double(n - 1)
        case .jumpBoth: jumps = Double(n + 1)
        }
        if x <= 1 && step > jumps { step = jumps }
        return step / jumps
    }
}

/// The closure of a custom easing, boxed so that easings stay `Equatable` (by identity).
@usableFromInline
final class CustomEasingFunction: Equatable, Sendable {
    @usableFromInline let body: @Sendable (Double) -> Double
    init(_ body: @escaping @Sendable (Double) -> Double) { self.body = body }
    @usableFromInline
    static func == (l: CustomEasingFunction, r: CustomEasingFunction) -> Bool { l === r }
}

extension Easing: CustomStringConvertible {
    /// A short name for the curve, e.g. `easeInQuad` or `cubicBezier(0.25, 0.1, 0.25, 1.0)`.
    public var description: String {
        func modeName(_ m: EasingMode) -> String {
            switch m { case .easeIn: "easeIn"; case .easeOut: "easeOut"; case .easeInOut: "easeInOut" }
        }
        switch kind {
        case .linear: return "linear"
        case .penner(let f, let m): return modeName(m) + "\(f)".prefix(1).uppercased() + "\(f)".dropFirst()
        case .back(let s, let m): return modeName(m) + "Back(overshoot: \(s))"
        case .elastic(let c, let m): return modeName(m) + "Elastic(amplitude: \(c.amplitude), period: \(c.period))"
        case .cubicBezier(let c): return "cubicBezier(\(c.x1), \(c.y1), \(c.x2), \(c.y2))"
        case .steps(let n, let p): return "steps(\(n), .\(p))"
        case .linearStops(let c): return "linearStops(\(c.outputs.count) points)"
        case .spring(let c): return "spring(mass: \(c.spring.mass), stiffness: \(c.spring.stiffness), damping: \(c.spring.damping), duration: \(c.duration))"
        case .hold: return "hold"
        case .custom: return "custom"
        }
    }
}
