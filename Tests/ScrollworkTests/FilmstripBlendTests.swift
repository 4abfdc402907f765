import Testing
import Scrollwork

/// `Filmstrip.blend(at:)`: its ends and progress blend to exactly what `value(at:)` gives.
@Suite struct FilmstripBlendTests {
    static let times: [Double] = [-3, -0.5, 0, 0.25, 1, 1.5, 2, 2.75, 3, 3.5, 4, 9.999, 10, 12, .infinity, -.infinity]

    /// Blends `strip` at every test time and compares with the value, bit for bit.
    func expectBlendMatchesValue(_ strip: Filmstrip<Double>) throws {
        for t in FilmstripBlendTests.times {
            let b = try #require(strip.blend(at: t), "no blend at \(t)")
            let value = try #require(strip.value(at: t))
            let blended = b.from.interpolated(to: b.to, progress: b.progress)
            #expect(blended.bitPattern == value.bitPattern, "t = \(t): blend \(blended), value \(value)")
        }
    }

    @Test func heldEdgesEasingsAndHolds() throws {
        let strip = Filmstrip([
            Keyframe(time: 0, value: 1.0, easing: .easeInOutCubic),
            Keyframe(time: 2, value: 5.0, easing: .hold),
            Keyframe(time: 3, value: -2.0, easing: .easeOutBack),
            Keyframe(time: 10, value: 7.0),
        ])
        try expectBlendMatchesValue(strip)
        // Before the first keyframe both ends are the first value, at progress 0.
        let before = try #require(strip.blend(at: -1))
        #expect(before.from == 1 && before.to == 1 && before.progress == 0)
    }

    @Test func extrapolatedEdges() throws {
        let strip = Filmstrip([Keyframe(time: 1, value: 2.0), Keyframe(time: 3, value: 6.0), Keyframe(time: 4, value: 1.0)],
                              edgeStrategy: .extrapolate)
        for t in [-3.0, 0, 5, 12] {
            let b = try #require(strip.blend(at: t))
            let value = try #require(strip.value(at: t))
            #expect(b.from.interpolated(to: b.to, progress: b.progress) == value, "t = \(t)")
            #expect(b.progress < 0 || b.progress > 1, "t = \(t) lies outside the keyframes")
        }
    }

    @Test func emptyNaNAndPerDimensionSegmentsGiveNil() {
        #expect(Filmstrip<Double>().blend(at: 1) == nil)
        let strip = Filmstrip([Keyframe(time: 0, value: 0.0), Keyframe(time: 1, value: 1.0)])
        #expect(strip.blend(at: .nan) == nil)
        let perDimension = Filmstrip([
            Keyframe(time: 0, value: Point(x: 0, y: 0), dimensionEasings: [.easeInQuad, .easeOutQuad]),
            Keyframe(time: 1, value: Point(x: 1, y: 1)),
        ])
        #expect(perDimension.blend(at: 0.5) == nil)
        // Its held edges still blend.
        #expect(perDimension.blend(at: 2)?.to == Point(x: 1, y: 1))
    }
}
