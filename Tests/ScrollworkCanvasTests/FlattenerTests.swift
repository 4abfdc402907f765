@testable import ScrollworkCanvas
import Testing
import Scrollwork

/// The flattener: every polyline stays within the tolerance of its curve both ways, ends
/// exactly at the curve's ends, never exceeds the per-curve point budget, and needs clearly
/// fewer pieces than cutting evenly in t.
@Suite("Flattener")
struct FlattenerTests {
    /// One quadratic (three points) or cubic (four points) Bézier curve.
    struct Curve: CustomStringConvertible {
        var points: [Point]

        var start: Point { points[0] }
        var end: Point { points[points.count - 1] }

        func at(_ t: Double) -> Point {
            let mt = 1 - t
            if points.count == 3 {
                return points[0] * (mt * mt) + points[1] * (2 * mt * t) + points[2] * (t * t)
            }
            return points[0] * (mt * mt * mt) + points[1] * (3 * mt * mt * t) + points[2] * (3 * mt * t * t)
                + points[3] * (t * t * t)
        }

        var path: Path {
            var p = Path()
            p.move(to: points[0])
            if points.count == 3 {
                p.quad(to: points[2], control: points[1])
            } else {
                p.cubic(to: points[3], control1: points[1], control2: points[2])
            }
            return p
        }

        /// The same curve moved by `m`.
        func mapped(_ m: AffineTransform) -> Curve { Curve(points: points.map { m.apply($0) }) }

        var description: String { points.map { "(\($0.x), \($0.y))" }.joined(separator: " ") }
    }

    /// The flattened curve's points (one contour, its start included).
    static func flatten(_ curve: Curve, tolerance: Double) -> [Point] {
        var out = Polyline()
        let ok = Flattener.flatten(curve.path, transform: .identity, tolerance: tolerance, into: &out)
        #expect(ok)
        #expect(out.contours.count == 1)
        return Array(out.points)
    }

    static func distance(_ q: Point, toSegment a: Point, _ b: Point) -> Double {
        let ab = b - a
        let lengthSquared = ab.dot(ab)
        let t = lengthSquared > 0 ? min(1, max(0, (q - a).dot(ab) / lengthSquared)) : 0
        return (a + ab * t).distance(to: q)
    }

    /// The worst distances both ways between a curve and its polyline `poly`: from dense samples
    /// of the curve to the polyline, and from each segment's midpoint to the curve.
    static func errors(_ curve: Curve, _ poly: [Point], tolerance: Double) -> (curveToPolyline: Double, polylineToCurve: Double) {
        let segments = poly.count - 1
        guard segments >= 1 else { return (0, 0) }
        // (a) Curve samples to the polyline. The nearest segment is searched near the previous
        // sample's (the minimum over fewer segments can only be larger, so this never hides an
        // error); anything over half the tolerance is checked against every segment.
        let samples = max(4000, 64 * segments)
        var cursor = 0
        var worstToPolyline = 0.0
        for k in 0...samples {
            let q = curve.at(Double(k) / Double(samples))
            var best = Double.infinity, bestIndex = cursor
            for s in max(0, cursor - 4)...min(segments - 1, cursor + 4) {
                let d = distance(q, toSegment: poly[s], poly[s + 1])
                if d < best { best = d; bestIndex = s }
            }
            if best > 0.5 * tolerance {
                for s in 0..<segments {
                    let d = distance(q, toSegment: poly[s], poly[s + 1])
                    if d < best { best = d; bestIndex = s }
                }
            }
            cursor = bestIndex
            worstToPolyline = max(worstToPolyline, best)
        }
        // (b) Segment midpoints to the curve: the nearest of 1,024 samples, then each local
        // minimum of the sampled distance refined on the true curve (golden-section search).
        let coarse = 1024
        let coarsePoints = (0...coarse).map { curve.at(Double($0) / Double(coarse)) }
        var worstToCurve = 0.0
        for s in 0..<segments {
            let q = (poly[s] + poly[s + 1]) * 0.5
            let d = coarsePoints.map { $0.distance(to: q) }
            var best = d.min() ?? .infinity
            for k in 0...coarse where (k == 0 || d[k] <= d[k - 1]) && (k == coarse || d[k] <= d[k + 1]) {
                var lo = Double(max(0, k - 1)) / Double(coarse), hi = Double(min(coarse, k + 1)) / Double(coarse)
                let ratio = (5.0.squareRoot() - 1) / 2
                for _ in 0..<40 {
                    let a = hi - ratio * (hi - lo), b = lo + ratio * (hi - lo)
                    if curve.at(a).distance(to: q) < curve.at(b).distance(to: q) { hi = b } else { lo = a }
                }
                best = min(best, curve.at((lo + hi) / 2).distance(to: q))
            }
            worstToCurve = max(worstToCurve, best)
        }
        return (worstToPolyline, worstToCurve)
    }

