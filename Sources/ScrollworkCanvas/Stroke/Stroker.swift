#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Turns a polyline into the closed polygons of its stroke outline (to be filled non-zero).
///
/// Each contour gives one outline: for an open contour, the left offset forwards, an end cap,
/// the right offset backwards and a start cap; for a closed one, two loops (left forwards,
/// right backwards). Joins go on the outer side of each corner; the inner side passes through
/// the vertex, which keeps the outline simple enough for the non-zero rule.
@usableFromInline
internal struct Stroker {
    var halfWidth: Double
    var cap: LineCap
    var join: LineJoin
    var miterLimit: Double
    /// The flattening tolerance for round joins and caps, in the polyline's units.
    var tolerance: Double
    /// The largest number of pieces for one round join or cap.
    static let maxArcPieces = 128

    /// Strokes `input` into `out` (which is emptied first).
    func stroke(_ input: Polyline, into out: inout Polyline) {
        out.removeAll()
        guard halfWidth > 0, halfWidth.isFinite else { return }
        for c in input.contours {
            strokeContour(input.points, c, into: &out)
        }
    }

    private func strokeContour(_ pts: [Point], _ c: Polyline.Contour, into out: inout Polyline) {
        // Drop repeated points (and a closing point equal to the first).
        var n = c.count
        let s = c.start
        if c.closed && n > 1 && pts[s] == pts[s + n - 1] { n -= 1 }
        if n == 1 || (n == 2 && pts[s] == pts[s + 1]) {
            dot(pts[s], into: &out)
            return
        }
        if c.closed && n >= 3 {
            // Left loop forwards.
            out.begin(pts[s] + normal(pts[s + n - 1], pts[s]))
            for i in 0..<n {
                let prev = pts[s + (i - 1 + n) % n], cur = pts[s + i], next = pts[s + (i + 1) % n]
                addJoin(prev, cur, next, into: &out)
            }
            out.closeContour()
            // Right loop backwards.
            var first = true
            var i = n - 1
            while i >= 0 {
                let prev = pts[s + (i + 1) % n], cur = pts[s + i], next = pts[s + (i - 1 + n) % n]
                if first { out.begin(cur + normal(prev, cur)); first = false }
                addJoin(prev, cur, next, into: &out)
                i -= 1
            }
            out.closeContour()
            return
        }
        // Open (or a closed two-point contour, stroked as open there and back).
        let a = pts[s], b = pts[s + 1]
        out.begin(a + normal(a, b))
        for i in 1..<(n - 1) {
            addJoin(pts[s + i - 1], pts[s + i], pts[s + i + 1], into: &out)
        }
        let y = pts[s + n - 2], z = pts[s + n - 1]
        out.add(z + normal(y, z))
        addCap(at: z, direction: unit(z - y), into: &out)
        var i = n - 2
        while i >= 1 {
            addJoin(pts[s + i + 1], pts[s + i], pts[s + i - 1], into: &out)
            i -= 1
        }
        out.add(a + normal(b, a))
        addCap(at: a, direction: unit(a - b), into: &out)
        out.closeContour()
    }

    @inline(__always)
    private func unit(_ v: Point) -> Point {
        let l = v.length
        return l > 0 ? v / l : Point(x: 1, y: 0)
    }

    /// The left normal (y-down: to the left of the direction of travel), half a width long.
    @inline(__always)
    private func normal(_ a: Point, _ b: Point) -> Point {
        let d = unit(b - a)
        return Point(x: d.y, y: -d.x) * halfWidth
    }

