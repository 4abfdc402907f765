import Foundation
import ScrollworkExpressions
import ScrollworkLottie
import Testing

/// `TelegramStickerMaker`: every file it makes passes the profile's own check within the size
/// limit; changes that keep the picture keep it (measured by drawing both), and each change is
/// reported with the rule it answers.
@Suite struct TelegramStickerMakerTests {
    /// Rules whose files are changed into stickers that draw the same (within rounding of a
    /// level or two): solids as rectangles, static stars as paths, an added mask as a track
    /// matte, merge paths removed (drawn as lottie-web draws them), time stretch folded into a
    /// copy of the precomp, frame rate resampled, canvas fitted, expressions baked.
    static let samePicture: Set<TelegramStickerProblem.Rule> = [
        .solid, .star, .mask, .mergePaths, .timeStretch, .frameRate, .canvasSize, .expression,
    ]
    /// Rules whose files lose frames, the ones kept drawing the same: an animation over 3 s is cut.
    static let framesKept: Set<TelegramStickerProblem.Rule> = [.duration]

    /// The command line's maker: every image format and installed fonts, expressions baked in
    /// Duktape.
    static func maker(measuresDeparture: Bool = true) -> TelegramStickerMaker {
        TelegramStickerMaker(reader: .everything, baker: LottieExpressionBaker(reader: .everything), measuresDeparture: measuresDeparture)
    }

    @Test(arguments: TelegramStickerProblem.Rule.allCases.filter { $0 != .fileSize })
    func eachRuleIsRepairedAndTheStickerPasses(_ rule: TelegramStickerProblem.Rule) throws {
        let sticker = try Self.maker().make(contentsOfFile: TelegramStickerProfileTests.sticker(rule.rawValue))
        #expect(try TelegramStickerProfile().check(sticker.tgs) == [])
        #expect(sticker.tgs.count <= TelegramStickerProfile.maxFileSize)
        #expect(sticker.changes.contains { $0.rule == rule }, "\(sticker.changes)")
        let departure = try #require(sticker.departure)
        #expect(departure.framesCompared == Int(sticker.frameCount))
        if Self.samePicture.contains(rule) || Self.framesKept.contains(rule) {
            #expect(departure.largestDifference <= 3, "\(rule): \(departure)")
        } else {
            #expect(departure.largestDifference > 0, "\(rule): dropping it should show: \(departure)")
        }
    }

    /// Without a baker an expression is removed, with its note, and the sticker draws what a
    /// renderer without an engine draws: the property's own value.
    @Test func withoutABakerExpressionsAreRemoved() throws {
        let sticker = try TelegramStickerMaker().make(contentsOfFile: TelegramStickerProfileTests.sticker("expression"))
        #expect(try TelegramStickerProfile().check(sticker.tgs) == [])
        #expect(sticker.changes.contains { $0.rule == .expression && $0.message.contains("removed (not baked)") }, "\(sticker.changes)")
        #expect(!sticker.changes.contains { $0.message.contains("baked into keyframes") })
        let departure = try #require(sticker.departure)
        #expect(departure.largestDifference <= 3, "\(departure)")
    }

    @Test func aValidStickerIsKeptAsItIs() throws {
        let path = TelegramStickerProfileTests.sticker("valid")
        let sticker = try Self.maker().make(contentsOfFile: path)
        #expect(sticker.changes == [])
        #expect(sticker.decimals == nil && sticker.departure?.largestDifference == 0)
        #expect(try LottieGzip.decompress(sticker.tgs, maxSize: 1 << 20) == LottieReader().minifiedJSON(contentsOfFile: path))
    }

