import ExportTestSupport
import Foundation
import ScrollworkCanvas
import Testing

/// `.tgs` in and out, `validate --profile telegram` and `export --profile telegram` /
/// `telegram-video` through the binary.
@Suite struct TelegramCommandTests {
    /// The hand-written sticker files of the Lottie tests, one per rule.
    static let stickers = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ScrollworkLottieTests/Telegram/Stickers").path

    @Test func aTGSRoundTripsFrameForFrame() throws {
        let s = try Scratch(); defer { s.remove() }
        let e = try CLIRunner.run(["export", s.lottie, "-o", s.path("a.tgs")])
        #expect(e.status == 0, "\(e.error)")
        let bytes = try #require(FileManager.default.contents(atPath: s.path("a.tgs")))
        #expect(bytes.prefix(2) == Data([0x1F, 0x8B]))
        for (input, folder) in [(s.lottie, "json"), (s.path("a.tgs"), "tgs")] {
            let r = try CLIRunner.run(["render", input, "--all", "-o", s.path("\(folder)/{frame}.png")])
            #expect(r.status == 0, "\(r.error)")
        }
        for k in 0..<10 {
            #expect(try readPNG(s.path("json/\(k).png")) == readPNG(s.path("tgs/\(k).png")), "frame \(k)")
        }
        // And again from the .tgs: the same bytes.
        #expect(try CLIRunner.run(["export", s.path("a.tgs"), "-o", s.path("b.tgs")]).status == 0)
        #expect(FileManager.default.contents(atPath: s.path("b.tgs")) == bytes)
    }

    /// A gzip bomb and a truncated gzip: one line, a non-zero exit, no output of any kind.
    @Test func bombsAndTruncatedStickersAreOneLine() throws {
        let s = try Scratch(); defer { s.remove() }
        #expect(try CLIRunner.run(["export", s.lottie, "-o", s.path("good.tgs")]).status == 0)
        let good = try #require(FileManager.default.contents(atPath: s.path("good.tgs")))
        try good.prefix(good.count / 2).write(to: URL(fileURLWithPath: s.path("cut.tgs")))
        // 70 MiB of spaces: more than LottieLimits.maxFileSize once inflated.
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/sh")
        gzip.arguments = ["-c", "head -c 73400320 /dev/zero | tr '\\0' ' ' | gzip -9 > '\(s.path("bomb.tgs"))'"]
        try gzip.run()
        gzip.waitUntilExit()
        let inputs = ["cut.tgs", "bomb.tgs", "good.tgs", "square.json"]
        for (input, words) in [("cut.tgs", "truncated"), ("bomb.tgs", "maxFileSize")] {
            for command in [["render", s.path(input), "-o", s.path("x.png")], ["export", s.path(input), "-o", s.path("x.gif")],
                            ["export", s.path(input), "-o", s.path("x.tgs")], ["info", s.path(input)]] {
                let r = try CLIRunner.run(command)
                #expect(r.status != 0 && r.exitedNormally, "\(command)")
                let lines = r.error.split(separator: "\n")
                #expect(lines.count == 1 && lines[0].hasPrefix("error: ") && lines[0].contains(words), "\(command): \(r.error)")
                #expect(s.files().sorted() == inputs.sorted(), "\(command) left \(s.files())")
            }
        }
    }

    @Test func validateFindsEachRuleWithItsPath() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.stickers).filter { $0.hasSuffix(".json") }.sorted()
        #expect(files.count == 18)
        for name in files {
            let path = Self.stickers + "/" + name
            let r = try CLIRunner.run(["validate", "--profile", "telegram", path])
            let rule = String(name.dropLast(5))
            if rule == "valid" {
                #expect(r.status == 0 && r.output.isEmpty, "\(r.output)")
                continue
            }
            #expect(r.status == 1, "\(name)")
            let lines = r.output.split(separator: "\n")
            #expect(!lines.isEmpty)
            for line in lines {
                #expect(line.hasPrefix("\(path): error: $") && line.hasSuffix("(\(rule))"), "\(line)")
            }
        }
    }

    /// Every rule's file made into a sticker that passes the validator, with a note for what
    /// was changed and a last line with the size and the departure.
    @Test func exportMakesStickersThatPass() throws {
        let s = try Scratch(); defer { s.remove() }
        for rule in ["solid", "mask", "frame-rate", "canvas-size", "expression"] {
            let out = s.path("\(rule).tgs")
            let e = try CLIRunner.run(["export", Self.stickers + "/\(rule).json", "--profile", "telegram", "-o", out])
            #expect(e.status == 0, "\(rule): \(e.error)")
            let lines = e.error.split(separator: "\n")
            #expect(lines.contains { $0.hasPrefix("note: $") && $0.hasSuffix("(\(rule))") }, "\(e.error)")
            #expect(lines.last?.contains("KB of 64 KB, 512x512") == true, "\(e.error)")
            #expect(lines.last?.contains("departure") == true || lines.last?.contains("every frame draws as the original") == true)
            let v = try CLIRunner.run(["validate", "--profile", "telegram", out])
            #expect(v.status == 0, "\(rule): \(v.output)")
        }
        for bad in [["--profile", "telegram", "-o", s.path("x.gif")], ["--profile", "telegram", "--size", "100x100", "-o", s.path("x.tgs")],
                    ["--profile", "telegram-video", "-o", s.path("x.tgs")]] {
            let r = try CLIRunner.run(["export", s.lottie] + bad)
            #expect(r.status != 0 && r.error.split(separator: "\n").count == 1, "\(bad): \(r.error)")
        }
    }

    @Test(.enabled(if: DecodedAnimation.hasFFmpeg, "ffmpeg is not installed: run scripts/setup.sh"))
    func videoStickersFitAndSayWhatTheyChose() throws {
        let s = try Scratch(); defer { s.remove() }
        let e = try CLIRunner.run(["export", s.lottie, "--profile", "telegram-video", "-o", s.path("v.webm")])
        #expect(e.status == 0, "\(e.error)")
        #expect(e.error.contains("kb/s, chosen in"), "\(e.error)")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: s.path("v.webm"))[.size] as? Int)
        #expect(size <= 256 * 1024)
        let decoded = try DecodedAnimation(contentsOf: s.path("v.webm"))
        #expect(decoded.frames.first?.width == 512 && decoded.frames.first?.height == 384)
    }
}
