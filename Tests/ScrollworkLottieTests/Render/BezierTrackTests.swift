import Testing
import Scrollwork
@testable import ScrollworkLottie

/// A keyframed shape blended straight into a kept contour gives the contour of the blended
/// shape value, exactly, at every kind of segment (eased, held, different vertex counts, edges).
@Suite struct BezierTrackTests {
    static func shape(_ points: [(Double, Double)], closed: Bool = true, tangent: Double = 0) -> LottieBezier {
        let v = points.map { Point(x: $0.0, y: $0.1) }
        return LottieBezier(isClosed: closed, vertices: v, inTangents: v.map { _ in Point(x: -tangent, y: tangent / 3) },
                            outTangents: v.map { _ in Point(x: tangent, y: -tangent / 2) })
    }

    @Test func blendedContourMatchesTheValue() {
        let a = BezierTrackTests.shape([(0, 0), (10, 0), (10, 10), (0, 10)])
        let b = BezierTrackTests.shape([(3, -2), (17, 1), (12, 19), (-4, 8)], tangent: 2.5)
        let c = BezierTrackTests.shape([(1, 1), (9, 1), (5, 7)], closed: false, tangent: 1)
        let eased = LottieEasing(outHandle: .init(x: 0.33, y: 0), inHandle: .init(x: 0.12, y: 1.4))
        let property = LottieProperty(keyframes: [
            LottieKeyframe(time: 0, value: a, endValue: b, easing: eased),
            LottieKeyframe(time: 10, value: b, endValue: c),
            LottieKeyframe(time: 20, value: c, endValue: a, isHold: true),
            LottieKeyframe(time: 30, value: a, endValue: a),
        ], fallback: a)
        let track = Track(property, in: .none) { BezierValue($0) }
        var out = Contour()
        for step in -10...80 {
            let t = Double(step) / 2
            track.contour(at: t, into: &out)
            #expect(out == Contour(track.value(at: t).bezier), "t = \(t)")
        }
    }
}
