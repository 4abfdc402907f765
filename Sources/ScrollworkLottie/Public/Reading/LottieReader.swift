import Foundation
import ScrollworkCanvas

/// Reads Lottie animations from bytes, files and `.lottie` archives into a validated
/// ``LottieAnimation``.
///
/// ```swift
/// let reader = LottieReader()
/// let animation = try reader.read(contentsOfFile: "intro.json")
/// for d in animation.diagnostics { print(d) }      // what will not be drawn as intended
/// ```
///
/// The input kind is sniffed from the content, not the extension: `PK\u{3}\u{4}` is a
/// `.lottie` (ZIP) archive, `1F 8B` is gzip-compressed JSON (Telegram's `.tgs`, a `.json.gz`:
/// ``LottieGzip``), anything else is parsed as JSON. All work is bounded by ``limits`` (a gzip
/// stream inflates to at most ``LottieLimits/maxFileSize`` bytes); every failure is a
/// ``LottieError`` naming a JSON path, byte offset or entry.
public struct LottieReader: Sendable {
    /// The bounds applied while reading.
    public var limits: LottieLimits
    /// Whether expressions (`x`) are kept for a renderer to evaluate (the default). When false,
    /// the model has none (each layer that had one gets a diagnostic), so no renderer of it ever
    /// runs a script: for apps that must not run code from files.
    public var evaluatesExpressions: Bool
    /// What decodes image assets: PNG alone by default; `ImageDecoder.allFormats` of the
    /// `ScrollworkImageDecoders` product adds JPEG, WebP and GIF. An asset in a format it does
    /// not decode draws nothing and is a diagnostic.
    public var imageDecoder: ImageDecoder
    /// What finds installed fonts for text without glyph outlines (`SystemFonts` of the
    /// `ScrollworkSystemFonts` product, say). Without one such text draws with DejaVu Sans
    /// (`Font.defaultPath`), and each font so substituted is a diagnostic.
    public var fontMatcher: (any FontMatcher)?

    /// Creates a reader with the given limits.
    ///
    /// - Parameters:
    ///   - limits: the bounds applied while reading.
    ///   - evaluatesExpressions: whether expressions are kept for evaluation.
    ///   - imageDecoder: what decodes image assets.
    ///   - fontMatcher: what finds installed fonts (nil: none).
    public init(limits: LottieLimits = .default, evaluatesExpressions: Bool = true, imageDecoder: ImageDecoder = .png,
                fontMatcher: (any FontMatcher)? = nil) {
        self.limits = limits
        self.evaluatesExpressions = evaluatesExpressions
        self.imageDecoder = imageDecoder
        self.fontMatcher = fontMatcher
    }

    /// Reads an animation from bytes: Lottie JSON or a `.lottie` archive.
    ///
    /// - Parameters:
    ///   - bytes: the file's contents.
    ///   - baseDirectory: the folder external image files (`u` + `p`) are resolved against;
    ///     stored in ``LottieAnimation/baseDirectory``.
    public func read(_ bytes: [UInt8], baseDirectory: String? = nil) throws(LottieError) -> LottieAnimation {
        var animation: LottieAnimation
        if DotLottieArchive.looksLikeZIP(bytes) {
            animation = try DotLottieArchive(bytes: bytes, limits: limits).animation(reader: self)
        } else {
            animation = try readModel(json: bytes)
            animation.baseDirectory = baseDirectory
            if let baseDirectory { Self.checkExternalImages(&animation, baseDirectory: baseDirectory) }
        }
        decodeImages(&animation)
        loadDataAssets(&animation)
        checkFonts(&animation)
        return animation
    }

    /// Reports external image files that escape the folder or do not exist (they stay
    /// unloaded: ``LottieImageAsset/Source/missing``).
    static func checkExternalImages(_ animation: inout LottieAnimation, baseDirectory: String) {
        for (id, asset) in animation.images.sorted(by: { $0.key < $1.key }) {
            guard case .file(let directory, let name) = asset.source else { continue }
            let message: String
            if let relative = LottieImageAsset.safeRelativePath(directory: directory, name: name) {
                if FileManager.default.fileExists(atPath: baseDirectory + "/" + relative) { continue }
                message = "image file '\(relative)' does not exist beside the animation; the image draws nothing"
            } else {
                message = "image path '\(directory)\(name)' escapes the animation's folder; the image draws nothing"
            }
            animation.diagnostics.append(Diagnostic(path: asset.jsonPath + ".p", severity: .warning, feature: .image, message: message))
            animation.images[id]?.source = .missing
        }
    }

