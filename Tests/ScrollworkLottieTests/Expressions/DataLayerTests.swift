import Foundation
import Scrollwork
import Testing
@testable import ScrollworkLottie

/// Data layers (`ty: 15`) show a data asset's JSON (`t: 3`) to expressions as
/// `layer(name)('Data')('Outline')(key)…`; a data asset that cannot be read is a diagnostic and
/// the expression falls back to its property's own value.
@Suite("Data layers")
struct DataLayerTests {
    typealias F = ExpressionFixture

    static let feed = #"{"city": "Lyon", "zero": 0, "readings": [{"t": 12.5}, {"t": 14}], "grid": [[1, 2], [3, 4]], "none": null}"#

    /// A document whose first layer's rotation runs `source`, with a data layer "feed" showing
    /// the asset whose `p` is `p` (and `u` is `u`).
    static func document(_ source: String, p: String, u: String = "") -> String {
        let assets = #""assets": [{"id": "data_0", "t": 3, "e": 0, "u": \#(F.quoted(u)), "p": \#(F.quoted(p))}]"#
        let data = #"{"ty": 15, "ind": 2, "nm": "feed", "refId": "data_0", "ip": 0, "op": 60, "st": 0}"#
        return Fixture.animation(layers: "[" + F.rotationLayer(source) + ", " + data + "]", extra: assets)
    }

    static func dataURL(_ json: String) -> String {
        "data:application/json;base64," + Data(json.utf8).base64EncodedString()
    }

    static func number(_ renderer: LottieRenderer) -> Double? {
        guard case .number(let n)? = F.value(renderer, frame: 0) else { return nil }
        return n
    }

    func number(_ source: String, p: String = Self.dataURL(Self.feed)) throws -> Double? {
        Self.number(LottieRenderer(try Fixture.read(Self.document(source, p: p)), options: .testing))
    }

    @Test("members by name, array elements as '<array name> <index>', nested arrays, leaves as they are")
    func walk() throws {
        let outline = "thisComp.layer('feed')('Data')('Outline')"
        #expect(try number("$bm_rt = \(outline)('readings')('readings 1')('t')") == 14)
        #expect(try number("$bm_rt = \(outline)('readings')('readings 0')('t') * 2") == 25)
        #expect(try number("$bm_rt = \(outline)('grid')('grid 1')('grid 0')") == 3)
        #expect(try number("$bm_rt = \(outline)('zero') + 7") == 7)                 // a 0 leaf is 0, not missing
        #expect(try number("$bm_rt = \(outline)('city').length") == 4)
        #expect(try number("$bm_rt = \(outline)('nothing') === '' ? 5 : 6") == 5)  // unknown key: ''
        #expect(try number("$bm_rt = \(outline)('readings')('readings 9') === '' ? 5 : 6") == 5)
        // Each ('Outline') starts again from the top.
        #expect(try number("var d = thisComp.layer('feed')('Data'); d('Outline')('readings'); $bm_rt = d('Outline')('zero') + 1;") == 1)
    }

    @Test("the data asset is read from a file beside the animation, never from outside its folder")
    func externalFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollwork-data-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("data"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.feed.write(to: folder.appendingPathComponent("data/feed.json"), atomically: true, encoding: .utf8)
        let source = "$bm_rt = thisComp.layer('feed')('Data')('Outline')('readings')('readings 1')('t');"

        let reader = LottieReader.everything
        let good = try reader.read(Array(Self.document(source, p: "feed.json", u: "data/").utf8), baseDirectory: folder.path)
        #expect(good.dataAssets["data_0"]?.json != nil)
        #expect(Self.number(LottieRenderer(good, options: .testing)) == 14)

        let escaping = try reader.read(Array(Self.document(source, p: "../../etc/passwd", u: "data/").utf8), baseDirectory: folder.path)
        #expect(escaping.dataAssets["data_0"]?.json == nil)
        #expect(escaping.diagnostics.contains { $0.feature == .data && $0.path == "$.assets[0].p" && $0.message.contains("escapes") })
    }

    @Test("a data asset that is missing or not JSON is a diagnostic; the property keeps its own value")
    func badData() throws {
        let source = "$bm_rt = thisComp.layer('feed')('Data')('Outline')('city').length;"
        for p in [Self.dataURL("{\"city\": "), "feed.json"] {
            let animation = try Fixture.read(Self.document(source, p: p))
            #expect(animation.diagnostics.contains { $0.feature == .data && $0.path == "$.assets[0].p" }, "\(animation.diagnostics)")
            let renderer = LottieRenderer(animation, options: .testing)
            #expect(F.value(renderer, frame: 0) == nil)
            #expect(renderer.expressionDiagnostics.contains { $0.path == "$.layers[0].ks.r.x" })
        }
    }

    @Test("a data layer draws nothing and is listed as one")
    func drawsNothing() throws {
        let animation = try Fixture.read(Self.document("0", p: Self.dataURL(Self.feed)))
        guard case .data(let id) = animation.layers[1].content else {
            Issue.record("layer 1 is \(animation.layers[1].content)")
            return
        }
        #expect(id == "data_0")
        #expect(!animation.diagnostics.contains { $0.feature == .unsupportedLayer })
    }
}
