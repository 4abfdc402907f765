import Foundation
import Scrollwork
import Testing
@testable import ScrollworkLottie

/// The animation, layers, shapes, masks, mattes, assets: LOTTIE_FORMAT.md §2–§15.
struct ModelTests {
    @Test("top-level fields")
    func topLevel() throws {
        let a = try Fixture.read(#"{"v": "5.7.4", "ver": 10000, "nm": "n", "fr": 29.97, "ip": 5, "op": 65, "w": 320, "h": 240, "ddd": 0, "layers": [], "markers": [{"cm": "intro", "tm": 5.5, "dr": 10}, {"cm": 7, "tm": 20, "dr": 0}]}"#)
        #expect(a.size == Size(width: 320, height: 240))
        #expect(a.frameRate == 29.97)
        #expect(a.inPoint == 5 && a.outPoint == 65 && a.frameCount == 60)
        #expect(a.version == "5.7.4" && a.specVersion == 10000 && a.name == "n")
        #expect(a.markers.map(\.name) == ["intro", "7"])
        #expect(a.marker(named: "intro")?.endFrame == 15.5)
        #expect(a.diagnostics.isEmpty)
    }

    @Test("what makes a file unusable is a typed error naming the JSON path", arguments: [
        (#"{"fr": 30, "op": 10, "w": 1, "h": 1}"#, "$.layers"),
        (#"{"op": 10, "w": 1, "h": 1, "layers": []}"#, "$.fr"),
        (#"{"fr": 0, "op": 10, "w": 1, "h": 1, "layers": []}"#, "$.fr"),
        (#"{"fr": 30, "op": 10, "h": 1, "layers": []}"#, "$.w"),
        (#"{"fr": 30, "op": 10, "w": 1, "layers": []}"#, "$.h"),
        (#"{"fr": 30, "w": 1, "h": 1, "layers": []}"#, "$.op"),
        (#"{"fr": 30, "ip": 10, "op": 10, "w": 1, "h": 1, "layers": []}"#, "$.op"),
        (#"{"fr": 30, "ip": 0, "op": 1e999, "w": 1, "h": 1, "layers": []}"#, "$.op"),
        (#"{"fr": "30", "op": 10, "w": 1, "h": 1, "layers": []}"#, "$.fr"),
        (#"{"fr": 30, "op": 10, "w": 1, "h": 1, "layers": {}}"#, "$.layers"),
        (#"[1, 2, 3]"#, "$"),
    ] as [(String, String)])
    func unusable(json: String, path: String) {
        let error = Fixture.error(json)
        #expect(error?.path == path, "\(String(describing: error))")
    }

    @Test("malformed JSON names the byte offset")
    func malformed() {
        let error = Fixture.error(#"{"fr": 30, "op": 10,"#)
        #expect(error?.kind == .malformedJSON(offset: 20))
        #expect(error?.description.contains("byte 20") == true)
    }

    @Test("layer types, common fields, ty 4.0, unknown types skipped")
    func layers() throws {
        let layers = """
        [{"ty": 3.0, "ind": 1, "nm": "null", "ip": 0, "op": 60, "st": 2, "sr": 0.5, "ao": 1, "hd": true, "bm": 3},
         {"ty": 1, "ind": 2, "ip": 0, "op": 60, "sc": "#ff8000", "sw": 50, "sh": 40},
         {"ty": 137, "ind": 3, "ip": 0, "op": 60},
         {"ty": 5, "ind": 4, "ip": 0, "op": 60, "t": {}},
         {"ty": 13, "ind": 5, "ip": 0, "op": 60},
         {"ty": 0, "ind": 6, "ip": 0, "op": 60, "refId": "comp", "w": 30, "h": 20, "tm": {"a": 0, "k": 1.5}},
         {"ty": 2, "ind": 7, "ip": 0, "op": 60, "refId": "img"},
         {"ind": 8, "ip": 0, "op": 60}]
        """
        let assets = #""assets": [{"id": "comp", "layers": []}, {"id": "img", "w": 4, "h": 4, "p": "data:image/png;base64,iVBORw0KGgo="}]"#
        let a = try Fixture.read(Fixture.animation(layers: layers, extra: assets))
        #expect(a.layers.count == 6)  // ty 137 and the layer without ty are skipped
        #expect(a.layers[0].content == .null)
        #expect(a.layers[0].name == "null" && a.layers[0].startTime == 2 && a.layers[0].timeStretch == 0.5)
        #expect(a.layers[0].autoOrient && a.layers[0].isHidden && a.layers[0].blendMode == .overlay)
        #expect(a.layers[1].content == .solid(LottieSolidLayer(color: Color(red: 1, green: 128.0 / 255, blue: 0), size: Size(width: 50, height: 40))))
        #expect(a.layers[2].content == .text(LottieText(documents: [LottieTextDocumentKeyframe(time: 0, document: LottieTextDocument(text: ""))])))
        #expect(a.layers[3].content == .unsupported(type: 13))
        guard case .precomp(let pre) = a.layers[4].content else { Issue.record("precomp expected"); return }
        #expect(pre.assetID == "comp" && pre.size == Size(width: 30, height: 20) && pre.timeRemap?.staticValue == 1.5)
        #expect(a.layers[5].content == .image(assetID: "img"))
        #expect(a.layers[2].jsonPath == "$.layers[3]")
        #expect(a.diagnostics(.invalidValue).contains { $0.path.hasPrefix("$.layers[3].t") && $0.message.contains("without a document") })
        #expect(a.diagnostics(.unsupportedLayer).contains { $0.path == "$.layers[2]" })
        #expect(a.diagnostics(.invalidValue).contains { $0.path == "$.layers[7]" })
    }

    @Test("transform fields, skew, 3D kept and reported")
    func transform() throws {
        let layer = #"{"ty": 3, "ind": 1, "ip": 0, "op": 60, "ddd": 1, "ks": {"a": {"a": 0, "k": [10, -5, 0]}, "p": {"a": 0, "k": [150, 140, 0]}, "s": {"a": 0, "k": [150, 80, 100]}, "rz": {"a": 0, "k": 25}, "o": {"a": 0, "k": 40}, "sk": {"a": 0, "k": 20}, "sa": {"a": 0, "k": 30}, "rx": {"a": 0, "k": 10}}}"#
        let a = try Fixture.read(Fixture.animation(layers: "[" + layer + "]"))
        let t = a.layers[0].transform
        #expect(t.anchor.staticValue == LottieVector(x: 10, y: -5, z: 0, dimensions: 3))
        #expect(t.position == .combined(LottieProperty(LottieVector(x: 150, y: 140, z: 0, dimensions: 3))))
        #expect(t.scale.staticValue?.point == Point(x: 150, y: 80))
        #expect(t.rotation.staticValue == 25 && t.opacity.staticValue == 40)
        #expect(t.skew.staticValue == 20 && t.skewAxis.staticValue == 30)
        #expect(t.rotationX?.staticValue == 10)
        #expect(a.layers[0].is3D)
        #expect(a.diagnostics(.threeD).count == 1)  // once per layer
    }

    @Test("rotation: r on a 2D transform, rz on a 3D one (with rx); a lone rz or ry is ignored, as lottie-web does")
    func rotationFields() throws {
        func transform(_ ks: String) throws -> (LottieTransform, LottieAnimation) {
            let a = try Fixture.read(Fixture.animation(layers: #"[{"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {\#(ks)}}]"#))
            return (a.layers[0].transform, a)
        }
        #expect(try transform(#""r": {"a": 0, "k": 30}"#).0.rotation.staticValue == 30)
        #expect(try transform(#""rx": {"a": 0, "k": 0}, "rz": {"a": 0, "k": 40}, "r": {"a": 0, "k": 30}"#).0.rotation.staticValue == 40)
        let (lone, animation) = try transform(#""rz": {"a": 0, "k": 40}, "ry": {"a": 0, "k": 20}"#)
        #expect(lone.rotation.staticValue == 0)
        #expect(lone.rotationY == nil)
        #expect(animation.diagnostics(.threeD).contains { $0.message.contains("rz, ry without rx") })
    }

    @Test("all shape items of §9")
    func shapes() throws {
        let shapes = """
        [{"ty": "gr", "nm": "g", "it": [
            {"ty": "rc", "p": {"a": 0, "k": [1, 2]}, "s": {"a": 0, "k": [3, 4]}, "r": {"a": 0, "k": 5}, "d": 3},
            {"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [8, 8]}},
            {"ty": "sr", "sy": 2, "pt": {"a": 0, "k": 6}, "p": {"a": 0, "k": [0, 0]}, "r": {"a": 0, "k": 0}, "or": {"a": 0, "k": 10}, "os": {"a": 0, "k": 0}},
            {"ty": "sh", "ks": {"a": 0, "k": {"c": true, "v": [[0, 0], [10, 0], [10, 10]], "i": [[0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0]]}}},
            {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 50}, "r": 2},
            {"ty": "st", "c": {"a": 0, "k": [0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 3}, "lc": 1, "lj": 3, "ml": 7, "d": [{"n": "d", "v": {"a": 0, "k": 4}}, {"n": "g", "v": {"a": 0, "k": 2}}, {"n": "o", "v": {"a": 0, "k": 1}}]},
            {"ty": "gf", "t": 2, "s": {"a": 0, "k": [0, 0]}, "e": {"a": 0, "k": [10, 0]}, "h": {"a": 0, "k": 20}, "a": {"a": 0, "k": 45}, "o": {"a": 0, "k": 100}, "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 1, 0.5]}}},
            {"ty": "gs", "t": 1, "s": {"a": 0, "k": [0, 0]}, "e": {"a": 0, "k": [10, 0]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 2}, "g": {"p": 1, "k": {"a": 0, "k": [0, 1, 1, 1]}}},
            {"ty": "tm", "s": {"a": 0, "k": 10}, "e": {"a": 0, "k": 90}, "o": {"a": 0, "k": 45}, "m": 2},
            {"ty": "rd", "r": {"a": 0, "k": 4}},
            {"ty": "rp", "c": {"a": 0, "k": 3}, "o": {"a": 0, "k": 1}, "m": 2, "tr": {"p": {"a": 0, "k": [5, 0]}, "so": {"a": 0, "k": 100}, "eo": {"a": 0, "k": 20}}},
            {"ty": "mm", "mm": 3},
            {"ty": "pb", "a": {"a": 0, "k": 30}},
            {"ty": "zz", "s": {"a": 0, "k": 5}, "r": {"a": 0, "k": 2}, "pt": {"a": 0, "k": 2}},
            {"ty": "tr", "p": {"a": 0, "k": [5, 5]}, "o": {"a": 0, "k": 80}},
            {"ty": "op", "a": {"a": 0, "k": -3}, "lj": 2, "ml": {"a": 0, "k": 6}},
            {"ty": "tw"}
         ]}, {"ty": "fl", "hd": true, "bm": 1, "c": {"a": 0, "k": [0, 0, 0]}, "o": {"a": 0, "k": 100}}]
        """
        let a = try Fixture.read(Fixture.animation(layers: "[" + Fixture.shapeLayer(shapes) + "]"))
        guard case .shapes(let top)? = a.layers.first?.content, top.count == 2,
              case .group(let items) = top[0].content, items.count == 17 else {
            Issue.record("unexpected structure: \(a.layers)")
            return
        }
        #expect(top[0].name == "g")
        #expect(top[1].isHidden && top[1].blendMode == .multiply)
        guard case .rectangle(let rc) = items[0].content else { Issue.record("rc"); return }
        #expect(rc.size.staticValue?.point == Point(x: 3, y: 4) && rc.roundness.staticValue == 5 && rc.direction == .reversed)
        guard case .ellipse(let el) = items[1].content else { Issue.record("el"); return }
        #expect(el.size.staticValue?.x == 8)
        guard case .polystar(let sr) = items[2].content else { Issue.record("sr"); return }
        #expect(sr.kind == .polygon && sr.points.staticValue == 6 && sr.outerRadius.staticValue == 10)
        guard case .path(let sh) = items[3].content else { Issue.record("sh"); return }
        #expect(sh.staticValue?.isClosed == true && sh.staticValue?.vertices.count == 3)
        #expect(sh.staticValue?.path.verbs == [.move, .cubic, .cubic, .cubic, .close])
        guard case .fill(let fl) = items[4].content else { Issue.record("fl"); return }
        #expect(fl.color.staticValue == Color(red: 1, green: 0, blue: 0) && fl.opacity.staticValue == 50 && fl.fillRule == .evenOdd)
        guard case .stroke(let st) = items[5].content else { Issue.record("st"); return }
        #expect(st.style.lineCap == .butt && st.style.lineJoin == .bevel && st.style.miterLimit.staticValue == 7)
        #expect(st.style.dashes.map(\.kind) == [.dash, .gap, .offset] && st.style.width.staticValue == 3)
        guard case .gradientFill(let gf) = items[6].content else { Issue.record("gf"); return }
        #expect(gf.paint.kind == .radial && gf.paint.highlightLength.staticValue == 20 && gf.paint.highlightAngle.staticValue == 45)
        let stops = gf.paint.gradient.stops(from: gf.paint.gradient.values.staticValue ?? [])
        #expect(stops == [LottieGradientStop(offset: 0, color: Color(red: 1, green: 0, blue: 0, alpha: 1)),
                          LottieGradientStop(offset: 1, color: Color(red: 0, green: 0, blue: 1, alpha: 0.5))])
        guard case .gradientStroke(let gs) = items[7].content else { Issue.record("gs"); return }
        #expect(gs.paint.kind == .linear && gs.style.width.staticValue == 2)
        guard case .trim(let tm) = items[8].content else { Issue.record("tm"); return }
        #expect(tm.start.staticValue == 10 && tm.end.staticValue == 90 && tm.offset.staticValue == 45 && tm.mode == .sequential)
        #expect(items[9].content == .roundedCorners(LottieProperty(4)))
        guard case .repeater(let rp) = items[10].content else { Issue.record("rp"); return }
        #expect(rp.copies.staticValue == 3 && rp.composite == .above && rp.transform.endOpacity?.staticValue == 20)
        #expect(items[11].content == .mergePaths(LottieMergePaths(mode: 3)))
        #expect(items[12].content == .puckerBloat(LottieProperty(30)))
        #expect(items[13].content == .zigZag(LottieZigZag(size: LottieProperty(5), ridges: LottieProperty(2), pointType: LottieProperty(2))))
        #expect(items[15].content == .offsetPath(LottieOffsetPath(amount: LottieProperty(-3), lineJoin: .round, miterLimit: LottieProperty(6))))
        #expect(items[16].content == .unsupported(type: "tw"))
        guard case .transform(let tr) = items[14].content else { Issue.record("tr"); return }
        #expect(tr.opacity.staticValue == 80)
        #expect(a.diagnostics(.mergePaths).count == 1)
        #expect(a.diagnostics(.unsupportedShape).map(\.path) == ["$.layers[0].shapes[0].it[16]"])
    }

    @Test("gradient colour and opacity stops merge at every offset")
    func gradientMerge() {
        let g = LottieGradient(colorStopCount: 2, values: LottieProperty([]))
        let stops = g.stops(from: [0, 1, 0, 0, 1, 0, 0, 1, 0.5, 1, 1, 0])
        #expect(stops.map(\.offset) == [0, 0.5, 1])
        #expect(stops[1].color == Color(red: 0.5, green: 0, blue: 0.5, alpha: 1))
        #expect(stops[2].color.alpha == 0)
        #expect(g.stops(from: [0, 1, 1, 1]).count == 1)  // truncated input: only whole stops
    }

    @Test("legacy files: 0–255 colours before 4.1.9, closed flags before 4.4.18")
    func legacy() throws {
        let shapes = #"[{"ty": "sh", "closed": true, "ks": {"a": 0, "k": {"v": [[0, 0], [1, 1]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]]}}}, {"ty": "fl", "c": {"a": 0, "k": [255, 51, 0]}, "o": {"a": 0, "k": 100}}, {"ty": "gf", "g": {"p": 1, "k": {"a": 0, "k": [0.5, 255, 0, 0]}}, "s": {"a": 0, "k": [0, 0]}, "e": {"a": 0, "k": [1, 0]}, "o": {"a": 0, "k": 100}}]"#
        let old = try Fixture.read(Fixture.animation(layers: "[" + Fixture.shapeLayer(shapes) + "]", version: "4.0.0"))
        guard case .shapes(let items)? = old.layers.first?.content else { Issue.record("shapes"); return }
        #expect(items[0].content == .path(LottieProperty(LottieBezier(isClosed: true, vertices: [.zero, Point(x: 1, y: 1)], inTangents: [.zero, .zero], outTangents: [.zero, .zero]))))
        guard case .fill(let fl) = items[1].content, case .gradientFill(let gf) = items[2].content else { Issue.record("styles"); return }
        #expect(fl.color.staticValue == Color(red: 1, green: 0.2, blue: 0))
        // Gradient colours stay as written (lottie-web converts fill and stroke colours only).
        #expect(gf.paint.gradient.values.staticValue == [0.5, 255, 0, 0])
        let new = try Fixture.read(Fixture.animation(layers: "[" + Fixture.shapeLayer(shapes) + "]", version: "5.0.0"))
        guard case .shapes(let newItems)? = new.layers.first?.content, case .fill(let newFill) = newItems[1].content else { Issue.record("shapes"); return }
        #expect(newFill.color.staticValue?.red == 255)
    }

    @Test("masks: modes, inverted, opacity, expansion, feather reported, old cl flag")
    func masks() throws {
        let path = #"{"a": 0, "k": {"v": [[0, 0], [1, 0], [1, 1]], "i": [[0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0]]}}"#
        let layer = """
        {"ty": 3, "ind": 1, "ip": 0, "op": 60, "hasMask": true, "masksProperties": [
          {"mode": "a", "pt": \(path), "o": {"a": 0, "k": 50}, "inv": true},
          {"mode": "s", "cl": false, "pt": \(path), "x": {"a": 0, "k": 3}, "f": {"a": 0, "k": [2, 2]}},
          {"mode": "f", "pt": \(path)}, {"mode": "z", "pt": \(path)}]}
        """
        let a = try Fixture.read(Fixture.animation(layers: "[" + layer + "]"))
        let m = a.layers[0].masks
        #expect(m.map(\.mode) == [.add, .subtract, .difference, .none])
        #expect(m[0].isInverted && m[0].opacity.staticValue == 50 && m[0].path.staticValue?.isClosed == true)
        #expect(m[1].path.staticValue?.isClosed == false && m[1].expansion.staticValue == 3)
        #expect(a.diagnostics(.maskExpansion).map(\.path) == ["$.layers[0].masksProperties[1].f"])
        #expect(a.diagnostics(.unknownValue).first?.path == "$.layers[0].masksProperties[3].mode")
        let off = try Fixture.read(Fixture.animation(layers: "[" + layer.replacingOccurrences(of: "\"hasMask\": true", with: "\"hasMask\": false") + "]"))
        #expect(off.layers[0].masks.isEmpty)
        #expect(off.diagnostics(.invalidValue).first?.path == "$.layers[0].hasMask")
    }

    @Test("track mattes: previous layer, tp by index, td, missing source")
    func mattes() throws {
        let layers = """
        [{"ty": 3, "ind": 1, "ip": 0, "op": 60, "td": 1},
         {"ty": 3, "ind": 2, "ip": 0, "op": 60, "tt": 1},
         {"ty": 3, "ind": 3, "ip": 0, "op": 60, "tt": 4, "tp": 1},
         {"ty": 3, "ind": 4, "ip": 0, "op": 60},
         {"ty": 3, "ind": 5, "ip": 0, "op": 60, "tt": 3},
         {"ty": 3, "ind": 6, "ip": 0, "op": 60, "tt": 2, "tp": 99}]
        """
        let a = try Fixture.read(Fixture.animation(layers: layers))
        #expect(a.layers[1].matte == LottieMatte(mode: .alpha, sourceIndex: nil, sourceLayer: 0))
        #expect(a.layers[2].matte == LottieMatte(mode: .lumaInverted, sourceIndex: 1, sourceLayer: 0))
        #expect(a.layers[4].matte?.sourceLayer == 3)
        #expect(a.layers[3].isMatteSource)  // used by tt without td
        #expect(a.layers[0].isMatteSource)
        #expect(a.layers[5].matte?.sourceLayer == nil)
        #expect(a.diagnostics(.brokenReference).first?.path == "$.layers[5].tt")
    }

    @Test("parents resolve to list positions; missing parents are reported")
    func parents() throws {
        let layers = """
        [{"ty": 3, "ind": 10, "ip": 0, "op": 60, "parent": 20},
         {"ty": 3, "ind": 20, "ip": 0, "op": 60},
         {"ty": 3, "ind": 30, "nm": "orphan", "ip": 0, "op": 60, "parent": 99}]
        """
        let a = try Fixture.read(Fixture.animation(layers: layers))
        #expect(a.layers[0].parent == 1 && a.layers[0].parentIndex == 20)
        #expect(a.layers[2].parent == nil)
        #expect(a.diagnostics(.brokenReference).map(\.path) == ["$.layers[2].parent"])
        #expect(a.diagnostics(.brokenReference).first?.layerName == "orphan")
        #expect(a.diagnostics(.brokenReference).first?.description.contains("(layer 'orphan')") == true)
    }

    @Test("image assets: data URLs kept as text, external names stay inside the folder; what does not decode is reported")
    func images() throws {
        let assets = #""assets": [{"id": "a", "w": 2, "h": 3, "e": 1, "p": "data:image/png;base64,iVBORw0KGgo="}, {"id": "b", "w": 1, "h": 1, "u": "/images/", "p": "img_0.png"}, {"id": "c", "p": "data:image/png;base64,@@@"}, {"id": "s", "p": "beep.mp3"}]"#
        let a = try Fixture.read(Fixture.animation(extra: assets))
        guard case .dataURL(let url)? = a.images["a"]?.source else { Issue.record("data URL expected"); return }
        #expect(url.mediaType == "image/png" && url.isBase64)
        #expect(try a.images["a"]?.data(baseDirectory: nil) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(a.images["b"]?.source == .file(directory: "/images/", name: "img_0.png"))
        #expect(a.images["c"]?.source == .missing)
        #expect(a.images["s"] == nil)
        // The malformed URL while reading; then the eight-byte "PNG" that does not decode, and the
        // external file that cannot be found without a base directory, when images are decoded.
        #expect(a.diagnostics(.image).map(\.path) == ["$.assets[2].p", "$.assets[0].p", "$.assets[1].p"])
        #expect(a.images["a"]?.image == nil && a.images["b"]?.image == nil)
        #expect(LottieImageAsset.safeRelativePath(directory: "/images/", name: "img_0.png") == "images/img_0.png")
        #expect(LottieImageAsset.safeRelativePath(directory: "", name: "../../etc/passwd") == nil)
        #expect(LottieImageAsset.safeRelativePath(directory: "images/../..", name: "x.png") == nil)
        #expect(LottieImageAsset.safeRelativePath(directory: "", name: "/abs.png") == "abs.png")
    }

    @Test("precomp references: missing assets are dropped with a diagnostic")
    func missingPrecomp() throws {
        let a = try Fixture.read(Fixture.animation(layers: #"[{"ty": 0, "ind": 1, "ip": 0, "op": 60, "refId": "gone"}]"#))
        #expect(a.layers[0].content == .precomp(LottiePrecompLayer(assetID: nil, size: Size(width: 0, height: 0))))
        #expect(a.diagnostics(.brokenReference).first?.path == "$.layers[0].refId")
    }

    @Test("effects not drawn or lacking parameters are reported at their paths; layer styles once per layer")
    func effects() throws {
        let layer = #"{"ty": 3, "ind": 1, "ip": 0, "op": 60, "ef": [{"ty": 5}, {"ty": 21}, {"ty": 26}], "sy": [{"ty": 1}]}"#
        let a = try Fixture.read(Fixture.animation(layers: "[" + layer + "," + layer + "]"))
        #expect(a.layers[0].hasEffects && a.layers[0].hasLayerStyles)
        #expect(a.diagnostics(.effects).map(\.path) == ["$.layers[0].ef[0]", "$.layers[0].ef[1]", "$.layers[0].ef[2]",
                                                         "$.layers[1].ef[0]", "$.layers[1].ef[1]", "$.layers[1].ef[2]"])
        #expect(a.diagnostics(.effects)[1].message.contains("0 of its 7 parameters"))
        #expect(a.diagnostics(.layerStyles).count == 2)
    }
}