    /// Reads an animation from the bytes of a Lottie JSON document (or a gzip of one, a `.tgs`).
    /// Embedded images are decoded; external image files cannot be located without a base
    /// directory (use ``read(_:baseDirectory:)`` or ``read(contentsOfFile:)``) and are reported.
    public func read(json bytes: [UInt8]) throws(LottieError) -> LottieAnimation {
        try read(document: try document(json: bytes))
    }

    /// Reads an animation from a parsed document (``document(json:)``), as ``read(json:)`` does.
    package func read(document: JSONValue) throws(LottieError) -> LottieAnimation {
        var animation = try model(of: document)
        decodeImages(&animation)
        loadDataAssets(&animation)
        checkFonts(&animation)
        return animation
    }

    /// The model of a Lottie JSON document, its images not decoded yet (no checks against the
    /// file system).
    func readModel(json bytes: [UInt8]) throws(LottieError) -> LottieAnimation {
        try model(of: try document(json: bytes))
    }

    /// The parsed document of Lottie JSON bytes, plain or gzip-compressed, within
    /// ``LottieLimits/maxFileSize`` (the inflated size, for gzip).
    package func document(json bytes: [UInt8]) throws(LottieError) -> JSONValue {
        if LottieGzip.isCompressed(bytes) {
            return try parse(LottieGzip.decompress(bytes, maxSize: limits.maxFileSize))
        }
        guard bytes.count <= limits.maxFileSize else {
            throw LottieError(kind: .tooLarge, path: "$", message: "\(bytes.count) bytes exceed LottieLimits.maxFileSize (\(limits.maxFileSize))")
        }
        return try parse(bytes)
    }

    /// The model decoded from `document`, its images not decoded yet.
    func model(of document: JSONValue) throws(LottieError) -> LottieAnimation {
        let context = DecodingContext(limits: limits)
        context.evaluatesExpressions = evaluatesExpressions
        return try context.animation(document)
    }

    /// Reads an animation from a string of Lottie JSON.
    public func read(json text: String) throws(LottieError) -> LottieAnimation {
        try read(json: Array(text.utf8))
    }

    /// Reads an animation from a file (`.json`, `.lottie`, `.lot`, …), resolving external
    /// images against the file's folder.
    public func read(contentsOfFile path: String) throws(LottieError) -> LottieAnimation {
        let bytes = try Self.readFile(path, maxSize: limits.maxFileSize)
        let folder = (path as NSString).deletingLastPathComponent
        return try read(bytes, baseDirectory: folder.isEmpty ? "." : folder)
    }

    /// Parses JSON into the value tree, turning parser errors into ``LottieError``s.
    func parse(_ bytes: [UInt8]) throws(LottieError) -> JSONValue {
        do {
            return try JSONParser.parse(bytes, maxDepth: limits.maxJSONDepth)
        } catch {
            switch error.reason {
            case .malformed(let why):
                throw LottieError(kind: .malformedJSON(offset: error.offset), path: "$",
                                  message: "malformed JSON at byte \(error.offset): \(why)")
            case .tooDeep(let limit):
                throw LottieError(kind: .nestingTooDeep(offset: error.offset), path: "$",
                                  message: "JSON nests deeper than \(limit) levels at byte \(error.offset) (LottieLimits.maxJSONDepth)")
            }
        }
    }

    /// Reads a whole file, refusing one larger than `maxSize`.
    package static func readFile(_ path: String, maxSize: Int) throws(LottieError) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw LottieError(kind: .unreadable, path: path, message: "cannot open the file")
        }
        defer { try? handle.close() }
        let size: UInt64
        do { size = try handle.seekToEnd(); try handle.seek(toOffset: 0) } catch {
            throw LottieError(kind: .unreadable, path: path, message: "cannot read the file: \(error)")
        }
        guard size <= UInt64(maxSize) else {
            throw LottieError(kind: .tooLarge, path: path, message: "\(size) bytes exceed LottieLimits.maxFileSize (\(maxSize))")
        }
        do {
            let data = try handle.readToEnd() ?? Data()
            return [UInt8](data)
        } catch {
            throw LottieError(kind: .unreadable, path: path, message: "cannot read the file: \(error)")
        }
    }
}

extension LottieReader {
    /// Parses JSON into the reader's value tree only (no model), returning the number of
    /// values; for benchmarks comparing JSON strategies.
    @_spi(Benchmarking)
    public func parseJSONOnly(_ bytes: [UInt8]) throws(LottieError) -> Int {
        func count(_ v: JSONValue) -> Int {
            switch v {
            case .array(let items): return items.reduce(1) { $0 + count($1) }
            case .object(let members): return members.reduce(1) { $0 + count($1.value) }
            default: return 1
            }
        }
        return count(try parse(bytes))
    }
}
