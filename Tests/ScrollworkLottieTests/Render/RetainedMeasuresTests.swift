import Scrollwork
@testable import ScrollworkLottie
import Testing

/// Trims cut from kept measures are the trims of the path itself: for a path seen again, one
/// changed in a single coordinate, after every kept entry has been replaced, and for a path too
/// large to keep.
@Suite("Retained measures")
struct RetainedMeasuresTests {
    /// A wavy closed outline of `n` cubics, shifted by `k` so each `k` is a different path.
    static func outline(_ n: Int, _ k: Int) -> Path {
        var p = Path()
        p.move(to: Point(x: Double(k), y: 0))
        for i in 1...n {
            let x = Double(i * 10 + k)
            p.cubic(to: Point(x: x, y: Double(i % 3)), control1: Point(x: x - 7, y: 9), control2: Point(x: x - 3, y: -6))
        }
        p.close()
        return p
    }

    static let trims = [Trim(start: 0.1, end: 0.7), Trim(start: 0.6, end: 0.3, offset: 0.25), Trim(start: 0, end: 1), Trim(start: 0.4, end: 0.4)]

    func expectSameTrims(_ path: Path, _ measures: inout RetainedMeasures) {
        for trim in Self.trims {
            var out = Path()
            measures.trim(path, trim, into: &out)
            #expect(out == path.trimmed(trim))
        }
        #expect(measures.measure(of: path).length == PathMeasure(path).length)
    }

    @Test func keptMeasuresCutWhatMeasuringAgainCuts() {
        var measures = RetainedMeasures()
        let a = Self.outline(12, 0)
        expectSameTrims(a, &measures)
        expectSameTrims(a, &measures)
        // The same size, one control point moved: not the kept measure.
        var moved = Path()
        moved.move(to: Point(x: 0, y: 0))
        for i in 1...12 {
            let x = Double(i * 10)
            moved.cubic(to: Point(x: x, y: Double(i % 3)), control1: Point(x: x - 7, y: i == 5 ? 40 : 9), control2: Point(x: x - 3, y: -6))
        }
        moved.close()
        #expect(moved != a)
        expectSameTrims(moved, &measures)
        // More paths than are kept: each entry replaced, and the first one measured again.
        for k in 1...(RetainedMeasures.capacity + 5) { expectSameTrims(Self.outline(3 + k % 7, k), &measures) }
        expectSameTrims(a, &measures)
        // Too large to keep.
        let large = Self.outline(RetainedMeasures.maxPoints / 3 + 1, 0)
        #expect(large.points.count > RetainedMeasures.maxPoints)
        expectSameTrims(large, &measures)
        expectSameTrims(a, &measures)
    }
}
