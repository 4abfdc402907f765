/// What runs a file's expressions (After Effects JavaScript on a property, `x`), handed to a
/// renderer in ``LottieRenderer/Options/expressions``.
///
/// This module runs no script itself: the `ScrollworkExpressions` product implements the
/// engine (Duktape, an ECMAScript 5.1 interpreter, with the After Effects expression library)
/// as `LottieExpressionEngine.javaScript`, so only an app that imports it links Duktape.
/// Without an engine each property with an expression plays its own value, and the renderer
/// lists one diagnostic saying so (``LottieRenderer/expressionDiagnostics``), as lottie-ios
/// plays files.
///
/// ```swift
/// import ScrollworkExpressions
/// let renderer = LottieRenderer(animation, options: .init(expressions: .javaScript))
/// ```
public struct LottieExpressionEngine: Sendable {
    /// The engine's name, for messages (`"Duktape"`).
    public let name: String
    /// Makes the evaluator of a file's expressions, within the limits; nil when the engine
    /// cannot start.
    package let makeEvaluator: @Sendable (ExpressionScene, LottieLimits) -> (any ExpressionEvaluating)?

    /// An engine named `name` whose evaluators `makeEvaluator` makes.
    package init(name: String, makeEvaluator: @escaping @Sendable (ExpressionScene, LottieLimits) -> (any ExpressionEvaluating)?) {
        self.name = name
        self.makeEvaluator = makeEvaluator
    }
}

/// The evaluator a renderer needs: the values of a file's expressions at any frame, made by a
/// ``LottieExpressionEngine`` for one renderer and used from its thread.
///
/// A failure — a compile error, a throw, a result of the wrong type, a script stopped by its
/// budget — leaves the property's own value in place (`nil` from ``value(of:atFrame:)``) and is
/// listed in ``diagnostics``.
package protocol ExpressionEvaluating: AnyObject {
    /// What went wrong so far, one diagnostic per expression and kind of failure.
    var diagnostics: [Diagnostic] { get }
    /// The id of the property whose expression is at `path` (`$.layers[0].ks.r.x`).
    func expressionID(path: String) -> Int?
    /// The value of property `id` at `frame`, or nil when it failed (its own value plays).
    func value(of id: Int, atFrame frame: Double) -> ExpressionValue?
    /// Whether property `id`'s expression gives the same result at every frame.
    func isTimeless(_ id: Int) -> Bool
    /// The text an expression on a text document gives at `frame`, if any.
    func text(ofExpressionAt path: String, frame: Double) -> String?
}

extension ExpressionEvaluating {
    /// ``isTimeless(_:)`` of the expression at `path`; true when there is none there.
    package func isTimeless(path: String) -> Bool {
        expressionID(path: path).map(isTimeless) ?? true
    }
}
