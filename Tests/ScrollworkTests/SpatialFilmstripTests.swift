import Testing
import Scrollwork

@Suite struct SpatialFilmstripTests {
    @Test func straightSegmentsLerpLikeAPlainStrip() throws {
        var s = SpatialFilmstrip()
        s.set(Point(0, 0), at: 0, easing: .easeOutBack)
        s.set(Point(100, 0), at: 10)
        let mid = try #require(s.value(at: 5))
        #expect(abs(mid.x - 100 * Easing.easeOutBack.value(at: 0.5)) < 1e-9)  // overshoot allowed
        #expect(s.value(at: -1) == Point(0, 0) && s.value(at: 11) == Point(100, 0))
        #expect(s.value(at: .nan) == nil)
    }

    @Test func curvedSegmentsMoveAtConstantSpeed() throws {
        // A quarter-circle-like arc from (0,0) to (100,100).
        var s = SpatialFilmstrip()
        s.set(Point(0, 0), at: 0, outTangent: Point(55, 0))
        s.set(Point(100, 100), at: 1, inTangent: Point(0, -55))
        var previous = try #require(s.value(at: 0))
        var steps: [Double] = []
        for k in 1...20 {
            let p = try #require(s.value(at: Double(k) / 20))
            steps.append(p.distance(to: previous))
            previous = p
        }
        let mean = steps.reduce(0, +) / Double(steps.count)
        for step in steps { #expect(abs(step - mean) / mean < 0.01) }
        #expect(previous == Point(100, 100))
        #expect(s.value(at: 0) == Point(0, 0))
        // The tangent points along the travel: rightwards at the start, downwards at the end.
        let start = try #require(s.sample(at: 0.0001)).tangent
        let end = try #require(s.sample(at: 0.9999)).tangent
        #expect(start.x > 0 && abs(start.y) < start.x)
        #expect(end.y > 0 && abs(end.x) < end.y)
    }

    @Test func cursorAgreesWithTheSearch() throws {
        var s = SpatialFilmstrip()
        for i in 0..<8 { s.set(Point(Double(i) * 10, Double(i % 2) * 20), at: Double(i), outTangent: Point(3, 4), inTangent: Point(-3, 4)) }
        var cursor = FilmstripCursor()
        for k in 0..<100 {
            let t = Double(k) * 0.09 - 0.5
            let a = try #require(s.sample(at: t, cursor: &cursor))
            let b = try #require(s.sample(at: t))
            #expect(a.position == b.position && a.tangent == b.tangent)
        }
    }
}
