import Foundation
import Scrollwork
import ScrollworkCanvas
import Testing
import ZIPFoundation
@testable import ScrollworkLottie

/// Text and image rules: a theme or `setSlot` replaces a slotted text's documents (`d.sid`) and
/// a slotted image asset's image (`sid`), drawn exactly as a file holding them would draw.
struct TextAndImageThemeTests {
    /// A text layer (the fixture font's glyphs `A` and `B`) whose document carries slot `title`,
    /// with `slots` (a file's `slots` member, or none).
    static func textFile(_ text: String, color: String = "1, 0, 0", slot: Bool = true, slots: String = "") -> String {
        let sid = slot ? #""sid": "title", "# : ""
        let layer = """
        {"ty": 5, "nm": "Title", "ind": 1, "ip": 0, "op": 60, "ks": {"p": {"a": 0, "k": [10, 60]}},
         "t": {"d": {\(sid)"k": [{"s": {"f": "T", "fc": [\(color)], "t": "\(text)", "s": 40}, "t": 0}]}, "a": [], "m": {"g": 1, "a": {"a": 0, "k": [0, 0]}}, "p": {}}}
        """
        let extra = TextFixture.fonts + ", " + TextFixture.chars + (slots.isEmpty ? "" : ", " + slots)
        return Fixture.animation(layers: "[" + layer + "]", extra: extra)
    }

    static func draw(_ renderer: LottieRenderer, _ frame: Double = 0) throws -> Pixmap {
        let canvas = try Canvas(width: 100, height: 100)
        canvas.clear(.white)
        renderer.render(frame: frame, into: canvas, scale: 1)
        return canvas.pixmap
    }

    static func renderer(_ json: String) throws -> LottieRenderer {
        LottieRenderer(try LottieReader().read(json: json))
    }

