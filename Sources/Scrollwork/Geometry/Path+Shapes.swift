#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Path {
    /// A rectangle as Lottie builds it (``Contour/rectangle(_:cornerRadius:)``): from the
    /// top-right corner, clockwise on screen (counter-clockwise when `reversed`). With a corner
    /// radius (clamped to half the shorter side) it starts at `(right, top + r)`.
    public init(rect: Rect, cornerRadius: Double = 0, reversed: Bool = false) {
        let c = Contour.rectangle(rect, cornerRadius: cornerRadius)
        self.init(reversed ? c.reversed() : c)
    }

    /// An ellipse as Lottie builds it (``Contour/ellipse(center:size:)``): four cubic arcs from
    /// the top point, clockwise on screen (counter-clockwise when `reversed`).
    public init(ellipseCenter c: Point, size: Size, reversed: Bool = false) {
        let e = Contour.ellipse(center: c, size: size)
        self.init(reversed ? e.reversed() : e)
    }

    /// The ellipse inscribed in a rectangle (see ``init(ellipseCenter:size:reversed:)``).
    public init(ellipseIn rect: Rect, reversed: Bool = false) {
        let r = rect.standardized
        self.init(ellipseCenter: r.center, size: r.size, reversed: reversed)
    }

    /// A star as Lottie's PolyStar builds it (``Contour/polyStar(center:points:radii:roundness:rotation:star:)``):
    /// the first outer vertex at `rotation − 90°` (degrees, clockwise on screen), inner and
    /// outer vertices alternating; roundness in percent.
    public static func star(center: Point, points: Double, outerRadius: Double, innerRadius: Double,
                            rotation: Double = 0, outerRoundness: Double = 0, innerRoundness: Double = 0,
                            reversed: Bool = false) -> Path {
        let c = Contour.polyStar(center: center, points: points, radii: (outerRadius, innerRadius),
                                 roundness: (outerRoundness, innerRoundness), rotation: rotation, star: true)
        return Path(reversed ? c.reversed() : c)
    }

    /// A regular polygon as Lottie's PolyStar builds it (outer vertices only, every
    /// `360°/points`, first at `rotation − 90°`).
    public static func polygon(center: Point, points: Double, radius: Double, rotation: Double = 0,
                               roundness: Double = 0, reversed: Bool = false) -> Path {
        let c = Contour.polyStar(center: center, points: points, radii: (radius, radius),
                                 roundness: (roundness, roundness), rotation: rotation, star: false)
        return Path(reversed ? c.reversed() : c)
    }

    /// A path through vertices with absolute in and out control points (Lottie's bezier with
    /// tangents already added to their vertices); a segment whose controls sit on its ends is a
    /// line. Mismatched array lengths use the shortest.
    public init(vertices: [Point], inTangents: [Point], outTangents: [Point], closed: Bool) {
        self.init(Contour(vertices: vertices, inPoints: inTangents, outPoints: outTangents, isClosed: closed))
    }

    /// A polygon (or polyline when `closed` is false) through points.
    public init(polygon points: [Point], closed: Bool = true) {
        self.init()
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { line(to: p) }
        if closed { close() }
    }

    /// Adds a circular arc around `center` from `startAngle` to `endAngle` (radians, measured
    /// clockwise on screen from the +x axis), clockwise on screen unless `counterClockwise`.
    /// Starts a sub-path at the arc's start when the path is empty, else draws a line to it.
    /// Sweeps are limited to one full turn.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double,
                                counterClockwise: Bool = false) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite, center.isFinite else { return }
        var sweep = endAngle - startAngle
        let full = 2 * Double.pi
        if !counterClockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
            sweep = Swift.min(sweep, full)
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
            sweep = Swift.max(sweep, -full)
        }
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if isEmpty || verbs.last == .close { move(to: start) } else { line(to: start) }
        let pieces = Swift.max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var a = startAngle
        for _ in 0..<pieces {
            let b = a + step
            let p0 = Point(x: cos(a), y: sin(a)), p1 = Point(x: cos(b), y: sin(b))
            cubic(to: center + p1 * radius,
                  control1: center + p0 * radius + Point(x: -p0.y, y: p0.x) * k,
                  control2: center + p1 * radius - Point(x: -p1.y, y: p1.x) * k)
            a = b
        }
    }

    /// The same sub-paths traversed in the opposite direction. A closed sub-path keeps its
    /// start point; an open one starts at its old end.
    public func reversed() -> Path {
        var result = Path()
        result.reserveCapacity(verbs: verbs.count, points: points.count)
        // Collect sub-paths as (start index in verbs, end index), then rebuild each backwards.
        var verbStart = 0, pointIndex = 0
        while verbStart < verbs.count {
            var v = verbStart
            var segs: [(Verb, [Point])] = []
            var startPoint = points[pointIndex]
            var closed = false
            var current = startPoint
            if verbs[v] == .move { pointIndex += 1; v += 1 } else { startPoint = current }
            while v < verbs.count && verbs[v] != .move {
                let verb = verbs[v]
                if verb == .close { closed = true; v += 1; break }
                let n = verb.pointCount
                let pts = Array(points[pointIndex..<(pointIndex + n)])
                segs.append((verb, [current] + pts))
                current = pts[n - 1]
                pointIndex += n
                v += 1
            }
            verbStart = v
            if closed {
                // Start at the same point, go around the other way.
                result.move(to: startPoint)
                if current != startPoint { result.line(to: current) }
                for (verb, pts) in segs.reversed() {
                    appendReversed(verb, pts, into: &result)
                }
                result.close()
            } else {
                result.move(to: current)
                for (verb, pts) in segs.reversed() { appendReversed(verb, pts, into: &result) }
            }
        }
        return result
    }

    private func appendReversed(_ verb: Verb, _ pts: [Point], into result: inout Path) {
        switch verb {
        case .line: result.line(to: pts[0])
        case .quad: result.quad(to: pts[0], control: pts[1])
        case .cubic: result.cubic(to: pts[0], control1: pts[2], control2: pts[1])
        case .move, .close: break
        }
    }
}
