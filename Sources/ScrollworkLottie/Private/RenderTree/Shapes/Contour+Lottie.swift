import Scrollwork

/// What the Lottie importer adds to the core ``Contour``: contours from the file's béziers
/// (tangents relative to their vertex) and the path modifiers that work on vertices.
extension Contour {
    /// The contour of a Lottie bézier.
    init(_ b: LottieBezier) {
        self.init()
        set(b)
    }

    /// Replaces the contour by a Lottie bézier, reusing storage.
    mutating func set(_ b: LottieBezier) {
        removeAll()
        isClosed = b.isClosed
        for k in b.vertices.indices {
            let v = b.vertices[k]
            append(v, in: v + b.inTangents[k], out: v + b.outTangents[k])
        }
    }

    /// Replaces the contour by a rectangle shape (`rc`, §9.3) as lottie-web builds it, reusing
    /// storage: from the top-right corner, clockwise; the corner radius is the least of the
    /// roundness and the two half sizes, all *signed*. A negative size flips the rectangle and
    /// bends its corners the other way (a negative radius), even without roundness: lottie-web
    /// draws those shapes, and ThorVG the rounded ones alike; only a radius of exactly 0 gives
    /// four vertices.
    mutating func setLottieRectangle(center c: Point, size: Point, roundness: Double) {
        let hw = size.x / 2, hh = size.y / 2
        let rad = Swift.min(hw, hh, roundness.isFinite ? roundness : 0)
        setRectangle(left: c.x - hw, top: c.y - hh, right: c.x + hw, bottom: c.y + hh, radius: rad)
    }

    /// Writes the contour into `out` (replaced), reusing its storage: what a modifier that
    /// changes nothing writes.
    func copy(into out: inout Contour) {
        out.removeAll()
        out.isClosed = isClosed
        out.vertices.append(contentsOf: vertices)
        out.inPoints.append(contentsOf: inPoints)
        out.outPoints.append(contentsOf: outPoints)
    }

    /// Rounded corners (§9.7): every vertex without tangents (not the ends of an open contour)
    /// becomes two vertices `min(r, half the edge)` away along its edges, joined by a cubic.
    func rounded(_ radius: Double) -> Contour {
        var r = Contour()
        rounded(radius, into: &r)
        return r
    }

    /// ``rounded(_:)`` written into `r` (replaced), reusing its storage.
    func rounded(_ radius: Double, into r: inout Contour) {
        let n = vertices.count
        guard radius > 0, n > 1 else { return copy(into: &r) }
        r.removeAll()
        r.isClosed = isClosed
        let k = Contour.circleTangentRatio
        for j in 0..<n {
            let v = vertices[j]
            let sharp = inPoints[j] == v && outPoints[j] == v
            let isEnd = !isClosed && (j == 0 || j == n - 1)
            if !sharp || isEnd {
                r.append(v, in: inPoints[j], out: outPoints[j])
                continue
            }
            let prev = vertices[(j - 1 + n) % n], next = vertices[(j + 1) % n]
            let d1 = (prev - v).length, d2 = (next - v).length
            let f1 = d1 > 0 ? min(d1 / 2, radius) / d1 : 0
            let f2 = d2 > 0 ? min(d2 / 2, radius) / d2 : 0
            let p1 = v + (prev - v) * f1
            let p2 = v + (next - v) * f2
            r.append(p1, in: p1, out: p1 + (v - p1) * k)
            r.append(p2, in: p2 + (v - p2) * k, out: p2)
        }
    }

    /// Pucker (< 0) or bloat (> 0) by `amount` percent (lottie-web's rule): vertices move
    /// toward the mean vertex, control points away from it.
    func puckeredOrBloated(_ amount: Double) -> Contour {
        var r = Contour()
        puckeredOrBloated(amount, into: &r)
        return r
    }

    /// ``puckeredOrBloated(_:)`` written into `r` (replaced), reusing its storage.
    func puckeredOrBloated(_ amount: Double, into r: inout Contour) {
        let n = vertices.count
        copy(into: &r)
        guard n > 0, amount != 0, amount.isFinite else { return }
        var c = Point.zero
        for v in vertices { c += v }
        c = c * (1 / Double(n))
        let f = amount / 100
        for k in 0..<n {
            r.vertices[k] = vertices[k] + (c - vertices[k]) * f
            r.outPoints[k] = outPoints[k] + (c - outPoints[k]) * -f
            r.inPoints[k] = inPoints[k] + (c - inPoints[k]) * -f
        }
    }
}
