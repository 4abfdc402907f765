#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Scrollwork

/// One cubic Bézier segment in polynomial form, with the operations lottie-web's offset path
/// and zig zag work with (its `PolynomialBezier`): evaluation, tangent and normal angles,
/// splitting, inflection points, bounds and intersections. Point comparisons use lottie-web's
/// relative tolerance (``CubicSegment/nearlyEqual(_:_:)``), so the modifiers decide as it does.
struct CubicSegment: Equatable {
    var p0: Point, p1: Point, p2: Point, p3: Point

    /// A segment; with `linearize`, a control point that sits on its end point is moved to a
    /// third of the chord, so the segment has a tangent there.
    init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, linearize: Bool = false) {
        self.p0 = p0
        self.p1 = linearize && CubicSegment.nearlyEqual(p0, p1) ? CubicSegment.lerp(p0, p3, 1.0 / 3) : p1
        self.p2 = linearize && CubicSegment.nearlyEqual(p2, p3) ? CubicSegment.lerp(p0, p3, 2.0 / 3) : p2
        self.p3 = p3
    }

    /// A segment that stays on one point.
    init(point p: Point) { self.init(p, p, p, p) }

    /// Segment `k → k+1` of a contour (the closing one for the last `k`), linearized.
    init(_ contour: Contour, _ k: Int) {
        let next = (k + 1) % contour.vertices.count
        self.init(contour.vertices[k], contour.outPoints[k], contour.inPoints[next], contour.vertices[next], linearize: true)
    }

    /// Segment `k → k+1` of a contour run backwards, linearized.
    init(reversed contour: Contour, _ k: Int) {
        let next = (k + 1) % contour.vertices.count
        self.init(contour.vertices[next], contour.inPoints[next], contour.outPoints[k], contour.vertices[k], linearize: true)
    }

    // MARK: Polynomial form: a t³ + b t² + c t + d

    var a: Point { Point(x: -p0.x + 3 * p1.x - 3 * p2.x + p3.x, y: -p0.y + 3 * p1.y - 3 * p2.y + p3.y) }
    var b: Point { Point(x: 3 * p0.x - 6 * p1.x + 3 * p2.x, y: 3 * p0.y - 6 * p1.y + 3 * p2.y) }
    var c: Point { Point(x: -3 * p0.x + 3 * p1.x, y: -3 * p0.y + 3 * p1.y) }

    func point(_ t: Double) -> Point {
        let a = self.a, b = self.b, c = self.c
        return Point(x: ((a.x * t + b.x) * t + c.x) * t + p0.x, y: ((a.y * t + b.y) * t + c.y) * t + p0.y)
    }

    func derivative(_ t: Double) -> Point {
        let a = self.a, b = self.b, c = self.c
        return Point(x: (3 * t * a.x + 2 * b.x) * t + c.x, y: (3 * t * a.y + 2 * b.y) * t + c.y)
    }

    /// The direction of travel at `t`, `atan2(dy, dx)`.
    func tangentAngle(_ t: Double) -> Double {
        let d = derivative(t)
        return atan2(d.y, d.x)
    }

    /// `atan2(dx, dy)`: the angle whose polar offset (``CubicSegment/polar(_:_:_:)``) points to
    /// the right of the direction of travel (on screen, y down).
    func normalAngle(_ t: Double) -> Double {
        let d = derivative(t)
        return atan2(d.x, d.y)
    }

    /// The parameters in (0, 1) where the curvature changes sign (none, one or two).
    func inflectionPoints() -> (count: Int, first: Double, second: Double) {
        let a = self.a, b = self.b, c = self.c
        let denominator = a.y * b.x - a.x * b.y
        if CubicSegment.nearlyZero(denominator) { return (0, 0, 0) }
        let cusp = -0.5 * (a.y * c.x - a.x * c.y) / denominator
        let square = cusp * cusp - (1.0 / 3) * (b.y * c.x - b.x * c.y) / denominator
        if square < 0 { return (0, 0, 0) }
        let root = square.squareRoot()
        if CubicSegment.nearlyZero(root) {
            return root > 0 && root < 1 ? (1, cusp, 0) : (0, 0, 0)
        }
        let r0 = cusp - root, r1 = cusp + root
        let in0 = r0 > 0 && r0 < 1, in1 = r1 > 0 && r1 < 1
        switch (in0, in1) {
        case (true, true): return (2, r0, r1)
        case (true, false): return (1, r0, 0)
        case (false, true): return (1, r1, 0)
        case (false, false): return (0, 0, 0)
        }
    }

    /// The two halves at `t` (each linearized); at or outside the ends, the segment and a point.
    func split(_ t: Double) -> (CubicSegment, CubicSegment) {
        if t <= 0 { return (CubicSegment(point: p0), self) }
        if t >= 1 { return (self, CubicSegment(point: p3)) }
        let p10 = CubicSegment.lerp(p0, p1, t), p11 = CubicSegment.lerp(p1, p2, t), p12 = CubicSegment.lerp(p2, p3, t)
        let p20 = CubicSegment.lerp(p10, p11, t), p21 = CubicSegment.lerp(p11, p12, t)
        let p30 = CubicSegment.lerp(p20, p21, t)
        return (CubicSegment(p0, p10, p20, p30, linearize: true), CubicSegment(p30, p21, p12, p3, linearize: true))
    }

    /// The tight bounding box: the ends and the extrema between them.
    func bounds() -> (minX: Double, maxX: Double, minY: Double, maxY: Double) {
        let x = extrema(\.x), y = extrema(\.y)
        return (x.min, x.max, y.min, y.max)
    }

    private func extrema(_ axis: KeyPath<Point, Double>) -> (min: Double, max: Double) {
        var lo = Swift.min(p0[keyPath: axis], p3[keyPath: axis]), hi = Swift.max(p0[keyPath: axis], p3[keyPath: axis])
        // Roots of the derivative 3a t² + 2b t + c.
        let qa = 3 * a[keyPath: axis], qb = 2 * b[keyPath: axis], qc = c[keyPath: axis]
        func consider(_ t: Double) {
            guard t > 0, t < 1 else { return }
            let v = point(t)[keyPath: axis]
            if v < lo { lo = v } else if v > hi { hi = v }
        }
        if qa != 0 {
            let s = qb * qb - 4 * qa * qc
            if s == 0 {
                consider(-qb / (2 * qa))
            } else if s > 0 {
                let single = -qb / (2 * qa), delta = s.squareRoot() / (2 * qa)
                consider(single - delta)
                consider(single + delta)
            }
        }
        return (lo, hi)
    }

    // MARK: Tolerances and helpers (lottie-web's)

    /// `|a − b| · 100000 ≤ min(|a|, |b|)`.
    static func nearlyEqual(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) * 100_000 <= Swift.min(abs(a), abs(b))
    }

    static func nearlyEqual(_ p: Point, _ q: Point) -> Bool {
        nearlyEqual(p.x, q.x) && nearlyEqual(p.y, q.y)
    }

    static func nearlyZero(_ f: Double) -> Bool { abs(f) <= 0.00001 }

    static func lerp(_ p: Point, _ q: Point, _ t: Double) -> Point {
        Point(x: p.x * (1 - t) + q.x * t, y: p.y * (1 - t) + q.y * t)
    }

    /// `p` moved by `length` at `angle`, y up as in lottie-web (`x + cos·l, y − sin·l`).
    static func polar(_ p: Point, _ angle: Double, _ length: Double) -> Point {
        Point(x: p.x + cos(angle) * length, y: p.y - sin(angle) * length)
    }

    /// Where the lines through `a1, a2` and `b1, b2` cross; `nil` when (nearly) parallel.
    static func lineIntersection(_ a1: Point, _ a2: Point, _ b1: Point, _ b2: Point) -> Point? {
        // The lines in homogeneous form, and their crossing as their cross product.
        let l1 = (a1.y - a2.y, a2.x - a1.x, a1.x * a2.y - a2.x * a1.y)
        let l2 = (b1.y - b2.y, b2.x - b1.x, b1.x * b2.y - b2.x * b1.y)
        let x = l1.1 * l2.2 - l1.2 * l2.1
        let y = l1.2 * l2.0 - l1.0 * l2.2
        let w = l1.0 * l2.1 - l1.1 * l2.0
        if nearlyZero(w) { return nil }
        return Point(x: x / w, y: y / w)
    }

    static func distance(_ p: Point, _ q: Point) -> Double { (p - q).length }
}
