#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Scrollwork

/// Turns paths into polylines: lines kept, Bézier curves cut into straight pieces so that no
/// piece strays more than a tolerance from the curve, with close to the fewest pieces.
///
/// Quadratic curves are cut where the parabola arc-length-like integral of ``QuadSubdivision``
/// is equally spaced, after R. Levien, "Flattening quadratic Béziers" (2019). A cubic is cut
/// evenly in t into pieces that each lie within a tenth of the tolerance of a quadratic, and
/// those quadratics are flattened with the other nine tenths. For 200 random cubics across
/// 1024×1024 at 0.2 px this gives 8,720 pieces where cutting each curve evenly in t (Wang's
/// formula) gave 12,968; the ideal is about 6,450.
internal enum Flattener {
    /// The most pieces one curve is cut into (bounded work for absurd coordinates).
    static let maxPiecesPerCurve = 1024

    /// The share of the tolerance that a cubic's pieces may stray from their quadratics (the
    /// rest goes to flattening the quadratics).
    static let cubicToQuadraticShare = 0.1

    /// √3 / 36: the distance between a cubic and its quadratic (see ``appendCubic``) is at
    /// most this times the length of the cubic's third difference.
    static let cubicToQuadraticError = 3.0.squareRoot() / 36

    /// Appends the flattened `path` (mapped through `transform`) to `out`.
    /// Returns `false` (and appends nothing usable) when a coordinate is not finite.
    ///
    /// The path is flattened under the transform's linear part, and the translation is added
    /// to the points afterwards: a shape moved by a translation gets exactly the polygon it
    /// had, moved (what lets ``KeptPolygons`` keep one polygon for every position of a shape).
    @discardableResult
    static func flatten(_ path: Path, transform: AffineTransform, tolerance: Double, into out: inout Polyline) -> Bool {
        let first = out.points.count
        guard flatten(path, linear: transform, tolerance: tolerance, into: &out) else { return false }
        translate(&out, from: first, by: transform.translation)
        return true
    }

    /// Adds `offset` to the points of `polyline` from index `first` on.
    static func translate(_ polyline: inout Polyline, from first: Int, by offset: Point) {
        guard offset.x != 0 || offset.y != 0 else { return }
        polyline.withMutablePoints { points in
            for i in first..<points.count { points[i] = points[i] + offset }
        }
    }

    /// Appends `path` flattened under `transform`'s linear part (its translation ignored).
    static func flatten(_ path: Path, linear transform: AffineTransform, tolerance: Double, into out: inout Polyline) -> Bool {
        let pts = path.points
        for p in pts where !p.isFinite { return false }
        guard tolerance > 0, tolerance.isFinite else { return false }
        var i = 0
        var current = Point.zero
        var start = Point.zero
        var open = false
        let identity = transform.linearPart.isIdentity
        @inline(__always) func map(_ p: Point) -> Point { identity ? p : transform.applyToVector(p) }
        for verb in path.verbs {
            switch verb {
            case .move:
                current = map(pts[i]); start = current
                out.begin(current)
                open = true
            case .line:
                let p = map(pts[i])
                if !open { out.begin(current); open = true }
                if p == current { out.markDot() }
                out.add(p); current = p
            case .quad:
                // A curve that does not leave the current point is no segment (as Chromium's
                // canvas drops it): a sub-path of such curves stays a lone point.
                if pts[i] == pts[i + 1] && map(pts[i]) == current { break }
                let c = map(pts[i]), p = map(pts[i + 1])
                if !open { out.begin(current); open = true }
                appendQuad(current, c, p, tolerance: tolerance, maxPieces: maxPiecesPerCurve, into: &out)
                current = p
            case .cubic:
                if pts[i] == pts[i + 1] && pts[i + 1] == pts[i + 2] && map(pts[i]) == current { break }
                let c1 = map(pts[i]), c2 = map(pts[i + 1]), p = map(pts[i + 2])
                if !open { out.begin(current); open = true }
                appendCubic(current, c1, c2, p, tolerance: tolerance, into: &out)
                current = p
            case .close:
                if open { out.closeContour() }
                open = false
                current = start
            }
            i += verb.pointCount
        }
        return true
    }

    /// Appends the flattened quadratic Bézier from `p0` (control `p1`) to `p2`, without its
    /// start: at most `maxPieces` points, the last exactly `p2`.
    @inline(__always)
    static func appendQuad(_ p0: Point, _ p1: Point, _ p2: Point, tolerance: Double, maxPieces: Int,
                           into out: inout Polyline) {
        let cuts = QuadSubdivision(p0, p1, p2, tolerance: tolerance, maxPieces: maxPieces)
        if cuts.count > 1 {
            for k in 1..<cuts.count {
                let t = cuts.parameter(k), mt = 1 - t
                out.add(p0 * (mt * mt) + p1 * (2 * mt * t) + p2 * (t * t))
            }
        }
        out.add(p2)
    }

