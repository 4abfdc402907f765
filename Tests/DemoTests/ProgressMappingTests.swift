import Foundation
import Testing
import Scrollwork
import ScrollworkCanvas
import ScrollworkLottie
import ScrollworkScene

/// One progress ↔ frame mapping: the player, the scroll binding, the Lottie node, the CLI's
/// `--progress` and the scrubber map a progress to the same frame — `ip + p·(op − 1 − ip)` —
/// and treat NaN and out-of-range progress by one rule (clamped forms clamp and read NaN as ip;
/// the CLI refuses them with one line).
@Suite(.serialized) struct ProgressMappingTests {
    /// A file whose in-point is not 0 (frames 116 … 298), so "NaN gives ip" is visible.
    static let file: String? = {
        let path = LottieInPagedSceneReadmeTests.packageRoot + "/../shared/corpus/lottie-ios/Issues/pr_1698.json"
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }()

    /// (progress, the frame every clamped surface shows).
    static let table: [(Double, Double)] = [
        (0, 116), (0.25, 116 + 0.25 * 182), (0.5, 207), (0.999, 116 + 0.999 * 182), (1, 298),
        (-0.5, 116), (1.5, 298), (.nan, 116), (.infinity, 298), (-.infinity, 116),
    ]

    @Test(.enabled(if: file != nil, "needs ../shared/corpus beside the repository"))
    func everyLibrarySurfaceMapsProgressTheSameWay() throws {
        let animation = try LottieReader().read(contentsOfFile: try #require(Self.file))
        #expect(animation.frameRange == FrameRange(inPoint: 116, outPoint: 299))
        let clock = ManualClock()
        let player = LottiePlayer(animation: animation, clock: clock)
        let binding = LottieScrollBinding(scrubbing: LottiePlayer(animation: animation, clock: clock),
                                          range: ScrollRange(start: 0, end: 1000))
        let content = LottieContent(animation)
        for (p, expected) in Self.table {
            #expect(animation.frameRange.clampedFrame(atProgress: p) == expected, "FrameRange, p = \(p)")
            player.currentProgress = p
            #expect(player.currentFrame == expected, "LottiePlayer, p = \(p)")
            binding.update(progress: p)
            #expect(binding.player.currentFrame == expected, "LottieScrollBinding, p = \(p)")
            if p.isFinite {
                binding.update(offset: p * 1000)
                #expect(abs(binding.player.currentFrame - expected) < 1e-9, "LottieScrollBinding offset, p = \(p)")
            }
            content.currentProgress = p
            #expect(content.currentFrame == expected, "LottieContent, p = \(p)")
            // A core Player over the same frames agrees too.
            let core = Player(frames: animation.frameRange, framesPerSecond: animation.frameRate, clock: clock)
            core.progress = p
            #expect(core.time == expected, "Player, p = \(p)")
        }
    }

    @Test(.enabled(if: file != nil, "needs ../shared/corpus beside the repository"))
    func theCLIRendersTheSameFrameAndRefusesNaNAndOutOfRange() throws {
        let file = try #require(Self.file)
        for (p, expected) in Self.table {
            let byProgress = DemoRunner.temporaryPNG("progress"), byFrame = DemoRunner.temporaryPNG("frame")
            defer { for f in [byProgress, byFrame] { try? FileManager.default.removeItem(atPath: f) } }
            let run = try DemoRunner.run("scrollwork", ["render", file, "--progress=\(p)", "-o", byProgress])
            guard (0...1).contains(p) else {
                #expect(run.status != 0, "p = \(p) was accepted")
                #expect(run.error.split(separator: "\n").count == 1 && run.error.contains("--progress"), "\(run.error)")
                #expect(!FileManager.default.fileExists(atPath: byProgress))
                continue
            }
            #expect(run.status == 0, "\(run.error)")
            let frame = try DemoRunner.run("scrollwork", ["render", file, "--frame", String(expected), "-o", byFrame])
            #expect(frame.status == 0)
            #expect(try Pixmap(pngFile: byProgress) == Pixmap(pngFile: byFrame), "p = \(p), frame \(expected)")
        }
    }

    /// The scrubber scrolls in frames from the in-point: n notches of 3 frames are progress
    /// 3n / (op − 1 − ip), clamped at the ends like every other surface.
    @Test(.enabled(if: file != nil, "needs ../shared/corpus beside the repository"),
          arguments: [("", 0.0), ("-4", 12.0 / 182), ("-4,-4,-4,-4,-4,-4,-4,-4,-4,-4,-4,-4,-4,-4,-4,-4", 1.0), ("4", 0.0)])
    func theScrubberShowsTheFrameOfItsScrollProgress(wheel: String, progress: Double) throws {
        let file = try #require(Self.file)
        let shot = DemoRunner.temporaryPNG("scrub"), reference = DemoRunner.temporaryPNG("reference")
        defer { for f in [shot, reference] { try? FileManager.default.removeItem(atPath: f) } }
        var arguments = [file, "--headless", "--frames", "90", "--size", "240x240", "--screenshot", shot]
        if !wheel.isEmpty { arguments += ["--wheel", wheel] }
        let scrub = try DemoRunner.run("LottieScrubber", arguments)
        #expect(scrub.status == 0, "\(scrub.error)")
        let render = try DemoRunner.run("scrollwork", ["render", file, "--progress=\(progress)", "--size", "240x240",
                                                       "--background", "#ffffff", "-o", reference])
        #expect(render.status == 0, "\(render.error)")
        let a = try Pixmap(pngFile: shot), b = try Pixmap(pngFile: reference)
        #expect(LottieInPagedSceneReadmeTests.largestDifference(a, b) <= 1, "wheel \(wheel), progress \(progress)")
    }
}
