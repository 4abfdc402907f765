import Scrollwork

/// One bézier contour in Lottie's form: vertices with absolute in/out control points. Shapes
/// are generated as contours so modifiers (rounded corners) can see their vertices.
struct Contour: Sendable {
    var vertices: [Point] = []
    /// Absolute control point arriving at each vertex.
    var inPoints: [Point] = []
    /// Absolute control point leaving each vertex.
    var outPoints: [Point] = []
    var closed = false

    init() {}

    init(_ b: LottieBezier) {
        vertices = b.vertices
        inPoints = zip(b.vertices, b.inTangents).map { $0 + $1 }
        outPoints = zip(b.vertices, b.outTangents).map { $0 + $1 }
        closed = b.isClosed
    }

    mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        inPoints.removeAll(keepingCapacity: true)
        outPoints.removeAll(keepingCapacity: true)
        closed = false
    }

    /// Replaces the contour by a Lottie bézier, reusing storage.
    mutating func set(_ b: LottieBezier) {
        removeAll()
        closed = b.isClosed
        for k in b.vertices.indices {
            let v = b.vertices[k]
            add(v, in: v + b.inTangents[k], out: v + b.outTangents[k])
        }
    }

    /// A sharp vertex (no tangents).
    mutating func add(_ v: Point) { add(v, in: v, out: v) }

    mutating func add(_ v: Point, in i: Point, out o: Point) {
        vertices.append(v)
        inPoints.append(i)
        outPoints.append(o)
    }

    /// Appends the contour to a path, transformed.
    func append(to path: inout Path, transform m: AffineTransform) {
        guard let first = vertices.first else { return }
        path.move(to: m.apply(first))
        for k in 1..<max(vertices.count, 1) where k < vertices.count {
            path.cubic(to: m.apply(vertices[k]), control1: m.apply(outPoints[k - 1]), control2: m.apply(inPoints[k]))
        }
        if closed {
            let l = vertices.count - 1
            path.cubic(to: m.apply(first), control1: m.apply(outPoints[l]), control2: m.apply(inPoints[0]))
            path.close()
        }
    }

    /// The reversed contour (same first vertex, as lottie-web reverses shapes with `d: 3`).
    func reversed() -> Contour {
        var r = Contour()
        r.closed = closed
        let n = vertices.count
        guard n > 0 else { return r }
        r.add(vertices[0], in: outPoints[0], out: inPoints[0])
        for k in stride(from: n - 1, to: 0, by: -1) {
            r.add(vertices[k], in: outPoints[k], out: inPoints[k])
        }
        return r
    }

    /// Rounded corners (§9.7): every vertex without tangents (not the ends of an open contour)
    /// becomes two vertices `min(r, half the edge)` away along its edges, joined by a cubic.
    func rounded(_ radius: Double) -> Contour {
        let n = vertices.count
        guard radius > 0, n > 1 else { return self }
        let k = 0.5519
        var r = Contour()
        r.closed = closed
        for j in 0..<n {
            let v = vertices[j]
            let sharp = inPoints[j] == v && outPoints[j] == v
            let isEnd = !closed && (j == 0 || j == n - 1)
            if !sharp || isEnd {
                r.add(v, in: inPoints[j], out: outPoints[j])
                continue
            }
            let prev = vertices[(j - 1 + n) % n], next = vertices[(j + 1) % n]
            let d1 = (prev - v).length, d2 = (next - v).length
            let f1 = d1 > 0 ? min(d1 / 2, radius) / d1 : 0
            let f2 = d2 > 0 ? min(d2 / 2, radius) / d2 : 0
            let p1 = v + (prev - v) * f1
            let p2 = v + (next - v) * f2
            r.add(p1, in: p1, out: p1 + (v - p1) * k)
            r.add(p2, in: p2 + (v - p2) * k, out: p2)
        }
        return r
    }

    /// Pucker (< 0) or bloat (> 0) by `amount` percent (lottie-web's rule): vertices move
    /// toward the mean vertex, control points away from it.
    func puckeredOrBloated(_ amount: Double) -> Contour {
        let n = vertices.count
        guard n > 0, amount != 0, amount.isFinite else { return self }
        var c = Point.zero
        for v in vertices { c += v }
        c = c * (1 / Double(n))
        let f = amount / 100
        var r = self
        for k in 0..<n {
            r.vertices[k] = vertices[k] + (c - vertices[k]) * f
            r.outPoints[k] = outPoints[k] + (c - outPoints[k]) * -f
            r.inPoints[k] = inPoints[k] + (c - inPoints[k]) * -f
        }
        return r
    }
}
