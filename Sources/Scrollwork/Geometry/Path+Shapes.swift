#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The ratio of a cubic Bézier's tangent length to the radius for a quarter circle, as
/// Lottie uses it (LOTTIE_FORMAT.md §9.3).
public let circleTangentRatio = 0.5519150244935106

extension Path {
    /// A rectangle as Lottie builds it (§9.3): from the top-right corner, clockwise on screen
    /// (counter-clockwise when `reversed`). With a corner radius (clamped to half the shorter
    /// side) it starts at `(right, top + r)`.
    public init(rect: Rect, cornerRadius: Double = 0, reversed: Bool = false) {
        self.init()
        let r = rect.standardized
        let x0 = r.minX, y0 = r.minY, x1 = r.maxX, y1 = r.maxY
        let radius = Swift.max(0, Swift.min(cornerRadius.isFinite ? cornerRadius : 0, Swift.min(r.width, r.height) / 2))
        if radius <= 0 {
            move(to: Point(x: x1, y: y0))
            line(to: Point(x: x1, y: y1))
            line(to: Point(x: x0, y: y1))
            line(to: Point(x: x0, y: y0))
            close()
        } else {
            let k = radius * (1 - circleTangentRatio)
            move(to: Point(x: x1, y: y0 + radius))
            line(to: Point(x: x1, y: y1 - radius))
            cubic(to: Point(x: x1 - radius, y: y1), control1: Point(x: x1, y: y1 - k), control2: Point(x: x1 - k, y: y1))
            line(to: Point(x: x0 + radius, y: y1))
            cubic(to: Point(x: x0, y: y1 - radius), control1: Point(x: x0 + k, y: y1), control2: Point(x: x0, y: y1 - k))
            line(to: Point(x: x0, y: y0 + radius))
            cubic(to: Point(x: x0 + radius, y: y0), control1: Point(x: x0, y: y0 + k), control2: Point(x: x0 + k, y: y0))
            line(to: Point(x: x1 - radius, y: y0))
            cubic(to: Point(x: x1, y: y0 + radius), control1: Point(x: x1 - k, y: y0), control2: Point(x: x1, y: y0 + k))
            close()
        }
        if reversed { self = self.reversed() }
    }

    /// An ellipse as Lottie builds it (§9.3): four cubic arcs with tangents
    /// `radius · 0.5519150244935106`, from the top point, clockwise on screen
    /// (counter-clockwise when `reversed`).
    public init(ellipseCenter c: Point, size: Size, reversed: Bool = false) {
        self.init()
        let rx = size.width / 2, ry = size.height / 2
        let kx = rx * circleTangentRatio, ky = ry * circleTangentRatio
        let top = Point(x: c.x, y: c.y - ry), right = Point(x: c.x + rx, y: c.y)
        let bottom = Point(x: c.x, y: c.y + ry), left = Point(x: c.x - rx, y: c.y)
        move(to: top)
        cubic(to: right, control1: Point(x: top.x + kx, y: top.y), control2: Point(x: right.x, y: right.y - ky))
        cubic(to: bottom, control1: Point(x: right.x, y: right.y + ky), control2: Point(x: bottom.x + kx, y: bottom.y))
        cubic(to: left, control1: Point(x: bottom.x - kx, y: bottom.y), control2: Point(x: left.x, y: left.y + ky))
        cubic(to: top, control1: Point(x: left.x, y: left.y - ky), control2: Point(x: top.x - kx, y: top.y))
        close()
        if reversed { self = self.reversed() }
    }

    /// The ellipse inscribed in a rectangle (see ``init(ellipseCenter:size:reversed:)``).
    public init(ellipseIn rect: Rect, reversed: Bool = false) {
        let r = rect.standardized
        self.init(ellipseCenter: r.center, size: r.size, reversed: reversed)
    }

    /// A star as Lottie's PolyStar builds it (§9.3, lottie-web `convertStarToPath`): the first
    /// outer vertex at angle `rotation − 90°` (degrees, clockwise on screen), then inner and
    /// outer vertices alternating every `180°/points`; roundness (percent) gives tangents
    /// `2π·radius/(4·points) · roundness/100` perpendicular to the radius. `points` is floored;
    /// fewer than 1 (or more than 10,000) draws nothing.
    public static func star(center: Point, points: Double, outerRadius: Double, innerRadius: Double,
                            rotation: Double = 0, outerRoundness: Double = 0, innerRoundness: Double = 0,
                            reversed: Bool = false) -> Path {
        polyStar(center: center, points: points, radii: (outerRadius, innerRadius),
                 roundness: (outerRoundness, innerRoundness), rotation: rotation, star: true, reversed: reversed)
    }

    /// A regular polygon as Lottie's PolyStar builds it (outer vertices only, every
    /// `360°/points`, first at `rotation − 90°`).
    public static func polygon(center: Point, points: Double, radius: Double, rotation: Double = 0,
                               roundness: Double = 0, reversed: Bool = false) -> Path {
        polyStar(center: center, points: points, radii: (radius, radius), roundness: (roundness, roundness),
                 rotation: rotation, star: false, reversed: reversed)
    }

    private static func polyStar(center: Point, points: Double, radii: (Double, Double), roundness: (Double, Double),
                                 rotation: Double, star: Bool, reversed: Bool) -> Path {
        guard points.isFinite, points >= 1, points <= 10_000 else { return Path() }
        let n = Int(points.rounded(.down))
        let count = star ? n * 2 : n
        let step = 2 * Double.pi / Double(count)
        let dir: Double = reversed ? -1 : 1
        var angle = -Double.pi / 2 + (rotation.isFinite ? rotation : 0) * Double.pi / 180
        var vertices: [Point] = [], outs: [Point] = [], ins: [Point] = []
        vertices.reserveCapacity(count)
        for i in 0..<count {
            let isOuter = !star || i % 2 == 0
            let rad = isOuter ? radii.0 : radii.1
            let round = (isOuter ? roundness.0 : roundness.1) / 100
            let perimeter = 2 * Double.pi * rad / Double(count * 2)
            let x = rad * cos(angle), y = rad * sin(angle)
            let len = (x * x + y * y).squareRoot()
            let ox = len > 0 ? y / len : 0, oy = len > 0 ? -x / len : 0
            let v = Point(x: x + center.x, y: y + center.y)
            let t = perimeter * round * dir
            vertices.append(v)
            outs.append(Point(x: v.x - ox * t, y: v.y - oy * t))
            ins.append(Point(x: v.x + ox * t, y: v.y + oy * t))
            angle += step * dir
        }
        return Path(vertices: vertices, inTangents: ins, outTangents: outs, closed: true)
    }

    /// A path through vertices with absolute in and out control points (Lottie's bezier with
    /// tangents already added to their vertices); a segment whose controls sit on its ends is a
    /// line. Mismatched array lengths use the shortest.
    public init(vertices: [Point], inTangents: [Point], outTangents: [Point], closed: Bool) {
        self.init()
        let n = Swift.min(vertices.count, inTangents.count, outTangents.count)
        guard n > 0 else { return }
        move(to: vertices[0])
        func segment(_ a: Int, _ b: Int) {
            let c1 = outTangents[a], c2 = inTangents[b]
            if c1 == vertices[a] && c2 == vertices[b] {
                line(to: vertices[b])
            } else {
                cubic(to: vertices[b], control1: c1, control2: c2)
            }
        }
        if n > 1 { for k in 0..<(n - 1) { segment(k, k + 1) } }
        if closed {
            if n > 1 && (outTangents[n - 1] != vertices[n - 1] || inTangents[0] != vertices[0]) { segment(n - 1, 0) }
            close()
        }
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
