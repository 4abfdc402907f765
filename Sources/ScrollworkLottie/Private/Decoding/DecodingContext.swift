/// The state of one decode: where we are (a JSON path), what we found (diagnostics), and the
/// file-wide settings that change how values read (legacy colours, slots, limits).
///
/// One instance per decode, used from one thread; not `Sendable`.
final class DecodingContext {
    let limits: LottieLimits
    /// Whether expressions are kept for evaluation (else dropped with a diagnostic).
    var evaluatesExpressions = true
    /// Colours are 0–255 (exporter older than 4.1.9).
    var legacyColors = false
    /// The layer being decoded says `"completed": true`: lottie-web's loader already made its
    /// shape and mask paths' tangents absolute (a file saved from the player's memory), so
    /// the loader does not convert them again, and neither do we (they are made relative).
    var absoluteTangents = false
    /// Top-level `slots`: id → the slot's property (`p`).
    var slots: [String: JSONValue] = [:]
    /// The file's fonts (`fonts.list`), read before the layers so text documents can be checked.
    var fonts: [LottieFont] = []
    /// The glyphs of `chars` by character, family and style (nil: the file has no `chars`).
    var glyphKeys: Set<String>?
    /// Characters of text documents still allowed (``LottieLimits/maxTextCharacters``).
    lazy var textCharactersLeft = limits.maxTextCharacters
    private(set) var diagnostics: [Diagnostic] = []
    private var path: [JSONValue.PathStep] = []
    /// Path of the layer being decoded, for once-per-layer features.
    private var layerPath = "$"
    /// Name of the layer being decoded, attached to its diagnostics.
    private var layerName: String?
    private var reported = Set<String>()
    private var droppedDiagnostics = 0
    /// Most diagnostics kept; the rest are counted and summarised in one line.
    static let maxDiagnostics = 1_000

    init(limits: LottieLimits) {
        self.limits = limits
    }

    // MARK: Path

    @inline(__always)
    func push(_ key: String) { path.append(.key(key)) }
    @inline(__always)
    func push(_ index: Int) { path.append(.index(index)) }
    @inline(__always)
    func pop() { path.removeLast() }

    /// Runs `body` with `key` appended to the path.
    @inline(__always)
    func at<R>(_ key: String, _ body: () throws -> R) rethrows -> R {
        path.append(.key(key))
        defer { path.removeLast() }
        return try body()
    }

    /// Runs `body` with `[index]` appended to the path.
    @inline(__always)
    func at<R>(_ index: Int, _ body: () throws -> R) rethrows -> R {
        path.append(.index(index))
        defer { path.removeLast() }
        return try body()
    }

    /// The current path as text, `$.layers[3].ks.r`.
    var currentPath: String { JSONValue.text(of: path) }

    /// The current path with one more key.
    func path(appending key: String) -> String { JSONValue.text(of: path + [.key(key)]) }

    /// Runs `body` as the decoding of one layer (for once-per-layer diagnostics).
    func inLayer<R>(named name: String?, _ body: () throws -> R) rethrows -> R {
        let saved = (layerPath, layerName)
        layerPath = currentPath
        layerName = name
        defer { (layerPath, layerName) = saved }
        return try body()
    }

    // MARK: Diagnostics

    /// Records a diagnostic at the current path (or `path` if given).
    func report(_ feature: Diagnostic.Feature, _ severity: Diagnostic.Severity, _ message: String, path explicit: String? = nil) {
        guard diagnostics.count < Self.maxDiagnostics else {
            droppedDiagnostics += 1
            return
        }
        diagnostics.append(Diagnostic(path: explicit ?? currentPath, severity: severity, feature: feature, message: message, layerName: layerName))
    }

    /// Records a warning at the current path (or `path` if given).
    func report(_ feature: Diagnostic.Feature, _ message: String, path explicit: String? = nil) {
        report(feature, .warning, message, path: explicit)
    }

    /// Records an unsupported feature as a warning, once per layer.
    func reportOncePerLayer(_ feature: Diagnostic.Feature, _ message: String) {
        reportOncePerLayer(feature, .warning, message)
    }

    /// Records an unsupported feature once per layer.
    func reportOncePerLayer(_ feature: Diagnostic.Feature, _ severity: Diagnostic.Severity, _ message: String) {
        let key = layerPath + "|" + feature.rawValue
        guard reported.insert(key).inserted else { return }
        report(feature, severity, message)
    }

    /// The diagnostics, with a summary line if some were dropped.
    func finishedDiagnostics() -> [Diagnostic] {
        var result = diagnostics
        if droppedDiagnostics > 0 {
            result.append(Diagnostic(path: "$", severity: .warning, feature: .limit,
                                     message: "\(droppedDiagnostics) further diagnostics were not listed"))
        }
        return result
    }

    // MARK: Errors

    func error(_ kind: LottieError.Kind, _ message: String, key: String? = nil) -> LottieError {
        LottieError(kind: kind, path: key.map { path(appending: $0) } ?? currentPath, message: message)
    }
}