    /// Flattens each curve and checks (a) to (d); returns the worst errors relative to the
    /// tolerance and the total segment count.
    @discardableResult
    static func check(_ curves: [Curve], tolerance: Double, _ label: String) -> (Double, Double, Int) {
        var worstA = 0.0, worstB = 0.0, total = 0
        for curve in curves {
            let poly = flatten(curve, tolerance: tolerance)
            total += poly.count - 1
            // (c) Exact ends; (d) the point budget.
            #expect(poly.first == curve.start, "\(label): start of \(curve)")
            #expect(poly.last == curve.end, "\(label): end of \(curve)")
            #expect(poly.count - 1 <= Flattener.maxPiecesPerCurve, "\(label): \(poly.count - 1) pieces for \(curve)")
            let (a, b) = errors(curve, poly, tolerance: tolerance)
            #expect(a <= 1.05 * tolerance, "\(label): curve strays \(a) from the polyline at tolerance \(tolerance): \(curve)")
            #expect(b <= 1.05 * tolerance, "\(label): polyline strays \(b) from the curve at tolerance \(tolerance): \(curve)")
            worstA = max(worstA, a / tolerance)
            worstB = max(worstB, b / tolerance)
        }
        print("Flattener \(label): \(curves.count) curves, \(total) segments, worst curve→polyline \(Support.fixed(worstA, 3))·tol, "
              + "polyline→curve \(Support.fixed(worstB, 3))·tol")
        return (worstA, worstB, total)
    }

    /// A random similarity (turn, uniform scale, move) for placing a shape anywhere.
    static func placement(_ g: inout SeededGenerator, scale: Double, offset: Double) -> AffineTransform {
        let angle = g.next() * 2 * Double.pi
        return AffineTransform(scaleX: scale, y: scale)
            .concatenating(AffineTransform(rotation: angle))
            .concatenating(AffineTransform(translationX: g.next() * offset, y: g.next() * offset))
    }

    static let scales: [Double] = [0.5, 5, 50, 500, 10_000]
    /// Tolerances to test at (the finest, with the most pieces, only in optimized builds).
    static let tolerances: [Double] = Support.isRelease ? [0.2, 0.02, 1] : [0.2, 1]

    @Test(arguments: tolerances)
    func randomCubicsAndQuadsStayWithinTolerance(_ tolerance: Double) {
        var g = SeededGenerator(state: 1)
        var cubics: [Curve] = [], quads: [Curve] = []
        for scale in Self.scales {
            for _ in 0..<30 {
                let offset = g.next() * 10_000
                let o = Point(offset, offset)
                cubics.append(Curve(points: (0..<4).map { _ in g.point(in: scale) + o }))
                quads.append(Curve(points: (0..<3).map { _ in g.point(in: scale) + o }))
            }
        }
        Self.check(cubics, tolerance: tolerance, "random cubics, tolerance \(tolerance)")
        Self.check(quads, tolerance: tolerance, "random quads, tolerance \(tolerance)")
    }

    @Test(arguments: tolerances)
    func cuspsAndLoopsStayWithinTolerance(_ tolerance: Double) {
        var g = SeededGenerator(state: 2)
        // (0,0) (1,1) (0,1) (1,0) has a cusp at t = ½; pulling the controls apart makes a loop,
        // pushing them together a sharp bend.
        var curves: [Curve] = []
        for scale in Self.scales {
            for k in 0..<16 {
                let spread = k < 4 ? 0 : (k < 8 ? 1e-6 : (g.next() - 0.4) * 1.5)
                let shape = Curve(points: [Point(0, 0), Point(1 + spread, 1), Point(-spread, 1), Point(1, 0)])
                curves.append(shape.mapped(Self.placement(&g, scale: scale, offset: 5_000)))
            }
        }
        Self.check(curves, tolerance: tolerance, "cusps and loops, tolerance \(tolerance)")
    }

    @Test(arguments: tolerances)
    func straightAndCollinearCurvesStayWithinTolerance(_ tolerance: Double) {
        var g = SeededGenerator(state: 3)
        var curves: [Curve] = []
        for scale in Self.scales {
            for k in 0..<12 {
                // Controls along the chord: in order (straight), beyond the ends (the curve
                // doubles back), or slightly off the line; axis-aligned or turned.
                let a = g.next(), b = g.next()
                let along: [Double] = k % 3 == 0 ? [min(a, b), max(a, b)] : (k % 3 == 1 ? [1 + 2 * a, -2 * b] : [a, b])
                let off = k % 3 == 2 ? (g.next() - 0.5) * 1e-3 : 0
                let cubic = Curve(points: [Point(0, 0), Point(along[0], off), Point(along[1], -off), Point(1, 0)])
                let quad = Curve(points: [Point(0, 0), Point(k % 2 == 0 ? along[0] : 1 + 3 * a, off), Point(1, 0)])
                let m = k < 6 ? AffineTransform(scaleX: scale, y: scale) : Self.placement(&g, scale: scale, offset: 5_000)
                curves.append(cubic.mapped(m))
                curves.append(quad.mapped(m))
            }
        }
        Self.check(curves, tolerance: tolerance, "straight and collinear, tolerance \(tolerance)")
    }

