import ScrollworkLottie

extension LottieExpressionBaker: LottieExpressionBaking {
    /// Duktape, the engine this baker evaluates with (`LottieExpressionEngine.javaScript`).
    public var engine: LottieExpressionEngine { .javaScript }

    /// ``bake(json:)``'s file and the paths of the expressions it baked or removed.
    public func bakeExpressions(json: [UInt8]) throws(LottieError) -> (json: [UInt8], bakedPaths: [String]) {
        let baked = try bake(json: json)
        return (baked.json, baked.bakedPaths)
    }
}
