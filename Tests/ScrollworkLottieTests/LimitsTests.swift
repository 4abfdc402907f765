import Scrollwork
import ScrollworkCanvas
import Testing
@testable import ScrollworkLottie

/// One test per bound of `LottieLimits` (LOTTIE_FORMAT.md §16).
struct LimitsTests {
    @Test("file size")
    func fileSize() {
        var limits = LottieLimits()
        limits.maxFileSize = 64
        let error = Fixture.error(Fixture.animation(), limits: limits)
        #expect(error?.kind == .tooLarge)
        #expect(Fixture.error(Fixture.animation()) == nil)
    }

    @Test("JSON depth")
    func depth() {
        var limits = LottieLimits()
        limits.maxJSONDepth = 3
        let error = Fixture.error(Fixture.animation(layers: #"[{"ty": 3, "ks": {"p": {"k": [1, 2]}}}]"#), limits: limits)
        guard case .nestingTooDeep(let offset)? = error?.kind else { Issue.record("\(String(describing: error))"); return }
        #expect(offset > 0)
        let deep = "[" + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000) + "]"
        guard case .nestingTooDeep? = Fixture.error(Fixture.animation(layers: deep))?.kind else { Issue.record("deep array accepted"); return }
    }

    @Test("frame range: a long file loads and any frame of it renders; only a range that is not a number is refused")
    func frameRange() throws {
        // rlottie's repro_sbof.json has op = 29,140,721: more than LottieLimits.maxFrameRange,
        // which bounds what tools iterate (scrollwork render --all), not what loads.
        let huge = ##"{"fr": 30, "ip": 0, "op": 29140721, "w": 8, "h": 8, "layers": [{"ty": 1, "sc": "#ff0000", "sw": 8, "sh": 8, "ip": 0, "op": 29140721, "ks": {}}]}"##
        let animation = try Fixture.read(huge)
        #expect(animation.frameCount > LottieLimits.default.maxFrameRange)
        let canvas = try Canvas(width: 8, height: 8)
        LottieRenderer(animation, options: .scripted).render(frame: 29_000_000, into: canvas)
        #expect(canvas.pixmap.pixel(x: 4, y: 4) == PremultipliedColor(.red))
        let endless = #"{"fr": 30, "ip": -1e308, "op": 1e308, "w": 1, "h": 1, "layers": []}"#
        let error = Fixture.error(endless)
        #expect(error?.kind == .invalidValue && error?.path == "$.op")
    }

    @Test("keyframes per property")
    func keyframes() throws {
        let frames = (0..<50).map { #"{"t": \#($0), "s": [\#($0)]}"# }.joined(separator: ",")
        var limits = LottieLimits()
        limits.maxKeyframesPerProperty = 10
        let a = try Fixture.read(Fixture.animation(layers: "[" + Fixture.transformLayer(#""r": {"a": 1, "k": [\#(frames)]}"#) + "]"), limits: limits)
        #expect(a.layers[0].transform.rotation.keyframes.count == 10)
        #expect(a.diagnostics(.limit).first?.path == "$.layers[0].ks.r.k")
    }

    @Test("vertices per path")
    func vertices() throws {
        let v = (0..<40).map { "[\($0), 0]" }.joined(separator: ",")
        var limits = LottieLimits()
        limits.maxVerticesPerPath = 16
        let shape = #"[{"ty": "sh", "ks": {"a": 0, "k": {"c": false, "v": [\#(v)], "i": [\#(v)], "o": [\#(v)]}}}]"#
        let a = try Fixture.read(Fixture.animation(layers: "[" + Fixture.shapeLayer(shape) + "]"), limits: limits)
        guard case .path(let p)? = Fixture.firstShape(a)?.content else { Issue.record("path expected"); return }
        #expect(p.staticValue?.vertices.count == 16)
        #expect(a.diagnostics(.limit).first?.path == "$.layers[0].shapes[0].ks")
    }

    @Test("repeater copies clamped, NaN-free")
    func repeaterCopies() throws {
        let shape = #"[{"ty": "rp", "c": {"a": 1, "k": [{"t": 0, "s": [-4]}, {"t": 10, "s": [1e9]}]}, "o": {"a": 0, "k": 5}, "tr": {"s": {"a": 0, "k": [900, 900]}}}]"#
        let a = try Fixture.read(Fixture.animation(layers: "[" + Fixture.shapeLayer(shape) + "]"))
        guard case .repeater(let rp)? = Fixture.firstShape(a)?.content else { Issue.record("repeater expected"); return }
        #expect(rp.copies.keyframes.map(\.value) == [0, 1_000])
        #expect(rp.copies.keyframes[0].endValue == 1_000)
        #expect(a.diagnostics(.limit).count == 1)
    }

    @Test("polystar points clamped to [3, max]")
    func polystarPoints() throws {
        let star = { (pt: String) in #"[{"ty": "sr", "sy": 1, "pt": {"a": 0, "k": \#(pt)}, "p": {"a": 0, "k": [0, 0]}, "or": {"a": 0, "k": 5}, "ir": {"a": 0, "k": 2}}]"# }
        for (pt, expected) in [("1", 3.0), ("1e7", 1_000.0), ("12", 12.0)] {
            let a = try Fixture.read(Fixture.animation(layers: "[" + Fixture.shapeLayer(star(pt)) + "]"))
            guard case .polystar(let sr)? = Fixture.firstShape(a)?.content else { Issue.record("polystar expected"); return }
            #expect(sr.points.staticValue == expected)
            #expect(a.diagnostics(.limit).count == (expected == 12 ? 0 : 1))
        }
    }

    @Test("precomp nesting depth")
    func precompDepth() throws {
        // comp0 → comp1 → … → comp9; with a limit of 4 the reference at depth 5 is dropped.
        let assets = (0..<10).map { i in
            let inner = i < 9 ? #"[{"ty": 0, "ind": 1, "ip": 0, "op": 60, "refId": "c\#(i + 1)"}]"# : "[]"
            return #"{"id": "c\#(i)", "layers": \#(inner)}"#
        }.joined(separator: ",")
        var limits = LottieLimits()
        limits.maxPrecompDepth = 4
        let a = try Fixture.read(Fixture.animation(layers: #"[{"ty": 0, "ind": 1, "ip": 0, "op": 60, "refId": "c0"}]"#, extra: #""assets": [\#(assets)]"#), limits: limits)
        guard case .precomp(let cut)? = a.precomps["c3"]?.layers.first?.content,
              case .precomp(let kept)? = a.precomps["c2"]?.layers.first?.content else { Issue.record("precomps expected"); return }
        #expect(kept.assetID == "c3")
        #expect(cut.assetID == nil)
        #expect(a.diagnostics(.limit).contains { $0.path == "$.assets[3].layers[0].refId" })
    }

    @Test("precomp cycles are cut")
    func precompCycle() throws {
        let assets = #""assets": [{"id": "a", "layers": [{"ty": 0, "ind": 1, "ip": 0, "op": 60, "refId": "b"}]}, {"id": "b", "layers": [{"ty": 0, "ind": 1, "ip": 0, "op": 60, "refId": "a"}]}, {"id": "self", "layers": [{"ty": 0, "ind": 1, "ip": 0, "op": 60, "refId": "self"}]}]"#
        let a = try Fixture.read(Fixture.animation(layers: #"[{"ty": 0, "ind": 1, "ip": 0, "op": 60, "refId": "a"}]"#, extra: assets))
        guard case .precomp(let ab)? = a.precomps["a"]?.layers.first?.content,
              case .precomp(let ba)? = a.precomps["b"]?.layers.first?.content,
              case .precomp(let ss)? = a.precomps["self"]?.layers.first?.content else { Issue.record("precomps expected"); return }
        #expect(ab.assetID == "b")
        #expect(ba.assetID == nil)
        #expect(ss.assetID == nil)
        #expect(a.diagnostics(.brokenReference).count == 2)
    }

    @Test("parent cycles and over-long chains lose the offending link")
    func parentChains() throws {
        let cycle = """
        [{"ty": 3, "ind": 1, "ip": 0, "op": 60, "parent": 2},
         {"ty": 3, "ind": 2, "ip": 0, "op": 60, "parent": 3},
         {"ty": 3, "ind": 3, "ip": 0, "op": 60, "parent": 1},
         {"ty": 3, "ind": 4, "ip": 0, "op": 60, "parent": 4}]
        """
        let a = try Fixture.read(Fixture.animation(layers: cycle))
        #expect(a.layers[0].parent == 1 && a.layers[1].parent == 2 && a.layers[2].parent == nil)
        #expect(a.layers[3].parent == nil)
        #expect(a.diagnostics(.brokenReference).count == 2)

        let chain = (0..<10).map { #"{"ty": 3, "ind": \#($0), "ip": 0, "op": 60\#($0 < 9 ? ", \"parent\": \($0 + 1)" : "")}"# }.joined(separator: ",")
        var limits = LottieLimits()
        limits.maxParentDepth = 4
        let b = try Fixture.read(Fixture.animation(layers: "[" + chain + "]"), limits: limits)
        for start in b.layers.indices {  // every chain now ends within the limit
            var depth = 0
            var current = start
            while let next = b.layers[current].parent { depth += 1; current = next }
            #expect(depth <= 5)
        }
        #expect(!b.diagnostics(.brokenReference).isEmpty)
    }

    @Test("the number of diagnostics is bounded")
    func diagnosticsBounded() throws {
        let layers = (0..<1_500).map { _ in #"{"ty": 3, "ip": 0, "op": 60, "ks": {"r": {"a": 0, "k": "x"}}}"# }.joined(separator: ",")
        let a = try Fixture.read(Fixture.animation(layers: "[" + layers + "]"))
        #expect(a.diagnostics.count == DecodingContext.maxDiagnostics + 1)
        #expect(a.diagnostics.last?.message.contains("further diagnostics") == true)
    }
}
