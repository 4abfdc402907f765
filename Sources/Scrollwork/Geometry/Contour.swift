#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of cubic Bézier segments in **vertex form** — each vertex with the absolute control
/// point arriving at it and the one leaving it — open or closed. This is how Lottie and After
/// Effects describe shapes, and the form the shape builders produce, so that modifiers (rounded
/// corners, pucker and bloat) can see the vertices before a shape becomes a ``Path``.
///
/// Scrollwork's one set of shape builders lives here: rectangles, ellipses and poly-stars as
/// Lottie builds them (LOTTIE_FORMAT.md §9.3). The scene's shapes, the canvas's conveniences and
/// the Lottie importer all call them.
///
/// ```swift
/// var star = Contour.polyStar(center: Point(x: 50, y: 50), points: 5, radii: (40, 18))
/// star = star.reversed()                  // counter-clockwise, same first vertex
/// let path = Path(star)                   // lines where a segment's controls sit on its ends
/// ```
public struct Contour: Hashable, Sendable {
    /// The ratio of a cubic Bézier's tangent length to the radius for a quarter circle, as
    /// Lottie uses it (LOTTIE_FORMAT.md §9.3).
    public static let circleTangentRatio = 0.5519150244935106
    /// The most points a poly-star is built with (more are clamped: bounded work).
    public static let maxPolyStarPoints = 10_000.0

    /// The vertices.
    public var vertices: [Point] = []
    /// The absolute control point arriving at each vertex.
    public var inPoints: [Point] = []
    /// The absolute control point leaving each vertex.
    public var outPoints: [Point] = []
    /// Whether the last vertex connects back to the first.
    public var isClosed = false

    /// An empty, open contour.
    public init() {}

    /// A contour through `vertices` with absolute control points; the arrays are cut to the
    /// shortest one's length.
    public init(vertices: [Point], inPoints: [Point], outPoints: [Point], isClosed: Bool) {
        let n = Swift.min(vertices.count, inPoints.count, outPoints.count)
        self.vertices = Array(vertices.prefix(n))
        self.inPoints = Array(inPoints.prefix(n))
        self.outPoints = Array(outPoints.prefix(n))
        self.isClosed = isClosed
    }

    /// Whether the contour has no vertices.
    @inlinable
    public var isEmpty: Bool { vertices.isEmpty }

