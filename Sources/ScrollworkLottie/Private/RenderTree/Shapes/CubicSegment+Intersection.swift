/// Where two segments cross, found as lottie-web finds it: both are halved recursively while
/// their bounding boxes overlap, down to boxes of 2 units or 7 levels (at most 4⁷ box pairs:
/// bounded work), and the parameters of the box centres are the crossing.
extension CubicSegment {
    /// A piece of a segment between parameters `t1` and `t2`, with its box.
    private struct Piece {
        var segment: CubicSegment
        var t1: Double, t2: Double
        var centerX: Double, centerY: Double, width: Double, height: Double
        var t: Double { (t1 + t2) / 2 }

        init(_ segment: CubicSegment, _ t1: Double, _ t2: Double) {
            self.segment = segment
            self.t1 = t1
            self.t2 = t2
            let b = segment.bounds()
            centerX = (b.maxX + b.minX) / 2
            centerY = (b.maxY + b.minY) / 2
            width = b.maxX - b.minX
            height = b.maxY - b.minY
        }

        func halves() -> (Piece, Piece) {
            let (l, r) = segment.split(0.5)
            return (Piece(l, t1, t), Piece(r, t, t2))
        }

        func overlaps(_ o: Piece) -> Bool {
            abs(centerX - o.centerX) * 2 < width + o.width && abs(centerY - o.centerY) * 2 < height + o.height
        }
    }

    /// The first two crossings found, in search order.
    private struct Found {
        var first: (Double, Double)?
        var second: (Double, Double)?
        var count = 0
    }

    /// The first crossing with `other` in lottie-web's search order, skipping a first one at
    /// this segment's end (`t ≈ 1`, where consecutive segments meet): `(t here, t there)`.
    func firstIntersection(with other: CubicSegment) -> (Double, Double)? {
        var found = Found()
        CubicSegment.search(Piece(self, 0, 1), Piece(other, 0, 1), depth: 0, into: &found)
        guard let first = found.first else { return nil }
        if CubicSegment.nearlyEqual(first.0, 1) { return found.second }
        return first
    }

    private static func search(_ d1: Piece, _ d2: Piece, depth: Int, into found: inout Found) {
        guard found.count < 2, d1.overlaps(d2) else { return }
        let tolerance = 2.0
        if depth >= 7 || (d1.width <= tolerance && d1.height <= tolerance && d2.width <= tolerance && d2.height <= tolerance) {
            if found.count == 0 { found.first = (d1.t, d2.t) } else { found.second = (d1.t, d2.t) }
            found.count += 1
            return
        }
        let (a0, a1) = d1.halves(), (b0, b1) = d2.halves()
        search(a0, b0, depth: depth + 1, into: &found)
        search(a0, b1, depth: depth + 1, into: &found)
        search(a1, b0, depth: depth + 1, into: &found)
        search(a1, b1, depth: depth + 1, into: &found)
    }
}
