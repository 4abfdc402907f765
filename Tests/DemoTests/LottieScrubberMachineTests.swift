import Foundation
import Scrollwork
import ScrollworkCanvas
import Testing

/// The scrubber drives a dotLottie archive's state machine headless, from scripted clicks
/// (pushed through SDL's queue, hit-tested against the file's layers) and wheel events (the
/// machine's scroll input), printing its states; the frames drawn show them.
@Suite(.serialized) struct LottieScrubberMachineTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let toggle = packageRoot + "/Demos/IntroDemo/Resources/toggle.lottie"
    static let green = Color(red: 0.24, green: 0.81, blue: 0.56)
    static let grey = Color(red: 0.54, green: 0.56, blue: 0.64)

    /// Runs the scrubber on `file` in a 400 × 300 window; its printed lines and last frame.
    func scrub(_ file: String, _ script: [String], frames: Int = 60) throws -> (lines: [String], image: Pixmap) {
        let shot = DemoRunner.temporaryPNG("scrub-machine")
        defer { try? FileManager.default.removeItem(atPath: shot) }
        let r = try DemoRunner.run("LottieScrubber", [file, "--headless", "--frames", "\(frames)", "--size", "400x300",
                                                      "--screenshot", shot] + script)
        #expect(r.status == 0, "\(r.error)")
        let lines = r.output.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("LottieScrubber:") }
        return (lines, try Pixmap(pngFile: shot))
    }

    // The 240 × 140 switch fills the 400-wide window: its track's centre (120, 70) is at
    // window point (200, 150); the knob sits at x 117 when off, 283 when on.

    @Test func clicksOnTheTrackToggleTheSwitch() throws {
        let (lines, image) = try scrub(Self.toggle, ["--click", "200,150@10", "--click", "200,150@30"])
        #expect(lines == ["machine: toggle", "state: idle", "state: on", "event: switched on", "state: off", "event: switched off"])
        #expect(try #require(image.pixel(x: 117, y: 150)).isClose(to: .white))
        #expect(try #require(image.pixel(x: 330, y: 150)).isClose(to: Self.grey, tolerance: 4))
        // A click outside the switch (on the letterbox) is on no layer: nothing happens.
        let (outside, _) = try scrub(Self.toggle, ["--click", "200,10@10"])
        #expect(outside == ["machine: toggle", "state: idle"])
    }

    @Test func theWheelIsTheMachinesScrollInput() throws {
        // Six notches of three frames: past the end of the 15-frame scroll range, progress 1,
        // crossing the middle forward switches it on; the wheel back switches it off.
        let (lines, image) = try scrub(Self.toggle, ["--wheel", "-2,-2,-2"])
        #expect(lines == ["machine: toggle", "state: idle", "state: on", "event: switched on"])
        #expect(try #require(image.pixel(x: 283, y: 150)).isClose(to: .white))
        #expect(try #require(image.pixel(x: 80, y: 150)).isClose(to: Self.green, tolerance: 4))
        let (back, _) = try scrub(Self.toggle, ["--wheel", "-2,-2,-2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,2,2"],
                                  frames: 90)
        #expect(back == ["machine: toggle", "state: idle", "state: on", "event: switched on", "state: off", "event: switched off"])
    }

    @Test(.enabled(if: DotLottieFixtures.web != nil, "needs ../shared/corpus-2 beside the repository"))
    func aRatingFromTheCorpusAnswersClicksOnItsStars() throws {
        let file = try #require(DotLottieFixtures.web) + "/sm/star-rating.lottie"
        // Five stars across the 1080² composition at y 525, drawn 0.278× into 400 × 300
        // (offset 50 px): the fourth star's centre is at window point (258, 146).
        let (lines, _) = try scrub(file, ["--click", "258,146@5"], frames: 20)
        #expect(lines == ["machine: star-rating", "state: global", "state: star_4"])
        let (again, _) = try scrub(file, ["--click", "258,146@5", "--click", "110,146@10"], frames: 20)
        #expect(again == ["machine: star-rating", "state: global", "state: star_4", "state: star_1"])
    }
}

enum DotLottieFixtures {
    static let web: String? = {
        let path = (LottieScrubberMachineTests.packageRoot + "/../shared/corpus-2/dotlottie-web/fixtures" as NSString).standardizingPath
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }()
}
