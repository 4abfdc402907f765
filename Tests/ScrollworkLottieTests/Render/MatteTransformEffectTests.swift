import Foundation
import Scrollwork
import ScrollworkCanvas
@testable import ScrollworkLottie
import Testing

/// The set-matte (28) and transform (35) effects, worked by hand on solids.
@Suite("Set-matte and transform effects (Lottie)")
struct MatteTransformEffectTests {
    static func param(_ ty: Int, _ k: String) -> String { EffectRenderTests.param(ty, k) }

    static func render(_ json: String, frame: Double = 0) throws -> (LottieAnimation, Canvas) {
        let a = try Fixture.read(json)
        let canvas = try Canvas(width: 100, height: 100)
        LottieRenderer(a, options: .scripted).render(frame: frame, into: canvas)
        return (a, canvas)
    }

    /// A red 100×100 solid (ind 1) with a set matte taking layer `source`, over a blue 50×50
    /// solid (ind 2) at the top-left corner.
    static func setMatte(source: Int, invert: Int = 0, enabled: Bool = true) -> String {
        let ef = #"[{"ty": 28, "nm": "Set Matte", "en": \#(enabled ? 1 : 0), "ef": [\#(param(10, "\(source)")), \#(param(7, "4")), \#(param(7, "\(invert)"))]}]"#
        return Fixture.animation(layers: ##"""
        [{"ty": 1, "ind": 1, "ip": 0, "op": 60, "ks": {}, "sc": "#ff0000", "sw": 100, "sh": 100, "ef": \##(ef)},
         {"ty": 1, "ind": 2, "ip": 0, "op": 60, "ks": {}, "sc": "#0000ff", "sw": 50, "sh": 50}]
        """##)
    }

    @Test func setMatteKeepsTheLayerWhereTheSourceIsOpaque() throws {
        let (a, canvas) = try Self.render(Self.setMatte(source: 2))
        #expect(a.diagnostics(.effects).isEmpty)
        let inside = try #require(canvas.pixmap.pixel(x: 25, y: 25))
        let outside = try #require(canvas.pixmap.pixel(x: 75, y: 75))
        // Red over the (still drawn) blue source inside; nothing where the source is absent.
        #expect(inside.r == 255 && inside.b == 0 && inside.a == 255, "\(inside)")
        #expect(outside.a == 0, "\(outside)")
    }

    @Test func setMatteFromAMissingLayerOrDisabledDrawsTheLayerWhole() throws {
        for json in [Self.setMatte(source: 7), Self.setMatte(source: 2, enabled: false)] {
            let (_, canvas) = try Self.render(json)
            let p = try #require(canvas.pixmap.pixel(x: 75, y: 75))
            #expect(p.r == 255 && p.a == 255, "\(p)")
        }
    }

    @Test func invertedSetMatteIsReportedAndDrawnAsLottieWebDoes() throws {
        let (a, canvas) = try Self.render(Self.setMatte(source: 2, invert: 1))
        #expect(a.diagnostics(.effects).map(\.message).contains { $0.contains("not inverted") })
        let outside = try #require(canvas.pixmap.pixel(x: 75, y: 75))
        #expect(outside.a == 0, "\(outside)")
    }

    /// A red 100×100 solid (ind 1) with a transform effect, and a blue 10×10 child (ind 2).
    static func transformed(position: String, scale: Double, rotation: Double, opacity: Double, skew: Double = 0) -> String {
        let params = [param(3, "[0, 0]"), param(3, position), param(4, "1"), param(0, "\(scale)"), param(0, "100"),
                      param(0, "\(skew)"), param(0, "0"), param(1, "\(rotation)"), param(0, "\(opacity)")].joined(separator: ", ")
        return Fixture.animation(layers: ##"""
        [{"ty": 1, "ind": 2, "parent": 1, "ip": 0, "op": 60, "ks": {}, "sc": "#0000ff", "sw": 10, "sh": 10},
         {"ty": 1, "ind": 1, "ip": 0, "op": 60, "ks": {}, "sc": "#ff0000", "sw": 100, "sh": 100,
          "ef": [{"ty": 35, "nm": "Transform", "ef": [\##(params)]}]}]
        """##)
    }

    @Test func transformEffectScalesMovesAndFadesTheLayerButNotItsChildren() throws {
        let (a, canvas) = try Self.render(Self.transformed(position: "[50, 50]", scale: 50, rotation: 0, opacity: 50))
        #expect(a.diagnostics(.effects).isEmpty)
        let moved = try #require(canvas.pixmap.pixel(x: 75, y: 75))
        let vacated = try #require(canvas.pixmap.pixel(x: 40, y: 40))
        let child = try #require(canvas.pixmap.pixel(x: 5, y: 5))
        #expect(abs(Int(moved.a) - 128) <= 1 && moved.r == moved.a && moved.b == 0, "\(moved)")
        #expect(vacated.a == 0, "\(vacated)")
        #expect(child.b == 255 && child.a == 255, "\(child)")
    }

    @Test func transformEffectRotatesClockwiseAboutItsAnchor() throws {
        // (x, y) → (50 − y, 50 + x): the square lands on x −50…50, y 50…150.
        let (_, canvas) = try Self.render(Self.transformed(position: "[50, 50]", scale: 100, rotation: 90, opacity: 100))
        let kept = try #require(canvas.pixmap.pixel(x: 25, y: 75))
        let empty = try #require(canvas.pixmap.pixel(x: 75, y: 75))
        #expect(kept.r == 255 && kept.a == 255, "\(kept)")
        #expect(empty.a == 0, "\(empty)")
    }

    @Test func transformEffectSkewsAlongItsAxisTurnedBy90Degrees() throws {
        // Skew 45° on axis 0 (turned to 90°): (x, y) → (x, y + x).
        let (_, canvas) = try Self.render(Self.transformed(position: "[0, 0]", scale: 100, rotation: 0, opacity: 100, skew: 45))
        let sheared = try #require(canvas.pixmap.pixel(x: 75, y: 50))  // from (75, −25): outside
        let kept = try #require(canvas.pixmap.pixel(x: 75, y: 90))     // from (75, 15)
        let near = try #require(canvas.pixmap.pixel(x: 25, y: 50))     // from (25, 25)
        #expect(sheared.a == 0 && kept.r == 255 && near.r == 255, "\(sheared) \(kept) \(near)")
    }

    @Test func transformEffectRotatesBeforeItSkewsAsLottieWebDoes() throws {
        // anchor (10, 20), position (60, 40), scale 150 × 80 %, skew 30° on axis 15°, rotation 40°:
        // T(position) · R(−(axis+90°)) · Shx(−tan skew) · R(axis+90°) · R(rotation) · S · T(−anchor).
        func value(_ v: Double) -> LottieProperty<Double> { LottieProperty(v) }
        func point(_ x: Double, _ y: Double) -> LottieProperty<LottieVector> { LottieProperty(LottieVector(x: x, y: y)) }
        let values: [LottieEffectParameter.Value] = [.point(point(10, 20)), .point(point(60, 40)), .checkbox(value(0)),
                                                    .slider(value(80)), .slider(value(150)), .slider(value(30)),
                                                    .slider(value(15)), .angle(value(40)), .slider(value(100))]
        let effect = LottieEffect(type: 35, parameters: values.map { LottieEffectParameter(type: 0, value: $0) })
        let track = try #require(TransformEffectTrack(effect, overrides: .none))
        let d = Double.pi / 180, axis = (15 + 90) * d
        let expected = AffineTransform(translationX: 60, y: 40) * AffineTransform(rotation: -axis)
            * AffineTransform(shearX: -tan(30 * d)) * AffineTransform(rotation: axis) * AffineTransform(rotation: 40 * d)
            * AffineTransform(scaleX: 1.5, y: 0.8) * AffineTransform(translationX: -10, y: -20)
        let m = track.matrix(at: 0)
        for p in [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 30, y: -70)] {
            let got = m.apply(p), want = expected.apply(p)
            #expect(abs(got.x - want.x) < 1e-9 && abs(got.y - want.y) < 1e-9, "\(p): \(got) ≠ \(want)")
        }
    }

    @Test func transformEffectWithWrongTypesIsReported() throws {
        let params = [Self.param(0, "3"), Self.param(3, "[1, 2]")].joined(separator: ", ")
        let a = try Fixture.read(EffectRenderTests.solid(effects: #"[{"ty": 35, "ef": [\#(params)]}]"#))
        let messages = a.diagnostics(.effects).map(\.message)
        #expect(messages.contains { $0.contains("2 of its 9 parameters") })
        #expect(messages.contains { $0.contains("parameter 0") && $0.contains("wrong type") })
    }
}

/// The stroke effect (22), worked by hand: a 100×100 transparent layer with one square mask.
@Suite("Stroke effect (Lottie)")
struct StrokeEffectTests {
    /// A red 100×100 solid whose mask (mode `mode`) is the square 20…80, with a stroke
    /// effect of brush size 5 (width 10) in green, paint style `style`, start/end given.
    static func layer(style: Int, mode: String = "a", start: Double = 0, end: Double = 100) -> String {
        let p = EffectRenderTests.param
        let params = [p(0, "1"), p(7, "0"), p(7, "0"), p(2, "[0, 1, 0, 1]"), p(0, "5"), p(0, "100"), p(0, "1"),
                      p(0, "\(start)"), p(0, "\(end)"), p(0, "0"), p(7, "\(style)")].joined(separator: ", ")
        let mask = ##"{"mode": "\##(mode)", "o": {"a": 0, "k": 100}, "pt": {"a": 0, "k": {"c": true, "i": [[0,0],[0,0],[0,0],[0,0]], "o": [[0,0],[0,0],[0,0],[0,0]], "v": [[20,20],[80,20],[80,80],[20,80]]}}}"##
        return Fixture.animation(layers: ##"""
        [{"ty": 1, "ind": 1, "ip": 0, "op": 60, "ks": {}, "sc": "#ff0000", "sw": 100, "sh": 100, "hasMask": true,
          "masksProperties": [\##(mask)], "ef": [{"ty": 22, "nm": "Stroke", "ef": [\##(params)]}]}]
        """##)
    }

    static func pixels(_ json: String) throws -> (edge: PremultipliedColor, inside: PremultipliedColor, outside: PremultipliedColor, a: LottieAnimation) {
        let (a, canvas) = try MatteTransformEffectTests.render(json)
        return (try #require(canvas.pixmap.pixel(x: 50, y: 22)), try #require(canvas.pixmap.pixel(x: 50, y: 50)),
                try #require(canvas.pixmap.pixel(x: 5, y: 5)), a)
    }

    @Test func onOriginalStrokesTheMaskOverTheUnmaskedLayer() throws {
        let px = try Self.pixels(Self.layer(style: 1))
        #expect(px.a.diagnostics(.effects).isEmpty)
        #expect(px.edge.g == 255 && px.edge.r == 0, "\(px.edge)")
        #expect(px.inside.r == 255, "\(px.inside)")
        // The mask no longer clips the layer.
        #expect(px.outside.r == 255 && px.outside.a == 255, "\(px.outside)")
    }

    @Test func onTransparentDrawsOnlyTheStroke() throws {
        let px = try Self.pixels(Self.layer(style: 2, mode: "n"))
        #expect(px.edge.g == 255 && px.edge.a == 255, "\(px.edge)")
        #expect(px.inside.a == 0 && px.outside.a == 0)
    }

    @Test func revealOriginalShowsTheLayerUnderTheStrokeOnly() throws {
        let px = try Self.pixels(Self.layer(style: 3, mode: "n"))
        #expect(px.edge.r == 255 && px.edge.g == 0 && px.edge.a == 255, "\(px.edge)")
        #expect(px.inside.a == 0 && px.outside.a == 0)
    }

    @Test func startAndEndTrimTheStroke() throws {
        // The top edge (20,20)→(80,20) is the first quarter of the square's length.
        let (_, canvas) = try MatteTransformEffectTests.render(Self.layer(style: 2, start: 0, end: 25))
        let top = try #require(canvas.pixmap.pixel(x: 50, y: 20))
        let bottom = try #require(canvas.pixmap.pixel(x: 50, y: 80))
        #expect(top.a == 255 && bottom.a == 0, "\(top) \(bottom)")
    }

    @Test func aWrongTypedMaskNumberIsReportedAndTakesItsDefault() throws {
        let json = Self.layer(style: 2).replacingOccurrences(of: #"[{"ty": 0, "v": {"a": 0, "k": 1}}"#, with: #"[{"ty": 2, "v": {"a": 0, "k": [1, 0, 0, 1]}}"#)
        let px = try Self.pixels(json)
        #expect(px.a.diagnostics(.effects).map(\.message).contains { $0.contains("parameter 0") && $0.contains("wrong type") })
        // The default mask number (1) is used: the stroke is drawn.
        #expect(px.edge.a == 255, "\(px.edge)")
    }
}
