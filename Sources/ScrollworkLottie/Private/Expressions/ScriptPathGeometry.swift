import Scrollwork

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
}
