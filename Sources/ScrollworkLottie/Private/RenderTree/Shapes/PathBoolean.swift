import Scrollwork

/// Storage the path booleans reuse between frames.
struct PathBooleanScratch {
    /// Polygon points of both operands, ring after ring.
    var points: [Point] = []
    /// The rings: first point, point count, and which operand (0 or 1).
    var rings: [(start: Int, count: Int, operand: Int)] = []
    /// The polygons' edges: ends and operand.
    var edges: [(a: Point, b: Point, operand: Int)] = []
    /// The edges cut at every crossing.
    var pieces: [(a: Point, b: Point, operand: Int)] = []
    /// Crossings found on each original edge: edge index, position along it, point.
    var splits: [(edge: Int, t: Double, point: Point)] = []
    /// Edge order by left end, for the sweep.
    var order: [Int] = []
    /// The directed edges of the result, and whether each was used in a loop.
    var kept: [(a: Point, b: Point)] = []
    var used: [Bool] = []
}

/// Merge paths' storage: the booleans' and the outlines being folded.
struct MergeScratch {
    var boolean = PathBooleanScratch()
    var accumulated = Path()
    var next = Path()
    var result = Path()
}

/// Boolean operations on filled paths (merge paths): both operands are flattened to polygons,
/// every edge is cut where any edge crosses it, and each piece is kept when the result is inside
/// on one side of it and outside on the other (the sides' insides found by non-zero winding in
/// each operand). The kept pieces, turned to have the inside on the same side, are linked into
/// closed loops. Work grows with the edge count squared in the worst case; operands beyond
/// ``maxEdges`` edges are not combined (the paths are kept as they are).
enum PathBoolean {
    enum Operation {
        case union, difference, intersection, exclusion

        func apply(_ a: Bool, _ b: Bool) -> Bool {
            switch self {
            case .union: return a || b
            case .difference: return a && !b
            case .intersection: return a && b
            case .exclusion: return a != b
            }
        }
    }

    /// The most polygon edges combined at once.
    static let maxEdges = 4_000

    /// `a op b` into `out` (replaced). Curves are flattened to within `tolerance`. Returns false
    /// (and leaves `out` empty) when the operands are too large to combine.
    @discardableResult
    static func combine(_ a: Path, _ b: Path, _ operation: Operation, tolerance: Double,
                        into out: inout Path, scratch: inout PathBooleanScratch) -> Bool {
        out.removeAll()
        scratch.points.removeAll(keepingCapacity: true)
        scratch.rings.removeAll(keepingCapacity: true)
        flatten(a, operand: 0, tolerance: tolerance, &scratch)
        flatten(b, operand: 1, tolerance: tolerance, &scratch)
        guard scratch.points.count <= maxEdges else { return false }
        splitEdges(&scratch)
        classify(operation, &scratch)
        link(&scratch, into: &out)
        return true
    }

    // MARK: Flattening

    /// Appends the sub-paths of `path` as closed rings of points.
    private static func flatten(_ path: Path, operand: Int, tolerance: Double, _ s: inout PathBooleanScratch) {
        var start = s.points.count
        var current = Point.zero
        func closeRing() {
            // A ring ends without repeating its first point.
            if s.points.count - start > 1, s.points[s.points.count - 1] == s.points[start] { s.points.removeLast() }
            if s.points.count - start >= 3 {
                s.rings.append((start, s.points.count - start, operand))
            } else {
                s.points.removeSubrange(start...)
            }
            start = s.points.count
        }
        var i = 0
        for verb in path.verbs {
            let p = path.points
            switch verb {
            case .move:
                closeRing()
                current = p[i]
                s.points.append(current)
            case .line:
                current = p[i]
                s.points.append(current)
            case .quad:
                let c = p[i], e = p[i + 1]
                appendCubic(current, current + (c - current) * (2.0 / 3), e + (c - e) * (2.0 / 3), e, tolerance, &s)
                current = e
            case .cubic:
                appendCubic(current, p[i], p[i + 1], p[i + 2], tolerance, &s)
                current = p[i + 2]
            case .close:
                closeRing()
            }
            i += verb.pointCount
        }
        closeRing()
    }

    /// The cubic's points after its start, enough for the chords to stay within `tolerance`.
    private static func appendCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ tolerance: Double,
                                    _ s: inout PathBooleanScratch) {
        let d1 = (p0 - p1 * 2 + p2).length, d2 = (p1 - p2 * 2 + p3).length
        let estimate = (0.75 * max(d1, d2) / max(tolerance, 1e-9)).squareRoot()
        let n = estimate.isFinite ? min(max(Int(estimate.rounded(.up)), 1), 256) : 1
        for k in 1...n {
            let t = Double(k) / Double(n), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            s.points.append(Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
        }
    }
}
