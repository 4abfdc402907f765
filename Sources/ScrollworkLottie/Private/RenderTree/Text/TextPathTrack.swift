import Scrollwork
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Text on a path (`t.p`): the mask outline the characters follow, sampled as lottie-web
/// samples it (`bez.buildBezierData`: 200 points a curved segment, 2 a straight one), and
/// looked up by distance along it. Sampling reuses its storage, so a frame allocates nothing.
struct TextPathTrack {
    let path: Track<BezierValue>
    let firstMargin: Track<Double>
    let reversed: Track<Double>
    let forceAlignment: Track<Double>
    let perpendicular: Track<Double>

    /// Samples per curved segment.
    static let curveSamples = 200

    init?(_ options: LottieTextPath, masks: [LottieMask], overrides: TrackOverrides) {
        guard masks.indices.contains(options.maskIndex) else { return nil }
        path = Track(path: masks[options.maskIndex].path, in: overrides)
        firstMargin = Track(options.firstMargin, in: overrides)
        reversed = Track(options.reversed, in: overrides)
        forceAlignment = Track(options.forceAlignment, in: overrides)
        perpendicular = Track(options.perpendicular, in: overrides)
    }

    /// Samples the outline at `t` into `samples`, evaluating it into `outline` (both reuse
    /// their storage).
    func sample(at t: Double, into samples: inout PathSamples, outline: inout Contour) {
        samples.removeAll()
        path.contour(at: t, into: &outline)
        let n = outline.vertices.count
        guard n > 1 else { return }
        let reverse = reversed.value(at: t) != 0
        let c = outline
        func vertex(_ k: Int) -> (v: Point, i: Point, o: Point) {
            // Reversed: vertices in the other order, in and out control points swapped.
            let j = reverse ? n - 1 - k : k
            let v = c.vertices[j], i = c.inPoints[j], o = c.outPoints[j]
            return reverse ? (v, o, i) : (v, i, o)
        }
        let segments = c.isClosed ? n : n - 1
        samples.isClosed = c.isClosed
        for s in 0..<segments {
            let a = vertex(s), b = vertex((s + 1) % n)
            let p0 = a.v, p1 = a.o, p2 = b.i, p3 = b.v
            let straight = p1 == p0 && p2 == p3
            let count = straight ? 2 : TextPathTrack.curveSamples
            var previous = p0
            for k in 0..<count {
                let u = Double(k) / Double(count - 1), v = 1 - u
                let p = Point(x: v * v * v * p0.x + 3 * v * v * u * p1.x + 3 * v * u * u * p2.x + u * u * u * p3.x,
                              y: v * v * v * p0.y + 3 * v * v * u * p1.y + 3 * v * u * u * p2.y + u * u * u * p3.y)
                if k > 0 || samples.points.isEmpty {
                    samples.append(p, after: k == 0 ? 0 : ((p.x - previous.x) * (p.x - previous.x) + (p.y - previous.y) * (p.y - previous.y)).squareRoot())
                }
                previous = p
            }
        }
    }
}

/// An outline sampled into a polyline with the distance along it at every point.
struct PathSamples {
    private(set) var points: [Point] = []
    /// Distance along the polyline at each point.
    private(set) var distances: [Double] = []
    var isClosed = false

    /// The polyline's length.
    var length: Double { distances.last ?? 0 }

    mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        distances.removeAll(keepingCapacity: true)
        isClosed = false
    }

    mutating func append(_ p: Point, after step: Double) {
        points.append(p)
        distances.append((distances.last ?? 0) + step)
    }

    /// The point at distance `d` along the polyline and the angle (radians, clockwise on a
    /// y-down screen) of the piece it lies on. A closed outline wraps; an open one continues
    /// along its first and last pieces.
    func place(at distance: Double) -> (point: Point, angle: Double)? {
        guard points.count > 1, distance.isFinite else { return nil }
        var d = distance
        let total = length
        if isClosed, total > 0 {
            d = d.truncatingRemainder(dividingBy: total)
            if d < 0 { d += total }
        }
        // The last point at or before d (binary search), then the piece after it.
        var lo = 0, hi = distances.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if distances[mid] <= d { lo = mid } else { hi = mid - 1 }
        }
        var k = min(lo, points.count - 2)
        while k > 0 && distances[k + 1] == distances[k] { k -= 1 }
        var j = k + 1
        while j < points.count - 1 && distances[j] == distances[k] { j += 1 }
        let a = points[k], b = points[j]
        let span = distances[j] - distances[k]
        let f = span > 0 ? (d - distances[k]) / span : 0
        let p = Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
        return (p, atan2(b.y - a.y, b.x - a.x))
    }
}