    /// Appends the flattened cubic Bézier from `p0` (controls `p1`, `p2`) to `p3`, without its
    /// start: at most ``maxPiecesPerCurve`` points, the last exactly `p3`.
    ///
    /// The cubic is cut evenly in t into m pieces. Each piece, with ends q0, q3 and controls
    /// q1, q2, is replaced by the quadratic with control (3·(q1 + q2) − q0 − q3) / 4, which
    /// lies within (√3/36)·|q3 − 3q2 + 3q1 − q0| of it. That third difference is the whole
    /// curve's times (1/m)³, so m is the smallest count that keeps this within
    /// ``cubicToQuadraticShare`` of the tolerance; the quadratics get the rest.
    static func appendCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double,
                            into out: inout Polyline) {
        let d01 = p1 - p0, d12 = p2 - p1, d23 = p3 - p2
        // A curve whose control points lie within 4/3 of the tolerance of its chord's line and
        // project onto the chord lies within the tolerance of the chord (3t(1 − t) ≤ 3/4), and
        // the chord within the tolerance of the curve (which covers the chord's whole length).
        let chord = p3 - p0
        let chordSquared = chord.dot(chord)
        if chordSquared > 0 {
            let along1 = d01.dot(chord), along2 = (p2 - p0).dot(chord)
            let across = max(abs(chord.cross(d01)), abs(chord.cross(p2 - p0)))
            if along1 >= 0 && along1 <= chordSquared && along2 >= 0 && along2 <= chordSquared
                && 0.5625 * across * across <= tolerance * tolerance * chordSquared {
                out.add(p3)
                return
            }
        }
        let third = d23 - d12 * 2 + d01
        // Each coordinate of the derivative is at most 3·max|d|; the quadratics' controls need
        // twice that to be finite.
        let derivativeBound = 6 * max(max(abs(d01.x), abs(d01.y)), max(abs(d12.x), abs(d12.y)),
                                      max(abs(d23.x), abs(d23.y)))
        guard derivativeBound.isFinite, third.isFinite else {
            appendCubicEvenly(p0, p1, p2, p3, tolerance: tolerance, into: &out)
            return
        }
        let quadTolerance = (1 - cubicToQuadraticShare) * tolerance
        let cubed = cubicToQuadraticError * third.length / (cubicToQuadraticShare * tolerance)
        let root = cbrt(cubed).rounded(.up)
        let m = root < Double(maxPiecesPerCurve) ? max(1, Int(root)) : maxPiecesPerCurve
        if m == 1 {
            let control = ((p1 + p2) * 3 - p0 - p3) * 0.25
            appendQuad(p0, control, p3, tolerance: quadTolerance, maxPieces: maxPiecesPerCurve, into: &out)
            return
        }
        // Every piece gets an equal share of the point budget (at least one point).
        let piecesPerQuad = maxPiecesPerCurve / m
        let span = 1 / Double(m)
        var q0 = p0, velocity0 = d01 * 3
        for j in 1...m {
            let q3: Point, velocity3: Point
            if j == m {
                q3 = p3; velocity3 = d23 * 3
            } else {
                let t = Double(j) * span, mt = 1 - t
                let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
                q3 = Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
                velocity3 = (d01 * (mt * mt) + d12 * (2 * mt * t) + d23 * (t * t)) * 3
            }
            // q1 = q0 + velocity0·span/3 and q2 = q3 − velocity3·span/3, so the quadratic's
            // control (3·(q1 + q2) − q0 − q3) / 4 is:
            let control = (q0 + q3) * 0.5 + (velocity0 - velocity3) * (0.25 * span)
            appendQuad(q0, control, q3, tolerance: quadTolerance, maxPieces: piecesPerQuad, into: &out)
            q0 = q3; velocity0 = velocity3
        }
    }

    /// Appends the cubic cut evenly in t, the count from Wang's formula: for curves whose
    /// differences overflow, where only the bounded work matters.
    private static func appendCubicEvenly(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double,
                                          into out: inout Polyline) {
        let dd = max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
        let n = pieces(0.75 * dd / tolerance, max: maxPiecesPerCurve)
        if n > 1 {
            let step = 1 / Double(n)
            for k in 1..<n {
                let t = Double(k) * step, mt = 1 - t
                let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
                out.add(Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                              y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
            }
        }
        out.add(p3)
    }

    /// Wang's piece count, ⌈√squared⌉, clamped to 1…`max` (`max` for non-finite input).
    @inline(__always)
    static func pieces(_ squared: Double, max: Int) -> Int {
        guard squared.isFinite else { return max }
        let n = squared.squareRoot().rounded(.up)
        return n < 1 ? 1 : (n > Double(max) ? max : Int(n))
    }
}
