import Foundation
import Scrollwork
import ScrollworkCanvas
import ScrollworkImageDiff
import Testing
import ZIPFoundation
@testable import ScrollworkLottie

/// Every `.lottie` of corpus-2 read as a ``DotLottie``; each animation drawn with each theme
/// that applies to it, against the same frame drawn from the animation's JSON with the theme's
/// slot values written into it by hand.
@Suite(.enabled(if: DotLottieCorpus.isAvailable, DotLottieCorpus.missingReason))
struct DotLottieArchiveTests {
    @Test("every .lottie of corpus-2 loads, but the damaged multi.lottie (one clear error)")
    func everyArchiveLoads() throws {
        let archives = DotLottieCorpus.archives
        #expect(archives.count == 25)
        for path in archives {
            let name = (path as NSString).lastPathComponent
            if name == "multi.lottie" {
                #expect(throws: LottieError.self) { _ = try LottieReader().readDotLottie(contentsOfFile: path) }
                do {
                    _ = try LottieReader().readDotLottie(contentsOfFile: path)
                } catch {
                    #expect(error.kind == .invalidArchive)
                    #expect(!error.description.contains("\n"))
                }
                continue
            }
            let file = try LottieReader().readDotLottie(contentsOfFile: path)
            #expect(!file.animations.isEmpty, "\(name)")
            for entry in file.animations {
                let animation = try file.animation(id: entry.id)
                #expect(animation.frameCount > 0, "\(name): \(entry.id)")
            }
            // The one a plain read plays is the archive's initial animation.
            let plain = try LottieReader().read(contentsOfFile: path)
            #expect(plain == (try file.animation()), "\(name)")
        }
    }

    @Test("manifests: animations, themes, state machines, initial ids, audio reported")
    func manifests() throws {
        let base = try #require(DotLottieCorpus.assets) + "/animations/dotlottie"
        let themed = try LottieReader().readDotLottie(contentsOfFile: base + "/v2/multi_anim_theme.lottie")
        #expect(themed.animations.map(\.id) == ["circle", "rect"])
        #expect(themed.themes.map(\.id) == ["red", "yellow"])
        #expect(themed.theme(id: "red")?.rules == [LottieTheme.Rule(slotID: "color", value: .color(.constant(Color(red: 1, green: 0, blue: 0))))])
        let emojis = try LottieReader().readDotLottie(contentsOfFile: base + "/v1/emojis.lottie")
        #expect(emojis.animations.count == 62)
        #expect(emojis.version == "1.0")
        let elapsed = try LottieReader().readDotLottie(contentsOfFile: base + "/v2/elapsed_time.lottie")
        #expect(elapsed.stateMachines.map(\.id) == ["long_press", "timer"])
        #expect(elapsed.initialAnimationID == "counter")
        #expect(try elapsed.animation().fontFiles.keys.contains("f/Bebas-Regular.ttf"))
        let audio = try LottieReader().readDotLottie(contentsOfFile: base + "/v2/happy_birthday_audio.lottie")
        #expect(audio.diagnostics.filter { $0.path.hasPrefix("u/") }.count == 3)
        #expect(audio.animations.map(\.id) == ["Main Scene"])
        let images = try LottieReader().readDotLottie(contentsOfFile: base + "/v2/set_random.lottie")
        #expect(try images.animation().images.values.allSatisfy { $0.image != nil })
        // The embedded machine is the file dotlottie-rs's test compares it with, byte for byte.
        let pigeon = try LottieReader().readDotLottie(contentsOfFile: try #require(DotLottieCorpus.assets)
                                                        + "/statemachines/normal_usecases/sm_exploding_pigeon.lottie")
        let machine = try #require(pigeon.stateMachineEntry(id: "Exploding Pigeon"))
        #expect(machine.name == "Pigeon Running")
        #expect(machine.source == (try DotLottieCorpus.machine("normal_usecases/exploding_pigeon.json")))
        #expect(throws: LottieError.self) { _ = try themed.animation(id: "missing") }
    }

