/// Why a Lottie file could not be loaded at all, or a keypath found nothing. Every such failure
/// names where the problem is: a JSON path (`$.layers[2].ks`), a byte offset for malformed JSON,
/// an archive entry, or the keypath.
///
/// Problems that only make part of a file undrawable are not errors but ``Diagnostic``s.
public struct LottieError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of failure.
    public enum Kind: Hashable, Sendable {
        /// The bytes are not valid JSON; `offset` is the byte where parsing stopped.
        case malformedJSON(offset: Int)
        /// Arrays/objects nest deeper than ``LottieLimits/maxJSONDepth``.
        case nestingTooDeep(offset: Int)
        /// The input is larger than ``LottieLimits/maxFileSize`` (or an archive bound).
        case tooLarge
        /// Valid JSON that is not a Lottie animation (not an object, no `layers`, …).
        case notLottie
        /// A required member is absent (`fr`, `w`, `h`, `op`, `layers`).
        case missingField
        /// A member has an unusable value (non-finite, `op ≤ ip`, `fr ≤ 0`, wrong type).
        case invalidValue
        /// A ``LottieLimits`` bound that cannot be met by clamping (the frame range).
        case limitExceeded
        /// A `.lottie` archive that is broken, hostile (zip bomb, `..` names) or holds no animation.
        case invalidArchive
        /// A gzip stream (a `.tgs` sticker, a `.json.gz`) that is truncated, damaged or followed
        /// by other bytes (one that inflates past ``LottieLimits/maxFileSize`` is `.tooLarge`).
        case invalidGzip
        /// The file could not be read.
        case unreadable
        /// No property of the requested type matches a keypath (``LottieRenderer/valueHandle(for:as:)``).
        case noSuchProperty
    }

    /// The kind of failure.
    public var kind: Kind
    /// Where: a JSON path (`$` is the root), `"$"` for whole-document problems, or an archive
    /// entry name / file path for I/O and archive problems.
    public var path: String
    /// A readable explanation.
    public var message: String

    /// Creates an error.
    public init(kind: Kind, path: String, message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    /// One line: `"$.fr: missing field: the frame rate is required"`.
    public var description: String { "\(path): \(message)" }
}
