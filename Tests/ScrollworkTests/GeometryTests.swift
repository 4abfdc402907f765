import Testing
@testable import Scrollwork

@Suite struct GeometryTests {
    @Test func matrixProductAppliesRightHandSideFirst() {
        let t = AffineTransform(translationX: 10, y: 0)
        let s = AffineTransform(scaleX: 2, y: 2)
        #expect((t * s).apply(Point(1, 1)) == Point(12, 2))
        #expect(t.concatenating(s).apply(Point(1, 1)) == Point(22, 2))
    }

    @Test func positiveRotationTurnsClockwiseOnAYDownScreen() {
        let p = AffineTransform(rotation: .pi / 2).apply(Point(1, 0))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test func inverseUndoesTheTransform() throws {
        let m = AffineTransform(translationX: 3, y: -4) * AffineTransform(rotation: 0.3) * AffineTransform(scaleX: 2, y: 0.5)
        let inv = try #require(m.inverted())
        let p = inv.apply(m.apply(Point(7, 11)))
        #expect(abs(p.x - 7) < 1e-12 && abs(p.y - 11) < 1e-12)
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
    }

    @Test func lottieTransformChainMatchesTheFormatReference() {
        // LOTTIE_FORMAT.md §5.2: a=(10,−5) p=(150,140) s=(150,80) r=25 sk=20 sa=30 maps (40,30) to (162.00, 185.88).
        let rad = Double.pi / 180
        let m = AffineTransform(translationX: 150, y: 140) * AffineTransform(rotation: 25 * rad)
            * AffineTransform(rotation: -30 * rad) * AffineTransform(shearX: -_tan(20 * rad))
            * AffineTransform(rotation: 30 * rad) * AffineTransform(scaleX: 1.5, y: 0.8)
            * AffineTransform(translationX: -10, y: 5)
        let p = m.apply(Point(40, 30))
        #expect(abs(p.x - 162.00) < 0.005 && abs(p.y - 185.88) < 0.005)
    }

    @Test func colorParsesHex() {
        #expect(Color(hex: "#ff8000") == Color(red: 1, green: 128.0 / 255, blue: 0))
        #expect(Color(hex: "0f0")?.green == 1)
        #expect(Color(hex: "#12345") == nil)
        #expect(Color(hex: "#gg0000") == nil)
    }

    @Test func pathStartsASubpathWhereNeeded() {
        var path = Path()
        path.line(to: Point(10, 0))
        #expect(path.verbs == [.move, .line])
        path.close()
        path.close()
        path.line(to: Point(5, 5))
        #expect(path.verbs == [.move, .line, .close, .move, .line])
        #expect(path.points[2] == Point(0, 0))
    }

    @Test func pathsInterpolatePointByPointOrHold() {
        var a = Path(); a.move(to: Point(0, 0)); a.line(to: Point(10, 0))
        var b = Path(); b.move(to: Point(0, 10)); b.line(to: Point(20, 0))
        #expect(a.interpolated(to: b, progress: 0.5).points == [Point(0, 5), Point(15, 0)])
        #expect(a.interpolated(to: b, progress: 1.5).points == [Point(0, 15), Point(25, 0)])
        var c = b; c.close()
        #expect(a.interpolated(to: c, progress: 0.99) == a)
        #expect(a.interpolated(to: c, progress: 1) == c)
    }

    @Test func lerpIsExactAtBothEnds() {
        let a = 0.1, b = 0.7
        #expect(lerp(a, b, 0) == a)
        #expect(lerp(a, b, 1) == b)
    }

    @Test("lerp between equal ends is the same number at every progress (a kept value equals a fresh one)")
    func lerpIsConstantBetweenEqualEnds() {
        // 49.299186 is a value (1 - t)·a + t·a misses by an ulp at some t.
        for a in [49.299186, 0.1, -3.7, 1e300] {
            for k in 0...1000 {
                let t = Double(k) / 1000
                #expect(lerp(a, a, t) == a, "a = \(a), t = \(t)")
                #expect(Point(x: a, y: -a).interpolated(to: Point(x: a, y: -a), progress: t) == Point(x: a, y: -a))
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
private func _tan(_ x: Double) -> Double { tan(x) }
#else
import Darwin
private func _tan(_ x: Double) -> Double { tan(x) }
#endif
