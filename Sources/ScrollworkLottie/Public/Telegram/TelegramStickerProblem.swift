/// A rule of Telegram's animated stickers (`.tgs`) that a file breaks, where it breaks it, and
/// why — or, in what ``TelegramStickerMaker`` reports, what it did about it.
public struct TelegramStickerProblem: Hashable, Sendable, CustomStringConvertible {
    /// Telegram's rules for animated stickers (its "Animated stickers" requirements).
    public enum Rule: String, CaseIterable, Hashable, Sendable {
        /// The canvas is 512×512.
        case canvasSize = "canvas-size"
        /// The animation lasts at most 3 seconds.
        case duration
        /// It plays at 30 or 60 frames a second.
        case frameRate = "frame-rate"
        /// The `.tgs` (gzip of the JSON) is at most 64 KB.
        case fileSize = "file-size"
        /// No expressions.
        case expression
        /// No masks.
        case mask
        /// No layer effects (nor layer styles).
        case effect
        /// No images.
        case image
        /// No solid layers.
        case solid
        /// No text layers.
        case text
        /// No 3D layers.
        case threeD = "3d-layer"
        /// No merge paths.
        case mergePaths = "merge-paths"
        /// No star shapes (polygons are allowed).
        case star
        /// No gradient strokes.
        case gradientStroke = "gradient-stroke"
        /// No repeaters.
        case repeater
        /// No time stretch.
        case timeStretch = "time-stretch"
        /// No time remapping.
        case timeRemap = "time-remap"
        /// No auto-oriented layers.
        case autoOrient = "auto-orient"
    }

    /// The rule.
    public var rule: Rule
    /// Where, as a JSON path such as `$.layers[3].masksProperties` (`$` for the whole file).
    public var path: String
    /// A readable explanation.
    public var message: String

    /// A problem with `rule` at `path`.
    public init(rule: Rule, path: String, message: String) {
        self.rule = rule
        self.path = path
        self.message = message
    }

    /// One line: `"$.layers[0].ef: layer effects are not allowed (effect)"`.
    public var description: String { "\(path): \(message) (\(rule.rawValue))" }
}
