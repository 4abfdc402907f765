#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Scrollwork

/// Turns a polyline into the closed polygons of its stroke outline (to be filled non-zero).
///
/// Each contour gives one outline: for an open contour, the left offset forwards, an end cap,
/// the right offset backwards and a start cap; for a closed one, two loops (left forwards,
/// right backwards). Joins go on the outer side of each corner. On the inner side the outline
/// turns where the two offset lines cross, so it does not overlap itself (an overlap is filled
/// by the non-zero rule, but its edge pixels count it twice); where a segment is too short for
/// that, it passes through the vertex.
@usableFromInline
internal struct Stroker {
    let halfWidth: Double
    let cap: LineCap
    let join: LineJoin
    let miterLimit: Double
    /// The flattening tolerance for round joins and caps, in the polyline's units.
    let tolerance: Double
    /// The largest number of pieces for one round join or cap.
    static let maxArcPieces = 128

    /// Strokes `input` into `out` (which is emptied first).
    func stroke(_ input: borrowing Polyline, into out: inout Polyline) {
        out.removeAll()
        guard halfWidth > 0, halfWidth.isFinite else { return }
        let points = input.points
        for c in input.contours {
            let contour = UnsafeBufferPointer(rebasing: points[c.start..<(c.start + c.count)])
            strokeContour(contour, closed: c.closed, dot: c.dot, into: &out)
        }
    }

    /// Strokes one contour's points `pts`.
    ///
    /// Each segment's direction is computed once per side (the join at a vertex takes the
    /// incoming direction from the previous join), rather than four times per join.
    private func strokeContour(_ pts: UnsafeBufferPointer<Point>, closed: Bool, dot isDot: Bool, into out: inout Polyline) {
        // A lone point (a sub-path that never left its start) draws nothing; a line of no
        // length draws its caps (see ``dot(_:into:)``).
        var n = pts.count
        guard n > 1 || isDot else { return }
        // Drop a closing point equal to the first.
        if closed && n > 1 && pts[0] == pts[n - 1] { n -= 1 }
        if n == 1 || (n == 2 && pts[0] == pts[1]) {
            dot(pts[0], into: &out)
            return
        }
        if closed && n >= 3 {
            // Left loop forwards: the corner at i comes from i − 1 (cyclically), goes to i + 1.
            var s0 = Segment(pts[0] - pts[n - 1])
            out.begin(pts[0] + leftNormal(s0.direction))
            for i in 0..<n {
                let s1 = Segment(pts[i + 1 < n ? i + 1 : 0] - pts[i])
                addJoin(at: pts[i], from: s0, to: s1, into: &out)
                s0 = s1
            }
            out.closeContour()
            // Right loop backwards: the corner at i comes from i + 1, goes to i − 1.
            s0 = Segment(pts[n - 1] - pts[0])
            out.begin(pts[n - 1] + leftNormal(s0.direction))
            var i = n - 1
            while i >= 0 {
                let s1 = Segment(pts[i > 0 ? i - 1 : n - 1] - pts[i])
                addJoin(at: pts[i], from: s0, to: s1, into: &out)
                s0 = s1
                i -= 1
            }
            out.closeContour()
            return
        }
        // Open (or a closed two-point contour, stroked as open there and back).
        // Left side forwards, then the end cap.
        var s = Segment(pts[1] - pts[0])
        out.begin(pts[0] + leftNormal(s.direction))
        for i in 1..<(n - 1) {
            let next = Segment(pts[i + 1] - pts[i])
            addJoin(at: pts[i], from: s, to: next, into: &out)
            s = next
        }
        let z = pts[n - 1]
        out.add(z + leftNormal(s.direction))
        addCap(at: z, direction: s.direction, into: &out)
        // Right side backwards, then the start cap.
        s = Segment(pts[n - 2] - z)
        var i = n - 2
        while i >= 1 {
            let next = Segment(pts[i - 1] - pts[i])
            addJoin(at: pts[i], from: s, to: next, into: &out)
            s = next
            i -= 1
        }
        let a = pts[0]
        out.add(a + leftNormal(s.direction))
        addCap(at: a, direction: s.direction, into: &out)
        out.closeContour()
    }

