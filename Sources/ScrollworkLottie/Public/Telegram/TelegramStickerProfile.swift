/// Telegram's rules for animated stickers (`.tgs`), checked against a file: a 512×512 canvas,
/// at most 3 seconds at 30 or 60 frames a second, at most 64 KB gzipped, and none of the
/// features Telegram's players leave out (expressions, masks, layer effects, images, solids,
/// text, 3D layers, merge paths, stars, gradient strokes, repeaters, time stretch and remap,
/// auto-orient).
///
/// ```swift
/// for problem in try TelegramStickerProfile().check(contentsOfFile: "sticker.tgs") {
///     print(problem)          // "$.layers[2].masksProperties: masks are not allowed (mask)"
/// }
/// ```
///
/// Each problem is found in the JSON as written, so its path points at the member to change.
/// ``TelegramStickerMaker`` turns a file into one that passes.
public struct TelegramStickerProfile: Sendable {
    /// The side of the square canvas, in pixels.
    public static let canvasSide = 512
    /// The longest animation, in seconds.
    public static let maxDuration = 3.0
    /// The frame rates allowed.
    public static let frameRates: [Double] = [30, 60]
    /// The largest `.tgs` file, in bytes.
    public static let maxFileSize = 64 * 1024

    /// Reads the files checked (within its ``LottieLimits``).
    public var reader: LottieReader

    /// A profile reading with `reader`.
    public init(reader: LottieReader = LottieReader()) {
        self.reader = reader
    }

    /// The problems of a file's bytes: a `.tgs` (its own size is checked), Lottie JSON or a
    /// `.lottie` archive (the size its animation would have as a `.tgs`: minified and gzipped).
    ///
    /// - Throws: ``LottieError`` when the bytes do not read as an animation.
    public func check(_ bytes: [UInt8]) throws(LottieError) -> [TelegramStickerProblem] {
        let document = try reader.document(ofFile: bytes)
        _ = try reader.model(of: document)
        let compressed = LottieGzip.isCompressed(bytes)
        let size = compressed ? bytes.count : try LottieGzip.compress(JSONWriter.bytes(of: document)).count
        return Self.problems(in: document, stickerSize: size, measuredAsGiven: compressed)
    }

    /// ``check(_:)`` of the file at `path`.
    public func check(contentsOfFile path: String) throws(LottieError) -> [TelegramStickerProblem] {
        try check(LottieReader.readFile(path, maxSize: reader.limits.maxFileSize))
    }

    /// The problems of a document whose `.tgs` is `stickerSize` bytes (`measuredAsGiven`: the
    /// file is that `.tgs`, rather than JSON that would make it).
    static func problems(in document: JSONValue, stickerSize: Int, measuredAsGiven: Bool) -> [TelegramStickerProblem] {
        var found: [TelegramStickerProblem] = []
        func add(_ rule: TelegramStickerProblem.Rule, _ steps: [JSONValue.PathStep], _ message: String) {
            found.append(TelegramStickerProblem(rule: rule, path: JSONValue.text(of: steps), message: message))
        }
        let side = Double(canvasSide)
        for key in ["w", "h"] where document[key]?.number != side {
            add(.canvasSize, [.key(key)], "the canvas is \(number(document["w"]))×\(number(document["h"])); Telegram wants \(canvasSide)×\(canvasSide)")
        }
        let rate = document["fr"]?.number ?? 0
        if !frameRates.contains(where: { abs($0 - rate) < 1e-6 }) {
            add(.frameRate, [.key("fr")], "\(number(document["fr"])) frames a second; Telegram wants 30 or 60")
        }
        let span = (document["op"]?.number ?? 0) - (document["ip"]?.number ?? 0)
        if rate > 0, span / rate > maxDuration + 1e-6 {
            add(.duration, [.key("op")], "the animation lasts \(seconds(span / rate)) s; Telegram allows \(seconds(maxDuration)) s")
        }
        if stickerSize > maxFileSize {
            add(.fileSize, [], (measuredAsGiven ? "the file is" : "as a .tgs (minified, gzipped) it would be")
                + " \(kilobytes(stickerSize)) KB; Telegram allows \(maxFileSize / 1024) KB")
        }
        if StickerWalk.flag(document, "ddd") { add(.threeD, [.key("ddd")], "the composition is 3D") }
        for path in document.expressionPaths() { add(.expression, path, "expressions are not allowed") }
        for (j, asset) in (document["assets"]?.array ?? []).enumerated() where asset["layers"] == nil && asset["p"] != nil {
            if (asset["t"]?.number ?? 0) != 3 { add(.image, [.key("assets"), .index(j)], "image assets are not allowed") }
        }
        for (path, layer) in StickerWalk.layers(of: document) {
            found += layerProblems(layer, at: path)
        }
        return found
    }

    /// The problems of one layer and its shapes.
    private static func layerProblems(_ layer: JSONValue, at path: [JSONValue.PathStep]) -> [TelegramStickerProblem] {
        var found: [TelegramStickerProblem] = []
        func add(_ rule: TelegramStickerProblem.Rule, _ steps: [JSONValue.PathStep], _ message: String) {
            found.append(TelegramStickerProblem(rule: rule, path: JSONValue.text(of: steps), message: message))
        }
        switch layer["ty"]?.number {
        case 1: add(.solid, path + [.key("ty")], "solid layers are not allowed")
        case 2: add(.image, path + [.key("ty")], "image layers are not allowed")
        case 5: add(.text, path + [.key("ty")], "text layers are not allowed")
        default: break
        }
        if StickerWalk.flag(layer, "ddd") { add(.threeD, path + [.key("ddd")], "3D layers are not allowed") }
        if StickerWalk.nonEmpty(layer["masksProperties"]) { add(.mask, path + [.key("masksProperties")], "masks are not allowed") }
        if StickerWalk.nonEmpty(layer["ef"]) { add(.effect, path + [.key("ef")], "layer effects are not allowed") }
        if StickerWalk.nonEmpty(layer["sy"]) { add(.effect, path + [.key("sy")], "layer styles are not allowed") }
        if let stretch = layer["sr"]?.number, stretch != 1 {
            add(.timeStretch, path + [.key("sr")], "time stretch (\(number(layer["sr"]))) is not allowed")
        }
        if layer["tm"] != nil { add(.timeRemap, path + [.key("tm")], "time remapping is not allowed") }
        if StickerWalk.flag(layer, "ao") { add(.autoOrient, path + [.key("ao")], "auto-orient is not allowed") }
        for (at, item) in StickerWalk.shapes(of: layer, at: path) {
            switch item["ty"]?.string {
            case "mm": add(.mergePaths, at, "merge paths are not allowed")
            case "gs": add(.gradientStroke, at, "gradient strokes are not allowed")
            case "rp": add(.repeater, at, "repeaters are not allowed")
            case "sr" where StickerWalk.isStar(item): add(.star, at, "star shapes are not allowed (polygons are)")
            default: break
            }
        }
        return found
    }

    private static func number(_ value: JSONValue?) -> String {
        guard let n = value?.number else { return "missing" }
        return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
    }

    private static func seconds(_ s: Double) -> String {
        guard s.isFinite, abs(s) < 1e9 else { return String(s) }
        let hundredths = (s * 100).rounded()
        return hundredths.remainder(dividingBy: 100) == 0 ? String(Int(hundredths / 100)) : String(hundredths / 100)
    }

    private static func kilobytes(_ bytes: Int) -> String {
        let tenths = (Double(bytes) / 102.4).rounded()
        return String(tenths / 10)
    }
}
