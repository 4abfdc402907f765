import Testing
// The README's "A paged intro", verbatim (the import lines are this file's own).
import Scrollwork
import ScrollworkCanvas
import ScrollworkScene
#if canImport(Glibc)
import Glibc
#endif

@Suite struct ReadmeExampleTests {
    @Test func aPagedIntro() throws {
        let intro = PagedScene(pageCount: 3, pageSize: Size(width: 320, height: 480))
        let sun = Node(.ellipse, size: Size(width: 80, height: 80), position: Point(x: 0, y: 240))
        sun.fillColor = Color(red: 1, green: 0.8, blue: 0.2)
        intro.addChild(sun)
        intro.keep(sun, onPages: [0, 1, 2], atTimes: [0, 1, 2])    // pinned on screen across the pages
        let card = Node(.roundedRectangle, size: Size(width: 200, height: 120), position: Point(x: 0, y: 100))
        card.fillColor = .white; card.cornerRadius = 16
        intro.addChild(card)
        intro.keep(card, onPage: 1)                                 // centred on the second page
        let fade = AlphaAnimation(card)
        fade[0.5] = 0; fade[1] = 1                                  // fades in as page 2 arrives
        let spin = RotationAnimation(sun)
        spin[0, easing: .easeInOutQuad] = 0; spin[2] = 360          // one clockwise turn over the intro
        let sunset = FillColorAnimation(sun)
        sunset[1] = Color(red: 1, green: 0.8, blue: 0.2); sunset[2] = Color(red: 0.9, green: 0.3, blue: 0.1)
        intro.add(fade); intro.add(spin); intro.add(sunset)
        intro.scroll(to: 400)                                       // page time 1.25 (scroll offset / page width)
        let frame = try SceneRenderer().render(intro.root, width: 320, height: 480, background: .black)

        try frame.writePNG(to: Support.outputDirectory + "/paged-intro.png")   // for eyes
        #expect(intro.time == 1.25)
        #expect(card.opacity == 1)
        #expect(abs(spin.node.rotationDegrees - 360 * Easing.easeInOutQuad.value(at: 0.625)) < 1e-9)
        // The sun is pinned in the middle of the screen; the card (page 1) has moved a quarter
        // page left: its centre is at x 160 − 80 = 80.
        let sunPixel = try #require(frame.pixel(x: 160, y: 240))
        #expect(sunPixel.r > 200 && sunPixel.a == 255 && sunPixel.b < 100)
        let cardPixel = try #require(frame.pixel(x: 80, y: 100))
        #expect(cardPixel == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        let offCard = try #require(frame.pixel(x: 80 + 105, y: 100))
        #expect(offCard == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
    }

    /// The README's code block lines must all appear in this file.
    @Test func readmeBlockMatchesThisFile() throws {
        let readme = try #require(Self.readText(Support.packageRoot + "/README.md"), "README.md not found at \(Support.packageRoot)")
        let me = try #require(Self.readText(#filePath))
        let readmeLines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(Self.trimmed)
        let heading = try #require(readmeLines.firstIndex(of: "## A scroll-driven intro"), "README has no \"A scroll-driven intro\" section")
        let open = try #require(readmeLines[heading...].firstIndex(of: "```swift"))
        let close = try #require(readmeLines[(open + 1)...].firstIndex(of: "```"))
        let lines = readmeLines[(open + 1)..<close].filter { !$0.isEmpty }
        #expect(lines.count > 10)
        let mine = Set(me.split(separator: "\n").map(Self.trimmed))
        for line in lines { #expect(mine.contains(line), "README line not in the test: \(line)") }
    }

    static func trimmed(_ s: Substring) -> String {
        var s = s
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }

    static func readText(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            bytes.append(contentsOf: buffer[0..<n])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
