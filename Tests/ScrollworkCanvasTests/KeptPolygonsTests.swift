@testable import ScrollworkCanvas
import Scrollwork
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// Kept polygons against the flattener: whatever is kept, replaced or passed over, the polygon
/// handed out is the one flattening the same path under the same transform gives.
@Suite("Kept polygons")
struct KeptPolygonsTests {
    /// A closed curved outline: `n` cubic lobes around (cx, cy).
    static func blob(_ n: Int, cx: Double, cy: Double, r: Double) -> Path {
        var p = Path()
        p.move(to: Point(x: cx + r, y: cy))
        for k in 1...n {
            let a0 = Double(k - 1) / Double(n) * 2 * .pi, a1 = Double(k) / Double(n) * 2 * .pi
            func at(_ a: Double, _ s: Double) -> Point { Point(x: cx + s * r * cos(a), y: cy + s * r * sin(a)) }
            p.cubic(to: at(a1, 1), control1: at(a0 + 0.3, 1.4), control2: at(a1 - 0.3, 0.7))
        }
        p.close()
        return p
    }

    /// The points and contours of a polyline, to compare.
    static func contents(_ polyline: borrowing Polyline) -> ([Point], [Int], [Bool]) {
        (Array(polyline.points), polyline.contours.map(\.count), polyline.contours.map(\.closed))
    }

    /// Flattens through `kept` and directly, and says whether both give the same polygon.
    static func agrees(_ kept: KeptPolygons, _ path: Path, _ m: AffineTransform) -> Bool {
        var viaKept = Polyline(), direct = Polyline()
        let a = kept.flatten(path, transform: m, tolerance: Canvas.tolerance, into: &viaKept)
        let b = Flattener.flatten(path, transform: m, tolerance: Canvas.tolerance, into: &direct)
        return a == b && contents(viaKept) == contents(direct)
    }

    @Test("seen again, moved a little, under another transform, after every entry is replaced")
    func keptPolygonsAreTheFlattenersOwn() {
        let kept = KeptPolygons()
        let m = AffineTransform(scaleX: 1.5, y: 1.5)
        let shapes = (0..<40).map { Self.blob(3 + $0 % 5, cx: Double($0 * 7), cy: 50, r: 20 + Double($0)) }
        for _ in 0..<3 {
            for s in shapes { #expect(Self.agrees(kept, s, m)) }
        }
        var moved = shapes[0]
        moved.withPoints { $0[2].x += 0.25 }
        #expect(Self.agrees(kept, moved, m), "one control point moved")
        #expect(Self.agrees(kept, shapes[0], AffineTransform(translationX: 0.5, y: 0) * m), "the same path moved")
        // More outlines than entries, each seen (kept the second time, used the third), so
        // entries are replaced and then used; then the first ones again.
        for k in 0..<(KeptPolygons.capacity + 20) {
            let s = Self.blob(4, cx: Double(k), cy: 0, r: 30)
            for _ in 0..<3 { #expect(Self.agrees(kept, s, m)) }
        }
        for s in shapes.prefix(5) { #expect(Self.agrees(kept, s, m)) }
        // Not kept: a path without curves, one too large; both still flattened right.
        var square = Path()
        square.move(to: .zero); square.line(to: Point(x: 10, y: 0)); square.line(to: Point(x: 10, y: 10)); square.close()
        #expect(Self.agrees(kept, square, m) && Self.agrees(kept, square, m))
        let large = Self.blob(KeptPolygons.maxPathPoints, cx: 0, cy: 0, r: 100)
        #expect(Self.agrees(kept, large, m) && Self.agrees(kept, large, m))
    }
}
