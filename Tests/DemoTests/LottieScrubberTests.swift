import Foundation
import Testing
import ScrollworkCanvas

/// The scrubber runs headless with a scripted wheel; the frame it lands on is drawn exactly
/// as `scrollwork render` draws that frame.
@Suite(.serialized) struct LottieScrubberTests {
    static let corpusFile: String? = {
        let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared")
        let file = shared.appendingPathComponent("corpus/lottie-docs/docs/static/examples/easing.json").path
        return FileManager.default.fileExists(atPath: file) ? file : nil
    }()

    @Test(.enabled(if: corpusFile != nil, "needs ../shared/corpus beside the repository"))
    func scrubbedFrameEqualsTheRenderOfThatFrame() throws {
        let file = try #require(Self.corpusFile)
        let shot = DemoRunner.temporaryPNG("scrub"), reference = DemoRunner.temporaryPNG("render")
        defer { for p in [shot, reference] { try? FileManager.default.removeItem(atPath: p) } }
        // Four notches toward the user at three frames a notch: the scroll settles on frame ip + 12.
        let scrub = try DemoRunner.run("LottieScrubber", [file, "--headless", "--frames", "60", "--size", "400x300",
                                                          "--wheel", "-2,-2", "--screenshot", shot])
        #expect(scrub.status == 0, "\(scrub.error)")
        let render = try DemoRunner.run("scrollwork", ["render", file, "--frame", "12", "--size", "400x300",
                                                       "--background", "#ffffff", "-o", reference])
        #expect(render.status == 0, "\(render.error)")
        let a = try Pixmap(pngFile: shot), b = try Pixmap(pngFile: reference)
        #expect(a.width == b.width && a.height == b.height)
        // Compare the stage (the composition is square: a 300×300 box centred in 400×300).
        var worst = 0
        for y in 2..<298 {
            for x in 52..<348 {
                let p = try #require(a.pixel(x: x, y: y)), q = try #require(b.pixel(x: x, y: y))
                worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
            }
        }
        #expect(worst <= 1)
        // And the scroll really moved: frame 0 looks different.
        let first = try DemoRunner.run("scrollwork", ["render", file, "--frame", "0", "--size", "400x300",
                                                      "--background", "#ffffff", "-o", reference])
        #expect(first.status == 0)
        let c = try Pixmap(pngFile: reference)
        var differing = 0
        for y in stride(from: 2, to: 298, by: 2) {
            for x in stride(from: 52, to: 348, by: 2) where a.pixel(x: x, y: y) != c.pixel(x: x, y: y) { differing += 1 }
        }
        #expect(differing > 100)
    }

    @Test func theEmbeddedSampleOpensWithoutAFile() throws {
        let shot = DemoRunner.temporaryPNG("sample")
        defer { try? FileManager.default.removeItem(atPath: shot) }
        let result = try DemoRunner.run("LottieScrubber", ["--headless", "--frames", "5", "--size", "200x200", "--screenshot", shot])
        #expect(result.status == 0, "\(result.error)")
        let image = try Pixmap(pngFile: shot)
        // The sample's sky fills the stage: midnight blue in the corner.
        let corner = try #require(image.pixel(x: 4, y: 4))
        #expect(corner.r < 40 && corner.b > 40 && corner.b < 70)
    }

    @Test func aFileThatFailsToLoadIsReportedAndShown() throws {
        let shot = DemoRunner.temporaryPNG("fail")
        defer { try? FileManager.default.removeItem(atPath: shot) }
        let bad = NSTemporaryDirectory() + "scrollwork-not-lottie-\(UUID().uuidString).json"
        try Data("{\"hello\": 1}".utf8).write(to: URL(fileURLWithPath: bad))
        defer { try? FileManager.default.removeItem(atPath: bad) }
        let result = try DemoRunner.run("LottieScrubber", [bad, "--headless", "--frames", "3", "--size", "300x200", "--screenshot", shot])
        #expect(result.status == 1)
        #expect(result.error.contains("scrollwork-not-lottie"))
        // The window shows the error in its accent colour rather than an animation.
        let image = try Pixmap(pngFile: shot)
        var accent = 0
        for y in 20..<60 { for x in 20..<280 { if let p = image.pixel(x: x, y: y), p.r > 200, p.g < 160 { accent += 1 } } }
        #expect(accent > 20)
    }
}
