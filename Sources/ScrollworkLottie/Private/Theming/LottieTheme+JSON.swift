import Scrollwork
import ScrollworkCanvas

extension LottieTheme {
    /// A theme from the JSON of a theme file (`{"rules": [...]}`); each rule that cannot be
    /// read is skipped and noted in ``problems``.
    init(id: String, json: JSONValue) {
        self.init(id: id, rules: [])
        guard let items = json["rules"]?.array else {
            problems.append(Problem(path: "rules", message: "a theme needs a rules array; it has no rules"))
            return
        }
        for (n, item) in items.enumerated() {
            switch LottieTheme.rule(item) {
            case .success(let rule): rules.append(rule)
            case .failure(let problem): problems.append(Problem(path: "rules[\(n)]", message: problem.message + "; the rule is skipped"))
            }
        }
    }

    /// A theme from the bytes of a theme file (`{"rules": [...]}`), as an app supplies one at
    /// run time. Rules that cannot be read are skipped.
    ///
    /// - Throws: ``LottieError`` when the bytes are not JSON within `limits`.
    public init(id: String, json bytes: [UInt8], limits: LottieLimits = .default) throws(LottieError) {
        let document = try LottieReader(limits: limits).parse(bytes)
        self.init(id: id, json: document)
        problems = []
    }

    private static func rule(_ json: JSONValue) -> Result<Rule, Problem> {
        guard let slot = json["id"]?.string, !slot.isEmpty else { return .failure(Problem(path: "id", message: "a rule needs a slot id")) }
        guard let type = json["type"]?.string else { return .failure(Problem(path: "type", message: "rule '\(slot)' has no type")) }
        let animations = json["animations"]?.array.map { $0.compactMap(\.string) }
        let value: Value?
        switch type.lowercased() {
        case "color": value = track(json, read: color).map(Value.color)
        case "scalar": value = track(json, read: scalar).map(Value.scalar)
        case "vector": value = track(json, read: point).map(Value.vector)
        case "position": value = track(json, read: point).map(Value.position)
        case "gradient": value = track(json, read: gradient).map(Value.gradient)
        case "image":
            switch image(json["value"]) {
            case .success(let image): value = .image(image)
            case .failure(let problem): return .failure(Problem(path: "value", message: "rule '\(slot)': \(problem.message)"))
            }
        case "text": value = track(json, read: text).map(Value.text)
        default:
            return .failure(Problem(path: "type", message: "rule '\(slot)' has an unknown type '\(type)'"))
        }
        guard let value else {
            return .failure(Problem(path: "value", message: "rule '\(slot)' has no readable \(type) value or keyframes"))
        }
        return .success(Rule(slotID: slot, animationIDs: animations, value: value))
    }

    /// A rule's value: its `keyframes` when present, else its `value`.
    private static func track<V>(_ json: JSONValue, read: (JSONValue) -> V?) -> LottieThemeValue<V>? {
        if let items = json["keyframes"]?.array, !items.isEmpty {
            var keyframes: [LottieThemeKeyframe<V>] = []
            for item in items {
                guard let frame = item["frame"]?.number, frame.isFinite, let raw = item["value"], let v = read(raw) else { continue }
                keyframes.append(LottieThemeKeyframe(frame: frame, value: v, outTangent: tangent(item["outTangent"]),
                                                     inTangent: tangent(item["inTangent"]),
                                                     hold: item["hold"]?.number.map { $0 != 0 } ?? false))
            }
            guard !keyframes.isEmpty else { return nil }
            keyframes.sort { $0.frame < $1.frame }
            return .keyframes(keyframes)
        }
        return json["value"].flatMap(read).map(LottieThemeValue.constant)
    }

    /// `{"x": n | [n…], "y": n | [n…]}`: the first component of each.
    private static func tangent(_ json: JSONValue?) -> Point? {
        guard let json, let x = json["x"]?.scalar, let y = json["y"]?.scalar, x.isFinite, y.isFinite else { return nil }
        return Point(x: x, y: y)
    }

    private static func numbers(_ json: JSONValue) -> [Double]? {
        if let n = json.number { return n.isFinite ? [n] : nil }
        guard let items = json.array else { return nil }
        let values = items.compactMap(\.number)
        guard values.count == items.count, values.allSatisfy(\.isFinite) else { return nil }
        return values
    }

