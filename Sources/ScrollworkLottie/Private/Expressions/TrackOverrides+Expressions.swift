import Scrollwork

extension TrackOverrides {
    /// The override that evaluates `property`'s expression, when it has one and the tree is built
    /// with an evaluator: the script's result converted by `convert`, or nil (the track's own
    /// value) when it fails. Properties without an expression get nil and cost nothing more.
    /// `isTimeless` tells whether the script gives the same result at every frame
    /// (``ExpressionEvaluating/isTimeless(_:)``), so the track does not change because of it.
    func expressionOverride<Source, Value>(for property: LottieProperty<Source>,
                                           _ convert: @escaping (Source) -> Value) -> (override: TrackOverride<Value>, isTimeless: Bool)? {
        guard let evaluator = expressions, let path = property.expressionPath,
              let id = evaluator.expressionID(path: path),
              let make = ExpressionConversion.converter(Source.self) else { return nil }
        let override = TrackOverride(lookup: { t in evaluator.value(of: id, atFrame: t).flatMap(make).map(convert) },
                                     isPermanent: false)
        return (override, evaluator.isTimeless(id))
    }
}
