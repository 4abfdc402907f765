/// What turns a file's expressions into keyframes, for a tool whose output must hold none
/// (``TelegramStickerMaker``: Telegram plays no scripts).
///
/// This module runs no script itself: the `ScrollworkExpressions` product's
/// `LottieExpressionBaker` is one (Duktape), so only an app that imports it links Duktape.
///
/// ```swift
/// import ScrollworkExpressions
/// let maker = TelegramStickerMaker(baker: LottieExpressionBaker())
/// ```
public protocol LottieExpressionBaking: Sendable {
    /// The engine whose values are baked: what draws the original when the baked file is
    /// compared with it.
    var engine: LottieExpressionEngine { get }

    /// The Lottie JSON document `json` with its expressions turned into keyframes (or removed
    /// where they cannot run), and the JSON paths of those expressions (`$.layers[0].ks.p.x`).
    ///
    /// - Throws: `LottieError` when the document does not read as an animation or baking it
    ///   goes past the baker's bounds.
    func bakeExpressions(json: [UInt8]) throws(LottieError) -> (json: [UInt8], bakedPaths: [String])
}
