import Scrollwork

/// Where to cut one quadratic Bézier so that its chords stay within a tolerance of the curve,
/// with close to the fewest chords: after R. Levien, "Flattening quadratic Béziers" (2019).
///
/// A chord spanning arc length Δs of a curve with curvature κ strays about κ·Δs²/8 from it, so
/// the fewest chords within a tolerance `tol` number about ∫ √(κ / (8·tol)) ds, and they are
/// found by cutting that integral into equal parts. Every quadratic Bézier is a piece of a
/// parabola, the standard parabola y = x² moved, turned and scaled by a factor `scale`. On
/// y = x², √κ ds = √2 · (1 + 4x²)^(-1/4) dx, whose integral has no closed form; ``integral(_:)``
/// approximates it and ``inverseIntegral(_:)`` approximates its inverse. So the curve, from
/// x0 to x2 on the standard parabola, needs about ½ · √(scale / tol) · |I(x2) − I(x0)| chords,
/// and the cuts are where I is equally spaced.
///
/// Near the parabola's vertex that estimate is too low when the curve is sharp (a near-cusp):
/// the curvature changes too quickly within one chord. A chord across the vertex, from −x to
/// x, strays scale·x² from it, so when the curve passes the vertex each chord spans at most
/// 2·I(xmin), with xmin = √(tol / scale). The count is then raised by ``countMargin`` to
/// make up for the approximations.
///
/// Two cases are handled without the parabola: a curve that lies within the tolerance of its
/// chord is one piece (this is exact, not an estimate), and a curve that is straight to the
/// arithmetic's precision (or whose numbers overflow) is cut evenly in t, the count from
/// Wang's formula. A collinear curve whose control point lies beyond an end doubles back on
/// itself, so it needs more than its chord: the even cut covers that.
internal struct QuadSubdivision {
    /// The number of pieces (at least 1).
    let count: Int
    /// Whether the cuts are even in t (the fallback) rather than even in the parabola integral.
    private let evenInT: Bool
    /// The approximate parabola integral at the curve's start.
    private let integralStart: Double
    /// The change of the integral from one cut to the next.
    private let integralStep: Double
    /// The inverse integral at the curve's start (where t = 0).
    private let inverseStart: Double
    /// 1 / (inverse integral at the end − at the start): maps the inverse integral to t.
    private let inverseToT: Double

    /// Plans the cuts of the quadratic Bézier from `p0` (control `p1`) to `p2`, at most
    /// `maxPieces` pieces (at least 1).
    init(_ p0: Point, _ p1: Point, _ p2: Point, tolerance: Double, maxPieces: Int) {
        let chord = p2 - p0
        let toControl = p1 - p0
        // The curve's distance from the chord's line is at most half the control point's, so
        // with the control point within 2·tolerance of that line and projecting onto the
        // chord (the curve then cannot run past either end), one piece is within tolerance.
        let chordSquared = chord.dot(chord)
        let along = toControl.dot(chord)
        let across = chord.cross(toControl)  // the control point's distance × |chord|
        if chordSquared > 0 && along >= 0 && along <= chordSquared
            && 0.25 * across * across <= tolerance * tolerance * chordSquared {
            self.init(evenPieces: 1)
            return
        }

        // The second difference, along the parabola's axis.
        let dd = toControl - (p2 - p1)
        let ddLength = dd.length
        let cross = chord.cross(dd)
        // Straight to the arithmetic's precision: the parabola's frame is undefined.
        if !(abs(cross) > 1e-9 * ddLength * chordSquared.squareRoot()) {
            self.init(evenPieces: Flattener.pieces(0.25 * ddLength / tolerance, max: maxPieces))
            return
        }
        // The ends on the standard parabola, and the scale from it to the curve.
        let x0 = toControl.dot(dd) / cross
        let x2 = (p2 - p1).dot(dd) / cross
        let scale = abs(cross) / (ddLength * abs(x2 - x0))
        let a0 = Self.integral(x0), a2 = Self.integral(x2)
        let sqrtScale = scale.squareRoot(), sqrtTolerance = tolerance.squareRoot()
        let span = abs(a2 - a0)
        let estimate: Double
        if x0 * x2 >= 0 {
            estimate = 0.5 * span * sqrtScale / sqrtTolerance
        } else {
            // Passing the vertex: each piece spans at most 2·I(xmin) of the integral.
            estimate = 0.5 * span / Self.integral(sqrtTolerance / sqrtScale)
        }
        let inverseStart = Self.inverseIntegral(a0)
        let inverseToT = 1 / (Self.inverseIntegral(a2) - inverseStart)
        guard estimate.isFinite, inverseToT.isFinite, inverseStart.isFinite else {
            self.init(evenPieces: Flattener.pieces(0.25 * ddLength / tolerance, max: maxPieces))
            return
        }
        let raised = estimate * Self.countMargin
        let n = raised < Double(maxPieces) ? max(1, Int(raised.rounded(.up))) : maxPieces
        self.init(count: n, evenInT: false, integralStart: a0, integralStep: (a2 - a0) / Double(n),
                  inverseStart: inverseStart, inverseToT: inverseToT)
    }

    /// `count` pieces even in t.
    private init(evenPieces: Int) {
        self.init(count: evenPieces, evenInT: true, integralStart: 0, integralStep: 0, inverseStart: 0, inverseToT: 0)
    }

    /// Sets every property.
    private init(count: Int, evenInT: Bool, integralStart: Double, integralStep: Double, inverseStart: Double,
                 inverseToT: Double) {
        self.count = count
        self.evenInT = evenInT
        self.integralStart = integralStart
        self.integralStep = integralStep
        self.inverseStart = inverseStart
        self.inverseToT = inverseToT
    }

    /// How much the piece count is raised over the estimate. The approximations of the
    /// integral and its inverse are off by up to about 4 %, which leaves some pieces up to
    /// about 8 % over the tolerance (measured on 40,000 random quadratics); a piece's error
    /// falls with the square of the count, so 4 % more pieces bring them back within it.
    static let countMargin = 1.04

    /// The parameter t of cut `i` (0 < i < count), strictly increasing in i, within (0, 1).
    @inline(__always)
    func parameter(_ i: Int) -> Double {
        if evenInT { return Double(i) / Double(count) }
        let u = integralStart + integralStep * Double(i)
        return (Self.inverseIntegral(u) - inverseStart) * inverseToT
    }

    /// Approximately ∫₀ˣ (1 + 4s²)^(-1/4) ds (odd in x; exact slope 1 at 0 and growth √(2x)).
    @inline(__always)
    static func integral(_ x: Double) -> Double {
        let d = 0.67
        let quarterPower = (d * d * d * d + 0.25 * x * x).squareRoot().squareRoot()
        return x / (1 - d + quarterPower)
    }

    /// Approximately the inverse of ``integral(_:)`` (odd and increasing).
    @inline(__always)
    static func inverseIntegral(_ u: Double) -> Double {
        let b = 0.39
        return u * (1 - b + (b * b + 0.25 * u * u).squareRoot())
    }
}
