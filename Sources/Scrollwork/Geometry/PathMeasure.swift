/// Measures a path by arc length: its total length, the point and tangent at a distance, and
/// the piece between two distances (for trim paths, dashes and path following).
///
/// Lengths are computed on the curves themselves (Gauss–Legendre quadrature over a table of
/// parameter intervals), not on a flattened polyline, so they do not depend on a tolerance.
/// Sub-paths are measured one after another as one length, in order; a closed sub-path
/// includes its closing line. Non-finite points make the path measure as empty.
public struct PathMeasure: Sendable {
    /// One segment as a cubic (lines keep their exact straightness through `isLine`).
    @usableFromInline
    struct Segment: Sendable {
        var p0: Point, p1: Point, p2: Point, p3: Point
        var isLine: Bool
        var contour: Int
        /// Cumulative length at the start of the segment, over the whole path.
        var start: Double
        var length: Double
        /// Where the segment's table starts in ``PathMeasure/tables`` (curves only): cumulative
        /// length from the segment's start at t = k/`tableSize`, k = 0…tableSize.
        var table: Int
    }

    /// One sub-path: its segment range and whether it is closed.
    @usableFromInline
    struct Contour: Sendable {
        var firstSegment: Int
        var segmentCount: Int
        var closed: Bool
        var start: Double
        var length: Double
    }

    static let tableSize = 16

    var segments: [Segment] = []
    var contours: [Contour] = []
    /// The curves' length tables, `tableSize + 1` entries each (one array for all: measuring
    /// again reuses it).
    var tables: [Double] = []

    /// The total length of all sub-paths.
    public private(set) var length: Double = 0

    /// Measures nothing (a length of 0); `measure(_:)` fills it.
    public init() {}

    /// Measures a path.
    public init(_ path: Path) {
        measure(path)
    }

    /// Measures `path`, replacing what was measured before and reusing the storage (so a
    /// measure kept between frames allocates nothing once it has grown).
    public mutating func measure(_ path: Path) {
        segments.removeAll(keepingCapacity: true)
        contours.removeAll(keepingCapacity: true)
        tables.removeAll(keepingCapacity: true)
        length = 0
        for p in path.points where !p.isFinite { return }
        var current = Point.zero, start = Point.zero
        var contourIndex = -1
        func openContour() {
            contours.append(Contour(firstSegment: segments.count, segmentCount: 0, closed: false, start: length, length: 0))
            contourIndex = contours.count - 1
        }
        func add(_ a: Point, _ b: Point, _ c: Point, _ d: Point, line: Bool) {
            if contourIndex < 0 { openContour() }
            var seg = Segment(p0: a, p1: b, p2: c, p3: d, isLine: line, contour: contourIndex, start: length, length: 0, table: -1)
            measureSegment(&seg)
            length += seg.length
            segments.append(seg)
            contours[contourIndex].segmentCount += 1
            contours[contourIndex].length += seg.length
        }
        var i = 0
        var inContour = false
        for verb in path.verbs {
            let pts = path.points
            switch verb {
            case .move:
                current = pts[i]; start = current
                openContour(); inContour = true
            case .line:
                if !inContour { openContour(); inContour = true }
                add(current, current + (pts[i] - current) / 3, current + (pts[i] - current) * (2.0 / 3), pts[i], line: true)
                current = pts[i]
            case .quad:
                if !inContour { openContour(); inContour = true }
                let c = pts[i], e = pts[i + 1]
                add(current, current + (c - current) * (2.0 / 3), e + (c - e) * (2.0 / 3), e, line: false)
                current = e
            case .cubic:
                if !inContour { openContour(); inContour = true }
                add(current, pts[i], pts[i + 1], pts[i + 2], line: false)
                current = pts[i + 2]
            case .close:
                if inContour {
                    if current != start {
                        add(current, current + (start - current) / 3, current + (start - current) * (2.0 / 3), start, line: true)
                    }
                    contours[contourIndex].closed = true
                }
                current = start
                inContour = false
            }
            i += verb.pointCount
        }
        if !length.isFinite {
            segments.removeAll(keepingCapacity: true)
            contours.removeAll(keepingCapacity: true)
            length = 0
        }
    }