    /// One segment of the polyline: its unit direction and its length.
    private struct Segment {
        var direction: Point
        var length: Double

        /// The segment along `v` (a zero vector gives direction (1, 0) and length 0).
        @inline(__always)
        init(_ v: Point) {
            length = v.length
            direction = length > 0 ? v / length : Point(x: 1, y: 0)
        }
    }

    /// The left normal of a unit direction (y-down: to the left of the direction of travel),
    /// half a width long.
    @inline(__always)
    private func leftNormal(_ d: Point) -> Point {
        Point(x: d.y, y: -d.x) * halfWidth
    }

    /// Adds the left-side corner at `cur`, arriving along segment `incoming` and leaving along
    /// `outgoing`: ends the incoming offset segment and starts the outgoing one. The common
    /// cases (straight on, or a gentle bend of a flattened curve) are handled here; real
    /// corners go to ``addCorner(at:from:to:into:)``.
    @inline(__always)
    private func addJoin(at cur: Point, from incoming: Segment, to outgoing: Segment, into out: inout Polyline) {
        let d0 = incoming.direction, d1 = outgoing.direction
        let p0 = cur + leftNormal(d0), p1 = cur + leftNormal(d1)
        if d0.dot(d1) > 0 {
            // Straight on: the offset segments meet.
            if abs(d0.cross(d1)) < 1e-9 { out.add(p0); return }
            // A gentle bend (a flattened curve): the two offset points nearly meet, so one point
            // between them is within tolerance on both sides and saves the join's extra edges.
            let gap = p1 - p0
            if gap.dot(gap) <= tolerance * tolerance {
                out.add((p0 + p1) * 0.5)
                return
            }
        }
        addCorner(at: cur, from: incoming, to: outgoing, into: &out)
    }

    /// Adds a real corner (see ``addJoin(at:from:to:into:)``): the join on the outer side; on
    /// the inner side the crossing of the offset lines, or a pass through the vertex.
    private func addCorner(at cur: Point, from incoming: Segment, to outgoing: Segment, into out: inout Polyline) {
        let d0 = incoming.direction, d1 = outgoing.direction
        let n0 = leftNormal(d0), n1 = leftNormal(d1)
        let turn = d0.cross(d1)  // > 0: turning clockwise on screen (right); left side is outer.
        let p0 = cur + n0, p1 = cur + n1
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
                    let mid = Segment(n0 + n1).direction * (halfWidth / halfCos)
                    out.add(cur + mid)
                }
            }
            out.add(p1)
        } else {
            // Inner side: the offset lines cross at cur + (n0 + n1) / (1 + cos θ), which is
            // halfWidth · tan(θ / 2) back along each segment. Where each segment is at least
            // twice that long (so the crossings at its two ends keep their order), the outline
            // turns there. Otherwise (short segments of a curve tighter than the stroke, a
            // near reversal) it passes through the vertex.
            let onePlusCos = 1 + d0.dot(d1)
            let back = halfWidth * abs(turn) / onePlusCos
            if onePlusCos > 1e-6 && 2 * back <= min(incoming.length, outgoing.length) {
                out.add(cur + (n0 + n1) / onePlusCos)
            } else {
                out.add(p0)
                out.add(cur)
                out.add(p1)
            }
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

    /// A sub-path of lines of no length (or a zero-length dash): a disc for round caps, a
    /// square for square caps, nothing for butt, as Chromium's canvas strokes a `lineTo` to
    /// the current point. Curves that do not move are not in the polyline at all (see
    /// ``Flattener``), so a Lottie shape with a single vertex, or two on one spot, draws
    /// nothing: lottie-web draws every segment as a curve, and Chromium drops a curve that does
    /// not leave the current point (checked against lottie-web on hand-written files; ThorVG
    /// draws a dot for some of them).
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
