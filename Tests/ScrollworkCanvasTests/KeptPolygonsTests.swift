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

    @Test("a shape moved by a translation uses its kept polygon, moved: the flattener's own, point for point")
    func translatedShapesUseTheirPolygon() {
        let kept = KeptPolygons()
        let shape = Self.blob(5, cx: 40, cy: 30, r: 25)
        let m = AffineTransform(rotation: 0.3) * AffineTransform(scaleX: 1.7, y: 1.2)
        // Seen at one place (kept), then at fractional and large offsets, and back.
        let offsets = [(0.0, 0.0), (0.37, -12.81), (1234.5, 987.25), (-3.001, 0.5), (0.0, 0.0)]
        for (k, (tx, ty)) in offsets.enumerated() {
            #expect(Self.agrees(kept, shape, AffineTransform(translationX: tx, y: ty) * m), "offset \(k)")
        }
        #expect(kept.hits == offsets.count - 1, "every position after the first uses the kept polygon")
        // Another linear part is another polygon.
        #expect(Self.agrees(kept, shape, AffineTransform(scaleX: 1.7, y: 1.21) * m))
        #expect(kept.hits == offsets.count - 1)
    }

    @Test("a shape and its mirror image (every coordinate negated) are kept apart and both used")
    func mirroredShapesAreKeptApart() {
        let shape = Self.blob(4, cx: 3, cy: -2, r: 9)
        var mirrored = shape
        mirrored.withPoints { points in
            for i in points.indices { points[i] = Point(x: -points[i].x, y: -points[i].y) }
        }
        #expect(shape.fingerprint != mirrored.fingerprint)
        let kept = KeptPolygons()
        let m = AffineTransform(scaleX: 0.8, y: 0.8)
        // Drawn in turn at two places each, as two mirrored parts of a drawing are.
        for k in 0..<6 {
            let t = AffineTransform(translationX: Double(k % 2) * 90, y: 0) * m
            #expect(Self.agrees(kept, shape, t) && Self.agrees(kept, mirrored, t))
        }
        #expect(kept.hits == 10, "after the first turn, both outlines use their kept polygons")
    }

    @Test("the flattener gives a translated shape exactly its polygon, moved")
    func flatteningCommutesWithTranslation() {
        let shape = Self.blob(7, cx: -5, cy: 12, r: 33)
        let m = AffineTransform(rotation: -1.1) * AffineTransform(scaleX: 2.5, y: 0.8)
        var here = Polyline(), there = Polyline()
        #expect(Flattener.flatten(shape, transform: m, tolerance: Canvas.tolerance, into: &here))
        let t = Point(x: 517.3125, y: -41.9)
        #expect(Flattener.flatten(shape, transform: AffineTransform(translationX: t.x, y: t.y) * m, tolerance: Canvas.tolerance,
                                  into: &there))
        let (points, counts, closed) = Self.contents(here)
        #expect(Self.contents(there) == (points.map { $0 + t }, counts, closed))
    }
}
