import Testing
import Scrollwork

@Suite struct FilmstripTests {
    /// EASING.md §9 test vectors: (keyframes in insertion order, [(time, expected)]).
    struct Vector9: Sendable, CustomTestStringConvertible {
        let name: String
        let keyframes: [Keyframe<Double>]
        let expectations: [(Double, Double)]
        var testDescription: String { name }
    }

    static let section9: [Vector9] = [
        Vector9(name: "unsorted insert 5→50, 0→0, 2→20",
                keyframes: [.init(time: 5, value: 50), .init(time: 0, value: 0), .init(time: 2, value: 20)],
                expectations: [(-1, 0), (1, 10), (3.5, 35), (6, 50)]),
        Vector9(name: "jump at 1: 0→0, 1→100, 1→50",
                keyframes: [.init(time: 0, value: 0), .init(time: 1, value: 100), .init(time: 1, value: 50)],
                expectations: [(0.5, 50), (0.99, 99), (1, 50), (2, 50)]),
        Vector9(name: "start keyframe owns the easing",
                keyframes: [.init(time: 1, value: 0.1, easing: .easeInQuad), .init(time: 2, value: 0.2), .init(time: 3, value: 0.3)],
                expectations: [(1.5, 0.125), (2.5, 0.25)]),
        Vector9(name: "hold edges 4→2, 6→4",
                keyframes: [.init(time: 4, value: 2), .init(time: 6, value: 4)],
                expectations: [(3, 2), (5, 3), (7, 4)]),
        Vector9(name: "hold keyframe 0→0 (hold), 10→100",
                keyframes: [.init(time: 0, value: 0, easing: .hold), .init(time: 10, value: 100)],
                expectations: [(9.999, 0), (10, 100)]),
        Vector9(name: "overshoot 0→100 (outBack), 1→200",
                keyframes: [.init(time: 0, value: 100, easing: .easeOutBack), .init(time: 1, value: 200)],
                expectations: [(0.5, 208.76975), (0.75, 206.41365625)]),
    ]

    @Test(arguments: section9)
    func easingSection9Vectors(_ vector: Vector9) throws {
        let strip = Filmstrip(vector.keyframes)
        for (time, expected) in vector.expectations {
            let value = try #require(strip.value(at: time))
            #expect(abs(value - expected) < 1e-9, "f(\(time)) = \(value), expected \(expected)")
            // The cursor lookup agrees, whatever segment it starts from.
            for start in [0, 1, 2, 5, -3, 100] {
                var cursor = FilmstripCursor()
                cursor.index = start
                #expect(strip.value(at: time, cursor: &cursor) == value)
            }
        }
    }

    @Test func publicContractSpelling() throws {
        var s = Filmstrip<Double>()
        s.set(1, at: 0)
        s.set(0, at: 10, easing: .easeInQuad)
        // The segment 0→10 belongs to the keyframe at 0, which is linear.
        #expect(s.value(at: 5) == 0.5)
        s[30] = 1
        #expect(s.count == 3)
        // The segment 10→30 is eased in (quad): at 20, u = 0.5 → 0.25.
        #expect(s[20] == 0.25)
        s[30] = nil
        #expect(s.count == 2)
    }

    @Test func emptyStripHasNoValue() {
        let s = Filmstrip<Double>()
        #expect(s.value(at: 0) == nil)
        var cursor = FilmstripCursor()
        #expect(s.value(at: 3, cursor: &cursor) == nil)
    }

    @Test func nanAndInfiniteTimes() {
        var s = Filmstrip<Double>()
        s.set(1, at: 0)
        s.set(2, at: 10)
        #expect(s.value(at: .nan) == nil)
        #expect(s.value(at: -.infinity) == 1)
        #expect(s.value(at: .infinity) == 2)
        var e = s
        e.edgeStrategy = .extrapolate
        #expect(e.value(at: -.infinity) == 1)
        #expect(e.value(at: .infinity) == 2)
        // Keyframes at non-finite times are ignored.
        s.set(99, at: .nan)
        s.set(99, at: .infinity)
        #expect(s.count == 2)
    }

