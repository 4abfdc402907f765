import Scrollwork
import ScrollworkCanvas

extension DecodingContext {
    /// Decodes a shape list (`shapes`, `it`) at the current path.
    func shapeItems(_ json: JSONValue?) -> [LottieShapeItem] {
        guard let json else { return [] }
        guard let items = json.array else {
            report(.invalidValue, "expected an array of shape items, found \(json.typeName)")
            return []
        }
        var result: [LottieShapeItem] = []
        result.reserveCapacity(items.count)
        for (n, item) in items.enumerated() {
            if let shape = at(n, { shapeItem(item) }) { result.append(shape) }
        }
        return result
    }

    private func shapeItem(_ json: JSONValue) -> LottieShapeItem? {
        guard json.isObject else {
            report(.invalidValue, "expected a shape item object, found \(json.typeName); skipped")
            return nil
        }
        guard let type = json["ty"]?.string else {
            report(.invalidValue, "shape item without a type (ty); skipped")
            return nil
        }
        let name = json["nm"]?.string
        let hidden = (json["hd"]?.number ?? 0) != 0
        let blend = blendMode(json)
        let direction: LottieShapeDirection = json["d"]?.number == 3 ? .reversed : .normal
        let content: LottieShapeItem.Content
        switch type {
        case "gr":
            content = .group(at("it") { shapeItems(json["it"]) })
        case "rc":
            // lottie-web draws a rectangle clockwise only for `d` 1 or 2: one without `d` (After
            // Effects always writes it; hand-made files often do not) runs the other way, which
            // trims and the winding of a group's paths show. ThorVG takes it as clockwise; we
            // follow the canonical player.
            let d = json["d"]?.number
            content = .rectangle(LottieRectangle(position: vector(json, "p", default: .zero, spatial: true),
                                                 size: vector(json, "s", default: .zero),
                                                 roundness: scalar(json, "r", default: 0),
                                                 direction: d == 1 || d == 2 ? .normal : .reversed))
        case "el":
            content = .ellipse(LottieEllipse(position: vector(json, "p", default: .zero, spatial: true),
                                             size: vector(json, "s", default: .zero), direction: direction))
        case "sr":
            let kind: LottiePolystar.Kind = json["sy"]?.number == 2 ? .polygon : .star
            let points = clamped(scalar(json, "pt", default: 5), to: 3...bound(limits.maxPolystarPoints, atLeast: 3), what: "polystar points")
            content = .polystar(LottiePolystar(kind: kind, points: points,
                                               position: vector(json, "p", default: .zero, spatial: true),
                                               rotation: scalar(json, "r", default: 0),
                                               outerRadius: scalar(json, "or", default: 0),
                                               innerRadius: scalar(json, "ir", default: 0),
                                               outerRoundness: scalar(json, "os", default: 0),
                                               innerRoundness: scalar(json, "is", default: 0), direction: direction))
        case "sh":
            let closed = (json["closed"]?.number ?? 0) != 0
            content = .path(bezierProperty(json, "ks", closedFallback: closed))
        case "fl":
            content = .fill(LottieFill(color: property(json, "c", colorReader, default: Color(white: 0)),
                                       opacity: scalar(json, "o", default: 100), fillRule: fillRule(json)))
        case "st":
            content = .stroke(LottieStroke(color: property(json, "c", colorReader, default: Color(white: 0)),
                                           opacity: scalar(json, "o", default: 100), style: strokeStyle(json)))
        case "gf":
            content = .gradientFill(LottieGradientFill(paint: gradientPaint(json), fillRule: fillRule(json)))
        case "gs":
            content = .gradientStroke(LottieGradientStroke(paint: gradientPaint(json), style: strokeStyle(json)))
        case "tr":
            content = .transform(transform(json))
        case "tm":
            content = .trim(LottieTrim(start: scalar(json, "s", default: 0), end: scalar(json, "e", default: 100),
                                       offset: scalar(json, "o", default: 0),
                                       mode: json["m"]?.number == 2 ? .sequential : .parallel))
        case "rd":
            content = .roundedCorners(scalar(json, "r", default: 0))
        case "rp":
            let copies = clamped(scalar(json, "c", default: 1), to: 0...bound(limits.maxRepeaterCopies, atLeast: 0), what: "repeater copies")
            content = .repeater(LottieRepeater(copies: copies, offset: scalar(json, "o", default: 0),
                                               composite: json["m"]?.number == 2 ? .above : .below,
                                               transform: at("tr") { transform(json["tr"], repeater: true) }))
        case "mm":
            reportOncePerLayer(.mergePaths, "merge paths are kept as they are, as lottie-web draws them "
                               + "(LottieRenderer.drawsMergePaths combines them)")
            content = .mergePaths(LottieMergePaths(mode: Int(exactly: json["mm"]?.number ?? 1) ?? 1))
        case "pb":
            content = .puckerBloat(scalar(json, "a", default: 0))
        case "op":
            let join = json["lj"]?.number.flatMap { Int(exactly: $0) }.flatMap(LottieLineJoin.init(rawValue:)) ?? .miter
            content = .offsetPath(LottieOffsetPath(amount: scalar(json, "a", default: 0), lineJoin: join,
                                                   miterLimit: scalar(json, "ml", default: 4)))
        case "zz":
            content = .zigZag(LottieZigZag(size: scalar(json, "s", default: 0), ridges: scalar(json, "r", default: 0),
                                           pointType: scalar(json, "pt", default: 1)))
        default:
            reportOncePerLayer(.unsupportedShape, "shape item type '\(type)' is not drawn")
            content = .unsupported(type: type)
        }
        return LottieShapeItem(name: name, isHidden: hidden, blendMode: blend, content: content)
    }

