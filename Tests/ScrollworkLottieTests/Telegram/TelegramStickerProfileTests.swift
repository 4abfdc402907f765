import Foundation
import ScrollworkLottie
import Testing

/// Telegram's sticker rules: each is broken by a hand-written file in `Stickers/` (named after
/// the rule) and found there with its JSON path; a file that keeps them all passes.
@Suite struct TelegramStickerProfileTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Stickers").path

    static func sticker(_ name: String) -> String { folder + "/" + name + ".json" }

    /// Where each rule's file breaks it.
    static let expected: [TelegramStickerProblem.Rule: [String]] = [
        .canvasSize: ["$.w", "$.h"],
        .duration: ["$.op"],
        .frameRate: ["$.fr"],
        .expression: ["$.layers[0].ks.r.x"],
        .mask: ["$.layers[0].masksProperties"],
        .effect: ["$.layers[0].ef"],
        .image: ["$.assets[0]", "$.layers[0].ty"],
        .solid: ["$.layers[0].ty"],
        .text: ["$.layers[0].ty"],
        .threeD: ["$.layers[0].ddd"],
        .mergePaths: ["$.layers[0].shapes[0].it[1]"],
        .star: ["$.layers[0].shapes[0].it[0]"],
        .gradientStroke: ["$.layers[0].shapes[0].it[1]"],
        .repeater: ["$.layers[0].shapes[0].it[2]"],
        .timeStretch: ["$.layers[0].sr"],
        .timeRemap: ["$.layers[0].tm"],
        .autoOrient: ["$.layers[0].ao"],
    ]

    @Test func theValidStickerPasses() throws {
        #expect(try TelegramStickerProfile().check(contentsOfFile: Self.sticker("valid")) == [])
    }

    @Test(arguments: TelegramStickerProblem.Rule.allCases.filter { $0 != .fileSize })
    func eachRuleIsFoundWithItsPath(_ rule: TelegramStickerProblem.Rule) throws {
        let problems = try TelegramStickerProfile().check(contentsOfFile: Self.sticker(rule.rawValue))
        #expect(problems.map(\.rule) == Array(repeating: rule, count: problems.count), "\(problems)")
        #expect(problems.map(\.path) == Self.expected[rule], "\(problems)")
        for p in problems { #expect(!p.message.isEmpty && !p.description.contains("\n")) }
    }

    /// The one rule no small file can break by hand: a sticker whose gzip is over 64 KB, made
    /// here from a path with 40,000 points scattered by a fixed generator (so it does not
    /// compress). Checked as JSON (the size its .tgs would have) and as the .tgs itself.
    @Test func aStickerOver64KBIsFound() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % 5_120
        }
        let points = (0..<40_000).map { _ in "[\(Double(next()) / 10),\(Double(next()) / 10)]" }.joined(separator: ",")
        let zeros = Array(repeating: "[0,0]", count: 40_000).joined(separator: ",")
        let path = #"{"ty":"sh","ks":{"a":0,"k":{"i":[\#(zeros)],"o":[\#(zeros)],"v":[\#(points)],"c":true}}},{"ty":"fl","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100}}"#
        let json = Fixture.animation(layers: "[\(Fixture.shapeLayer("[\(path)]"))]").replacingOccurrences(of: #""w": 100"#, with: #""w": 512"#)
        let asJSON = try TelegramStickerProfile().check(Array(json.utf8))
        let asSticker = try TelegramStickerProfile().check(try LottieGzip.compress(Array(json.utf8)))
        for problems in [asJSON, asSticker] {
            #expect(problems.contains { $0.rule == .fileSize && $0.path == "$" }, "\(problems)")
        }
    }

    @Test func aFileThatIsNotAnAnimationIsAnError() {
        #expect(throws: LottieError.self) { try TelegramStickerProfile().check(Array("{\"a\": 1}".utf8)) }
        #expect(throws: LottieError.self) { try TelegramStickerProfile().check(Array(try LottieGzip.compress(Array("[".utf8)))) }
    }
}