    // MARK: Curve maths

    @inline(__always)
    static func point(_ s: Segment, _ t: Double) -> Point {
        let mt = 1 - t
        let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
        return Point(x: a * s.p0.x + b * s.p1.x + c * s.p2.x + d * s.p3.x,
                     y: a * s.p0.y + b * s.p1.y + c * s.p2.y + d * s.p3.y)
    }

    @inline(__always)
    static func derivative(_ s: Segment, _ t: Double) -> Point {
        let mt = 1 - t
        let a = (s.p1 - s.p0) * (3 * mt * mt), b = (s.p2 - s.p1) * (6 * mt * t), c = (s.p3 - s.p2) * (3 * t * t)
        return a + b + c
    }

    /// Five-point Gauss–Legendre nodes and weights on [−1, 1].
    static let nodes: [(Double, Double)] = [
        (0, 0.5688888888888889),
        (-0.5384693101056831, 0.47862867049936647), (0.5384693101056831, 0.47862867049936647),
        (-0.9061798459386640, 0.23692688505618908), (0.9061798459386640, 0.23692688505618908),
    ]

    static func arcLength(_ s: Segment, _ t0: Double, _ t1: Double) -> Double {
        let h = (t1 - t0) / 2, m = (t1 + t0) / 2
        var sum = 0.0
        for (x, w) in nodes { sum += w * derivative(s, m + h * x).length }
        return sum * h
    }

    mutating func measureSegment(_ s: inout Segment) {
        if s.isLine {
            s.length = s.p0.distance(to: s.p3)
            return
        }
        s.table = tables.count
        tables.append(0)
        var acc = 0.0
        for k in 0..<PathMeasure.tableSize {
            let t0 = Double(k) / Double(PathMeasure.tableSize), t1 = Double(k + 1) / Double(PathMeasure.tableSize)
            // Two halves per interval for accuracy on tight curves.
            let tm = (t0 + t1) / 2
            acc += PathMeasure.arcLength(s, t0, tm) + PathMeasure.arcLength(s, tm, t1)
            tables.append(acc)
        }
        s.length = acc
    }

    /// The curve parameter at arc length `d` (0…length) into a segment.
    func parameter(_ s: Segment, at d: Double) -> Double {
        if s.length <= 0 { return 0 }
        if s.isLine { return Swift.min(Swift.max(d / s.length, 0), 1) }
        if d <= 0 { return 0 }
        if d >= s.length { return 1 }
        let n = PathMeasure.tableSize
        var k = 0
        while k < n - 1 && tables[s.table + k + 1] < d { k += 1 }
        let tk = Double(k) / Double(n)
        var lo = tk, hi = Double(k + 1) / Double(n)
        let l0 = tables[s.table + k], l1 = tables[s.table + k + 1]
        var t = lo + (hi - lo) * (l1 > l0 ? (d - l0) / (l1 - l0) : 0)
        // Newton steps with bisection safeguarding.
        for _ in 0..<12 {
            let err = (l0 + PathMeasure.arcLength(s, tk, t)) - d
            if abs(err) < 1e-9 { break }
            if err > 0 { hi = t } else { lo = t }
            let dv = PathMeasure.derivative(s, t).length
            var next = dv > 1e-12 ? t - err / dv : (lo + hi) / 2
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            t = next
        }
        return t
    }

