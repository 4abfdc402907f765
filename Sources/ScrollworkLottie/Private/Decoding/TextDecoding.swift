import Scrollwork
import ScrollworkCanvas

extension DecodingContext {
    /// Decodes a text layer's `t` at the current path: document keyframes (legacy unanimated
    /// documents wrapped), animators, grouping and text-path options.
    func text(_ json: JSONValue?) -> LottieText {
        guard let json, json.isObject else {
            report(.invalidValue, "text layer without text data (t); it draws nothing")
            return LottieText(documents: [LottieTextDocumentKeyframe(time: 0, document: LottieTextDocument(text: ""))])
        }
        // A document carrying a slot id (`d.sid`) takes its keyframes from the file's slot of
        // that id when there is one, and answers to the id either way (as properties do).
        let sid = json["d"]?["sid"]?.string
        let documents: [LottieTextDocumentKeyframe]
        if let sid, let slot = slots[sid], slot.isObject {
            documents = at("d") { at("sid") { documentKeyframes(slot) } }
        } else {
            documents = at("d") { documentKeyframes(json["d"]) }
        }
        var text = LottieText(documents: documents)
        text.documentSlotID = sid
        if let x = json["d"]?["x"], case .string(let source) = x, !source.isEmpty {
            at("d") {
                at("x") {
                    if evaluatesExpressions {
                        text.documentExpression = source
                        text.documentExpressionPath = currentPath
                        reportOncePerLayer(.expression, .info, "expressions are evaluated when the file is rendered")
                    } else {
                        reportOncePerLayer(.expression, "text document expression ignored (evaluation is turned off); the keyframed text is drawn")
                    }
                }
            }
        }
        if let m = json["m"], m.isObject {
            at("m") {
                if let g = integer(m["g"]) {
                    if let grouping = LottieTextGrouping(rawValue: g) {
                        text.grouping = grouping
                    } else {
                        at("g") { report(.unknownValue, "unknown anchor grouping \(g); characters used") }
                    }
                }
                text.groupAlignment = vector(m, "a", default: .zero)
            }
        }
        if let list = json["a"]?.array {
            text.animators = at("a") { list.enumerated().compactMap { n, item in at(n) { animator(item) } } }
        }
        if let p = json["p"], p.isObject, p["m"] != nil {
            text.path = at("p") { textPath(p) }
        }
        return text
    }

    // MARK: Documents

    private func documentKeyframes(_ json: JSONValue?) -> [LottieTextDocumentKeyframe] {
        var result: [LottieTextDocumentKeyframe] = []
        guard let json, json.isObject else {
            report(.invalidValue, "text without a document (d); it draws nothing")
            return [LottieTextDocumentKeyframe(time: 0, document: LottieTextDocument(text: ""))]
        }
        if let items = json["k"]?.array {
            let limit = Swift.max(1, limits.maxKeyframesPerProperty)
            if items.count > limit {
                report(.limit, "\(items.count) text documents; only the first \(limit) are kept (LottieLimits.maxKeyframesPerProperty)")
            }
            at("k") {
                for (n, item) in items.prefix(limit).enumerated() {
                    at(n) {
                        guard item.isObject, let s = item["s"], s.isObject else {
                            report(.invalidValue, "text document keyframe without a document (s); dropped")
                            return
                        }
                        let time = item["t"]?.scalar.flatMap { $0.isFinite ? $0 : nil } ?? 0
                        result.append(LottieTextDocumentKeyframe(time: time, document: at("s") { document(s) }))
                    }
                }
            }
        } else if json["t"] != nil || json["s"] != nil {
            // Exporters before 4.4.14 wrote the document itself (LOTTIE_FORMAT.md §15).
            result.append(LottieTextDocumentKeyframe(time: 0, document: document(json)))
        }
        if result.isEmpty {
            report(.invalidValue, "text without a usable document; it draws nothing")
            result.append(LottieTextDocumentKeyframe(time: 0, document: LottieTextDocument(text: "")))
        }
        if zip(result, result.dropFirst()).contains(where: { $0.time > $1.time }) {
            report(.invalidValue, "text documents are not in time order; sorted")
            result = result.enumerated().sorted { a, b in
                a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
            }.map(\.element)
        }
        return result
    }