    /// Removes every vertex, keeping the storage (for contours rebuilt every frame).
    public mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        inPoints.removeAll(keepingCapacity: true)
        outPoints.removeAll(keepingCapacity: true)
        isClosed = false
    }

    /// Adds a sharp vertex (both control points on it).
    public mutating func append(_ v: Point) { append(v, in: v, out: v) }

    /// Adds a vertex with the control points arriving at and leaving it.
    public mutating func append(_ v: Point, in i: Point, out o: Point) {
        vertices.append(v)
        inPoints.append(i)
        outPoints.append(o)
    }

    /// The same contour the other way round, starting at the same vertex (as After Effects and
    /// lottie-web reverse shapes whose direction is reversed).
    public func reversed() -> Contour {
        var r = Contour()
        r.isClosed = isClosed
        guard let first = vertices.first else { return r }
        r.append(first, in: outPoints[0], out: inPoints[0])
        for k in stride(from: vertices.count - 1, to: 0, by: -1) {
            r.append(vertices[k], in: outPoints[k], out: inPoints[k])
        }
        return r
    }

    /// Turns the contour the other way round in place, as ``reversed()`` does, reusing its
    /// storage.
    public mutating func reverse() {
        let n = vertices.count
        guard n > 0 else { return }
        swap(&inPoints, &outPoints)
        // Everything after the first vertex, reversed by swaps (a reversed slice made a copy).
        var i = 1, j = n - 1
        while i < j {
            vertices.swapAt(i, j)
            inPoints.swapAt(i, j)
            outPoints.swapAt(i, j)
            i += 1
            j -= 1
        }
    }

    /// Appends the contour to `path` as a sub-path, mapped by `m`: a cubic per segment, or —
    /// with `straightLines` — a line where both of a segment's control points sit on its ends.
    /// A closed contour closes; with `straightLines` its closing segment is written only when
    /// it is not such a straight line (the close draws it).
    ///
    /// Lottie shapes keep every segment a cubic (`straightLines: false`), as the file and the
    /// canonical player do: lengths along a path (trims) are then measured on the same curves,
    /// even where a trim ends exactly on a corner.
    public func append(to path: inout Path, transform m: AffineTransform = .identity, straightLines: Bool = true) {
        let n = vertices.count
        guard n > 0 else { return }
        // A fresh path is sized once (a path being filled contour by contour grows as arrays do).
        if path.isEmpty { path.reserveCapacity(verbs: n + 2, points: 3 * n + 1) }
        path.move(to: m.apply(vertices[0]))
        func segment(_ a: Int, _ b: Int) {
            let c1 = outPoints[a], c2 = inPoints[b]
            if straightLines && c1 == vertices[a] && c2 == vertices[b] {
                path.line(to: m.apply(vertices[b]))
            } else {
                path.cubic(to: m.apply(vertices[b]), control1: m.apply(c1), control2: m.apply(c2))
            }
        }
        if n > 1 { for k in 0..<(n - 1) { segment(k, k + 1) } }
        if isClosed {
            if !straightLines || (n > 1 && (outPoints[n - 1] != vertices[n - 1] || inPoints[0] != vertices[0])) {
                segment(n - 1, 0)
            }
            path.close()
        }
    }

    // MARK: - Shape builders

    /// A rectangle centred on `center` (§9.3): from the top-right corner, clockwise on screen.
    /// With a corner radius (clamped to half the shorter side) it starts at
    /// `(right, top + radius)` and has eight vertices.
    public static func rectangle(center: Point, size: Size, cornerRadius: Double = 0) -> Contour {
        var c = Contour()
        c.setRectangle(center: center, size: size, cornerRadius: cornerRadius)
        return c
    }

    /// A rectangle between two corners (§9.3), built as ``rectangle(center:size:cornerRadius:)``.
    public static func rectangle(_ rect: Rect, cornerRadius: Double = 0) -> Contour {
        var c = Contour()
        c.setRectangle(rect, cornerRadius: cornerRadius)
        return c
    }

    /// Replaces the contour by ``rectangle(_:cornerRadius:)``, reusing storage.
    public mutating func setRectangle(_ rect: Rect, cornerRadius: Double = 0) {
        let r = rect.standardized
        setRectangle(left: r.minX, top: r.minY, right: r.maxX, bottom: r.maxY,
                     radius: Contour.clampedRadius(cornerRadius, r.width, r.height))
    }

    /// Replaces the contour by ``rectangle(center:size:cornerRadius:)``, reusing storage.
    public mutating func setRectangle(center c: Point, size: Size, cornerRadius: Double) {
        let w = abs(size.width), h = abs(size.height)
        setRectangle(left: c.x - w / 2, top: c.y - h / 2, right: c.x + w / 2, bottom: c.y + h / 2,
                     radius: Contour.clampedRadius(cornerRadius, w, h))
    }

    /// A corner radius clamped to `0 … half the shorter side` (non-finite: 0).
    static func clampedRadius(_ radius: Double, _ width: Double, _ height: Double) -> Double {
        Swift.max(0, Swift.min(radius.isFinite ? radius : 0, width / 2, height / 2))
    }

    /// Replaces the contour by a rectangle from the top-right corner, clockwise on screen, its
    /// corners rounded by `rad` (kept as given: a negative radius bends them the other way, as
    /// Lottie's rectangles of negative size do; 0 or not finite gives four vertices).
    package mutating func setRectangle(left l: Double, top: Double, right r: Double, bottom b: Double, radius rad: Double) {
        removeAll()
        isClosed = true
        if rad == 0 || !rad.isFinite {
            append(Point(x: r, y: top))
            append(Point(x: r, y: b))
            append(Point(x: l, y: b))
            append(Point(x: l, y: top))
            return
        }
        let k = rad * (1 - Contour.circleTangentRatio)
        append(Point(x: r, y: top + rad), in: Point(x: r, y: top + k), out: Point(x: r, y: top + rad))
        append(Point(x: r, y: b - rad), in: Point(x: r, y: b - rad), out: Point(x: r, y: b - k))
        append(Point(x: r - rad, y: b), in: Point(x: r - k, y: b), out: Point(x: r - rad, y: b))
        append(Point(x: l + rad, y: b), in: Point(x: l + rad, y: b), out: Point(x: l + k, y: b))
        append(Point(x: l, y: b - rad), in: Point(x: l, y: b - k), out: Point(x: l, y: b - rad))
        append(Point(x: l, y: top + rad), in: Point(x: l, y: top + rad), out: Point(x: l, y: top + k))
        append(Point(x: l + rad, y: top), in: Point(x: l + k, y: top), out: Point(x: l + rad, y: top))
        append(Point(x: r - rad, y: top), in: Point(x: r - rad, y: top), out: Point(x: r - k, y: top))
    }

    /// An ellipse centred on `center` (§9.3): four cubic arcs with tangents
    /// `radius · circleTangentRatio`, from the top point, clockwise on screen.
    public static func ellipse(center: Point, size: Size) -> Contour {
        var c = Contour()
        c.setEllipse(center: center, size: size)
        return c
    }

    /// Replaces the contour by ``ellipse(center:size:)``, reusing storage.
    public mutating func setEllipse(center c: Point, size: Size) {
        let rx = size.width / 2, ry = size.height / 2
        let kx = rx * Contour.circleTangentRatio, ky = ry * Contour.circleTangentRatio
        removeAll()
        isClosed = true
        append(Point(x: c.x, y: c.y - ry), in: Point(x: c.x - kx, y: c.y - ry), out: Point(x: c.x + kx, y: c.y - ry))
        append(Point(x: c.x + rx, y: c.y), in: Point(x: c.x + rx, y: c.y - ky), out: Point(x: c.x + rx, y: c.y + ky))
        append(Point(x: c.x, y: c.y + ry), in: Point(x: c.x + kx, y: c.y + ry), out: Point(x: c.x - kx, y: c.y + ry))
        append(Point(x: c.x - rx, y: c.y), in: Point(x: c.x - rx, y: c.y + ky), out: Point(x: c.x - rx, y: c.y - ky))
    }

    /// A star or regular polygon as Lottie's PolyStar builds it (§9.3, lottie-web's
    /// `convertStarToPath` / `convertPolygonToPath`): `points` is floored (fewer than 1 gives an
    /// empty contour; more than ``maxPolyStarPoints`` are clamped); the first outer vertex sits
    /// at `rotation − 90°` (degrees, clockwise on screen), a star's inner vertices halfway
    /// between; roundness (percent) gives each vertex tangents `2π·radius/(4·points) ·
    /// roundness/100` long, perpendicular to its radius. A polygon uses the outer radius and
    /// roundness only.
    public static func polyStar(center: Point, points: Double, radii: (outer: Double, inner: Double),
                                roundness: (outer: Double, inner: Double) = (0, 0), rotation: Double = 0,
                                star: Bool = true) -> Contour {
        var out = Contour()
        out.setPolyStar(center: center, points: points, radii: radii, roundness: roundness, rotation: rotation, star: star)
        return out
    }

    /// Replaces the contour by ``polyStar(center:points:radii:roundness:rotation:star:)``,
    /// reusing storage.
    public mutating func setPolyStar(center: Point, points: Double, radii: (outer: Double, inner: Double),
                                     roundness: (outer: Double, inner: Double) = (0, 0), rotation: Double = 0,
                                     star: Bool = true) {
        removeAll()
        isClosed = true
        guard points.isFinite, points >= 1 else { return }
        let pt = Swift.min(points.rounded(.down), Contour.maxPolyStarPoints)
        let count = Int(star ? pt * 2 : pt)
        let step = 2 * Double.pi / Double(count)
        var angle = (rotation.isFinite ? rotation : 0) * .pi / 180 - .pi / 2
        vertices.reserveCapacity(count)
        inPoints.reserveCapacity(count)
        outPoints.reserveCapacity(count)
        for i in 0..<count {
            let isOuter = !star || i % 2 == 0
            let rad = isOuter ? radii.outer : radii.inner
            let round = (isOuter ? roundness.outer : roundness.inner) / 100
            let perimeter = 2 * Double.pi * rad / (4 * pt)
            let x = rad * cos(angle), y = rad * sin(angle)
            let len = (x * x + y * y).squareRoot()
            let ox = len == 0 ? 0 : y / len, oy = len == 0 ? 0 : -x / len
            let v = Point(x: x + center.x, y: y + center.y)
            let d = Point(x: ox * perimeter * round, y: oy * perimeter * round)
            append(v, in: v + d, out: v - d)
            angle += step
        }
    }
}

extension Path {
    /// A path of one sub-path: `contour` (see ``Contour/append(to:transform:straightLines:)``).
    public init(_ contour: Contour, straightLines: Bool = true) {
        self.init()
        contour.append(to: &self, straightLines: straightLines)
    }
}
