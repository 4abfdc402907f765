import Foundation
import Scrollwork
import ScrollworkCanvas
@testable import ScrollworkLottie
import Testing

/// Layer effects through the reader and renderer: keyframed parameters, bad input, and the
/// drawn types the golden scripts rely on.
@Suite("Layer effects (Lottie)")
struct EffectRenderTests {
    static func param(_ ty: Int, _ k: String) -> String { #"{"ty": \#(ty), "v": {"a": 0, "k": \#(k)}}"# }

    /// A red 100×100 solid with the given effects.
    static func solid(effects: String) -> String {
        Fixture.animation(layers: ##"[{"ty": 1, "ind": 1, "ip": 0, "op": 60, "ks": {}, "sc": "#ff0000", "sw": 100, "sh": 100, "ef": \##(effects)}]"##)
    }

    @Test func keyframedFillOpacityIsEvaluatedPerFrame() throws {
        let opacity = #"{"ty": 0, "v": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [1]}]}}"#
        let params = [Self.param(10, "0"), Self.param(7, "0"), Self.param(2, "[0, 0, 1, 1]"), Self.param(7, "0"),
                      Self.param(0, "0"), Self.param(0, "0"), opacity].joined(separator: ", ")
        let a = try Fixture.read(Self.solid(effects: #"[{"ty": 21, "nm": "Fill", "ef": [\#(params)]}]"#))
        #expect(a.diagnostics(.effects).isEmpty)
        let renderer = LottieRenderer(a, options: .scripted)
        for (frame, expected) in [(0.0, 0), (5.0, 128), (10.0, 255)] {
            let canvas = try Canvas(width: 100, height: 100)
            renderer.render(frame: frame, into: canvas)
            let p = try #require(canvas.pixmap.pixel(x: 50, y: 50))
            // Blue replaces red; alpha is the keyframed opacity (premultiplied).
            #expect(abs(Int(p.a) - expected) <= 1 && p.r == 0 && p.b == p.a, "frame \(frame): \(p)")
        }
    }

    @Test func absurdBlurIsReportedAndClamped() throws {
        let a = try Fixture.read(Self.solid(effects: #"[{"ty": 29, "nm": "Blur", "ef": [\#(Self.param(0, "1e9")), \#(Self.param(7, "1"))]}]"#))
        let d = a.diagnostics(.effects)
        #expect(d.map(\.path) == ["$.layers[0].ef[0]"])
        #expect(d.first?.message.contains("maxEffectRadius") == true)
        let canvas = try Canvas(width: 100, height: 100)
        LottieRenderer(a, options: .scripted).render(frame: 0, into: canvas)
        // Blurred by the bounded radius: the centre keeps some colour, spread thinly.
        let p = try #require(canvas.pixmap.pixel(x: 50, y: 50))
        #expect(p.a > 0 && p.a < 255)
    }

    @Test func wrongTypesAndMissingParametersUseDefaults() throws {
        let a = try Fixture.read(Self.solid(effects: #"[{"ty": 20, "ef": [\#(Self.param(0, "3"))]}, {"ty": 34, "nm": "Puppet"}]"#))
        let messages = a.diagnostics(.effects).map(\.message)
        #expect(messages.contains { $0.contains("1 of its 3 parameters") })
        #expect(messages.contains { $0.contains("wrong type") })
        #expect(messages.contains { $0.contains("'Puppet' (ty 34) is not drawn") })
        // Tint with default black → white at 100 %: red becomes its grey level, 0.6125 → 156.
        let canvas = try Canvas(width: 100, height: 100)
        LottieRenderer(a, options: .scripted).render(frame: 0, into: canvas)
        let p = try #require(canvas.pixmap.pixel(x: 50, y: 50))
        #expect(abs(Int(p.r) - 156) <= 1 && p.r == p.g && p.g == p.b && p.a == 255, "\(p)")
    }

    @Test func drawnTypesMatchTheGoldenScriptsList() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Goldens/drawn-effect-types.txt")
        let text = try String(contentsOf: url, encoding: .utf8)
        let types = Set(text.split(separator: "\n").filter { !$0.hasPrefix("#") }.flatMap { $0.split(separator: " ") }.compactMap { Int($0) })
        #expect(types == LottieEffect.drawnTypes)
    }
}
