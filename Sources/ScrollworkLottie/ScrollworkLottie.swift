/// # ScrollworkLottie — the Lottie reader (model layer)
///
/// This module turns bytes into a complete, validated, typed **Lottie model**; a later
/// importer maps that model onto Scrollwork scene nodes and Filmstrips without looking at
/// JSON again.
///
/// - **Reading** (`Public/Loading`): ``LottieReader`` loads from bytes, a file path, or a
///   `.lottie` archive (sniffed by content). Failures are ``LottieError``s naming a JSON path
///   (`$.layers[3].ks`), a byte offset or an archive entry; everything read but not drawable,
///   or repaired, is a ``Diagnostic`` on the result. ``LottieLimits`` lists every bound.
/// - **Model** (`Public/Model`): ``LottieAnimation`` → ``LottieComposition`` →
///   ``LottieLayer`` → ``LottieShapeItem``s, with ``LottieProperty`` values (static or
///   ``LottieKeyframe`` lists with per-dimension ``LottieEasing`` and spatial tangents),
///   ``LottieBezier`` paths, ``LottieGradient``s, masks, mattes, blend modes, markers and
///   assets. Parents and matte sources are resolved to list positions; precomp cycles are cut.
/// - **Private**: the JSON parser (depth-limited, total, byte offsets in errors), the decoder
///   (decides by the JSON type present; both keyframe formats; legacy fixes of
///   LOTTIE_FORMAT.md §15; slots), and the archive reader (bounded decompression).
///
/// Model vs importer: the model answers *what the file says* (in the file's units: degrees,
/// percent, opacity 0–100, frames); the importer decides *how to draw it* (matrices, easing
/// solvers, arc-length tables, time mapping of precomps).
public enum ScrollworkLottieModule {
    /// The LOTTIE_FORMAT.md sections this reader implements.
    public static let formatSections = "§2–§16"
}