    /// A user-supplied upper bound made usable for a range: NaN or below `minimum` → `minimum`.
    private func bound(_ value: Double, atLeast minimum: Double) -> Double {
        value.isNaN ? minimum : Swift.max(minimum, value)
    }

    /// A bezier-path property, with vertex counts bounded.
    func bezierProperty(_ json: JSONValue, _ key: String, closedFallback: Bool) -> LottieProperty<LottieBezier> {
        at(key) {
            var truncated = false
            let reader = ValueReader<LottieBezier>.bezier(closedFallback: closedFallback, maxVertices: limits.maxVerticesPerPath,
                                                          absoluteTangents: absoluteTangents) { truncated = true }
            let p = property(json[key], reader, default: .empty)
            if truncated {
                report(.limit, "path has more than \(limits.maxVerticesPerPath) vertices; truncated (LottieLimits.maxVerticesPerPath)")
            }
            return p
        }
    }

    private func fillRule(_ json: JSONValue) -> LottieFillRule {
        json["r"]?.number == 2 ? .evenOdd : .nonZero
    }

    private func strokeStyle(_ json: JSONValue) -> LottieStrokeStyle {
        let cap = LottieLineCap(rawValue: Int(exactly: json["lc"]?.number ?? 2) ?? 2) ?? .round
        let join = LottieLineJoin(rawValue: Int(exactly: json["lj"]?.number ?? 2) ?? 2) ?? .round
        let miter = json["ml2"] != nil ? scalar(json, "ml2", default: 4) : scalar(json, "ml", default: 4)
        var dashes: [LottieDash] = []
        if let d = json["d"]?.array {
            at("d") {
                for (n, entry) in d.enumerated() {
                    at(n) {
                        guard let kindText = entry["n"]?.string, let kind = LottieDash.Kind(rawValue: kindText) else {
                            report(.invalidValue, "dash entry without a known role (n); skipped")
                            return
                        }
                        dashes.append(LottieDash(kind: kind, length: scalar(entry, "v", default: 0)))
                    }
                }
            }
        }
        return LottieStrokeStyle(width: scalar(json, "w", default: 1), lineCap: cap, lineJoin: join, miterLimit: miter, dashes: dashes)
    }

    private func gradientPaint(_ json: JSONValue) -> LottieGradientPaint {
        let kind = LottieGradientPaint.Kind(rawValue: Int(exactly: json["t"]?.number ?? 1) ?? 1) ?? .linear
        let gradient: LottieGradient = at("g") {
            guard let g = json["g"], g.isObject else {
                report(.invalidValue, "gradient without colours (g); using an empty gradient")
                return LottieGradient(colorStopCount: 0, values: LottieProperty([]))
            }
            let count = Int(exactly: (g["p"]?.number ?? 0).rounded()) ?? 0
            // Gradient colours stay as written even in files before 4.1.9: lottie-web's
            // `checkColors` upgrades fill and stroke colours only, and the golden frames agree.
            let reader = ValueReader<[Double]>.flatArray(colorStops: count, legacy: false)
            return LottieGradient(colorStopCount: count, values: property(g, "k", reader, default: []))
        }
        return LottieGradientPaint(kind: kind, startPoint: vector(json, "s", default: .zero),
                                   endPoint: vector(json, "e", default: .zero),
                                   highlightLength: scalar(json, "h", default: 0),
                                   highlightAngle: scalar(json, "a", default: 0),
                                   gradient: gradient, opacity: scalar(json, "o", default: 100))
    }

    /// The blend mode (`bm`) of a layer or shape item.
    func blendMode(_ json: JSONValue) -> BlendMode {
        guard let raw = json["bm"]?.number else { return .normal }
        guard let value = Int(exactly: raw), let mode = BlendMode(rawValue: value) else {
            at("bm") { report(.unknownValue, "unknown blend mode \(raw); using normal") }
            return .normal
        }
        return mode
    }
}
