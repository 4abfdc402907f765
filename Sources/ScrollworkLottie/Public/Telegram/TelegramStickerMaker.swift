/// Makes a Telegram animated sticker (`.tgs`) of any Lottie file: one that passes
/// ``TelegramStickerProfile`` and stays as close to the original as its rules allow.
///
/// In order: expressions are baked into keyframes by the ``baker`` (the values its engine
/// gives; without a baker they are removed, each property keeping its own value, as a renderer
/// without an engine draws it); what Telegram leaves out is changed into what it keeps where that draws the
/// same (a solid as a rectangle, a static star as its path, a precomp's time stretch folded
/// into a copy of it, merge paths removed — drawn as lottie-web draws them) and dropped
/// otherwise (masks, effects, images, text, repeaters, …), each change reported; the frame rate
/// becomes 30 or 60 (every frame time scaled, so each moment keeps its time in seconds); an
/// animation over 3 seconds is cut (and the keyframes past the cut go); the composition is
/// fitted and centred into 512×512; and when the gzip is over 64 KB, names, metadata and
/// keyframes on straight lines go, then numbers are rounded to fewer decimals until it fits. Finally both the original and the sticker are drawn at every frame
/// and compared (``TelegramStickerDeparture``), so the cost of each change is a measured
/// number, not a guess.
///
/// ```swift
/// import ScrollworkExpressions
/// let sticker = try TelegramStickerMaker(baker: LottieExpressionBaker()).make(contentsOfFile: "designer.json")
/// try Data(sticker.tgs).write(to: URL(fileURLWithPath: "sticker.tgs"))
/// for change in sticker.changes { print(change) }
/// ```
public struct TelegramStickerMaker: Sendable {
    /// A sticker and how it was made.
    public struct Sticker: Sendable {
        /// The `.tgs` file: minified JSON, gzipped.
        public var tgs: [UInt8]
        /// What was changed, each with the rule it answers and its path in the original.
        public var changes: [TelegramStickerProblem]
        /// The sticker's frame rate (30 or 60).
        public var frameRate: Double
        /// Its frames (`op − ip`).
        public var frameCount: Double
        /// The decimals its numbers were rounded to so that it fits, or nil when they were not.
        public var decimals: Int?
        /// How far its frames are from the original's, or nil when not measured.
        public var departure: TelegramStickerDeparture?
    }

    /// Reads the files (its limits bound the reading).
    public var reader: LottieReader
    /// Bakes expressions into keyframes (`LottieExpressionBaker` of `ScrollworkExpressions`), and
    /// its engine draws the original for the departure; nil: expressions are removed.
    public var baker: (any LottieExpressionBaking)?
    /// Whether ``make(_:baseDirectory:)`` draws both files to measure the departure.
    public var measuresDeparture: Bool

    /// A maker reading with `reader` and baking expressions with `baker`.
    public init(reader: LottieReader = LottieReader(), baker: (any LottieExpressionBaking)? = nil, measuresDeparture: Bool = true) {
        self.reader = reader
        self.baker = baker
        self.measuresDeparture = measuresDeparture
    }

    /// Makes a sticker of the file at `path` (external images resolved beside it).
    public func make(contentsOfFile path: String) throws(LottieError) -> Sticker {
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return try make(LottieReader.readFile(path, maxSize: reader.limits.maxFileSize),
                        baseDirectory: folder.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : folder)
    }