    @Test func thirdSameTimeKeyframeReplacesTheSecond() {
        var s = Filmstrip<Double>()
        s.set(0, at: 0)
        s.set(100, at: 1)
        s.set(50, at: 1)
        s.set(70, at: 1)
        #expect(s.count == 3)
        #expect(s.keyframes.map(\.value) == [0, 100, 70])
        #expect(s.value(at: 0.5) == 50)
        #expect(s.value(at: 1) == 70)
    }

    @Test func singleKeyframeHoldsEverywhere() {
        var s = Filmstrip<Double>(edgeStrategy: .extrapolate)
        s.set(7, at: 3)
        #expect(s.value(at: -100) == 7)
        #expect(s.value(at: 3) == 7)
        #expect(s.value(at: 100) == 7)
    }

    @Test func extrapolateEdgeStrategyContinuesTheEndSegments() {
        var s = Filmstrip<Double>(edgeStrategy: .extrapolate)
        s.set(0, at: 0, easing: .easeInQuad)
        s.set(10, at: 10)
        s.set(30, at: 20)
        #expect(s.value(at: -5) == -5)      // along 0→10, un-eased
        #expect(s.value(at: 25) == 40)      // along 10→30
        #expect(s.value(at: 5) == 2.5)      // inside: eased as usual
    }

    @Test func hideAtIsAJumpPair() throws {
        // "hidden at t" = hidden for time ≥ t: a jump pair at t (visible → hidden).
        let t = 100.0, epsilon = 1e-9
        var hidden = Filmstrip<Bool>()
        hidden.set(false, at: 0)
        hidden.set(false, at: t)
        hidden.set(true, at: t)
        #expect(hidden.value(at: t - epsilon) == .some(false))
        #expect(hidden.value(at: t) == .some(true))
        #expect(hidden.value(at: t + epsilon) == .some(true))
        #expect(hidden.value(at: 0) == .some(false))
    }

    @Test func boolStepsAsSoonAsProgressIsPositive() {
        #expect(false.interpolated(to: true, progress: 0) == false)
        #expect(false.interpolated(to: true, progress: 1e-12) == true)
        #expect(true.interpolated(to: false, progress: -0.5) == true)
    }

    @Test func overshootingEasingPassesThroughPointsAndColors() throws {
        var s = Filmstrip<Color>()
        s.set(Color(white: 0), at: 0, easing: .easeOutBack)
        s.set(Color(white: 1), at: 1)
        let c = try #require(s.value(at: 0.5))
        #expect(c.red > 1)   // not clamped by the strip
        #expect(c.clamped.red == 1)
    }

    @Test func cursorTracksSequentialScrubbingInBothDirections() {
        var s = Filmstrip<Double>()
        for i in 0..<16 { s.set(Double(i * i), at: Double(i) * 10) }
        var cursor = FilmstripCursor()
        var time = -20.0
        while time < 180 {
            #expect(s.value(at: time, cursor: &cursor) == s.value(at: time))
            time += 0.7
        }
        while time > -20 {
            #expect(s.value(at: time, cursor: &cursor) == s.value(at: time))
            time -= 3.3
        }
    }

    @Test func perDimensionEasingForVectors() throws {
        var s = Filmstrip<Color>()
        s.set(Color(red: 0, green: 0, blue: 0, alpha: 0), at: 0, dimensionEasings: [.linear, .easeInQuad])
        s.set(Color(red: 1, green: 1, blue: 1, alpha: 1), at: 1)
        let v = try #require(s.value(at: 0.5))
        #expect(v.red == 0.5)
        #expect(v.green == 0.25)
        #expect(v.blue == 0.5 && v.alpha == 0.5)  // missing components use the first curve
        var p = Filmstrip<Point>()
        p.set(Point(0, 0), at: 0, dimensionEasings: [.easeInQuad, .linear])
        p.set(Point(10, 10), at: 2)
        #expect(p.value(at: 1) == Point(2.5, 5))
    }

    @Test func randomInsertionOrderGivesTheSameStrip() {
        let times = [3.0, 9, 1, 7, 5, 0, 8, 2, 6, 4]
        var a = Filmstrip<Double>(), b = Filmstrip<Double>()
        for t in times { a.set(t * 2, at: t) }
        for t in times.sorted() { b.set(t * 2, at: t) }
        #expect(a.keyframes.map(\.time) == b.keyframes.map(\.time))
        for k in 0...100 { let t = Double(k) / 10; #expect(a.value(at: t) == b.value(at: t)) }
    }
}
