/// A CSS `cubic-bezier(x1, y1, x2, y2)` timing curve (a shared immutable box, so that
/// ``Easing`` stays small), solved like WebKit's `UnitBezier`
/// (EASING.md §3): polynomial coefficients and an 11-sample table of `X(τ)` are computed once,
/// so evaluating allocates nothing. Outside 0…1 the curve continues along its end tangents.
@usableFromInline
final class CubicBezierCurve: Hashable, Sendable {
    @usableFromInline let x1: Double, y1: Double, x2: Double, y2: Double
    @usableFromInline let ax: Double, bx: Double, cx: Double
    @usableFromInline let ay: Double, by: Double, cy: Double
    /// Slopes of the straight extensions before 0 and after 1.
    @usableFromInline let startGradient: Double, endGradient: Double
    /// `X(τ)` at τ = 0.1, 0.2, …, 0.9 (τ = 0 and 1 give 0 and 1).
    @usableFromInline let samples: (Double, Double, Double, Double, Double, Double, Double, Double, Double)
    @usableFromInline let isIdentity: Bool

    /// Control points as given, after clamping (see ``Easing/cubicBezier(_:_:_:_:)``).
    @usableFromInline
    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        func clampX(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        let x1 = clampX(x1), x2 = clampX(x2)
        let y1 = y1.isFinite ? y1 : 0, y2 = y2.isFinite ? y2 : 1
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
        let cx = 3 * x1, bx = 3 * (x2 - x1) - 3 * x1
        let ax = 1 - cx - bx
        self.cx = cx; self.bx = bx; self.ax = ax
        cy = 3 * y1; by = 3 * (y2 - y1) - 3 * y1; ay = 1 - 3 * y1 - (3 * (y2 - y1) - 3 * y1)
        if x1 > 0 { startGradient = y1 / x1 } else if x2 > 0 { startGradient = y2 / x2 } else { startGradient = 0 }
        if x2 < 1 { endGradient = (y2 - 1) / (x2 - 1) } else if x1 < 1 { endGradient = (y1 - 1) / (x1 - 1) } else { endGradient = 0 }
        isIdentity = x1 == y1 && x2 == y2
        func sx(_ i: Int) -> Double { let t = Double(i) / 10; return ((ax * t + bx) * t + cx) * t }
        samples = (sx(1), sx(2), sx(3), sx(4), sx(5), sx(6), sx(7), sx(8), sx(9))
    }

    @usableFromInline
    static func == (l: CubicBezierCurve, r: CubicBezierCurve) -> Bool {
        l.x1 == r.x1 && l.y1 == r.y1 && l.x2 == r.x2 && l.y2 == r.y2
    }

    @usableFromInline
    func hash(into h: inout Hasher) { h.combine(x1); h.combine(y1); h.combine(x2); h.combine(y2) }

    @inlinable @inline(__always)
    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inlinable @inline(__always)
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inlinable @inline(__always)
    func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    @inlinable
    func sample(_ i: Int) -> Double {
        switch i {
        case 0: return 0
        case 1: return samples.0
        case 2: return samples.1
        case 3: return samples.2
        case 4: return samples.3
        case 5: return samples.4
        case 6: return samples.5
        case 7: return samples.6
        case 8: return samples.7
        case 9: return samples.8
        default: return 1
        }
    }

    /// The curve parameter τ with `X(τ) = x`, for `x` in 0…1.
    @inlinable
    func solveCurveX(_ x: Double) -> Double {
        let epsilon = 1e-7
        // 1. Bracket from the sample table and guess linearly.
        var i = 1
        while i < 10 && x > sample(i) { i += 1 }
        let lo = sample(i - 1), hi = sample(i)
        var t0 = Double(i - 1) / 10, t1 = Double(i) / 10
        var t = hi > lo ? t0 + (x - lo) / (hi - lo) * 0.1 : t0
        // 2. Newton–Raphson.
        for _ in 0..<4 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let d = sampleDerivativeX(t)
            if abs(d) < 1e-7 { break }
            t -= error / d
        }
        // 3. Bisection in the bracket.
        t = min(max(t, t0), t1)
        var iterations = 0
        while iterations < 64 {
            let value = sampleX(t)
            if abs(value - x) < epsilon { return t }
            if x > value { t0 = t } else { t1 = t }
            t = (t0 + t1) / 2
            iterations += 1
        }
        return t
    }

    /// The eased value at progress `x`; straight tangent lines outside 0…1.
    @inlinable
    func value(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x < 0 { return startGradient * x }
        if x > 1 { return 1 + endGradient * (x - 1) }
        if isIdentity || x == 0 || x == 1 { return x }
        return sampleY(solveCurveX(x))
    }
}