    /// Makes a sticker of a file's bytes: Lottie JSON, a `.tgs` or a `.lottie` archive.
    ///
    /// - Throws: ``LottieError`` when the bytes are not an animation, baking is refused, or the
    ///   sticker does not fit 64 KB even with whole numbers (`.limitExceeded`).
    public func make(_ bytes: [UInt8], baseDirectory: String? = nil) throws(LottieError) -> Sticker {
        let original = try reader.read(bytes, baseDirectory: baseDirectory)
        var document = try reader.document(ofFile: bytes)
        var changes: [TelegramStickerProblem] = []
        // Expressions not baked (no baker, or one that cannot run) are removed by the repairs.
        if let baker, !document.expressionPaths().isEmpty {
            let baked = try baker.bakeExpressions(json: JSONWriter.bytes(of: document))
            document = try reader.document(json: baked.json)
            changes += baked.bakedPaths.map {
                TelegramStickerProblem(rule: .expression, path: $0, message: "expression baked into keyframes (the values it gives here)")
            }
        }
        var repairs = StickerRepairs(document, maxStarPoints: reader.limits.maxPolystarPoints)
        changes += repairs.run()
        document = repairs.document
        let oldRate = document["fr"]?.number ?? 0
        let rate = StickerShaping.frameRate(for: oldRate)
        let factor = StickerShaping.resample(&document, to: rate)
        if factor != 1 {
            changes.append(TelegramStickerProblem(rule: .frameRate, path: "$.fr",
                                                  message: "resampled from \(StickerShaping.label(oldRate)) to \(StickerShaping.label(rate)) frames a second"))
        }
        if let cut = StickerShaping.cut(&document, toSeconds: TelegramStickerProfile.maxDuration) { changes.append(cut) }
        document = StickerTrimming.trimmed(document)
        let side = Double(TelegramStickerProfile.canvasSide)
        if let scale = StickerShaping.fit(&document, side: side) {
            changes.append(TelegramStickerProblem(rule: .canvasSize, path: "$.w",
                                                  message: "fitted into \(TelegramStickerProfile.canvasSide)×\(TelegramStickerProfile.canvasSide) (scaled by \(StickerShaping.label((scale * 1000).rounded() / 1000)))"))
        }
        let (json, tgs, decimals, compaction) = try compacted(document)
        changes += compaction
        let made = try reader.document(json: json)
        if let left = TelegramStickerProfile.problems(in: made, stickerSize: tgs.count, measuredAsGiven: true).first {
            throw LottieError(kind: .limitExceeded, path: left.path, message: "the sticker would still break a rule: \(left.message)")
        }
        var sticker = Sticker(tgs: tgs, changes: changes, frameRate: rate, frameCount: (made["op"]?.number ?? 0) - (made["ip"]?.number ?? 0),
                              decimals: decimals, departure: nil)
        if measuresDeparture {
            let after = try reader.read(json: json)
            sticker.departure = try? TelegramStickerDeparture.measure(original: original, sticker: after, factor: factor,
                                                                      side: TelegramStickerProfile.canvasSide, expressions: baker?.engine)
        }
        return sticker
    }

    /// The document as minified JSON and its gzip, made smaller until the gzip fits: first
    /// without names, metadata and the keyframes that lie on straight lines between their
    /// neighbours (within a thousandth), then with numbers rounded to 3, 2, 1 and 0 decimals.
    private func compacted(_ document: JSONValue) throws(LottieError)
        -> (json: [UInt8], tgs: [UInt8], decimals: Int?, changes: [TelegramStickerProblem]) {
        let limit = TelegramStickerProfile.maxFileSize
        var json = JSONWriter.bytes(of: document)
        var tgs = try LottieGzip.compress(json)
        if tgs.count <= limit { return (json, tgs, nil, []) }
        let full = tgs.count
        let named = StickerCompaction.simplifyingLinearTracks(StickerCompaction.strippingNames(document), tolerance: 1e-3)
        json = JSONWriter.bytes(of: named)
        tgs = try LottieGzip.compress(json)
        var changes = [TelegramStickerProblem(rule: .fileSize, path: "$",
                                              message: "names, metadata and keyframes on straight lines removed (\(kilobytes(full)) → \(kilobytes(tgs.count)) KB)")]
        var decimals: Int?
        for places in [3, 2, 1, 0] where tgs.count > limit {
            let before = tgs.count
            json = JSONWriter.bytes(of: StickerCompaction.rounding(named, decimals: places))
            tgs = try LottieGzip.compress(json)
            decimals = places
            changes.append(TelegramStickerProblem(rule: .fileSize, path: "$",
                                                  message: "numbers rounded to \(places) decimals (\(kilobytes(before)) → \(kilobytes(tgs.count)) KB)"))
        }
        guard tgs.count <= limit else {
            throw LottieError(kind: .limitExceeded, path: "$",
                              message: "the sticker is \(kilobytes(tgs.count)) KB gzipped even with whole numbers; Telegram allows \(limit / 1024) KB")
        }
        return (json, tgs, decimals, changes)
    }

    private func kilobytes(_ bytes: Int) -> String { String((Double(bytes) / 102.4).rounded() / 10) }
}