    @Test func degenerateCurvesStayWithinTolerance() {
        let p = Point(100, 200), q = Point(300, 250), r = Point(150, 50)
        let curves = [
            Curve(points: [p, p, p, p]), Curve(points: [p, p, p]),
            Curve(points: [p, p, q, q]),  // a line with zero tangents (as Lottie writes them)
            Curve(points: [p, q, q, q]), Curve(points: [p, p, p, q]), Curve(points: [p, p, q]), Curve(points: [p, q, q]),
            Curve(points: [p, q, r, p]), Curve(points: [p, q, p]),  // closed: back to the start
            Curve(points: [p, q, q, p]), Curve(points: [p, q, p, p]),  // out and straight back
        ]
        Self.check(curves, tolerance: 0.2, "degenerate")
    }

    /// Quadratics where the approximate integral spaces the cuts least evenly (found by a
    /// search over random quadratics; without the count margin some of their pieces are 4 to
    /// 8 % over the tolerance) stay within the tolerance itself.
    @Test func leastEvenQuadraticsStayWithinTolerance() {
        let curves = [
            Curve(points: [Point(4484.232655171339, -2186.294328005732), Point(-4224.19481075545, 1537.8557981101826),
                           Point(-2342.8748512006505, 962.0185163645612)]),
            Curve(points: [Point(119.53179252216744, 137.36405420676988), Point(-56.98286119727011, -51.25702215169392),
                           Point(128.90578386287004, 136.27369826232245)]),
        ]
        let (a, b, _) = Self.check(curves, tolerance: 0.2, "least even quadratics")
        #expect(a <= 1 && b <= 1)
    }

    /// A straight segment written as a cubic (as Lottie writes polygon edges) is one piece.
    @Test func straightCubicIsOnePiece() {
        let curve = Curve(points: [Point(10, 10), Point(10, 10), Point(900, 700), Point(900, 700)])
        #expect(Self.flatten(curve, tolerance: 0.2).count == 2)
    }

    /// Whatever the coordinates, no curve gives more than the budget of points, and every
    /// point is finite.
    @Test(arguments: [1e6, 1e12, 1e30, 1e300, Double.greatestFiniteMagnitude / 2])
    func pointBudgetHoldsForHugeCoordinates(_ size: Double) {
        var g = SeededGenerator(state: 4)
        var shapes: [Curve] = []
        for _ in 0..<20 {
            shapes.append(Curve(points: (0..<4).map { _ in g.point(in: size) }))
            shapes.append(Curve(points: (0..<3).map { _ in g.point(in: size) }))
        }
        shapes.append(Curve(points: [Point(0, 0), Point(size, size), Point(0, size), Point(size, 0)]))  // cusp
        shapes.append(Curve(points: [Point(-size, 0), Point(size, 0), Point(-size, 0), Point(size, 0)]))  // collinear
        shapes.append(Curve(points: [Point(-size, -size), Point(size, size), Point(-size, -size)]))
        for curve in shapes {
            let poly = Self.flatten(curve, tolerance: 0.2)
            #expect(poly.count - 1 <= Flattener.maxPiecesPerCurve, "\(poly.count - 1) pieces for \(curve)")
            #expect(poly.first == curve.start && poly.last == curve.end)
            #expect(poly.allSatisfy { $0.isFinite }, "a non-finite point for \(curve)")
        }
    }

    /// The benchmark's 200 random cubics across 1024×1024 (the same generator and order).
    static func benchmark() -> [Curve] {
        var g = SeededGenerator(state: 7)
        var curves: [Curve] = []
        for _ in 0..<200 {
            let p0 = g.point(in: 1024), p3 = g.point(in: 1024), p1 = g.point(in: 1024), p2 = g.point(in: 1024)
            curves.append(Curve(points: [p0, p1, p2, p3]))
        }
        return curves
    }

    /// The benchmark curves (200 random cubics across 1024×1024 at 0.2 px): clearly fewer
    /// pieces than cutting evenly in t with Wang's count.
    @Test func randomCubicsNeedFarFewerPiecesThanWang() {
        let curves = Self.benchmark()
        var wang = 0
        for c in curves {
            let p = c.points
            let dd = max((p[0] - p[1] * 2 + p[2]).length, (p[1] - p[2] * 2 + p[3]).length)
            wang += Int((0.75 * dd / 0.2).squareRoot().rounded(.up))
        }
        let (_, _, total) = Self.check(curves, tolerance: 0.2, "benchmark cubics")
        print("Flattener benchmark cubics: \(total) segments, Wang's count \(wang)")
        #expect(Double(total) <= 0.8 * Double(wang))
    }
}
