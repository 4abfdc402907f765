import Scrollwork

/// Sequential trim (`tm` with `m` 2): the shapes a trim reaches are one length, in file order
/// (the order lottie-web's trim modifier walks them), and each keeps the part of the trim that
/// falls on it — cut with the core's one trim, `Path.trimmed`.
extension ShapeProgram {
    /// Trims shapes `reached` (increasing index: the reverse of file order) as one length.
    /// `start` and `end` in percent, `offset` in degrees, as in the file.
    func trimSequentially(_ reached: [Int], start: Double, end: Double, offset: Double, scratch: ShapeScratch) {
        if scratch.lengths.count < shapes.count {
            scratch.lengths.append(contentsOf: repeatElement(0, count: shapes.count - scratch.lengths.count))
        }
        var total = 0.0
        for i in reached.reversed() where isActive(i, scratch) {
            makePath(i, scratch)
            scratch.lengths[i] = scratch.measures.measure(of: scratch.paths[i]).length
            total += scratch.lengths[i]
        }
        guard let (s, e) = ShapeProgram.sequentialRange(start: start, end: end, offset: offset) else {
            for i in reached where isActive(i, scratch) { scratch.paths[i].removeAll() }
            return
        }
        if s == 0 && e == 1 { return }
        var added = 0.0
        for i in reached.reversed() where isActive(i, scratch) {
            let length = scratch.lengths[i]
            let edges = ShapeProgram.shapeEdges(s, e, length: length, before: added, total: total)
            added += length
            copyOutline(i, into: &scratch.untrimmed, scratch)
            scratch.paths[i].removeAll()
            func keep(_ edge: (Double, Double)?) {
                guard let (a, b) = edge, a != b else { return }
                scratch.measures.trim(scratch.untrimmed, Trim(start: a, end: b), into: &scratch.piece)
                scratch.paths[i].append(scratch.piece)
            }
            keep(edges.0)
            keep(edges.1)
        }
    }

    /// The trimmed range of the whole length, as lottie-web computes it: start and end clamped
    /// to 0…1, both shifted by the offset (in turns, in 0…1), ordered and rounded to 1/10,000.
    /// `nil` when it is empty; `(0, 1)` when it is the whole length.
    static func sequentialRange(start: Double, end: Double, offset: Double) -> (Double, Double)? {
        guard start.isFinite, end.isFinite else { return nil }
        var o = offset.isFinite ? offset.truncatingRemainder(dividingBy: 360) / 360 : 0
        if o < 0 { o += 1 }
        var s = min(max(start / 100, 0), 1) + o, e = min(max(end / 100, 0), 1) + o
        if s > e { swap(&s, &e) }
        s = (s * 10_000).rounded(.toNearestOrAwayFromZero) * 0.0001
        e = (e * 10_000).rounded(.toNearestOrAwayFromZero) * 0.0001
        if s == e { return nil }
        if (s == 0 && e == 1) || (s == 1 && e == 0) { return (0, 1) }
        return (s, e)
    }

    /// The part of the range `s … e` (fractions of `total`, possibly past 1: it wraps) that
    /// falls on a shape of `length` starting `before` into the whole, as fractions of the
    /// shape's own length (lottie-web's `calculateShapeEdges`): up to two pieces; none when the
    /// range misses the shape.
    static func shapeEdges(_ s: Double, _ e: Double, length: Double, before: Double,
                           total: Double) -> ((Double, Double)?, (Double, Double)?) {
        func onShape(_ a: Double, _ b: Double) -> (Double, Double)? {
            if b * total < before || a * total > before + length { return nil }
            let from = a * total <= before ? 0 : (a * total - before) / length
            let to = b * total >= before + length ? 1 : (b * total - before) / length
            return (from, to)
        }
        if e <= 1 { return (onShape(s, e), nil) }
        if s >= 1 { return (onShape(s - 1, e - 1), nil) }
        return (onShape(s, 1), onShape(0, e - 1))
    }
}
