import Foundation
import Testing
import ScrollworkCanvas
import Scrollwork

/// The intro runs headless with a scripted wheel (events pushed through SDL's own queue) and
/// its last frame shows the page the script scrolled to.
@Suite(.serialized) struct IntroDemoTests {
    static let midnight = Color(hex: "#141a33")!   // page 1's background
    static let plum = Color(hex: "#34204a")!       // page 3's background
    static let star = Color(hex: "#ffc94a")!       // the star on page 3
    static let nightBlue = Color(hex: "#1d2b52")!  // page 4's background
    static let moon = Color(red: 0.95, green: 0.94, blue: 0.9)  // orbit.json's moon

    func screenshot(wheel: String?) throws -> Pixmap {
        let path = DemoRunner.temporaryPNG("intro")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var arguments = ["--headless", "--frames", "90", "--size", "800x600", "--screenshot", path]
        if let wheel { arguments += ["--wheel", wheel] }
        let result = try DemoRunner.run("IntroDemo", arguments)
        #expect(result.status == 0, "IntroDemo failed: \(result.error)")
        #expect(result.output.contains("90 frames"))
        return try Pixmap(pngFile: path)
    }

    @Test func withoutScrollingTheFirstPageShows() throws {
        let image = try screenshot(wheel: nil)
        #expect(image.width == 800 && image.height == 600)
        #expect(try #require(image.pixel(x: 8, y: 300)).isClose(to: Self.midnight))
        // Where the star of page 3 will be, there is only background.
        #expect(try #require(image.pixel(x: 590, y: 340)).isClose(to: Self.midnight))
    }

    @Test func twoPagesOfWheelShowThePageThree() throws {
        // Four notches turn one page (a quarter page each); eight notches, two pages.
        let image = try screenshot(wheel: "-4,-4")
        #expect(try #require(image.pixel(x: 8, y: 300)).isClose(to: Self.plum))
        #expect(try #require(image.pixel(x: 590, y: 340)).isClose(to: Self.star, tolerance: 10))
    }

    @Test func pageFourScrubsTheLottieFileAndDrivesItsPlanet() throws {
        // Twelve notches, three pages: page time 3, the middle of orbit.json's frames (30 of
        // 0…60): the moon is at the left of its orbit, and the planet, driven by a native
        // animation, has risen into the file's own place.
        let image = try screenshot(wheel: "-4,-4,-4")
        #expect(try #require(image.pixel(x: 8, y: 300)).isClose(to: Self.nightBlue))
        // The stage is 330×330 around (300, 340): composition point (x, y) lands at
        // (135 + 1.375·x, 175 + 1.375·y).
        #expect(try #require(image.pixel(x: 173, y: 351)).isClose(to: Self.moon, tolerance: 8))   // moon at (28, 128)
        let planet = try #require(image.pixel(x: 300, y: 351))                                   // body at (120, 128)
        #expect(planet.r > 220 && planet.g > 110 && planet.g < 180 && planet.b < 130, "\(planet)")
        // The native dial beside it shows the same progress: half drawn, from its top clockwise.
        #expect(try #require(image.pixel(x: 680, y: 300)).isClose(to: Self.star, tolerance: 8))   // right: drawn
        #expect(try #require(image.pixel(x: 560, y: 300)).isClose(to: Self.nightBlue, tolerance: 8))   // left: not yet
    }

    @Test func aBadFlagIsOneLineAndAFailure() throws {
        let result = try DemoRunner.run("IntroDemo", ["--frames", "zero"])
        #expect(result.status != 0)
        #expect(result.error.split(separator: "\n").count == 1)
        #expect(result.error.contains("--frames"))
    }

    @Test func noDisplayWithoutHeadlessSaysSo() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["SDL_VIDEODRIVER"] = nil
        let result = try DemoRunner.run("IntroDemo", ["--frames", "1"], environment: environment)
        #expect(result.status != 0)
        #expect(result.error.contains("--headless"))
    }
}