    private func document(_ json: JSONValue) -> LottieTextDocument {
        var text: String
        switch json["t"] {
        case .string(let s)?: text = s
        case .number(let n)?: text = n.rounded() == n && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case nil: text = ""
        case let other?:
            at("t") { report(.invalidValue, "expected the text as a string, found \(other.typeName); no text") }
            text = ""
        }
        let count = text.count
        if count > textCharactersLeft {
            at("t") { report(.limit, "text cut to \(Swift.max(0, textCharactersLeft)) of \(count) characters (LottieLimits.maxTextCharacters for the whole file)") }
            text = String(text.prefix(Swift.max(0, textCharactersLeft)))
        }
        textCharactersLeft -= Swift.min(count, Swift.max(0, textCharactersLeft))
        var d = LottieTextDocument(text: text, fontName: json["f"]?.string ?? "")
        d.size = bounded(json, "s", default: 12, range: 0...10_000, what: "text size")
        d.fillColor = documentColor(json, "fc")
        d.strokeColor = documentColor(json, "sc")
        d.strokeWidth = bounded(json, "sw", default: 0, range: 0...10_000, what: "stroke width")
        if let of = json["of"] {
            switch of {
            case .bool(let b): d.strokeOverFill = b
            case .number(let n): d.strokeOverFill = n != 0
            default: break
            }
        }
        if let j = integer(json["j"]) {
            if let justification = TextJustification(rawValue: j) {
                d.justification = justification
                if j >= 3 {
                    at("j") { reportOncePerLayer(.text, .info, "justified paragraph laid out flush left, as lottie-web does") }
                }
            } else {
                at("j") { report(.unknownValue, "unknown justification \(j); left") }
            }
        }
        d.tracking = bounded(json, "tr", default: 0, range: -100_000...100_000, what: "tracking")
        d.lineHeight = bounded(json, "lh", default: 0, range: -1_000_000...1_000_000, what: "line height")
        d.baselineShift = bounded(json, "ls", default: 0, range: -1_000_000...1_000_000, what: "baseline shift")
        if let ca = integer(json["ca"]) {
            d.caps = LottieTextDocument.Caps(rawValue: ca) ?? .regular
            if LottieTextDocument.Caps(rawValue: ca) == nil { at("ca") { report(.unknownValue, "unknown caps \(ca); as written") } }
        }
        if let sz = json["sz"] {
            if let p = point(sz) {
                d.boxSize = Size(width: Swift.min(Swift.max(p.x, 0), 1_000_000), height: Swift.min(Swift.max(p.y, 0), 1_000_000))
            } else {
                at("sz") { report(.invalidValue, "expected a box size [w, h], found \(sz.typeName); point text") }
            }
        }
        if let ps = json["ps"] {
            if let p = point(ps) {
                d.boxPosition = Point(x: Swift.min(Swift.max(p.x, -1_000_000), 1_000_000), y: Swift.min(Swift.max(p.y, -1_000_000), 1_000_000))
            } else {
                at("ps") { report(.invalidValue, "expected a box position [x, y], found \(ps.typeName); ignored") }
            }
        }
        checkGlyphs(of: d)
        return d
    }

    /// A number member clamped into `range` (reported when clamped or unreadable).
    private func bounded(_ json: JSONValue, _ key: String, default value: Double, range: ClosedRange<Double>, what: String) -> Double {
        let v = finite(json, key, default: value, required: false)
        let c = Swift.min(Swift.max(v, range.lowerBound), range.upperBound)
        if c != v { at(key) { report(.limit, "\(what) \(v) clamped to \(c)") } }
        return c
    }

    /// A document colour: `[r, g, b]` / `[r, g, b, a]` (0–1) or `#rrggbb`; nil when absent.
    private func documentColor(_ json: JSONValue, _ key: String) -> Color? {
        guard let member = json[key] else { return nil }
        if let c = colorReader.read(member) { return c }
        if let s = member.string, let c = Color(hex: s) { return c }
        at(key) { report(.invalidValue, "expected a colour, found \(member.typeName); none") }
        return nil
    }

    /// Reports the document's font when the font list lacks it, and the characters the file's
    /// glyphs lack (they draw nothing, as in lottie-web).
    private func checkGlyphs(of d: LottieTextDocument) {
        if !fonts.isEmpty, !fonts.contains(where: { $0.name == d.fontName }) {
            at("f") { report(.text, "font '\(d.fontName)' is not in the font list; the first font, '\(fonts[0].name)', is used") }
        }
        guard let glyphKeys else { return }
        let font = fonts.first { $0.name == d.fontName } ?? fonts.first
        var missing: [String] = []
        for c in d.displayedCharacters() where TextParagraph.Item.kind(of: c.character) != .lineBreak {
            let key = LottieGlyph.key(String(c.character), family: font?.family ?? "", style: font?.style ?? "")
            if !glyphKeys.contains(key), !missing.contains(String(c.character)), missing.count < 20 {
                missing.append(String(c.character))
            }
        }
        if !missing.isEmpty {
            let list = missing.map { "'\($0)'" }.joined(separator: ", ")
            at("t") { report(.text, "no glyph in chars for \(list) in \(font?.family ?? "the font") \(font?.style ?? ""); drawn as nothing, with no width (as lottie-web does)") }
        }
    }

