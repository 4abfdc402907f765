import ScrollworkExpressions
import ScrollworkImageDecoders
import ScrollworkLottie
import ScrollworkSystemFonts

extension LottieReader {
    /// The command line's reader: every image format, installed fonts through fontconfig (what
    /// the golden frames and the corpus figures are drawn with).
    static let everything = LottieReader(imageDecoder: .allFormats, fontMatcher: SystemFonts())
}

extension LottieRenderer.Options {
    /// Expressions run in Duktape, as the command line renders.
    static let scripted = LottieRenderer.Options(expressions: .javaScript)
}