    private static func color(_ json: JSONValue) -> Color? {
        guard let c = numbers(json), c.count >= 3 else { return nil }
        return Color(red: c[0], green: c[1], blue: c[2], alpha: c.count > 3 ? c[3] : 1)
    }

    private static func scalar(_ json: JSONValue) -> Double? {
        numbers(json)?.first
    }

    private static func point(_ json: JSONValue) -> Point? {
        guard let p = numbers(json), p.count >= 2 else { return nil }
        return Point(x: p[0], y: p[1])
    }

    /// `{"src", "width", "height"}`: `src` a data URL or a file of the archive's image folder
    /// (`logo.png`, `i/logo.png`); a remote URL is not fetched.
    private static func image(_ json: JSONValue?) -> Result<Image, Problem> {
        guard let json, let src = json["src"]?.string ?? json["url"]?.string ?? json["p"]?.string, !src.isEmpty else {
            return .failure(Problem(path: "src", message: "an image rule needs a src"))
        }
        let width = json["width"]?.number.flatMap(positive), height = json["height"]?.number.flatMap(positive)
        if src.hasPrefix("data:") {
            guard let url = LottieDataURL(src), url.isWellFormed else { return .failure(Problem(path: "src", message: "malformed data URL")) }
            return .success(Image(source: .dataURL(url), width: width, height: height))
        }
        if src.lowercased().hasPrefix("http://") || src.lowercased().hasPrefix("https://") {
            return .failure(Problem(path: "src", message: "remote images (\(src.prefix(80))) are not fetched"))
        }
        let name = src.split(separator: "/").last.map(String.init) ?? src
        return .success(Image(source: .file(directory: "", name: name), width: width, height: height))
    }

    private static func positive(_ v: Double) -> Double? { v.isFinite && v > 0 ? v : nil }

    /// A text rule's document: `{"text", "fontName", "fontSize", "fillColor", "strokeColor",
    /// "strokeWidth", "strokeOverFill", "lineHeight", "tracking", "justify", "textCaps",
    /// "baselineShift", "wrapSize", "wrapPosition"}`, or the text alone as a string.
    private static func text(_ json: JSONValue) -> Text? {
        if let s = json.string { return Text(s) }
        guard let s = json["text"]?.string else { return nil }
        var t = Text(s)
        t.fontName = json["fontName"]?.string
        t.size = json["fontSize"].flatMap(scalar)
        t.fillColor = json["fillColor"].flatMap(color)
        t.strokeColor = json["strokeColor"].flatMap(color)
        t.strokeWidth = json["strokeWidth"].flatMap(scalar)
        t.strokeOverFill = json["strokeOverFill"]?.number.map { $0 != 0 }
        t.lineHeight = json["lineHeight"].flatMap(scalar)
        t.tracking = json["tracking"].flatMap(scalar)
        t.justification = json["justify"]?.string.flatMap(justification)
        t.caps = json["textCaps"]?.string.flatMap { ["Regular": .regular, "AllCaps": .allCaps, "SmallCaps": .smallCaps][$0] }
        t.baselineShift = json["baselineShift"].flatMap(scalar)
        t.boxSize = json["wrapSize"].flatMap(point).map { Size(width: $0.x, height: $0.y) }
        t.boxPosition = json["wrapPosition"].flatMap(point)
        return t
    }

    private static func justification(_ name: String) -> TextJustification? {
        switch name {
        case "Left": return .left
        case "Right": return .right
        case "Center": return .center
        case "JustifyLastLeft": return .justifiedLastLeft
        case "JustifyLastRight": return .justifiedLastRight
        case "JustifyLastCenter": return .justifiedLastCenter
        case "JustifyLastFull": return .justifiedAll
        default: return nil
        }
    }

    private static func gradient(_ json: JSONValue) -> [LottieGradientStop]? {
        guard let items = json.array, !items.isEmpty else { return nil }
        var stops: [LottieGradientStop] = []
        for item in items {
            guard let offset = item["offset"]?.number, offset.isFinite, let c = item["color"].flatMap(color) else { return nil }
            stops.append(LottieGradientStop(offset: offset, color: c))
        }
        return stops
    }
}
