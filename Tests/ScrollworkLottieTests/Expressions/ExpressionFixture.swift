import Scrollwork
@testable import ScrollworkLottie
import TestTimeSupport

/// Evaluates hand-written expressions on small documents (30 fps, frames 0…60).
enum ExpressionFixture {
    /// A null layer (ind 1, named "N") whose rotation has keyframes `keys` (`[(frame, value)]`,
    /// linear) or the static value 0, and the expression `source`; more layers after it.
    static func rotationLayer(_ source: String, keys: [(Double, Double)] = [], name: String = "N", extra: String = "",
                              solid: Bool = false) -> String {
        let kind = solid ? ##""ty": 1, "sc": "#ff0000", "sw": 20, "sh": 20"## : #""ty": 3"#
        let k: String
        if keys.isEmpty {
            k = "0"
        } else {
            k = "[" + keys.map { #"{"t": \#($0.0), "s": [\#($0.1)], "i": {"x": [1], "y": [1]}, "o": {"x": [0], "y": [0]}}"# }
                .joined(separator: ", ") + "]"
        }
        return #"{\#(kind), "ind": 1, "nm": "\#(name)", "ip": 0, "op": 60, "ks": {"r": {"a": \#(keys.isEmpty ? 0 : 1), "k": \#(k), "x": \#(quoted(source))}}\#(extra)}"#
    }

    static func quoted(_ s: String) -> String { JSONWriter.quoted(s) }

    /// A renderer of a document with `layers`.
    static func renderer(_ layers: [String], limits: LottieLimits = .testing) throws -> LottieRenderer {
        let animation = try Fixture.read(Fixture.animation(layers: "[" + layers.joined(separator: ", ") + "]"))
        return LottieRenderer(animation, options: LottieRenderer.Options(expressions: .javaScript, limits: limits))
    }

    /// The value of the expression at `path` at `frame`.
    static func value(_ renderer: LottieRenderer, path: String = "$.layers[0].ks.r.x", frame: Double) -> ExpressionValue? {
        guard let e = renderer.expressions, let id = e.expressionID(path: path) else { return nil }
        return e.value(of: id, atFrame: frame)
    }

    /// The rotation expression `source` of a lone null layer at `frame`, as a number.
    static func number(_ source: String, keys: [(Double, Double)] = [], frame: Double = 0, extra: [String] = [],
                       limits: LottieLimits = .testing) throws -> Double? {
        let r = try renderer([rotationLayer(source, keys: keys)] + extra, limits: limits)
        guard case .number(let n)? = value(r, frame: frame) else { return nil }
        return n
    }
}

extension ExpressionValue {
    /// The components of a vector value.
    var components: [Double]? {
        guard case .vector(let v) = self else { return nil }
        return (0..<v.count).map { v[$0] }
    }
}

extension LottieLimits {
    /// The default limits with the expression time budget divided by `SCROLLWORK_TIME_SCALE`
    /// (``TestTime``): what the expression tests run with.
    static var testing: LottieLimits {
        var limits = LottieLimits()
        limits.maxExpressionSeconds = TestTime.budget(limits.maxExpressionSeconds)
        return limits
    }

    /// ``testing`` with a time budget of a minute: for a test whose one evaluation does much
    /// work (thousands of calls), so that what it computes is checked far from the budget,
    /// however slow the build (debug, a sanitizer) or the machine.
    static var longScripts: LottieLimits {
        var limits = LottieLimits.testing
        limits.maxExpressionSeconds = TestTime.budget(60)
        return limits
    }
}

extension LottieRenderer.Options {
    /// Expressions run in Duktape (``scripted``) within ``LottieLimits/testing``.
    static var testing: LottieRenderer.Options { LottieRenderer.Options(expressions: .javaScript, limits: .testing) }
}
