import Scrollwork
import Testing
@testable import ScrollworkLottie

/// Animated properties: LOTTIE_FORMAT.md §6.
struct PropertyTests {
    private func rotation(_ member: String) throws -> (LottieProperty<Double>, LottieAnimation) {
        let a = try Fixture.read(Fixture.animation(layers: "[" + Fixture.transformLayer(#""r": "# + member) + "]"))
        return (a.layers[0].transform.rotation, a)
    }

    private func position(_ member: String) throws -> LottiePosition {
        let a = try Fixture.read(Fixture.animation(layers: "[" + Fixture.transformLayer(#""p": "# + member) + "]"))
        return a.layers[0].transform.position
    }

    @Test("static values: number and [number] alike")
    func staticScalar() throws {
        #expect(try rotation(#"{"a": 0, "k": 45}"#).0.staticValue == 45)
        #expect(try rotation(#"{"a": 0, "k": [45]}"#).0.staticValue == 45)
        #expect(try rotation("30").0.staticValue == 30)
    }

    @Test("new-format keyframes: segment ends at the next s")
    func newFormat() throws {
        let (p, _) = try rotation(#"{"a": 1, "k": [{"t": 0, "s": [10], "o": {"x": 0.3, "y": 0}, "i": {"x": 0.7, "y": 1}}, {"t": 20, "s": [50]}]}"#)
        #expect(p.keyframes.count == 2)
        #expect(p.keyframes[0].value == 10)
        #expect(p.keyframes[0].endValue == 50)
        #expect(p.keyframes[1].endValue == 50)
        #expect(p.keyframes[0].easing.controlPoints(dimension: 0) == (0.3, 0, 0.7, 1))
        #expect(p.finalValue == 50)
    }

    @Test("old-format keyframes: e ends the segment, the last keyframe has only t")
    func oldFormat() throws {
        let (p, _) = try rotation(#"{"a": 1, "k": [{"t": 0, "s": [10], "e": [50], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.7], "y": [1]}}, {"t": 20, "s": [50], "e": [5]}, {"t": 40}]}"#)
        #expect(p.keyframes.map(\.time) == [0, 20, 40])
        #expect(p.keyframes.map(\.value) == [10, 50, 5])
        #expect(p.keyframes.map(\.endValue) == [50, 5, 5])
        #expect(p.finalValue == 5)
    }

    @Test("a keyframe with neither s nor a previous e is dropped with a diagnostic")
    func unusableKeyframe() throws {
        let (p, a) = try rotation(#"{"a": 1, "k": [{"t": 0}, {"t": 10, "s": [3]}]}"#)
        #expect(p.keyframes.map(\.time) == [10])
        #expect(a.diagnostics(.invalidValue).contains { $0.path == "$.layers[0].ks.r.k[0]" })
    }

    @Test("hold keyframes")
    func hold() throws {
        let (p, _) = try rotation(#"{"a": 1, "k": [{"t": 0, "s": [1], "h": 1}, {"t": 5, "s": [2]}]}"#)
        #expect(p.keyframes[0].isHold)
        #expect(!p.keyframes[1].isHold)
    }

    @Test("per-dimension easing; x handles clamped into [0, 1], y left alone")
    func perDimensionEasing() throws {
        let pos = try position(#"{"a": 1, "k": [{"t": 0, "s": [0, 0], "o": {"x": [0.2, 1.5], "y": [0, -0.5]}, "i": {"x": [-0.1, 0.9], "y": [1, 2]}}, {"t": 10, "s": [10, 20]}]}"#)
        guard case .combined(let p) = pos else { Issue.record("combined expected"); return }
        let e = p.keyframes[0].easing
        #expect(e.dimensionCount == 2)
        #expect(e.controlPoints(dimension: 0) == (0.2, 0, 0, 1))
        #expect(e.controlPoints(dimension: 1) == (1, -0.5, 0.9, 2))
        #expect(e.controlPoints(dimension: 2) == (0.2, 0, 0, 1))  // missing → element 0
    }

    @Test("spatial tangents on position keyframes")
    func spatial() throws {
        let pos = try position(#"{"a": 1, "k": [{"t": 0, "s": [0, 0], "to": [10, 0], "ti": [0, -10], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 10, "s": [10, 20]}]}"#)
        guard case .combined(let p) = pos else { Issue.record("combined expected"); return }
        #expect(p.keyframes[0].spatialOutTangent == Point(x: 10, y: 0))
        #expect(p.keyframes[0].spatialInTangent == Point(x: 0, y: -10))
        #expect(p.keyframes[0].hasSpatialTangents)
        #expect(p.keyframes[0].endValue == LottieVector(x: 10, y: 20))
    }

    @Test("split position: one scalar property per axis")
    func splitPosition() throws {
        let pos = try position(#"{"s": true, "x": {"a": 1, "k": [{"t": 0, "s": [1]}, {"t": 9, "s": [2]}]}, "y": {"a": 0, "k": 7}}"#)
        guard case .split(let x, let y, let z) = pos else { Issue.record("split expected"); return }
        #expect(x.keyframes.count == 2)
        #expect(y.staticValue == 7)
        #expect(z == nil)
        #expect(pos.isAnimated)
    }

    @Test("decided by the shape of k, not by a (type confusion)")
    func typeConfusion() throws {
        let (animatedButA0, _) = try rotation(#"{"a": 0, "k": [{"t": 0, "s": [1]}, {"t": 9, "s": [2]}]}"#)
        #expect(animatedButA0.keyframes.count == 2)
        let (staticButA1, _) = try rotation(#"{"a": 1, "k": 12}"#)
        #expect(staticButA1.staticValue == 12)
        let (wrongType, a) = try rotation(#"{"a": 0, "k": "twelve"}"#)
        #expect(wrongType.staticValue == 0)
        #expect(a.diagnostics(.invalidValue).contains { $0.path == "$.layers[0].ks.r.k" })
    }

    @Test("unsorted keyframes are stably sorted; runs of more than two at one time keep first and last")
    func degenerateKeyframes() throws {
        let (p, a) = try rotation(#"{"a": 1, "k": [{"t": 10, "s": [3]}, {"t": 0, "s": [1]}, {"t": 5, "s": [2]}, {"t": 5, "s": [20]}, {"t": 5, "s": [200]}]}"#)
        #expect(p.keyframes.map(\.time) == [0, 5, 5, 10])
        #expect(p.keyframes.map(\.value) == [1, 2, 200, 3])
        #expect(a.diagnostics(.invalidValue).count == 2)
    }

    @Test("expressions are kept with their paths and noted once per layer")
    func expressions() throws {
        let layer = #"{"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {"r": {"a": 0, "k": 5, "x": "time*10"}, "o": {"a": 0, "k": 50, "x": "wiggle(1,2)"}}}"#
        let a = try Fixture.read(Fixture.animation(layers: "[" + layer + "]"))
        #expect(a.layers[0].transform.rotation.expression == "time*10")
        #expect(a.layers[0].transform.rotation.staticValue == 5)
        #expect(a.diagnostics(.expression).count == 1)
        #expect(a.diagnostics(.expression).first?.path == "$.layers[0].ks.r.x")
        #expect(a.diagnostics(.expression).first?.severity == .info)
        #expect(a.layers[0].transform.opacity.expressionPath == "$.layers[0].ks.o.x")
    }

    @Test("slots replace a property's value; a missing slot keeps it")
    func slots() throws {
        let layer = #"{"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {"r": {"a": 0, "k": 5, "sid": "spin"}, "o": {"a": 0, "k": 50, "sid": "nope"}}}"#
        let a = try Fixture.read(Fixture.animation(layers: "[" + layer + "]", extra: #""slots": {"spin": {"p": {"a": 0, "k": 90}}}"#))
        #expect(a.layers[0].transform.rotation.staticValue == 90)
        #expect(a.layers[0].transform.rotation.slotID == "spin")
        #expect(a.layers[0].transform.opacity.staticValue == 50)
    }

    @Test("an animated flag other than 0/1 is reported")
    func badAnimatedFlag() throws {
        let (p, a) = try rotation(#"{"a": 2, "k": 3}"#)
        #expect(p.staticValue == 3)
        #expect(a.diagnostics(.invalidValue).contains { $0.path == "$.layers[0].ks.r.a" })
    }
}
