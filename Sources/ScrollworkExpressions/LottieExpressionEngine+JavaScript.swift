import ScrollworkLottie

extension LottieExpressionEngine {
    /// After Effects expressions in Duktape, an embedded ECMAScript 5.1 interpreter (Debian's
    /// `duktape-dev` sources, compiled into this product with an execution-budget hook), with
    /// the expression library lottie-web provides: `thisComp`, `layer(…)`, `effect(…)(…)`,
    /// `valueAtTime`, `loopOut`, `wiggle`, `linear`/`ease`, `toComp`, path functions,
    /// `$bm_*` maths…
    ///
    /// Each expression is compiled once when a renderer imports the file and evaluated per
    /// frame within `LottieLimits`' budget of steps, CPU time and memory; one that fails keeps
    /// its property's own value and is listed in `LottieRenderer.expressionDiagnostics`.
    /// `wiggle` and `random` are seeded per property, so a frame renders the same every time.
    ///
    /// ```swift
    /// let renderer = LottieRenderer(animation, options: .init(expressions: .javaScript))
    /// ```
    public static let javaScript = LottieExpressionEngine(name: "Duktape") { scene, limits in
        ExpressionEvaluator(scene, limits: limits)
    }
}
