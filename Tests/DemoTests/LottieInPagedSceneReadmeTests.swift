import Foundation
import Testing
// The README's "A Lottie file in a paged intro", verbatim (the import lines are this file's own).
import Scrollwork
import ScrollworkCanvas
import ScrollworkLottie
import ScrollworkScene

/// A Lottie file on page 2 of a paged intro, one of its layers driven by the scroll: the
/// README example runs as written; the file drawn through a node is the file `scrollwork render`
/// draws; the driven layer is the only thing that differs, and it moves with the scroll.
@Suite(.serialized) struct LottieInPagedSceneReadmeTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let orbitFile = packageRoot + "/Demos/IntroDemo/Resources/orbit.json"

    @Test func theReadmeExample() throws {
        #expect(FileManager.default.changeCurrentDirectoryPath(Self.packageRoot))
        let intro = PagedScene(pageCount: 3, pageSize: Size(width: 320, height: 480))
        let orbit = LottieContent(try LottieReader().read(contentsOfFile: "Demos/IntroDemo/Resources/orbit.json"))
        let stage = Node(content: orbit, position: Point(x: 0, y: 240))   // sized to the composition, 240×240
        intro.addChild(stage)
        intro.keep(stage, onPage: 1)                                       // centred on page 2
        let scrub = Animation(orbit, \.currentFrame)                       // page time → the file's frames
        scrub[0.5, easing: .easeInOutSine] = orbit.startFrame
        scrub[1.5] = orbit.endFrame
        intro.add(scrub)
        let planet = try orbit.renderer.layer(named: "Planet")             // one layer of the file, by name
        let rise = Animation(planet.position, \.value)                     // driven like any node
        rise[0.5, easing: .easeOutBack] = Point(x: 120, y: 200)
        rise[1] = Point(x: 120, y: 128)
        intro.add(rise)
        intro.scroll(to: 400)                                              // page time 1.25
        let frame = try SceneRenderer().render(intro.root, width: 320, height: 480, background: .black)

        #expect(stage.size == Size(width: 240, height: 240))
        #expect(intro.time == 1.25)
        #expect(abs(orbit.currentFrame - 60 * Easing.easeInOutSine.value(at: 0.75)) < 1e-9)
        #expect(planet.position.isActive && planet.position.value == Point(x: 120, y: 128))
        // The stage is centred on page 2, a quarter page scrolled past: centre x 160 − 80 = 80.
        // Its corners are the file's rounded night sky; outside it the black background.
        let sky = try #require(frame.pixel(x: 80, y: 140))
        #expect(sky.b > sky.r && sky.b > 40 && sky.a == 255, "\(sky)")
        #expect(frame.pixel(x: 80, y: 240 - 125) == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        // The planet sits where the driven position put it, in the stage's middle (80, 240).
        let body = try #require(frame.pixel(x: 80, y: 250))
        #expect(body.r > 180 && body.r > body.b, "\(body)")
    }

    /// Renders `content` at its frame through a node of the composition's size at the origin,
    /// with no transform, in the viewport of a paged scene scrolled to `offset`.
    static func nodeRender(_ scene: PagedScene, offset: Double) throws -> Pixmap {
        scene.scroll(to: offset)
        return try SceneRenderer().render(scene.root, width: 240, height: 240, background: .white)
    }

    static func scene(driveThePlanet: Bool) throws -> (PagedScene, LottieContent) {
        let scene = PagedScene(pageCount: 3, pageSize: Size(width: 240, height: 240))
        let orbit = LottieContent(try LottieReader().read(contentsOfFile: orbitFile))
        scene.root.addChild(Node(content: orbit, position: .zero, anchorPoint: .zero))
        let scrub = Animation(orbit, \.currentFrame)
        scrub[0.5, easing: .easeInOutSine] = orbit.startFrame
        scrub[1.5] = orbit.endFrame
        scene.add(scrub)
        if driveThePlanet {
            let planet = try orbit.renderer.layer(named: "Planet")
            let rise = Animation(planet.position, \.value)
            rise[0.5] = Point(x: 120, y: 200)
            rise[1] = Point(x: 120, y: 128)
            scene.add(rise)
        }
        return (scene, orbit)
    }

    static let offsets = [150.0, 180.0, 216.0]   // page times 0.625, 0.75, 0.9

    @Test func withoutTheBindingTheNodeDrawsWhatTheCLIRenders() throws {
        let (scene, orbit) = try Self.scene(driveThePlanet: false)
        var frames: [Double] = []
        for offset in Self.offsets {
            let mine = try Self.nodeRender(scene, offset: offset)
            frames.append(orbit.currentFrame)
            let png = DemoRunner.temporaryPNG("orbit")
            defer { try? FileManager.default.removeItem(atPath: png) }
            let cli = try DemoRunner.run("scrollwork", ["render", Self.orbitFile, "--frame", String(orbit.currentFrame),
                                                        "--size", "240x240", "--background", "#ffffff", "-o", png])
            #expect(cli.status == 0, "\(cli.error)")
            let reference = try Pixmap(pngFile: png)
            #expect(Self.largestDifference(mine, reference) <= 1, "offset \(offset), frame \(orbit.currentFrame)")
        }
        #expect(Set(frames).count == 3, "the scroll moved the file's frame: \(frames)")
    }

    @Test func withTheBindingOnlyThePlanetDiffersAndItMovesWithTheScroll() throws {
        let (plain, _) = try Self.scene(driveThePlanet: false)
        let (driven, orbit) = try Self.scene(driveThePlanet: true)
        let planet = try orbit.renderer.layer(named: "Planet")
        var centres: [Double] = []
        for offset in Self.offsets {
            let a = try Self.nodeRender(plain, offset: offset), b = try Self.nodeRender(driven, offset: offset)
            // Where the planet is drawn: its 96-point body around the file's position and around
            // the driven one (plus a pixel of anti-aliasing).
            let driven = try #require(Optional(planet.position.value))
            var sumY = 0.0, count = 0
            for y in 0..<240 {
                for x in 0..<240 where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
                    let nearFile = Self.within(x, y, of: Point(x: 120, y: 128), radius: 49)
                    let nearDriven = Self.within(x, y, of: driven, radius: 49)
                    #expect(nearFile || nearDriven, "pixel (\(x), \(y)) differs away from the planet at offset \(offset)")
                    sumY += Double(y)
                    count += 1
                }
            }
            #expect(count > 500, "the planet moved at offset \(offset)")
            centres.append(sumY / Double(max(count, 1)))
        }
        // Rising: the differing pixels' centre moves up as the scroll goes on.
        #expect(centres[0] > centres[1] && centres[1] > centres[2], "\(centres)")
    }

    static func within(_ x: Int, _ y: Int, of c: Point, radius: Double) -> Bool {
        let dx = Double(x) + 0.5 - c.x, dy = Double(y) + 0.5 - c.y
        return dx * dx + dy * dy <= radius * radius
    }

    /// The largest channel difference between two images of one size (over white).
    static func largestDifference(_ a: Pixmap, _ b: Pixmap) -> Int {
        var worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                guard let p = a.pixel(x: x, y: y), let q = b.pixel(x: x, y: y) else { return 255 }
                worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
            }
        }
        return worst
    }

    /// The README's code block lines must all appear in this file.
    @Test func readmeBlockMatchesThisFile() throws {
        let readme = try String(contentsOfFile: Self.packageRoot + "/README.md", encoding: .utf8)
        let me = try String(contentsOfFile: #filePath, encoding: .utf8)
        func trimmed(_ s: Substring) -> String { s.trimmingCharacters(in: .whitespaces) }
        let readmeLines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(trimmed)
        let heading = try #require(readmeLines.firstIndex(of: "## A Lottie file on the scroll timeline"))
        let open = try #require(readmeLines[heading...].firstIndex(of: "```swift"))
        let close = try #require(readmeLines[(open + 1)...].firstIndex(of: "```"))
        let lines = readmeLines[(open + 1)..<close].filter { !$0.isEmpty }
        #expect(lines.count > 15)
        let mine = Set(me.split(separator: "\n").map(trimmed))
        for line in lines { #expect(mine.contains(line), "README line not in the test: \(line)") }
    }
}
