#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Turns paths into polylines: lines kept, Bézier curves cut into straight pieces so that no
/// piece strays more than a tolerance from the curve (Wang's formula on the control points).
internal enum Flattener {
    /// The most pieces one curve is cut into (bounded work for absurd coordinates).
    static let maxPiecesPerCurve = 1024

    /// Appends the flattened `path` (mapped through `transform`) to `out`.
    /// Returns `false` (and appends nothing usable) when a coordinate is not finite.
    @discardableResult
    static func flatten(_ path: Path, transform: AffineTransform, tolerance: Double, into out: inout Polyline) -> Bool {
        let pts = path.points
        for p in pts where !p.isFinite { return false }
        guard tolerance > 0, tolerance.isFinite else { return false }
        var i = 0
        var current = Point.zero
        var start = Point.zero
        var open = false
        let identity = transform == .identity
        @inline(__always) func map(_ p: Point) -> Point { identity ? p : transform.apply(p) }
        for verb in path.verbs {
            switch verb {
            case .move:
                current = map(pts[i]); start = current
                out.begin(current)
                open = true
            case .line:
                let p = map(pts[i])
                if !open { out.begin(current); open = true }
                out.add(p); current = p
            case .quad:
                let c = map(pts[i]), p = map(pts[i + 1])
                if !open { out.begin(current); open = true }
                let dd = (current - c * 2 + p).length
                let n = pieces(0.25 * dd / tolerance)
                if n > 1 {
                    let step = 1 / Double(n)
                    for k in 1..<n {
                        let t = Double(k) * step, mt = 1 - t
                        out.add(current * (mt * mt) + c * (2 * mt * t) + p * (t * t))
                    }
                }
                out.add(p); current = p
            case .cubic:
                let c1 = map(pts[i]), c2 = map(pts[i + 1]), p = map(pts[i + 2])
                if !open { out.begin(current); open = true }
                let dd = max((current - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
                let n = pieces(0.75 * dd / tolerance)
                if n > 1 {
                    let step = 1 / Double(n)
                    for k in 1..<n {
                        let t = Double(k) * step, mt = 1 - t
                        let a = mt * mt * mt, b = 3 * mt * mt * t, cc = 3 * mt * t * t, d = t * t * t
                        out.add(Point(x: a * current.x + b * c1.x + cc * c2.x + d * p.x,
                                      y: a * current.y + b * c1.y + cc * c2.y + d * p.y))
                    }
                }
                out.add(p); current = p
            case .close:
                if open { out.closeContour() }
                open = false
                current = start
            }
            i += verb.pointCount
        }
        return true
    }

    @inline(__always)
    static func pieces(_ squared: Double) -> Int {
        guard squared.isFinite else { return maxPiecesPerCurve }
        let n = squared.squareRoot().rounded(.up)
        return n < 1 ? 1 : (n > Double(maxPiecesPerCurve) ? maxPiecesPerCurve : Int(n))
    }
}