    @Test("the v1 archives' older state machines (states/) are read: the toggle answers clicks")
    func olderStateMachines() throws {
        let web = try #require(DotLottieCorpus.web)
        let file = try LottieReader().readDotLottie(contentsOfFile: web + "/toggle.lottie")
        let definition = try file.stateMachine(id: "state_toggle")
        #expect(definition.states.map(\.name) == ["wait", "play_forward", "play_reverse"])
        #expect(definition.diagnostics.contains { $0.message.contains("older") })
        let clock = ManualClock()
        let player = LottiePlayer(animation: try file.animation(), clock: clock)
        let machine = LottieStateMachine(definition: definition, player: player, archive: file)
        machine.start()
        #expect(machine.currentStateName == "wait")
        machine.post(.down(Point(x: 10, y: 10)))
        #expect(machine.currentStateName == "play_forward")
        machine.post(.down(Point(x: 10, y: 10)))
        #expect(machine.currentStateName == "play_reverse")
        #expect(player.currentFrame == 30)
        let pigeon = try LottieReader().readDotLottie(contentsOfFile: web + "/exploding_pigeon.lottie")
        let fsm = try pigeon.stateMachine()
        let pigeonMachine = LottieStateMachine(definition: fsm, player: LottiePlayer(animation: try pigeon.animation(), clock: clock), archive: pigeon)
        pigeonMachine.start()
        pigeonMachine.post(.down(.zero))
        #expect(pigeonMachine.currentStateName == "explosion")
        var seconds = 0.0
        while pigeonMachine.currentStateName == "explosion", seconds < 10 {
            clock.advance(by: 1.0 / 30)
            pigeonMachine.tick()
            seconds += 1.0 / 30
        }
        #expect(pigeonMachine.currentStateName == "feathers")
    }

    @Test("each animation with each theme renders within the bar of its JSON with the slots applied by hand")
    func themedAnimationsMatchTheirJSON() throws {
        var compared = 0, themedCompared = 0
        for path in DotLottieCorpus.archives where !path.hasSuffix("/multi.lottie") {
            let file = try LottieReader().readDotLottie(contentsOfFile: path)
            let folder = try Self.unpack(path)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            // emojis.lottie's 62 animations: every fourth keeps the test short in debug builds.
            for (n, entry) in file.animations.enumerated() where file.animations.count < 10 || n % 4 == 0 {
                let themes: [LottieTheme?] = [nil] + file.themes.filter { theme in theme.rules.contains { $0.applies(toAnimation: entry.id) } }
                for theme in themes {
                    let archived = LottieRenderer(try file.animation(id: entry.id))
                    if let theme { archived.apply(theme: theme, animationID: entry.id) }
                    let byHand = LottieRenderer(try Self.animation(folder + "/" + entry.entry, theme: theme, id: entry.id))
                    let frame = archived.animation.frameRange.clampedFrame(atProgress: 0.5)
                    let diff = try ImageDiff(try Self.draw(archived, frame), try Self.draw(byHand, frame))
                    #expect(diff.withinBar, "\((path as NSString).lastPathComponent) \(entry.id) theme \(theme?.id ?? "none"): \(diff.psnr) dB")
                    compared += 1
                    if theme != nil { themedCompared += 1 }
                }
            }
        }
        #expect(compared > 40)
        #expect(themedCompared == 9)
    }