    // MARK: Animators

    private func animator(_ json: JSONValue) -> LottieTextAnimator? {
        guard json.isObject else {
            report(.invalidValue, "expected a text animator object, found \(json.typeName); skipped")
            return nil
        }
        var selector = LottieTextRangeSelector()
        if let s = json["s"], s.isObject {
            selector = at("s") { rangeSelector(s) }
        }
        var a = LottieTextAnimator(selector: selector, name: json["nm"]?.string)
        guard let props = json["a"], props.isObject else { return a }
        at("a") {
            if props["a"] != nil { a.anchor = vector(props, "a", default: .zero) }
            if props["p"] != nil { a.position = vector(props, "p", default: .zero) }
            if props["s"] != nil { a.scale = vector(props, "s", default: LottieVector(x: 100, y: 100, z: 100, dimensions: 3)) }
            if props["r"] != nil { a.rotation = scalar(props, "r", default: 0) }
            if props["rx"] != nil { a.rotationX = scalar(props, "rx", default: 0) }
            if props["ry"] != nil { a.rotationY = scalar(props, "ry", default: 0) }
            if props["rx"] != nil || props["ry"] != nil {
                reportOncePerLayer(.threeD, .info, "text animator x and y rotations drawn orthographically (no perspective)")
            }
            if props["sk"] != nil { a.skew = scalar(props, "sk", default: 0) }
            if props["sa"] != nil { a.skewAxis = scalar(props, "sa", default: 0) }
            if props["o"] != nil { a.opacity = scalar(props, "o", default: 100) }
            if props["fc"] != nil { a.fillColor = property(props, "fc", colorReader, default: Color(white: 0)) }
            if props["fh"] != nil { a.fillHue = scalar(props, "fh", default: 0) }
            if props["fs"] != nil { a.fillSaturation = scalar(props, "fs", default: 0) }
            if props["fb"] != nil { a.fillBrightness = scalar(props, "fb", default: 0) }
            if props["sc"] != nil { a.strokeColor = property(props, "sc", colorReader, default: Color(white: 0)) }
            if props["sw"] != nil { a.strokeWidth = scalar(props, "sw", default: 0) }
            if props["t"] != nil { a.tracking = scalar(props, "t", default: 0) }
        }
        return a
    }

    private func rangeSelector(_ json: JSONValue) -> LottieTextRangeSelector {
        var s = LottieTextRangeSelector()
        if integer(json["t"]) == 1 {
            reportOncePerLayer(.expression, "expression selector not evaluated; it selects every character fully")
            return s
        }
        s.start = scalar(json, "s", default: 0)
        s.end = json["e"] != nil ? scalar(json, "e", default: 100) : LottieProperty(100)
        s.offset = scalar(json, "o", default: 0)
        s.amount = scalar(json, "a", default: 100)
        s.easeHigh = scalar(json, "xe", default: 0)
        s.easeLow = scalar(json, "ne", default: 0)
        s.smoothness = scalar(json, "sm", default: 100)
        if let r = integer(json["r"]) {
            s.units = LottieTextRangeSelector.Units(rawValue: r) ?? .percentage
            if LottieTextRangeSelector.Units(rawValue: r) == nil { at("r") { report(.unknownValue, "unknown range units \(r); percentage") } }
        }
        if let b = integer(json["b"]) {
            s.basis = LottieTextRangeSelector.Basis(rawValue: b) ?? .characters
            if LottieTextRangeSelector.Basis(rawValue: b) == nil { at("b") { report(.unknownValue, "unknown range basis \(b); characters") } }
        }
        if let sh = integer(json["sh"]) {
            s.shape = LottieTextRangeSelector.Shape(rawValue: sh) ?? .square
            if LottieTextRangeSelector.Shape(rawValue: sh) == nil { at("sh") { report(.unknownValue, "unknown range shape \(sh); square") } }
        }
        s.randomizeOrder = integer(json["rn"]) == 1
        s.randomSeed = integer(json["rs"])
        return s
    }

    // MARK: Text on a path

    private func textPath(_ json: JSONValue) -> LottieTextPath? {
        guard let m = integer(json["m"]), m >= 0 else {
            at("m") { report(.invalidValue, "text path without a mask index; the text is set on lines") }
            return nil
        }
        return LottieTextPath(maskIndex: m, firstMargin: scalar(json, "f", default: 0), lastMargin: scalar(json, "l", default: 0),
                              reversed: scalar(json, "r", default: 0), forceAlignment: scalar(json, "a", default: 0),
                              perpendicular: scalar(json, "p", default: 0))
    }
}
