import Foundation
import Scrollwork
import ScrollworkCanvas
import Testing

/// IntroDemo's last page: the dotLottie switch (`Resources/toggle.lottie`) whose state machine
/// answers the page scroll and clicks, run headless with a scripted wheel and clicks.
@Suite(.serialized) struct IntroDemoToggleTests {
    static let green = Color(red: 0.24, green: 0.81, blue: 0.56)   // the track, on
    static let grey = Color(red: 0.54, green: 0.56, blue: 0.64)    // the track, off

    func run(_ extra: [String]) throws -> (output: String, image: Pixmap) {
        let path = DemoRunner.temporaryPNG("toggle")
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Twenty notches, five pages: the sixth page.
        let result = try DemoRunner.run("IntroDemo", ["--headless", "--frames", "150", "--size", "800x600",
                                                      "--wheel", "-4,-4,-4,-4,-4", "--screenshot", path] + extra)
        #expect(result.status == 0, "IntroDemo failed: \(result.error)")
        return (result.output, try Pixmap(pngFile: path))
    }

    @Test func scrollingToThePageSwitchesItOn() throws {
        let (output, image) = try run([])
        #expect(output.split(separator: "\n").filter { $0.hasPrefix("toggle:") } == ["toggle: on"])
        // The knob has slid right over a green track.
        #expect(try #require(image.pixel(x: 475, y: 330)).isClose(to: .white))
        #expect(try #require(image.pixel(x: 270, y: 330)).isClose(to: Self.green, tolerance: 4))
    }

    @Test func aClickOnTheTrackSwitchesItOffAndAnotherOnAgain() throws {
        let (output, image) = try run(["--click", "400,330@110"])
        #expect(output.split(separator: "\n").filter { $0.hasPrefix("toggle:") } == ["toggle: on", "toggle: off"])
        #expect(try #require(image.pixel(x: 325, y: 330)).isClose(to: .white))
        #expect(try #require(image.pixel(x: 530, y: 330)).isClose(to: Self.grey, tolerance: 4))
        // A click beside the switch is not on its track: nothing changes.
        let (beside, _) = try run(["--click", "400,330@110", "--click", "700,330@125"])
        #expect(beside.split(separator: "\n").filter { $0.hasPrefix("toggle:") } == ["toggle: on", "toggle: off"])
        let (twice, again) = try run(["--click", "400,330@110", "--click", "400,330@125"])
        #expect(twice.split(separator: "\n").filter { $0.hasPrefix("toggle:") } == ["toggle: on", "toggle: off", "toggle: on"])
        #expect(try #require(again.pixel(x: 475, y: 330)).isClose(to: .white))
    }
}
