import Foundation
import ScrollworkCanvas
import ScrollworkLottie
import Testing

/// `.tgs` and `.json.gz`: gzip-compressed Lottie read through zlib, bounded by
/// `LottieLimits.maxFileSize`; minified JSON written back reads as the same animation.
@Suite struct GzipTests {
    static let small = Fixture.animation(layers: "[\(Fixture.shapeLayer(#"[{"ty":"el","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[40,40]}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]"#))]")

    @Test func aGzippedFileReadsAsItsJSON() throws {
        let json = Array(Self.small.utf8)
        let gz = try LottieGzip.compress(json)
        #expect(LottieGzip.isCompressed(gz) && !LottieGzip.isCompressed(json))
        #expect(try LottieGzip.decompress(gz, maxSize: 1 << 20) == json)
        let plain = try LottieReader().read(json: json), zipped = try LottieReader().read(json: gz)
        #expect(plain.size == zipped.size && plain.layers.count == zipped.layers.count)
        // Two members in a row (cat a.gz b.gz) and zero padding after them read too.
        #expect(try LottieGzip.decompress(gz + gz + [0, 0, 0], maxSize: 1 << 20) == json + json)
        let empty = try LottieGzip.compress([])
        #expect(!empty.isEmpty)
        #expect(try LottieGzip.decompress(empty, maxSize: 10) == [])
    }

    /// A gzip bomb: a few kilobytes that inflate past the limit are refused as too large,
    /// having held at most the limit (and the default limit holds for a 70 MiB bomb).
    @Test func aBombIsTooLarge() throws {
        let bomb = try LottieGzip.compress([UInt8](repeating: 0x20, count: 2 << 20))
        #expect(bomb.count < 10_000)
        var limits = LottieLimits()
        limits.maxFileSize = 1 << 20
        let error = #expect(throws: LottieError.self) { try LottieReader(limits: limits).read(json: bomb) }
        #expect(error?.kind == .tooLarge)
        #expect(error?.message.contains("LottieLimits.maxFileSize") == true)
        let big = try LottieGzip.compress([UInt8](repeating: 0x20, count: 70 << 20))
        #expect((#expect(throws: LottieError.self) { try LottieReader().read(json: big) })?.kind == .tooLarge)
    }

    @Test func truncatedDamagedAndTrailedStreamsAreTypedErrors() throws {
        let gz = try LottieGzip.compress(Array(Self.small.utf8))
        var damaged = gz
        damaged[gz.count / 2] ^= 0xFF
        var badCRC = gz
        badCRC[gz.count - 6] ^= 0x01
        let cases: [(String, [UInt8], String)] = [
            ("truncated", Array(gz.prefix(gz.count / 2)), "truncated"),
            ("header only", Array(gz.prefix(10)), "truncated"),
            ("damaged", damaged, "damaged"),
            ("bad CRC", badCRC, "damaged"),
            ("trailing bytes", gz + Array("{}".utf8), "follow the end"),
        ]
        for (name, bytes, words) in cases {
            let error = #expect(throws: LottieError.self, "\(name)") { try LottieReader().read(json: bytes) }
            #expect(error?.kind == .invalidGzip, "\(name): \(String(describing: error))")
            #expect(error?.message.contains(words) == true, "\(name): \(String(describing: error))")
            #expect(error?.description.contains("\n") == false)
        }
    }

    /// Read, write as a .tgs (minified and gzipped), read again: the same frames, byte for
    /// byte, for corpus files of every kind.
    @Test(.enabled(if: SharedData.isAvailable, SharedData.missingReason),
          arguments: ["lottie-ios/LottieLogo1.json", "lottie-web/test/animations/navidad.json",
                     "lottie-ios/Nonanimating/Text_AnimatedProperties.json", "lottie-docs/docs/static/examples/bezier_expression.json"])
    func aStickerRoundTripsFrameForFrame(_ relative: String) throws {
        let path = SharedData.corpusPath(relative)
        let original = try LottieReader().read(contentsOfFile: path)
        let tgs = try LottieGzip.compress(try LottieReader().minifiedJSON(contentsOfFile: path))
        let back = try LottieReader().read(tgs, baseDirectory: (path as NSString).deletingLastPathComponent)
        let (a, b) = (LottieRenderer(original), LottieRenderer(back))
        let scale = min(1, 128 / max(original.size.width, original.size.height))
        let canvases = (try Canvas(width: Int(original.size.width * scale), height: Int(original.size.height * scale)),
                        try Canvas(width: Int(original.size.width * scale), height: Int(original.size.height * scale)))
        #if DEBUG
        let step = 10.0
        #else
        let step = 1.0
        #endif
        for frame in stride(from: original.inPoint, to: original.outPoint, by: step) {
            canvases.0.clear(); canvases.1.clear()
            a.render(frame: frame, into: canvases.0, scale: scale)
            b.render(frame: frame, into: canvases.1, scale: scale)
            #expect(canvases.0.pixmap == canvases.1.pixmap, "\(relative) frame \(frame)")
        }
    }
}
