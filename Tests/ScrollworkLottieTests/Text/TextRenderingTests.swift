import Scrollwork
import ScrollworkCanvas
import ScrollworkScene
import ScrollworkSystemFonts
import Testing
@testable import ScrollworkLottie

/// Text drawn: animators on hand-computed cases, text on a path, held documents, font text
/// with installed fonts, and a text layer as a scene node's content.
@Suite("Text: rendering")
struct TextRenderingTests {
    static let textOptions = #""m": {"g": 1, "a": {"a": 0, "k": [0, 0]}}, "p": {}"#

    /// Letter origins with one animator of properties `props` and selector members `selector`.
    func animated(_ props: String, selector: String = #""t": 0, "b": 1, "sh": 1, "r": 1"#, text: String = "AB") throws -> [(origin: Point, placed: PlacedLetter)] {
        let animators = #""a": [{"s": {\#(selector)}, "a": {\#(props)}}], "# + Self.textOptions
        return TextFixture.placed(try TextFixture.program(TextFixture.file(#""t": "\#(text)""#, text: animators)))
    }

    @Test("position, anchor, scale and rotation animators move letters about their centres")
    func transforms() throws {
        #expect(try animated(#""p": {"a": 0, "k": [3, 10]}"#).map(\.origin) == [Point(x: 3, y: 10), Point(x: 13, y: 10)])
        #expect(try animated(#""a": {"a": 0, "k": [3, 10]}"#).map(\.origin) == [Point(x: -3, y: -10), Point(x: 7, y: -10)])
        // Scale 200 % about A's centre (5, 0): its origin goes to −5.
        #expect(try animated(#""s": {"a": 0, "k": [200, 200]}"#)[0].origin == Point(x: -5, y: 0))
        // 90° clockwise about (5, 0): the origin goes to (5, −5).
        let turned = try animated(#""r": {"a": 0, "k": 90}"#)[0].origin
        #expect(abs(turned.x - 5) < 1e-9 && abs(turned.y + 5) < 1e-9)
    }

    @Test("the selector picks: the first half of two letters, by percentage")
    func selectorPicks() throws {
        let half = try animated(#""p": {"a": 0, "k": [0, 10]}"#, selector: #""t": 0, "b": 1, "sh": 1, "r": 1, "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}"#)
        #expect(half.map(\.origin.y) == [10, 0])
        let amount = try animated(#""p": {"a": 0, "k": [0, 10]}"#, selector: #""t": 0, "b": 1, "sh": 1, "r": 1, "a": {"a": 0, "k": 25}"#)
        #expect(amount.map(\.origin.y) == [2.5, 2.5])
    }

    @Test("tracking animators skip a line's first letter; opacity, fill and stroke animators")
    func trackingOpacityColours() throws {
        #expect(try animated(#""t": {"a": 0, "k": 10}"#).map(\.origin.x) == [0, 20])
        let faded = try animated(#""o": {"a": 0, "k": 40}"#, selector: #""t": 0, "b": 1, "sh": 1, "r": 1, "a": {"a": 0, "k": 50}"#)
        #expect(faded.allSatisfy { abs($0.placed.opacity - (1 + (0.4 * 0.5 - 1) * 0.5)) < 1e-12 })    // 0.6
        let green = try animated(#""fc": {"a": 0, "k": [0, 1, 0, 1]}"#)
        #expect(green[0].placed.fill == Color(red: 0, green: 1, blue: 0))
        let halfway = try animated(#""fc": {"a": 0, "k": [0, 0, 1, 1]}"#, selector: #""t": 0, "b": 1, "sh": 1, "r": 1, "a": {"a": 0, "k": 50}"#)
        #expect(halfway[0].placed.fill == Color(red: 128.0 / 255, green: 0, blue: 128.0 / 255))      // rounded to 8 bits
        let hue = try animated(#""fh": {"a": 0, "k": 120}"#)
        #expect(hue[0].placed.fill == Color(red: 0, green: 1, blue: 0))                                 // red turned 120°
        let noStroke = try animated(#""sc": {"a": 0, "k": [0, 0, 1, 1]}"#)
        #expect(noStroke[0].placed.stroke == nil)                                                       // the document has none
    }

    @Test("text on a path: letters along the mask from the first margin, turned with it")
    func onPath() throws {
        func mask(_ from: Point, _ to: Point) -> String {
            #""masksProperties": [{"mode": "n", "pt": {"a": 0, "k": {"c": false, "v": [[\#(from.x), \#(from.y)], [\#(to.x), \#(to.y)]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]]}}, "o": {"a": 0, "k": 100}}]"#
        }
        let options = #""a": [], "m": {"g": 1, "a": {"a": 0, "k": [0, 0]}}, "p": {"m": 0, "f": {"a": 0, "k": 10}, "l": {"a": 0, "k": 0}, "a": {"a": 0, "k": 0}, "p": {"a": 0, "k": 1}, "r": {"a": 0, "k": 0}}"#
        let flat = TextFixture.placed(try TextFixture.program(TextFixture.file(#""t": "AB""#, text: options, extra: mask(Point(x: 0, y: 50), Point(x: 100, y: 50)))))
        #expect(flat.map(\.origin) == [Point(x: 10, y: 50), Point(x: 20, y: 50)])
        let down = TextFixture.placed(try TextFixture.program(TextFixture.file(#""t": "A""#, text: options, extra: mask(Point(x: 0, y: 0), Point(x: 0, y: 100)))))
        #expect(abs(down[0].origin.x) < 1e-9 && abs(down[0].origin.y - 10) < 1e-9)
        let a = down[0].placed.matrix
        #expect(abs(a.a) < 1e-9 && abs(a.b - 1) < 1e-9)                 // x runs down the path
    }

    @Test("documents are held: Text_Glyph shows TEXT, then LATER", .enabled(if: SharedData.isAvailable, SharedData.missingReason))
    func heldDocuments() throws {
        let animation = try LottieReader.everything.read(contentsOfFile: SharedData.corpusPath("lottie-ios/Nonanimating/Text_Glyph.json"))
        guard case .text(let text)? = animation.layers.first(where: { $0.isText })?.content else { Issue.record("no text"); return }
        let program = TextProgram(text, masks: [], glyphs: TextGlyphTable(animation), overrides: .none, seed: 0)
        #expect(TextFixture.placed(program, at: 50).count == 4)
        #expect(TextFixture.placed(program, at: 51).count == 5)
    }

    @Test("an expression on the document replaces its text (set again only when the text changes)")
    func documentExpression() throws {
        let layer = #"{"ty": 5, "nm": "Text", "ip": 0, "op": 60, "ks": {}, "t": {"d": {"k": [{"s": {"t": "A", "f": "T", "s": 20, "fc": [1, 0, 0]}, "t": 0}], "x": "var $bm_rt; $bm_rt = time >= 1 ? 'BA' : 'AAA';"}, "a": []}}"#
        let animation = try Fixture.read(Fixture.animation(layers: "[" + layer + "]", extra: TextFixture.fonts + ", " + TextFixture.chars))
        guard case .text(let text)? = animation.layers.first?.content else { Issue.record("text layer expected"); return }
        #expect(text.documentExpressionPath == "$.layers[0].t.d.x")
        let renderer = LottieRenderer(animation, options: .scripted)
        guard case .text(let program)? = renderer.compositions[renderer.root].layers.first?.content else { Issue.record("no program"); return }
        #expect(TextFixture.placed(program, at: 0).map(\.origin.x) == [0, 10, 20])     // AAA (frame 0: 0 s)
        #expect(TextFixture.placed(program, at: 30).map(\.origin.x) == [0, 6])         // BA (frame 30: 1 s)
        #expect(renderer.expressionDiagnostics.isEmpty)
        // Without evaluation, the keyframed text.
        let off = try LottieReader(evaluatesExpressions: false).read(json: Fixture.animation(layers: "[" + layer + "]", extra: TextFixture.fonts + ", " + TextFixture.chars))
        #expect(off.diagnostics(.expression).contains { $0.message.contains("text document expression ignored") })
    }

    @Test("font text draws with installed fonts (a machine set up by scripts/setup.sh)")
    func fontText() throws {
        let fonts = #""fonts": {"list": [{"fName": "ArialMT", "fFamily": "Arial", "fStyle": "Regular"}]}"#
        let layer = #"{"ty": 5, "ip": 0, "op": 60, "ks": {"p": {"a": 0, "k": [10, 60]}}, "t": {"d": {"k": [{"s": {"t": "HIH", "f": "ArialMT", "s": 40, "fc": [0, 0, 0]}, "t": 0}]}, "a": []}}"#
        let animation = try Fixture.read(Fixture.animation(layers: "[" + layer + "]", extra: fonts))
        #expect(animation.glyphs == nil)
        let canvas = Canvas(try Pixmap(width: 100, height: 100, color: .white))
        LottieRenderer(animation, options: .scripted).render(frame: 0, into: canvas, scale: 1)
        // The same face set by the canvas: Liberation Sans, fontconfig's Arial.
        let match = try #require(SystemFonts().match(FontRequest(family: "Arial")))
        let font = try Font(path: match.path, faceIndex: match.faceIndex)
        let reference = Canvas(try Pixmap(width: 100, height: 100, color: .white))
        let scale = 40 / font.unitsPerEm
        reference.drawText("HIH", font: font, size: 40, at: Point(x: 10, y: 60 - font.ascender * scale), color: .black)
        let ours = ink(canvas.pixmap), theirs = ink(reference.pixmap)
        #expect(ours.count > 300)
        #expect(abs(ours.count - theirs.count) <= theirs.count / 50)
        #expect(ours.bounds == theirs.bounds)
    }

    @Test("a text layer as a scene node's content")
    func nodeContent() throws {
        let animation = try Fixture.read(TextFixture.file(#""t": "AB""#))
        #expect(throws: LottieError.self) { _ = try LottieTextContent(animation, layerNamed: "Nope") }
        let content = try LottieTextContent(animation, layerNamed: "Text")
        #expect(content.intrinsicSize?.width == 16)
        let node = Node(content: content, position: Point(x: 50, y: 50))
        let pixmap = try SceneRenderer().render(node, width: 100, height: 100, background: .white)
        let drawn = ink(pixmap)
        #expect(drawn.count > 50)
        // The box's top-left lands at the node bounds' top-left (the node is centred on its position).
        #expect(drawn.bounds.minX >= Int(50 - 8) - 1 && drawn.bounds.minX <= Int(50 - 8) + 1)
        let revision = content.revision
        content.animate(at: 10)
        #expect(content.revision != revision)
    }

    /// Pixels darker than white, and their bounding box.
    func ink(_ p: Pixmap) -> (count: Int, bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)) {
        var count = 0
        var b = (minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min)
        for y in 0..<p.height {
            for x in 0..<p.width {
                guard let c = p.pixel(x: x, y: y) else { continue }
                if c.r < 200 || c.g < 200 || c.b < 200 {
                    count += 1
                    b = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
                }
            }
        }
        return (count, b)
    }
}
