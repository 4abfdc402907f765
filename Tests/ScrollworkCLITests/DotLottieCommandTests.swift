import Foundation
import ScrollworkCanvas
import Testing

/// `info`, `render`, `export` and `validate` on dotLottie archives (corpus-2, read from
/// `../shared`).
@Suite struct DotLottieCommandTests {
    static let assets: String? = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = (url.path + "/../shared/corpus-2/dotlottie-rs/dotlottie-rs/assets/animations/dotlottie" as NSString).standardizingPath
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }()

    @Test(.enabled(if: assets != nil, "../shared/corpus-2 is absent"))
    func infoListsAnimationsThemesAndStateMachines() throws {
        let file = try #require(Self.assets) + "/v2/elapsed_time.lottie"
        let r = try CLIRunner.run(["info", file, "--json"])
        #expect(r.status == 0, "\(r.error)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.output.utf8)) as? [String: Any])
        let animations = try #require(json["animations"] as? [[String: Any]])
        let themes = try #require(json["themes"] as? [[String: Any]])
        let machines = try #require(json["stateMachines"] as? [[String: Any]])
        #expect(animations.map { $0["id"] as? String } == ["counter"])
        #expect(themes.isEmpty)
        #expect(machines.map { $0["id"] as? String } == ["long_press", "timer"])
        #expect((machines[1]["inputs"] as? [[String: Any]])?.first?["name"] as? String == "nextTick")
        let themed = try CLIRunner.run(["info", try #require(Self.assets) + "/v2/multi_anim_theme.lottie", "--json"])
        let t = try #require(try JSONSerialization.jsonObject(with: Data(themed.output.utf8)) as? [String: Any])
        #expect((t["themes"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["red", "yellow"])
        let text = try CLIRunner.run(["info", try #require(Self.assets) + "/v2/multi_anim_theme.lottie"])
        #expect(text.output.contains("theme: yellow"))
        #expect(text.output.contains("animation: rect"))
    }

    @Test func aPlainFileListsItsOneAnimation() throws {
        let scratch = try Scratch(); defer { scratch.remove() }
        let r = try CLIRunner.run(["info", scratch.lottie, "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.output.utf8)) as? [String: Any])
        #expect((json["animations"] as? [[String: Any]])?.first?["id"] as? String == "square")
        #expect((json["themes"] as? [Any])?.isEmpty == true)
        #expect((json["stateMachines"] as? [Any])?.isEmpty == true)
    }

    @Test(.enabled(if: assets != nil, "../shared/corpus-2 is absent"))
    func renderAndExportTakeAnimationAndTheme() throws {
        let file = try #require(Self.assets) + "/v2/multi_anim_theme.lottie"
        let dir = NSTemporaryDirectory() + "dotlottie-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        func centre(_ args: [String]) throws -> PremultipliedColor? {
            let out = dir + "/\(UUID().uuidString).png"
            let r = try CLIRunner.run(["render", file, "--frame", "10", "--size", "64x64", "-o", out] + args)
            #expect(r.status == 0, "\(r.error)")
            // The first opaque pixel: the shape's colour.
            let image = try PNG.read(from: out)
            for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y)?.a == 255 { return image.pixel(x: x, y: y) } }
            return nil
        }
        let red = try #require(try centre(["--theme", "red"]))
        #expect(red.r > 240 && red.g < 20 && red.b < 20)
        let yellow = try #require(try centre(["--animation", "rect", "--theme", "yellow"]))
        #expect(abs(Int(yellow.r) - 178) <= 2 && abs(Int(yellow.g) - 182) <= 2)
        for bad in [["--theme", "nope"], ["--animation", "nope"]] {
            let r = try CLIRunner.run(["render", file, "-o", dir + "/bad.png"] + bad)
            #expect(r.status == 1)
            #expect(r.error.split(separator: "\n").count == 1)
            #expect(r.error.contains("nope"))
            #expect(!FileManager.default.fileExists(atPath: dir + "/bad.png"))
        }
        let gif = dir + "/rect.gif"
        let e = try CLIRunner.run(["export", file, "--animation", "rect", "--theme", "red", "--range", "0-3", "--size", "32x32", "-o", gif])
        #expect(e.status == 0, "\(e.error)")
        #expect(FileManager.default.fileExists(atPath: gif))
        let scratch = try Scratch(); defer { scratch.remove() }
        let plain = try CLIRunner.run(["render", scratch.lottie, "--theme", "red", "-o", dir + "/x.png"])
        #expect(plain.status == 1)
    }

    @Test func benchTimesFramesUnderAStateMachineAgainstTheSamePlayedDirectly() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let file = root.path + "/Demos/IntroDemo/Resources/toggle.lottie"
        let r = try CLIRunner.run(["bench", file, "--state-machine", "toggle", "--frames", "20", "--size", "64x64", "--json"])
        #expect(r.status == 0, "\(r.error)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.output.utf8)) as? [String: Any])
        for key in ["median_machine_ms", "median_direct_ms", "overhead_percent", "frames", "same_frames"] { #expect(json[key] != nil, "\(key)") }
        #expect(json["same_frames"] as? Int == 20)
        let missing = try CLIRunner.run(["bench", file, "--state-machine", "nope", "--frames", "5"])
        #expect(missing.status == 1)
        #expect(missing.error.contains("nope"))
    }

    @Test(.enabled(if: assets != nil, "../shared/corpus-2 is absent"))
    func validateNamesWhatThemesAndStateMachinesMiss() throws {
        // Its state machine plays an animation 'pigeon' the archive does not hold (a theme's
        // missing slot is reported the same way: TextAndImageThemeTests › archivedImageRule).
        let file = try #require(Self.assets) + "/../../statemachines/normal_usecases/sm_exploding_pigeon.lottie"
        let r = try CLIRunner.run(["validate", file])
        #expect(r.status == 0)
        #expect(r.output.contains("plays animation 'pigeon', which is not in the archive"))
        let strict = try CLIRunner.run(["validate", "--strict", file])
        #expect(strict.status == 1)
    }
}
