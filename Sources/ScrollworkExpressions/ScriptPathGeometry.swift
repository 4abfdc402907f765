import Scrollwork
import ScrollworkLottie

/// Arc length on a script's path (`pointOnPath`, `tangentOnPath`, `normalOnPath`), worked out
/// by the host instead of in the script engine: each cubic segment is measured by 24 chords,
/// and a share of the whole length is found by walking those chords. The arithmetic is the
/// library's, operation for operation, so the host gives the same numbers a script would.
enum ScriptPathGeometry {
    /// The chords a segment is measured by.
    static let chords = 24

    /// One cubic segment: its end points and control points, absolute.
    struct Segment {
        var p0: Point
        var p1: Point
        var p2: Point
        var p3: Point
    }

    /// The point at parameter `t`, summed in the library's order.
    @inline(__always)
    static func point(_ s: Segment, _ t: Double) -> Point {
        let u = 1 - t
        return Point(x: u * u * u * s.p0.x + 3 * u * u * t * s.p1.x + 3 * u * t * t * s.p2.x + t * t * t * s.p3.x,
                     y: u * u * u * s.p0.y + 3 * u * u * t * s.p1.y + 3 * u * t * t * s.p2.y + t * t * t * s.p3.y)
    }

    @inline(__always)
    private static func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// The segment's length along its chords.
    static func length(_ s: Segment) -> Double {
        var previous = s.p0, length = 0.0
        for j in 1...chords {
            let p = point(s, Double(j) / Double(chords))
            length += distance(p, previous)
            previous = p
        }
        return length
    }

    /// Where the share `share` (0…1) of `total` falls, given the `count` segments' lengths
    /// (`length(k)`): the segment's number and the parameter within it. `segment(k)` gives
    /// segment k.
    static func locate(share: Double, count: Int, total: Double, length: (Int) -> Double,
                       segment: (Int) -> Segment?) -> (index: Int, t: Double)? {
        guard count > 0 else { return nil }
        var target = share * total, k = 0
        while k < count - 1 && target > length(k) {
            target -= length(k)
            k += 1
        }
        guard let s = segment(k) else { return nil }
        var previous = s.p0, walked = 0.0
        for j in 1...chords {
            let p = point(s, Double(j) / Double(chords))
            let d = distance(p, previous)
            if walked + d >= target || j == chords {
                let f = d > 0 ? (target - walked) / d : 0
                return (k, (Double(j - 1) + min(max(f, 0), 1)) / Double(chords))
            }
            walked += d
            previous = p
        }
        return nil
    }

    /// Segment `k` of a path value as scripts see it: control points in the vertices' space
    /// (tangent plus vertex, as the host gives a path to a script), a missing one its vertex's.
    static func segment(_ b: LottieBezier, _ k: Int) -> Segment {
        let n = b.vertices.count, next = (k + 1) % n
        let p0 = b.vertices[k], p3 = b.vertices[next]
        let p1 = k < b.outTangents.count ? b.outTangents[k] + p0 : p0
        let p2 = next < b.inTangents.count ? b.inTangents[next] + p3 : p3
        return Segment(p0: p0, p1: p1, p2: p2, p3: p3)
    }

    /// What a path value's `pointOnPath(share)` (0), `tangentOnPath(share)` (1) or
    /// `normalOnPath(share)` (2) gives, in the library's arithmetic: the same chord walk over
    /// the segments' lengths, and the same point, difference or turn at the parameter found.
    static func along(_ b: LottieBezier, share: Double, _ which: Int) -> Point {
        let n = b.vertices.count, count = b.isClosed ? n : n - 1
        var located: (index: Int, t: Double)?
        if count > 0 {
            var total = 0.0
            for k in 0..<count { total += length(segment(b, k)) }
            located = locate(share: min(max(share, 0), 1), count: count, total: total,
                             length: { length(segment(b, $0)) }, segment: { segment(b, $0) })
        }
        if let located { return along(segment(b, located.index), t: located.t, which) }
        // Nothing to walk: the first vertex, no tangent, and that turned (signed zeros and all).
        return which == 0 ? (n > 0 ? b.vertices[0] : .zero) : which == 1 ? .zero : Point(x: -0.0, y: 0)
    }

    /// The point (`which` 0), the unit tangent (1, by the difference across ±0.001 of `t`) or
    /// the normal (2, the tangent turned a quarter) at parameter `t` of segment `s`.
    static func along(_ s: Segment, t: Double, _ which: Int) -> Point {
        if which == 0 { return point(s, t) }
        let e = 0.001, a = point(s, max(t - e, 0)), c = point(s, min(t + e, 1))
        let d = Point(x: c.x - a.x, y: c.y - a.y), l = (d.x * d.x + d.y * d.y).squareRoot()
        let tangent = l > 0 ? Point(x: d.x / l, y: d.y / l) : .zero
        return which == 1 ? tangent : Point(x: -tangent.y, y: tangent.x)
    }
}