    /// Adds the left-side corner at `cur`, coming from `prev`, going to `next`: ends the
    /// incoming offset segment and starts the outgoing one.
    private func addJoin(_ prev: Point, _ cur: Point, _ next: Point, into out: inout Polyline) {
        let n0 = normal(prev, cur), n1 = normal(cur, next)
        let d0 = unit(cur - prev), d1 = unit(next - cur)
        let turn = d0.cross(d1)  // > 0: turning clockwise on screen (right); left side is outer.
        let p0 = cur + n0, p1 = cur + n1
        if abs(turn) < 1e-9 && d0.dot(d1) > 0 { out.add(p0); return }
        // A gentle bend (a flattened curve): the two offset points nearly meet, so one point
        // between them is within tolerance on both sides and saves the join's extra edges.
        if d0.dot(d1) > 0, (p1 - p0).dot(p1 - p0) <= tolerance * tolerance {
            out.add((p0 + p1) * 0.5)
            return
        }
        if turn > 0 || (abs(turn) < 1e-9) {
            // Left side is outer (or a full reversal): the join goes here.
            out.add(p0)
            switch join {
            case .bevel: break
            case .round: arc(center: cur, from: n0, to: n1, into: &out)
            case .miter:
                let cosTheta = d0.dot(d1)  // angle between directions
                // Miter length ratio = 1 / sin(half the interior angle) = 1/cos(turn/2).
                let halfCos = ((1 + cosTheta) / 2).squareRoot()
                if halfCos > 1e-9 && 1 / halfCos <= miterLimit {
                    let mid = unit(n0 + n1) * (halfWidth / halfCos)
                    out.add(cur + mid)
                }
            }
            out.add(p1)
        } else {
            // Inner side: pass through the vertex.
            out.add(p0)
            out.add(cur)
            out.add(p1)
        }
    }

    /// Adds arc points around `center` from offset `a` to offset `b` (both of length
    /// halfWidth), the short way round (a half turn goes clockwise, around the front).
    private func arc(center: Point, from a: Point, to b: Point, into out: inout Polyline) {
        let a0 = atan2(a.y, a.x)
        var sweep = atan2(b.y, b.x) - a0
        while sweep > Double.pi { sweep -= 2 * Double.pi }
        while sweep <= -Double.pi { sweep += 2 * Double.pi }
        if abs(abs(sweep) - Double.pi) < 1e-9 { sweep = Double.pi }
        appendArc(center: center, startAngle: a0, sweep: sweep, into: &out)
    }

    private func appendArc(center: Point, startAngle: Double, sweep: Double, into out: inout Polyline) {
        let r = halfWidth
        let step: Double
        // Arcs use a quarter of the tolerance: small round caps and joins stay round.
        let tol = tolerance / 4
        if tol < r {
            step = 2 * acos(1 - tol / r)
        } else {
            step = Double.pi / 2
        }
        var pieces = Int((abs(sweep) / max(step, 1e-6)).rounded(.up))
        pieces = max(1, min(pieces, Stroker.maxArcPieces))
        for k in 1..<max(pieces, 2) where k < pieces {
            let t = startAngle + sweep * Double(k) / Double(pieces)
            out.add(Point(x: center.x + r * cos(t), y: center.y + r * sin(t)))
        }
    }

    /// Adds the cap at an end point travelling in `direction`; the outline arrives on the left
    /// offset and leaves on the right offset.
    private func addCap(at p: Point, direction d: Point, into out: inout Polyline) {
        let left = Point(x: d.y, y: -d.x) * halfWidth
        switch cap {
        case .butt: break
        case .square:
            let ext = d * halfWidth
            out.add(p + left + ext)
            out.add(p - left + ext)
        case .round:
            let a0 = atan2(left.y, left.x)
            appendArc(center: p, startAngle: a0, sweep: Double.pi, into: &out)
        }
        out.add(p - left)
    }

    /// A zero-length sub-path: a disc for round caps, a square for square caps, nothing for butt.
    private func dot(_ p: Point, into out: inout Polyline) {
        switch cap {
        case .butt: return
        case .round:
            out.begin(Point(x: p.x + halfWidth, y: p.y))
            appendArc(center: p, startAngle: 0, sweep: 2 * Double.pi, into: &out)
            out.closeContour()
        case .square:
            let h = halfWidth
            out.begin(Point(x: p.x - h, y: p.y - h))
            out.add(Point(x: p.x + h, y: p.y - h))
            out.add(Point(x: p.x + h, y: p.y + h))
            out.add(Point(x: p.x - h, y: p.y + h))
            out.closeContour()
        }
    }
}
