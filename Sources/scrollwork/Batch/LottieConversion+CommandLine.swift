import ScrollworkBatch
import ScrollworkExpressions
import ScrollworkLottie

extension LottieConversion {
    /// Reads, draws and bakes as every command does: ``commandLineReader(expressions:)``,
    /// expressions run in Duktape (when kept) and baked into stickers by `LottieExpressionBaker`;
    /// a `.lottie` archive's animation and theme as `--animation` and `--theme` choose them.
    mutating func readAsCommandLine(expressions: Bool = true, dotLottie: DotLottieOptions) {
        reader = commandLineReader(expressions: expressions)
        self.expressions = commandLineRendererOptions.expressions
        expressionBaker = LottieExpressionBaker(reader: reader)
        animationID = dotLottie.animation
        themeID = dotLottie.theme
    }
}
