import Foundation
import Testing
// The README's third example, "Export it", verbatim after the first example's intro (the
// import lines are this file's own).
import Scrollwork
import ScrollworkCanvas
import ScrollworkExport
import ScrollworkScene
import ExportTestSupport
import ScrollworkImageDiff

@Suite struct ReadmeExportExampleTests {
    @Test func theReadmeExample() throws {
        defer { try? FileManager.default.removeItem(atPath: "/tmp/intro.webp") }
        // The README's first example, up to the frame.
        let intro = PagedScene(pageCount: 3, pageSize: Size(width: 320, height: 480))
        let sun = Node(.ellipse, size: Size(width: 80, height: 80), position: Point(x: 0, y: 240))
        sun.fillColor = Color(red: 1, green: 0.8, blue: 0.2)
        intro.addChild(sun)
        intro.keep(sun, onPages: [0, 1, 2], atTimes: [0, 1, 2])
        let card = Node(.roundedRectangle, size: Size(width: 200, height: 120), position: Point(x: 0, y: 100))
        card.fillColor = .white; card.cornerRadius = 16
        intro.addChild(card)
        intro.keep(card, onPage: 1)
        let fade = AlphaAnimation(card)
        fade[0.5] = 0; fade[1] = 1
        intro.add(fade)

        // The third example.
        let writer = try AnimationWriter(path: "/tmp/intro.webp", width: 320, height: 480,
                                         options: ExportOptions(framesPerSecond: 30))
        let renderer = SceneRenderer()
        for n in 0...60 {
            intro.scroll(to: Double(n) / 60 * 640)                      // offsets 0…640: pages 1…3
            try writer.append(try renderer.render(intro.root, width: 320, height: 480, background: .black))
        }
        try writer.finish()

        // The file decodes (libwebp's demuxer) to 61 frames' time, the last the intro at its
        // last page.
        let recording = try DecodedAnimation(contentsOf: "/tmp/intro.webp")
        #expect(recording.frames.first?.width == 320 && recording.frames.first?.height == 480)
        #expect(abs(recording.durations.reduce(0, +) - 61.0 / 30) < 0.01)
        intro.scroll(to: 640)
        let last = try renderer.render(intro.root, width: 320, height: 480, background: .black)
        let decoded = try #require(recording.frames(atRate: 30, count: 61).last)
        #expect(try ImageDiff(decoded, last).psnr >= 30)
    }

    /// Each line of the README's "Export it" example is a line of this file (indentation aside).
    @Test func theReadmeHoldsThisCode() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
        let test = Set(try String(contentsOfFile: #filePath, encoding: .utf8).split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) })
        let section = try #require(readme.components(separatedBy: "## Export it").dropFirst().first)
        let code = try #require(section.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
        for line in code.split(separator: "\n") {
            let line = line.trimmingCharacters(in: .whitespaces)
            #expect(line.isEmpty || test.contains(line), "\(line)")
        }
    }
}
