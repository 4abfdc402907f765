#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Scrollwork

/// Storage the offset path reuses between frames (no allocation once it has grown).
struct OffsetPathBuffers {
    /// The offset pieces of every input segment, one run per segment.
    var pieces: [CubicSegment] = []
    /// Each input segment's run in ``pieces``: start and count (pruning only shortens runs).
    var runs: [(start: Int, count: Int)] = []
}

/// Offset path (`op`) as lottie-web's `OffsetPathModifier` computes it: each segment is split
/// at its inflection points, each piece is offset by moving its control polygon's edges
/// sideways, neighbouring runs are cut where they cross, and the gaps between them are joined
/// (miter within the limit, else bevel; round; bevel). An open contour is offset along both
/// sides, out and back.
extension Contour {
    /// Writes the contour offset by `amount` into `out` (replaced); `amount` 0 copies it.
    func offset(by amount: Double, join: LottieLineJoin, miterLimit: Double, into out: inout Contour,
                buffers: inout OffsetPathBuffers) {
        guard amount != 0, amount.isFinite else { return copy(into: &out) }
        out.removeAll()
        out.isClosed = isClosed
        let n = vertices.count
        let count = isClosed ? n : n - 1
        buffers.pieces.removeAll(keepingCapacity: true)
        buffers.runs.removeAll(keepingCapacity: true)
        guard count > 0 else { return }
        for k in 0..<count { Contour.appendOffsetRun(CubicSegment(self, k), amount, &buffers) }
        if !isClosed {
            for k in stride(from: count - 1, through: 0, by: -1) {
                Contour.appendOffsetRun(CubicSegment(reversed: self, k), amount, &buffers)
            }
        }
        Contour.pruneIntersections(&buffers)
        // The runs in order, with joins between them.
        var lastPoint: Point?
        var lastPiece: CubicSegment?
        for run in buffers.runs {
            let first = buffers.pieces[run.start]
            if let lastPiece { lastPoint = out.join(lastPiece, first, join, miterLimit) }
            lastPiece = buffers.pieces[run.start + run.count - 1]
            for piece in buffers.pieces[run.start..<(run.start + run.count)] {
                if let p = lastPoint, CubicSegment.nearlyEqual(piece.p0, p), !out.outPoints.isEmpty {
                    out.outPoints[out.outPoints.count - 1] = piece.p1
                } else {
                    out.append(piece.p0, in: piece.p0, out: piece.p1)
                }
                out.append(piece.p3, in: piece.p2, out: piece.p3)
                lastPoint = piece.p3
            }
        }
        if let lastPiece, let first = buffers.runs.first {
            _ = out.join(lastPiece, buffers.pieces[first.start], join, miterLimit)
        }
    }

    /// Appends the offset pieces of `segment`, split at its inflection points so that each
    /// piece's control polygon is convex.
    private static func appendOffsetRun(_ segment: CubicSegment, _ amount: Double, _ buffers: inout OffsetPathBuffers) {
        let start = buffers.pieces.count
        let flex = segment.inflectionPoints()
        if flex.count == 0 {
            buffers.pieces.append(offsetPiece(segment, amount))
        } else if flex.count == 1 || CubicSegment.nearlyEqual(flex.second, 1) {
            let (left, right) = segment.split(flex.first)
            buffers.pieces.append(offsetPiece(left, amount))
            buffers.pieces.append(offsetPiece(right, amount))
        } else {
            let (left, rest) = segment.split(flex.first)
            let (middle, right) = rest.split((flex.second - flex.first) / (1 - flex.first))
            buffers.pieces.append(offsetPiece(left, amount))
            buffers.pieces.append(offsetPiece(middle, amount))
            buffers.pieces.append(offsetPiece(right, amount))
        }
        buffers.runs.append((start, buffers.pieces.count - start))
    }