    /// The segment index holding distance `d` (clamped into the path).
    func segmentIndex(at d: Double) -> Int? {
        guard !segments.isEmpty else { return nil }
        var lo = 0, hi = segments.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if segments[mid].start <= d { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    // MARK: Queries

    /// The point at a distance along the path (clamped to 0…length); `nil` for an empty path.
    public func position(at distance: Double) -> Point? {
        guard let (s, t) = locate(distance) else { return nil }
        return PathMeasure.point(s, t)
    }

    /// The unit tangent (direction of travel) at a distance; `nil` for an empty path. Where the
    /// derivative vanishes (a control point on its end) it looks slightly ahead or behind.
    public func tangent(at distance: Double) -> Point? {
        guard let (s, t) = locate(distance) else { return nil }
        var d = PathMeasure.derivative(s, t)
        if d.length < 1e-12 { d = PathMeasure.derivative(s, t < 0.5 ? t + 1e-3 : t - 1e-3) }
        if d.length < 1e-12 { d = s.p3 - s.p0 }
        let l = d.length
        return l > 0 ? d / l : Point(x: 1, y: 0)
    }

    private func locate(_ distance: Double) -> (Segment, Double)? {
        guard distance.isFinite || distance == .infinity || distance == -.infinity else {
            return segments.first.map { ($0, 0) }
        }
        let d = Swift.min(Swift.max(distance, 0), length)
        guard let i = segmentIndex(at: d) else { return nil }
        let s = segments[i]
        return (s, parameter(s, at: d - s.start))
    }

    /// The piece of the path between two distances (clamped, `from ≤ to`), as exact Bézier
    /// sub-segments; a sub-path covered whole is returned closed. Empty when `from ≥ to`.
    public func segment(from: Double, to: Double) -> Path {
        var out = Path()
        appendSegment(from: from, to: to, to: &out)
        return out
    }

    /// Appends ``segment(from:to:)`` to `out`. With `continuing`, the piece goes on from the
    /// current point of `out` (its first move is left out) and never closes: how a trim joins
    /// the two ends of a closed path across its start.
    public func appendSegment(from: Double, to: Double, to out: inout Path, continuing: Bool = false) {
        guard from.isFinite || to.isFinite, !segments.isEmpty else { return }
        let d0 = Swift.max(from.isFinite ? from : 0, 0), d1 = Swift.min(to.isFinite ? to : length, length)
        guard d1 > d0 else { return }
        var first = true
        for c in contours where c.segmentCount > 0 {
            let cEnd = c.start + c.length
            if cEnd <= d0 || c.start >= d1 { continue }
            let whole = c.closed && d0 <= c.start && d1 >= cEnd
            var started = false
            for i in c.firstSegment..<(c.firstSegment + c.segmentCount) {
                let s = segments[i]
                let sEnd = s.start + s.length
                if sEnd < d0 || s.start > d1 { continue }
                if s.length == 0 && (s.start < d0 || s.start > d1) { continue }
                let t0 = parameter(s, at: d0 - s.start)
                let t1 = parameter(s, at: d1 - s.start)
                let piece = PathMeasure.split(s, t0, t1)
                if !started {
                    if !(continuing && first) { out.move(to: piece.p0) }
                    started = true
                    first = false
                }
                if s.isLine { out.line(to: piece.p3) } else { out.cubic(to: piece.p3, control1: piece.p1, control2: piece.p2) }
            }
            if whole && !continuing { out.close() }
        }
    }

    /// The part of a cubic between two parameters (de Casteljau).
    static func split(_ s: Segment, _ t0: Double, _ t1: Double) -> Segment {
        var r = s
        if t1 < 1 { r = splitLeft(r, t1) }
        if t0 > 0 {
            let u = t1 > 0 ? t0 / t1 : 0
            r = splitRight(r, u)
        }
        return r
    }

    private static func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point { a + (b - a) * t }

    private static func splitLeft(_ s: Segment, _ t: Double) -> Segment {
        let a = lerp(s.p0, s.p1, t), b = lerp(s.p1, s.p2, t), c = lerp(s.p2, s.p3, t)
        let d = lerp(a, b, t), e = lerp(b, c, t), f = lerp(d, e, t)
        var r = s
        r.p1 = a; r.p2 = d; r.p3 = f
        return r
    }

    private static func splitRight(_ s: Segment, _ t: Double) -> Segment {
        let a = lerp(s.p0, s.p1, t), b = lerp(s.p1, s.p2, t), c = lerp(s.p2, s.p3, t)
        let d = lerp(a, b, t), e = lerp(b, c, t), f = lerp(d, e, t)
        var r = s
        r.p0 = f; r.p1 = e; r.p2 = c
        return r
    }
}