    /// Masks become mattes when they combine as a matte can (added; one subtracted or
    /// inverted), and are dropped otherwise (intersected), each with its note.
    @Test(arguments: [("a", false, "alpha track matte"), ("s", false, "inverted alpha track matte"),
                      ("a", true, "inverted alpha track matte"), ("i", false, "masks dropped")])
    func masksBecomeMattesWhereTheyCan(_ mode: String, _ inverted: Bool, _ words: String) throws {
        let text = try String(contentsOfFile: TelegramStickerProfileTests.sticker("mask"), encoding: .utf8)
            .replacingOccurrences(of: #""mode": "a""#, with: #""mode": "\#(mode)""#)
            .replacingOccurrences(of: #""inv": false"#, with: #""inv": \#(inverted)"#)
        let sticker = try Self.maker().make(Array(text.utf8))
        #expect(try TelegramStickerProfile().check(sticker.tgs) == [])
        #expect(sticker.changes.contains { $0.rule == .mask && $0.message.contains(words) }, "\(sticker.changes)")
        let departure = try #require(sticker.departure)
        if words == "masks dropped" { #expect(departure.largestDifference > 0) } else { #expect(departure.largestDifference <= 3, "\(departure)") }
    }

    /// Resampling keeps each moment at its time: 25 fps → 30 fps, 50 frames → 60, the
    /// keyframe at frame 49 now at 58.8.
    @Test func resamplingScalesFrameTimes() throws {
        let sticker = try Self.maker().make(contentsOfFile: TelegramStickerProfileTests.sticker("frame-rate"))
        #expect(sticker.frameRate == 30 && sticker.frameCount == 60)
        let json = try LottieGzip.decompress(sticker.tgs, maxSize: 1 << 20)
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.contains("\"t\":58.8") && text.contains("\"op\":60"), "\(text)")
    }

    /// A file too large for 64 KB is rounded until it fits, or refused when even whole
    /// numbers do not fit; the size and the rounding are reported.
    @Test func largeFilesAreRoundedUntilTheyFit() throws {
        func file(points count: Int) -> [UInt8] {
            var state: UInt64 = 0x2545_F491_4F6C_DD1D
            func next() -> Double {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Double(Int(state >> 33) % 5_120_000) / 10_000
            }
            let v = (0..<count).map { _ in "[\(next()),\(next())]" }.joined(separator: ",")
            let zeros = Array(repeating: "[0,0]", count: count).joined(separator: ",")
            let shapes = #"{"ty":"sh","ks":{"a":0,"k":{"i":[\#(zeros)],"o":[\#(zeros)],"v":[\#(v)],"c":true}}},{"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":1}}"#
            return Array(Fixture.animation(layers: "[\(Fixture.shapeLayer("[\(shapes)]"))]").utf8)
        }
        let maker = Self.maker(measuresDeparture: false)
        let fits = try maker.make(file(points: 9_000))
        #expect(fits.tgs.count <= TelegramStickerProfile.maxFileSize)
        #expect(fits.decimals != nil && fits.changes.contains { $0.rule == .fileSize }, "\(fits.changes)")
        #expect(try TelegramStickerProfile().check(fits.tgs) == [])
        let error = #expect(throws: LottieError.self) { try maker.make(file(points: 60_000)) }
        #expect(error?.kind == .limitExceeded && error?.message.contains("64 KB") == true)
    }

    /// Corpus files of every kind (expressions, masks, mattes, text, precomps, 60 fps) become
    /// stickers that pass.
    @Test(.enabled(if: SharedData.isAvailable, SharedData.missingReason),
          arguments: ["lottie-ios/LottieLogo1.json", "lottie-ios/LottieLogo1_masked.json",
                      "lottie-ios/Nonanimating/Text_AnimatedProperties.json", "lottie-ios/TwitterHeartButton.json",
                      "lottie-docs/docs/static/examples/bezier_expression.json"])
    func corpusFilesBecomeStickers(_ relative: String) throws {
        #if DEBUG
        let maker = Self.maker(measuresDeparture: false)
        #else
        let maker = Self.maker()
        #endif
        let sticker = try maker.make(contentsOfFile: SharedData.corpusPath(relative))
        #expect(try TelegramStickerProfile().check(sticker.tgs) == [], "\(relative)")
        #expect(sticker.tgs.count <= TelegramStickerProfile.maxFileSize)
        let back = try LottieReader().read(sticker.tgs)
        #expect(back.size.width == 512 && back.size.height == 512 && [30, 60].contains(back.frameRate))
        #expect(back.duration <= TelegramStickerProfile.maxDuration + 1e-9)
    }

    /// A 1.7 MB composition (navidad: 120 solids, precomps, masks) does not fit 64 KB even with
    /// whole numbers: refused, naming the size, and nothing is made.
    @Test(.enabled(if: SharedData.isAvailable, SharedData.missingReason))
    func aFileTooLargeForAStickerIsRefused() throws {
        let error = #expect(throws: LottieError.self) {
            try Self.maker(measuresDeparture: false).make(contentsOfFile: SharedData.corpusPath("lottie-web/test/animations/navidad.json"))
        }
        #expect(error?.kind == .limitExceeded && error?.message.contains("KB gzipped even with whole numbers") == true, "\(String(describing: error))")
    }
}