    /// A piece offset sideways: each edge of its control polygon moved by `amount`, the new
    /// control points where the moved edges meet.
    private static func offsetPiece(_ s: CubicSegment, _ amount: Double) -> CubicSegment {
        func moved(_ a: Point, _ b: Point) -> (Point, Point) {
            let angle = atan2(b.x - a.x, b.y - a.y)
            return (CubicSegment.polar(a, angle, amount), CubicSegment.polar(b, angle, amount))
        }
        let (p0, p1a) = moved(s.p0, s.p1)
        let (p1b, p2b) = moved(s.p1, s.p2)
        let (p2a, p3) = moved(s.p2, s.p3)
        let p1 = CubicSegment.lineIntersection(p0, p1a, p1b, p2b) ?? p1a
        let p2 = CubicSegment.lineIntersection(p2a, p3, p1b, p2b) ?? p2a
        return CubicSegment(p0, p1, p2, p3)
    }

    /// Cuts neighbouring runs where they cross (each with the next, the last with the first).
    private static func pruneIntersections(_ buffers: inout OffsetPathBuffers) {
        let n = buffers.runs.count
        guard n > 0 else { return }
        for i in 1..<max(n, 1) { prune(i - 1, i, &buffers) }
        if n > 1 { prune(n - 1, 0, &buffers) }
    }

    /// lottie-web's `pruneSegmentIntersection`: the end of run `a` and the start of run `b` cut
    /// at their crossing; and if `a`'s first piece crosses `b`'s last, both runs shrink to
    /// those pieces cut there.
    private static func prune(_ ia: Int, _ ib: Int, _ buffers: inout OffsetPathBuffers) {
        let a = buffers.runs[ia], b = buffers.runs[ib]
        let aFirst = buffers.pieces[a.start], aLast = buffers.pieces[a.start + a.count - 1]
        let bFirst = buffers.pieces[b.start], bLast = buffers.pieces[b.start + b.count - 1]
        if let (ta, tb) = aLast.firstIntersection(with: bFirst) {
            buffers.pieces[a.start + a.count - 1] = aLast.split(ta).0
            buffers.pieces[b.start] = bFirst.split(tb).1
        }
        if a.count > 1 && b.count > 1, let (ta, tb) = aFirst.firstIntersection(with: bLast) {
            buffers.pieces[a.start] = aFirst.split(ta).0
            buffers.runs[ia].count = 1
            buffers.pieces[b.start] = bLast.split(tb).1
            buffers.runs[ib].count = 1
        }
    }

    /// Joins the end of `from` to the start of `to` (lottie-web's `joinLines`); returns the
    /// point the outline has reached.
    private mutating func join(_ from: CubicSegment, _ to: CubicSegment, _ kind: LottieLineJoin, _ miterLimit: Double) -> Point {
        let p0 = from.p3, p1 = to.p0
        if kind == .bevel { return p0 }
        if CubicSegment.nearlyEqual(p0, p1) { return p0 }
        if kind == .round {
            let angleOut = -from.tangentAngle(1)
            let angleIn = -to.tangentAngle(0) + .pi
            let center = CubicSegment.lineIntersection(p0, CubicSegment.polar(p0, angleOut + .pi / 2, 100),
                                                       p1, CubicSegment.polar(p1, angleOut + .pi / 2, 100))
            let radius = center.map { CubicSegment.distance($0, p0) } ?? CubicSegment.distance(p0, p1) / 2
            let handle = 2 * radius * Contour.lottieWebRoundCorner
            if !outPoints.isEmpty { outPoints[outPoints.count - 1] = CubicSegment.polar(p0, angleOut, handle) }
            append(p1, in: CubicSegment.polar(p1, angleIn, handle), out: p1)
            return p1
        }
        let t0 = CubicSegment.nearlyEqual(p0, from.p2) ? from.p0 : from.p2
        let t1 = CubicSegment.nearlyEqual(p1, to.p1) ? to.p3 : to.p1
        if let corner = CubicSegment.lineIntersection(t0, p0, p1, t1), CubicSegment.distance(corner, p0) < miterLimit {
            append(corner)
            return corner
        }
        return p0
    }

    /// lottie-web's tangent ratio for round joins (`roundCorner`).
    static let lottieWebRoundCorner = 0.5519
}
