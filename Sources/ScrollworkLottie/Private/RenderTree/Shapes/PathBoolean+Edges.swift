import Scrollwork

/// The three steps of ``PathBoolean``: cutting edges at crossings, keeping the pieces on the
/// result's boundary, linking them into loops.
extension PathBoolean {
    // MARK: Cutting

    /// Fills `edges` from the rings and `pieces` with the edges cut wherever another edge
    /// crosses or touches them (found by a sweep over the edges sorted by their left end).
    static func splitEdges(_ s: inout PathBooleanScratch) {
        s.edges.removeAll(keepingCapacity: true)
        for ring in s.rings {
            for j in 0..<ring.count {
                let a = s.points[ring.start + j], b = s.points[ring.start + (j + 1) % ring.count]
                if a != b { s.edges.append((a, b, ring.operand)) }
            }
        }
        s.order.removeAll(keepingCapacity: true)
        s.order.append(contentsOf: s.edges.indices)
        let edges = s.edges
        s.order.sort { min(edges[$0].a.x, edges[$0].b.x) < min(edges[$1].a.x, edges[$1].b.x) }
        s.splits.removeAll(keepingCapacity: true)
        for (n, i) in s.order.enumerated() {
            let e = edges[i]
            let maxX = max(e.a.x, e.b.x), minY = min(e.a.y, e.b.y), maxY = max(e.a.y, e.b.y)
            for j in s.order[(n + 1)...] {
                let f = edges[j]
                if min(f.a.x, f.b.x) > maxX { break }
                if max(f.a.y, f.b.y) < minY || min(f.a.y, f.b.y) > maxY { continue }
                cross(i, e.a, e.b, j, f.a, f.b, &s.splits)
            }
        }
        s.splits.sort { $0.edge != $1.edge ? $0.edge < $1.edge : $0.t < $1.t }
        s.pieces.removeAll(keepingCapacity: true)
        var k = 0
        for (i, e) in edges.enumerated() {
            var from = e.a
            while k < s.splits.count && s.splits[k].edge == i {
                let p = s.splits[k].point
                if p != from && p != e.b {
                    s.pieces.append((from, p, e.operand))
                    from = p
                }
                k += 1
            }
            if from != e.b { s.pieces.append((from, e.b, e.operand)) }
        }
    }

    /// Records where segments `i` (`p → p2`) and `j` (`q → q2`) cut each other's insides. A
    /// crossing at one's end is that end point exactly, so the pieces meet where they should.
    private static func cross(_ i: Int, _ p: Point, _ p2: Point, _ j: Int, _ q: Point, _ q2: Point,
                              _ splits: inout [(edge: Int, t: Double, point: Point)]) {
        let r = p2 - p, d = q2 - q, qp = q - p
        let denominator = r.x * d.y - r.y * d.x
        let scale = (r.x * r.x + r.y * r.y) * (d.x * d.x + d.y * d.y)
        let eps = 1e-9
        if denominator * denominator > 1e-20 * scale {
            let t = (qp.x * d.y - qp.y * d.x) / denominator
            let u = (qp.x * r.y - qp.y * r.x) / denominator
            guard t >= -eps, t <= 1 + eps, u >= -eps, u <= 1 + eps else { return }
            let point: Point
            if t <= eps { point = p } else if t >= 1 - eps { point = p2 }
            else if u <= eps { point = q } else if u >= 1 - eps { point = q2 }
            else { point = p + r * t }
            if t > eps && t < 1 - eps { splits.append((i, t, point)) }
            if u > eps && u < 1 - eps { splits.append((j, u, point)) }
            return
        }
        // Parallel: when on one line, each cuts the other at its ends inside it.
        guard abs(qp.x * r.y - qp.y * r.x) <= 1e-9 * (r.x * r.x + r.y * r.y) else { return }
        let rr = r.x * r.x + r.y * r.y, dd = d.x * d.x + d.y * d.y
        for end in [q, q2] {
            let t = ((end.x - p.x) * r.x + (end.y - p.y) * r.y) / rr
            if t > eps && t < 1 - eps { splits.append((i, t, end)) }
        }
        for end in [p, p2] {
            let u = ((end.x - q.x) * d.x + (end.y - q.y) * d.y) / dd
            if u > eps && u < 1 - eps { splits.append((j, u, end)) }
        }
    }

    // MARK: Keeping

    /// Keeps each piece where the result is inside on exactly one side, turned so that the
    /// inside is on its left; drops duplicates.
    static func classify(_ operation: Operation, _ s: inout PathBooleanScratch) {
        s.kept.removeAll(keepingCapacity: true)
        for piece in s.pieces {
            let direction = piece.b - piece.a
            let length = direction.length
            guard length > 0 else { continue }
            let mid = (piece.a + piece.b) * 0.5
            let step = min(length * 0.01, 1e-3)
            let normal = Point(x: -direction.y / length * step, y: direction.x / length * step)
            let left = mid + normal, right = mid - normal
            let inLeft = operation.apply(winding(left, 0, s.edges) != 0, winding(left, 1, s.edges) != 0)
            let inRight = operation.apply(winding(right, 0, s.edges) != 0, winding(right, 1, s.edges) != 0)
            if inLeft == inRight { continue }
            s.kept.append(inLeft ? (piece.a, piece.b) : (piece.b, piece.a))
        }
        s.kept.sort { ($0.a.x, $0.a.y, $0.b.x, $0.b.y) < ($1.a.x, $1.a.y, $1.b.x, $1.b.y) }
        var w = 0
        for r in s.kept.indices where r == 0 || s.kept[r] != s.kept[w - 1] {
            s.kept[w] = s.kept[r]
            w += 1
        }
        s.kept.removeSubrange(w...)
    }

    /// The non-zero winding number of operand `operand`'s edges around `p`.
    private static func winding(_ p: Point, _ operand: Int, _ edges: [(a: Point, b: Point, operand: Int)]) -> Int {
        var w = 0
        for e in edges where e.operand == operand {
            let side = (e.b.x - e.a.x) * (p.y - e.a.y) - (p.x - e.a.x) * (e.b.y - e.a.y)
            if e.a.y <= p.y {
                if e.b.y > p.y && side > 0 { w += 1 }
            } else if e.b.y <= p.y && side < 0 {
                w -= 1
            }
        }
        return w
    }

    // MARK: Linking

    /// Links the kept pieces (sorted by start) into closed loops in `out`.
    static func link(_ s: inout PathBooleanScratch, into out: inout Path) {
        s.used.removeAll(keepingCapacity: true)
        s.used.append(contentsOf: repeatElement(false, count: s.kept.count))
        for i in s.kept.indices where !s.used[i] {
            s.used[i] = true
            let first = s.kept[i].a
            var end = s.kept[i].b
            out.move(to: first)
            while end != first {
                out.line(to: end)
                guard let j = unusedPiece(startingAt: end, s) else { break }
                s.used[j] = true
                end = s.kept[j].b
            }
            out.close()
        }
    }

    /// An unused kept piece that starts at `p` (binary search over the starts).
    private static func unusedPiece(startingAt p: Point, _ s: PathBooleanScratch) -> Int? {
        var lo = 0, hi = s.kept.count
        while lo < hi {
            let mid = (lo + hi) / 2
            let a = s.kept[mid].a
            if (a.x, a.y) < (p.x, p.y) { lo = mid + 1 } else { hi = mid }
        }
        var k = lo
        while k < s.kept.count && s.kept[k].a == p {
            if !s.used[k] { return k }
            k += 1
        }
        return nil
    }
}