    @Test("a theme changes what is drawn; resetting it restores the file's colours")
    func themesChangePixels() throws {
        let base = try #require(DotLottieCorpus.assets) + "/animations/dotlottie/v2"
        let file = try LottieReader().readDotLottie(contentsOfFile: base + "/themed.lottie")
        let renderer = LottieRenderer(try file.animation())
        let frame = 30.0
        let plain = try Self.draw(renderer, frame)
        #expect(renderer.apply(theme: try #require(file.theme(id: "Water"))).isEmpty)
        #expect(renderer.themeID == "Water")
        let water = try Self.draw(renderer, frame)
        #expect(try ImageDiff(plain, water).percentOver32 > 1)
        renderer.resetTheme()
        #expect(try ImageDiff(plain, try Self.draw(renderer, frame)).isIdentical)
        // test.lottie's fill carries slot 'c0' and the file has no slots section: the property
        // answers to its id all the same (as ThorVG's, which dotlottie-rs themes through).
        let test = try LottieReader().readDotLottie(contentsOfFile: base + "/test.lottie")
        let other = LottieRenderer(try test.animation())
        let before = try Self.draw(other, 20)
        #expect(other.apply(theme: try #require(test.theme(id: "test_theme")), animationID: "animation").isEmpty)
        #expect(try ImageDiff(before, try Self.draw(other, 20)).percentOver32 > 1)
        // A rule for a slot the animation does not have is reported, not applied.
        let problems = other.apply(theme: LottieTheme(id: "ghost", rules: [.init(slotID: "nowhere", value: .scalar(.constant(1)))]))
        #expect(problems.count == 1)
        #expect(problems.first?.message.contains("'nowhere'") == true)
    }

    /// Draws a frame fitted into 96 × 96 over white.
    static func draw(_ renderer: LottieRenderer, _ frame: Double) throws -> Pixmap {
        let canvas = try Canvas(width: 96, height: 96)
        canvas.clear(.white)
        renderer.render(frame: frame, into: canvas, size: Size(width: 96, height: 96), contentMode: .scaleAspectFit)
        return canvas.pixmap
    }

    /// Unpacks an archive into a new folder; images also under `images/` and `i/` at its root,
    /// where a JSON read from there finds them.
    static func unpack(_ path: String) throws -> String {
        let folder = NSTemporaryDirectory() + "dotlottie-\(UUID().uuidString)"
        let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        for entry in archive where entry.type == .file {
            let target = URL(fileURLWithPath: folder + "/" + entry.path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            _ = try archive.extract(entry, to: target)
        }
        return folder
    }

    /// The animation of a JSON file unpacked from an archive, read from its archive's root (for
    /// its images), with the constant values of `theme`'s rules written into its `slots` by hand.
    static func animation(_ path: String, theme: LottieTheme?, id: String) throws -> LottieAnimation {
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        if let theme {
            // A file may carry slot ids without a slots section: the rule's slot is written anyway.
            var slots = json["slots"] as? [String: Any] ?? [:]
            for rule in theme.rules where rule.applies(toAnimation: id) {
                var slot = slots[rule.slotID] as? [String: Any] ?? [:]
                switch rule.value {
                case .color(.constant(let c)): slot["p"] = ["a": 0, "k": [c.red, c.green, c.blue, c.alpha]]
                case .scalar(.constant(let v)): slot["p"] = ["a": 0, "k": v]
                case .vector(.constant(let p)), .position(.constant(let p)): slot["p"] = ["a": 0, "k": [p.x, p.y]]
                default: Issue.record("rule \(rule.slotID): only constant rules are written by hand here")
                }
                slots[rule.slotID] = slot
            }
            json["slots"] = slots
        }
        let root = (path as NSString).deletingLastPathComponent.components(separatedBy: "/").dropLast().joined(separator: "/")
        let flat = root + "/" + UUID().uuidString + ".json"
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: flat))
        for folder in ["images", "i"] {
            let source = root + "/" + (FileManager.default.fileExists(atPath: root + "/i") ? "i" : "images")
            if folder != (source as NSString).lastPathComponent, FileManager.default.fileExists(atPath: source) {
                try? FileManager.default.copyItem(atPath: source, toPath: root + "/" + folder)
            }
        }
        return try LottieReader().read(contentsOfFile: flat)
    }
}
