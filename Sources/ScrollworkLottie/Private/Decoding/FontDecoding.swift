import Scrollwork

extension DecodingContext {
    /// Decodes `fonts.list` at the current path (`$.fonts`) into ``fonts``.
    func fontList(_ json: JSONValue?) {
        guard let json else { return }
        guard let list = json["list"]?.array else {
            if json.isObject, json["list"] != nil { at("list") { report(.invalidValue, "expected an array of fonts") } }
            return
        }
        at("list") {
            for (n, item) in list.enumerated() {
                at(n) {
                    guard item.isObject, let name = item["fName"]?.string else {
                        report(.invalidValue, "font without a name (fName); skipped")
                        return
                    }
                    var font = LottieFont(name: name, family: item["fFamily"]?.string ?? name, style: item["fStyle"]?.string ?? "")
                    switch item["fWeight"] {
                    case .string(let s)?: font.weight = s.isEmpty ? nil : s
                    case .number(let n)?: font.weight = String(Int(exactly: n.rounded()) ?? 400)
                    default: break
                    }
                    font.path = item["fPath"]?.string.flatMap { $0.isEmpty ? nil : $0 }
                    if let origin = integer(item["origin"]) {
                        font.origin = origin
                    } else if let o = item["fOrigin"]?.string {
                        font.origin = ["n": 0, "g": 1, "t": 2, "p": 3][o]
                    }
                    if let a = item["ascent"]?.scalar, a.isFinite { font.ascent = a }
                    fonts.append(font)
                }
            }
        }
    }

    /// Decodes `chars` at the current path (`$.chars`): each glyph's outline is the paths of
    /// its shapes' first group (lottie-web draws those; other items are ignored).
    func glyphs(_ json: JSONValue?) -> [LottieGlyph]? {
        guard let json else { return nil }
        guard let items = json.array else {
            report(.invalidValue, "expected an array of glyphs, found \(json.typeName); text is drawn with installed fonts")
            return nil
        }
        var result: [LottieGlyph] = []
        var keys = Set<String>()
        for (n, item) in items.enumerated() {
            at(n) {
                guard item.isObject, let ch = item["ch"]?.string else {
                    report(.invalidValue, "glyph without a character (ch); skipped")
                    return
                }
                let family = item["fFamily"]?.string ?? ""
                let style = item["style"]?.string ?? ""
                let width = item["w"]?.scalar.flatMap { $0.isFinite ? Swift.min(Swift.max($0, -100_000), 100_000) : nil } ?? 0
                var contours: [LottieBezier] = []
                if let shapes = item["data"]?["shapes"]?.array, let first = shapes.first {
                    at("data") {
                        at("shapes") {
                            // AE writes one group holding the glyph's paths; a bare path list is read too.
                            func paths(_ list: [JSONValue]) {
                                for (k, shape) in list.enumerated() where shape["ty"]?.string == "sh" {
                                    let bezier = at(k) { bezierProperty(shape, "ks", closedFallback: true).initialValue }
                                    if !bezier.vertices.isEmpty { contours.append(bezier) }
                                }
                            }
                            if first["ty"]?.string == "gr" {
                                at(0) { at("it") { paths(first["it"]?.array ?? []) } }
                            } else {
                                paths(shapes)
                            }
                        }
                    }
                }
                let key = LottieGlyph.key(ch, family: family, style: style)
                if keys.insert(key).inserted {
                    result.append(LottieGlyph(character: ch, family: family, style: style, width: width, contours: contours))
                }
            }
        }
        glyphKeys = keys
        return result
    }
}

extension LottieGlyph {
    /// How glyphs are looked up: character, family and style, as lottie-web matches them.
    static func key(_ character: String, family: String, style: String) -> String {
        character + "\u{0}" + family + "\u{0}" + style
    }
}
