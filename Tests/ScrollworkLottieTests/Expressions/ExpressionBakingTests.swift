import Foundation
import Scrollwork
import ScrollworkCanvas
import Testing
@testable import ScrollworkExpressions
@testable import ScrollworkLottie

/// ``LottieExpressionBaker``: a baked file, read with no expressions, draws every whole frame
/// as the original does with its expressions.
@Suite("Baking expressions into keyframes")
struct ExpressionBakingTests {
    typealias F = ExpressionFixture

    /// A shape layer whose rectangle's position, fill colour and opacity, a path's vertices and
    /// the layer's rotation run expressions: every kind of value a baked keyframe holds.
    static let document: String = {
        let position = "$bm_rt = [10 + time * 60, 50 + Math.sin(time * 5) * 20]"
        let color = "$bm_rt = [time / 2, 1 - time / 2, 0.5, 1]"
        let opacity = "$bm_rt = time < 1 ? 100 : 100 - (time - 1) * 60"       // still over frames 0…30, then moving
        let path = "$bm_rt = createPath([[0, 0], [time * 40, 10], [30, 40]], [], [], true)"
        let shapes = """
        [{"ty": "gr", "it": [
          {"ty": "rc", "p": {"a": 0, "k": [0, 0], "x": \(F.quoted(position))}, "s": {"a": 0, "k": [30, 20]}, "r": {"a": 0, "k": 0}},
          {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1], "x": \(F.quoted(color))}, "o": {"a": 0, "k": 100, "x": \(F.quoted(opacity))}},
          {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}]},
         {"ty": "sh", "ks": {"a": 0, "k": {"i": [], "o": [], "v": [], "c": false}, "x": \(F.quoted(path))}},
         {"ty": "st", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 3}}]
        """
        return Fixture.animation(layers: "[" + Fixture.shapeLayer(shapes, extra: #""nm": "S""#)
            .replacingOccurrences(of: #""ks": {}"#, with: #""ks": {"r": {"a": 0, "k": 0, "x": "$bm_rt = 15"}}"#) + "]")
    }()

    /// The pixels of `animation` at `frame`, 100×100.
    static func pixels(_ renderer: LottieRenderer, frame: Double) throws -> Pixmap {
        let canvas = try Canvas(width: 100, height: 100)
        renderer.render(frame: frame, into: canvas, scale: 100 / max(renderer.size.width, 1))
        return canvas.pixmap
    }

    /// Whether `original` (expressions on) and `baked` (read with none) draw the same pixels at `frames`.
    static func drawSame(_ original: [UInt8], _ baked: [UInt8], frames: some Sequence<Double>) throws -> Bool {
        let withScripts = LottieRenderer(try LottieReader.everything.read(json: original), options: .testing)
        let bakedModel = try LottieReader(evaluatesExpressions: false).read(json: baked)
        #expect(!bakedModel.diagnostics.contains { $0.feature == .expression })      // nothing left to evaluate
        let plain = LottieRenderer(bakedModel, options: .scripted)
        for frame in frames {
            if try pixels(withScripts, frame: frame) != pixels(plain, frame: frame) {
                Issue.record("frame \(frame) differs")
                return false
            }
        }
        return true
    }

    @Test("numbers, vectors, colours and paths: every whole frame draws as the expressions do")
    func everyKind() throws {
        let original = Array(Self.document.utf8)
        let baked = try LottieExpressionBaker(reader: LottieReader(limits: .testing)).bake(json: original)
        #expect(baked.bakedPaths.count == 5)
        #expect(baked.leftPaths.isEmpty)
        #expect(baked.diagnostics.isEmpty)                                         // every script ran
        #expect(try Self.drawSame(original, baked.json, frames: (0...60).map(Double.init)))
    }

    @Test("a value that never changes is static; a still run is held from its start to its end")
    func compaction() throws {
        let baked = try LottieExpressionBaker(reader: LottieReader(limits: .testing)).bake(json: Array(Self.document.utf8))
        let document = try LottieReader.everything.parse(baked.json)
        // The rotation gives 15 at every frame: a static value.
        let rotation = try #require(document["layers"]?.array?.first?["ks"]?["r"])
        #expect(rotation["a"]?.number == 0)
        #expect(rotation["k"]?.number == 15)
        #expect(rotation["x"] == nil)
        // The opacity is 100 over frames 0…30: keys at 0 and 30, then one per frame to 60.
        let fill = try #require(document["layers"]?.array?.first?["shapes"]?.array?.first?["it"]?.array?[1])
        let keys = try #require(fill["o"]?["k"]?.array)
        let times = keys.compactMap { $0["t"]?.number }
        #expect(times.first == 0)
        #expect(keys.first?["h"]?.number == 1)                                     // held: exactly 100 until 30
        #expect(!times.contains(15))
        #expect(times.contains(30) && times.contains(31))
        #expect(times.last == 60)
        #expect(keys.last?["o"] == nil)                                            // the last key has no easing
    }

    @Test("bezier_expression from the corpus bakes to the same frames")
    func corpusFile() throws {
        try #require(SharedData.isAvailable, SharedData.missingReason)
        let path = SharedData.corpusPath("lottie-docs/docs/static/examples/bezier_expression.json")
        let original = try #require(FileManager.default.contents(atPath: path).map { Array($0) })
        let baked = try LottieExpressionBaker(reader: LottieReader(limits: .testing)).bake(json: original)
        #expect(baked.bakedPaths.count == 10)
        #expect(try Self.drawSame(original, baked.json, frames: stride(from: 0.0, through: 279, by: 9)))
    }

    @Test("an expression that does not compile is removed, its property's own value left; a text document's stays")
    func failedAndText() throws {
        let broken = F.rotationLayer("$bm_rt = (;", keys: [(0, 0), (60, 90)])
        let text = """
        {"ty": 5, "ind": 2, "ip": 0, "op": 60, "ks": {}, "t": {"d": {"k": [{"s": {"t": "hi", "s": 10, "f": "Sans", "j": 0}, "t": 0}], "x": "$bm_rt = 'bye'"}}}
        """
        let original = Array(Fixture.animation(layers: "[\(broken), \(text)]").utf8)
        let baked = try LottieExpressionBaker(reader: LottieReader(limits: .testing)).bake(json: original)
        #expect(baked.bakedPaths == ["$.layers[0].ks.r.x"])
        #expect(baked.leftPaths == ["$.layers[1].t.d.x"])
        let document = try LottieReader.everything.parse(baked.json)
        let rotation = try #require(document["layers"]?.array?.first?["ks"]?["r"])
        #expect(rotation["x"] == nil)
        #expect(rotation["k"]?.array?.count == 2)                                  // its own two keyframes
    }

    @Test("bad input: an archive, malformed JSON, too many values to evaluate")
    func badInput() throws {
        #expect(throws: LottieError.self) { try LottieExpressionBaker(reader: LottieReader(limits: .testing)).bake(json: [0x50, 0x4B, 0x03, 0x04, 0, 0]) }
        do {
            _ = try LottieExpressionBaker(reader: LottieReader(limits: .testing)).bake(json: Array(#"{"v": "5.7", "layers": [}"#.utf8))
            Issue.record("malformed JSON baked")
        } catch {
            guard case .malformedJSON = error.kind else {
                Issue.record("\(error)")
                return
            }
        }
        do {
            _ = try LottieExpressionBaker(reader: LottieReader(limits: .testing), maxValues: 100).bake(json: Array(Self.document.utf8))  // 5 × 61 values
            Issue.record("the bound on values did not hold")
        } catch {
            #expect(error.kind == .limitExceeded)
        }
    }

    @Test("a file without expressions comes back as the same document")
    func noExpressions() throws {
        let original = Fixture.animation(layers: "[" + F.rotationLayer("", keys: [(0, 0), (60, 90)]) + "]")
            .replacingOccurrences(of: #", "x": """#, with: "")
        let baked = try LottieExpressionBaker(reader: LottieReader(limits: .testing)).bake(json: Array(original.utf8))
        #expect(baked.bakedPaths.isEmpty && baked.leftPaths.isEmpty)
        #expect(try LottieReader.everything.parse(baked.json) == LottieReader.everything.parse(Array(original.utf8)))
    }
}

/// ``JSONWriter`` and the path editing the baker uses.
@Suite("JSON writing and editing")
struct JSONWritingTests {
    @Test("written text reads back as the same tree: escapes, non-ASCII text, numbers")
    func roundTrip() throws {
        let text = #"{"a": [1, -0.5, 1e-05, 1.7976931348623157e308, 123456789012345678, 0.1, -0], "s": "q\"\\\n\t\u0001é✓", "n": null, "b": [true, false], "o": {}, "e": []}"#
        let tree = try JSONParser.parse(Array(text.utf8), maxDepth: 16)
        let written = JSONWriter.bytes(of: tree)
        #expect(try JSONParser.parse(written, maxDepth: 16) == tree)
        #expect(String(decoding: written, as: UTF8.self).hasPrefix(#"{"a":[1,-0.5,1e-05,"#))
    }

    @Test("paths: keys and indices; anything else is refused")
    func paths() {
        #expect(JSONValue.steps(of: "$.layers[3].ks.r.x") == [.key("layers"), .index(3), .key("ks"), .key("r"), .key("x")])
        #expect(JSONValue.steps(of: "$") == [])
        for bad in ["layers[0]", "$.", "$[x]", "$[1", "$..a", "$[-1]"] { #expect(JSONValue.steps(of: bad) == nil, "\(bad)") }
    }

    @Test("an update reaches the last of duplicated keys and reports a missing step")
    func update() throws {
        var tree = try JSONParser.parse(Array(#"{"a": [{"k": 1}, {"k": 2, "k": 3}]}"#.utf8), maxDepth: 16)
        #expect(tree.update(at: [.key("a"), .index(1)][...]) { $0.set("k", .number(9)) })
        #expect(tree["a"]?.array?[1]["k"]?.number == 9)
        #expect(!tree.update(at: [.key("a"), .index(5)][...]) { _ in })
        #expect(!tree.update(at: [.key("b")][...]) { _ in })
    }
}