    @Test("a text rule draws what a file with that document draws; fields it leaves out keep the file's")
    func textRule() throws {
        let renderer = try Self.renderer(Self.textFile("A"))
        #expect(renderer.slotIDs == ["title"])
        let theme = try LottieTheme(id: "t", json: Array(#"""
            {"rules": [{"id": "title", "type": "Text", "value": {"text": "BAB", "fillColor": [0, 0, 1]}}]}
            """#.utf8))
        #expect(renderer.apply(theme: theme).isEmpty)
        let themed = try Self.draw(renderer)
        #expect(themed == (try Self.draw(try Self.renderer(Self.textFile("BAB", color: "0, 0, 1")))))
        #expect(themed != (try Self.draw(try Self.renderer(Self.textFile("A")))))
        renderer.resetTheme()
        #expect(try Self.draw(renderer) == (try Self.draw(try Self.renderer(Self.textFile("A")))))
    }

    @Test("text keyframes hold from their frames; setSlot wins over the theme until reset")
    func textKeyframesAndSetSlot() throws {
        let renderer = try Self.renderer(Self.textFile("A"))
        let theme = try LottieTheme(id: "t", json: Array(#"""
            {"rules": [{"id": "title", "type": "Text", "keyframes": [{"frame": 0, "value": {"text": "B"}}, {"frame": 30, "value": "AA"}]}]}
            """#.utf8))
        #expect(renderer.apply(theme: theme).isEmpty)
        let b = try Self.draw(try Self.renderer(Self.textFile("B")))
        let aa = try Self.draw(try Self.renderer(Self.textFile("AA")))
        #expect(try Self.draw(renderer, 29) == b)
        #expect(try Self.draw(renderer, 30) == aa)
        let keypaths = renderer.setSlot("title", text: .constant(LottieTheme.Text("BB")))
        #expect(keypaths == [AnimationKeypath(keys: ["Title", "Source Text"])])
        #expect(try Self.draw(renderer, 30) == (try Self.draw(try Self.renderer(Self.textFile("BB")))))
        renderer.resetSlot("title")
        #expect(try Self.draw(renderer, 30) == aa, "the theme's document again")
        #expect(renderer.setSlot("nothing", text: .constant(LottieTheme.Text("B"))).isEmpty)
    }

    @Test("a document's slot in the file's slots gives its text; one without slots still answers to its id")
    func fileSlots() throws {
        let slots = #""slots": {"title": {"p": {"k": [{"s": {"f": "T", "fc": [1, 0, 0], "t": "BB", "s": 40}, "t": 0}]}}}"#
        let slotted = try Self.renderer(Self.textFile("A", slots: slots))
        #expect(try Self.draw(slotted) == (try Self.draw(try Self.renderer(Self.textFile("BB")))))
        // A colour property with a sid and no slots section is themable too (as in ThorVG).
        let square = Fixture.animation(layers: "[" + Fixture.shapeLayer(#"""
            [{"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [40, 40]}, "r": {"a": 0, "k": 0}},
             {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1], "sid": "paint"}, "o": {"a": 0, "k": 100}}]
            """#) + "]")
        let renderer = try Self.renderer(square)
        #expect(renderer.slotIDs == ["paint"])
        #expect(renderer.apply(theme: LottieTheme(id: "t", rules: [.init(slotID: "paint", value: .color(.constant(Color(red: 0, green: 0, blue: 1))))])).isEmpty)
        #expect(try Self.draw(renderer).pixel(x: 50, y: 50) == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
    }

    @Test("text and image rules on slots of another type are reported, not applied")
    func mismatches() throws {
        let renderer = try Self.renderer(Self.textFile("A"))
        let problems = renderer.apply(theme: LottieTheme(id: "bad", rules: [
            .init(slotID: "title", value: .color(.constant(.black))),
            .init(slotID: "title", value: .image(LottieTheme.Image(source: .missing))),
        ]))
        #expect(problems.count == 2)
        #expect(try Self.draw(renderer) == (try Self.draw(try Self.renderer(Self.textFile("A")))))
    }

    // MARK: Images

    /// A 4 × 4 PNG of one colour, as a data URL.
    static func dataURL(_ color: Color) throws -> String {
        "data:image/png;base64," + Data(try png(color)).base64EncodedString()
    }

    /// A 4 × 4 PNG of one colour.
    static func png(_ color: Color) throws -> [UInt8] {
        try PNG.encode(Pixmap(width: 4, height: 4, color: color))
    }

    static let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
    static let blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)

    /// An image layer showing asset `img` (20 × 20, slot `logo`) at (10, 10).
    static func imageFile() throws -> String {
        let asset = #"{"id": "img", "w": 20, "h": 20, "u": "", "p": "\#(try dataURL(Color(red: 1, green: 0, blue: 0)))", "e": 1, "sid": "logo"}"#
        let layer = #"{"ty": 2, "nm": "Logo", "ind": 1, "refId": "img", "ip": 0, "op": 60, "ks": {"p": {"a": 0, "k": [10, 10]}}}"#
        return Fixture.animation(layers: "[" + layer + "]", extra: #""assets": ["# + asset + "]")
    }

    @Test("an image rule draws its image in the asset's box, or in the box it gives; reset restores the file's")
    func imageRule() throws {
        let renderer = try Self.renderer(try Self.imageFile())
        #expect(renderer.slotIDs == ["logo"])
        #expect(try Self.draw(renderer).pixel(x: 20, y: 20) == Self.red)
        let url = try #require(LottieDataURL(try Self.dataURL(Color(red: 0, green: 0, blue: 1))))
        #expect(renderer.apply(theme: LottieTheme(id: "t", rules: [.init(slotID: "logo", value: .image(LottieTheme.Image(source: .dataURL(url))))])).isEmpty)
        var frame = try Self.draw(renderer)
        #expect(frame.pixel(x: 20, y: 20) == Self.blue && frame.pixel(x: 29, y: 29) == Self.blue)
        #expect(frame.pixel(x: 35, y: 35) == PremultipliedColor(r: 255, g: 255, b: 255, a: 255), "the asset's 20 × 20 box")
        #expect(renderer.setSlot("logo", image: LottieTheme.Image(source: .dataURL(url), width: 40, height: 40)) == [AnimationKeypath(keys: ["Logo"])])
        frame = try Self.draw(renderer)
        #expect(frame.pixel(x: 45, y: 45) == Self.blue, "the slot's 40 × 40 box")
        renderer.resetSlot("logo")
        renderer.resetTheme()
        #expect(try Self.draw(renderer).pixel(x: 20, y: 20) == Self.red)
    }

    @Test("an archive's image rule reads its file from i/; a missing file or a remote URL is a warning")
    func archivedImageRule() throws {
        let theme = Array(#"""
            {"rules": [{"id": "logo", "type": "Image", "value": {"src": "i/blue.png"}},
                       {"id": "gone", "type": "Image", "value": {"src": "nowhere.png"}},
                       {"id": "far", "type": "Image", "value": {"src": "https://example.com/a.png"}}]}
            """#.utf8)
        let manifest = Array(#"{"version": "2", "animations": [{"id": "a", "themes": ["dark"]}], "themes": [{"id": "dark"}]}"#.utf8)
        let archive = try Archive(data: Data(), accessMode: .create)
        for (name, bytes) in [("manifest.json", manifest), ("a/a.json", Array(try Self.imageFile().utf8)),
                              ("t/dark.json", theme), ("i/blue.png", try Self.png(Color(red: 0, green: 0, blue: 1)))] {
            let data = Data(bytes)
            try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        let file = try LottieReader().readDotLottie([UInt8](archive.data ?? Data()))
        let dark = try #require(file.theme(id: "dark"))
        #expect(dark.rules.count == 2, "the remote rule is skipped")
        #expect(file.diagnostics.contains { $0.message.contains("not fetched") })
        #expect(file.diagnostics.contains { $0.message.contains("'nowhere.png' is not in the archive") })
        let renderer = LottieRenderer(try file.animation(id: "a"))
        let problems = renderer.apply(theme: dark, animationID: "a")
        #expect(problems.count == 1, "'gone' names no slot of the animation: \(problems)")
        #expect(file.validate().contains { $0.message.contains("sets slot 'gone', which no animation it applies to has") })
        #expect(!file.validate().contains { $0.message.contains("'logo'") })
        #expect(try Self.draw(renderer).pixel(x: 20, y: 20) == Self.blue)
    }
}
