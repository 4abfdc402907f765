import Foundation
import ScrollworkBatch
import ScrollworkCanvas
import ScrollworkExpressions
import ScrollworkLottie
import Testing

/// What a conversion reads and draws with: expressions run only with the engine it is handed
/// and are baked into stickers only by its baker; a `.lottie` archive's animation and theme
/// are chosen by id, and an id is refused where it cannot apply.
@Suite struct ConversionSourceTests {
    /// The moving square whose position is the expression `$bm_rt = [48, 16, 0]`: at frame 0 it sits
    /// at the right edge when the expression runs, at the left edge when it does not.
    static let scripted = movingSquare().replacingOccurrences(of: #""ks": {"p": {"a": 1,"#, with: #""ks": {"p": {"x": "$bm_rt = [48, 16, 0];", "a": 1,"#)

    /// IntroDemo's switch: one animation (`toggle`) and one theme (`sunny`, the knob's colour),
    /// which is not the animation's initial theme.
    static let toggle = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path + "/Demos/IntroDemo/Resources/toggle.lottie"

    /// Frame 0 of `input` drawn by `conversion` into a PNG, read back.
    static func firstFrame(_ conversion: LottieConversion, of input: String, in s: Scratch) throws -> Pixmap {
        let output = s.file("\(UUID().uuidString).png")
        _ = try conversion.convert(input, to: output)
        return try PNG.read(from: output)
    }

    @Test func expressionsRunOnlyWithAnEngine() throws {
        let s = try Scratch(); defer { s.remove() }
        let input = try s.write("a.json", Self.scripted)
        #expect(Self.scripted.contains(#""x": "$bm_rt"#))
        let plain = try Self.firstFrame(LottieConversion(target: .frames(.frame(0))), of: input, in: s)
        let run = try Self.firstFrame(LottieConversion(target: .frames(.frame(0)), expressions: .javaScript), of: input, in: s)
        #expect(plain.pixel(x: 8, y: 24)?.a == 255 && plain.pixel(x: 56, y: 24)?.a == 0)
        #expect(run.pixel(x: 8, y: 24)?.a == 0 && run.pixel(x: 56, y: 24)?.a == 255)
    }

    @Test func stickersAreBakedOnlyByTheBaker() throws {
        let s = try Scratch(); defer { s.remove() }
        let input = try s.write("a.json", Self.scripted)
        func changes(_ conversion: LottieConversion) throws -> [TelegramStickerProblem] {
            guard case .converted(let report) = try conversion.convert(input, to: s.file("\(UUID().uuidString).tgs")) else { return [] }
            return report.sticker?.changes ?? []
        }
        let baked = try changes(LottieConversion(target: .telegramSticker, expressionBaker: LottieExpressionBaker()))
        #expect(baked.contains { $0.rule == .expression && $0.message.contains("baked into keyframes") }, "\(baked)")
        let removed = try changes(LottieConversion(target: .telegramSticker))
        #expect(removed.contains { $0.rule == .expression && $0.message.contains("removed (not baked)") }, "\(removed)")
    }

    @Test func anArchivesAnimationAndThemeAreChosenByID() throws {
        let s = try Scratch(); defer { s.remove() }
        var conversion = LottieConversion(target: .frames(.frame(0)))
        let plain = try Self.firstFrame(conversion, of: Self.toggle, in: s)
        conversion.animationID = "toggle"
        conversion.themeID = "sunny"
        let sunny = try Self.firstFrame(conversion, of: Self.toggle, in: s)
        #expect(plain.width == sunny.width && plain.height == sunny.height)
        let differ = (0..<plain.height).contains { y in (0..<plain.width).contains { x in plain.pixel(x: x, y: y) != sunny.pixel(x: x, y: y) } }
        #expect(differ, "the theme recolours the knob")
        for (animation, theme) in [("nope", nil), (nil, "nope")] as [(String?, String?)] {
            var wrong = LottieConversion(target: .frames(.frame(0)))
            wrong.animationID = animation
            wrong.themeID = theme
            let error = #expect(throws: ConversionError.self) { try wrong.convert(Self.toggle, to: s.file("wrong.png")) }
            #expect(error?.description.contains("'nope'") == true, "\(String(describing: error))")
        }
        #expect(!FileManager.default.fileExists(atPath: s.file("wrong.png")))
    }

    @Test func anIDIsRefusedWhereItCannotApply() throws {
        let s = try Scratch(); defer { s.remove() }
        let input = try s.write("a.json", movingSquare())
        for target in [LottieConversion.Target.frames(.frame(0)), .tgs, .telegramSticker] {
            var conversion = LottieConversion(target: target)
            conversion.themeID = "dark"
            #expect(throws: ConversionError.self, "\(target)") { try conversion.convert(input, to: s.file("out.tgs")) }
        }
        #expect(s.files(under: "").filter { $0.hasPrefix("out") } == [])
    }
}
