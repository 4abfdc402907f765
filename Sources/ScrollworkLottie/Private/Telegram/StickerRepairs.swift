import Scrollwork

/// Changes a document so that it keeps none of what Telegram's stickers leave out, drawing it
/// as close to the original as the rules allow: solids become rectangle shapes, static stars
/// become paths, masks track mattes, gradient strokes solid strokes, a precomp's time stretch
/// is folded into a copy of its content, merge paths go (this renderer draws them as
/// lottie-web does: not at all); what cannot be kept is dropped. Each change is reported with the rule it answers and
/// the path where it was made (expressions are baked before, by ``LottieExpressionBaker``).
struct StickerRepairs {
    /// The document being changed.
    var document: JSONValue
    /// What was changed, and where.
    private(set) var changes: [TelegramStickerProblem] = []
    /// Copies of precomps made for a time stretch: (asset id, factor) → the copy's id.
    var stretchedAssets: [String: String] = [:]
    /// The most points a star may have to be drawn as a path (``LottieLimits/maxPolystarPoints``).
    let maxStarPoints: Double

    init(_ document: JSONValue, maxStarPoints: Double) {
        self.document = document
        self.maxStarPoints = maxStarPoints
    }

    /// Makes every change; returns what was done.
    mutating func run() -> [TelegramStickerProblem] {
        for path in document.expressionPaths().reversed() {
            _ = document.update(at: path.dropLast()[...]) { $0.remove("x") }
            note(.expression, path, "expression removed (not baked): the property plays its own value")
        }
        if StickerWalk.flag(document, "ddd") {
            document.set("ddd", .number(0))
            note(.threeD, [.key("ddd")], "the composition made 2D")
        }
        removeImageAssets()
        // Later layers first, and a layer's shapes before the layer itself: a mask made a
        // matte inserts a layer before it, which moves it and the layers after it.
        for (path, layer) in StickerWalk.layers(of: document).reversed() {
            for (at, item) in StickerWalk.shapes(of: layer, at: path).reversed() {
                repairShape(item, at: at)
            }
            repairLayer(layer, at: path)
        }
        // Time stretch last, so the precomps it copies are repaired already. A copy may hold
        // layers whose stretch could not be folded into it: the next pass drops those (passes
        // are bounded by the depth of precomps the copies follow).
        for _ in 0...LottieLimits.default.maxPrecompDepth {
            let stretched = StickerWalk.layers(of: document).filter { ($0.layer["sr"]?.number ?? 1) != 1 }
            if stretched.isEmpty { break }
            for (path, layer) in stretched.reversed() { foldTimeStretch(layer["sr"]?.number ?? 1, of: layer, at: path) }
        }
        return changes.enumerated().sorted { a, b in
            let (x, y) = (JSONValue.steps(of: a.element.path) ?? [], JSONValue.steps(of: b.element.path) ?? [])
            return Self.precedes(x, y) || (!Self.precedes(y, x) && a.offset < b.offset)
        }.map(\.element)
    }

    /// Whether path `a` comes before `b` in the document (indices compared as numbers).
    private static func precedes(_ a: [JSONValue.PathStep], _ b: [JSONValue.PathStep]) -> Bool {
        for (x, y) in zip(a, b) where x != y {
            switch (x, y) {
            case (.index(let i), .index(let j)): return i < j
            case (.key(let k), .key(let l)): return k < l
            case (.key, .index): return true
            case (.index, .key): return false
            }
        }
        return a.count < b.count
    }

    mutating func note(_ rule: TelegramStickerProblem.Rule, _ path: [JSONValue.PathStep], _ message: String) {
        changes.append(TelegramStickerProblem(rule: rule, path: JSONValue.text(of: path), message: message))
    }

    mutating func edit(_ path: [JSONValue.PathStep], _ body: (inout JSONValue) -> Void) {
        _ = document.update(at: path[...], body)
    }

    /// Image assets go; precomps and data stay.
    private mutating func removeImageAssets() {
        guard let assets = document["assets"]?.array else { return }
        let kept = assets.enumerated().filter { _, asset in
            asset["layers"] != nil || asset["p"] == nil || (asset["t"]?.number ?? 0) == 3
        }
        for (j, _) in assets.enumerated() where !kept.contains(where: { $0.offset == j }) {
            note(.image, [.key("assets"), .index(j)], "image asset removed")
        }
        if kept.count < assets.count { document.set("assets", .array(kept.map(\.element))) }
    }

    private mutating func repairLayer(_ layer: JSONValue, at path: [JSONValue.PathStep]) {
        switch layer["ty"]?.number {
        case 1:
            edit(path) { Self.solidAsShapes(&$0) }
            note(.solid, path + [.key("ty")], "solid layer drawn as a rectangle shape (the same picture)")
        case 2:
            edit(path) { Self.makeNull(&$0, removing: ["refId"]) }
            note(.image, path + [.key("ty")], "image layer dropped (a null layer keeps its place for its children)")
        case 5:
            edit(path) { Self.makeNull(&$0, removing: ["t"]) }
            note(.text, path + [.key("ty")], "text layer dropped (a null layer keeps its place for its children)")
        default:
            break
        }
        if StickerWalk.flag(layer, "ddd") {
            edit(path) { Self.flatten(&$0) }
            note(.threeD, path + [.key("ddd")], "3D layer made 2D (its x and y rotations and orientation dropped)")
        }
        for key in ["ef", "sy"] where StickerWalk.nonEmpty(layer[key]) {
            edit(path) { $0.remove(key) }
            note(.effect, path + [.key(key)], key == "ef" ? "layer effects dropped" : "layer styles dropped")
        }
        if layer["tm"] != nil {
            edit(path) { $0.remove("tm") }
            note(.timeRemap, path + [.key("tm")], "time remapping dropped: the precomp plays at its own pace")
        }
        if StickerWalk.flag(layer, "ao") {
            edit(path) { $0.set("ao", .number(0)) }
            note(.autoOrient, path + [.key("ao")], "auto-orient dropped: the layer keeps its own rotation")
        }
        // Last: it may insert a layer before this one.
        if StickerWalk.nonEmpty(layer["masksProperties"]) { replaceMasks(of: layer, at: path) }
    }

    /// A solid (`sc`, `sw`, `sh`) as a shape layer: a rectangle over the same area, filled.
    private static func solidAsShapes(_ layer: inout JSONValue) {
        let width = layer["sw"]?.number ?? 0, height = layer["sh"]?.number ?? 0
        let color = layer["sc"]?.string.flatMap { Color(hex: $0) } ?? Color(red: 0, green: 0, blue: 0)
        let rectangle = JSONValue.object([
            JSONMember(key: "ty", value: .string("rc")),
            JSONMember(key: "p", value: staticValue([width / 2, height / 2])),
            JSONMember(key: "s", value: staticValue([width, height])),
            JSONMember(key: "r", value: staticValue(0)),
        ])
        let fill = JSONValue.object([
            JSONMember(key: "ty", value: .string("fl")),
            JSONMember(key: "c", value: staticValue([color.red, color.green, color.blue, 1])),
            JSONMember(key: "o", value: staticValue(100)),
            JSONMember(key: "r", value: .number(1)),
        ])
        for key in ["sc", "sw", "sh"] { layer.remove(key) }
        layer.set("ty", .number(4))
        layer.set("shapes", .array([rectangle, fill]))
    }

    /// A layer turned into a null (`ty` 3) that keeps its transform, timing and place in the
    /// parenting, without the members of its own kind.
    private static func makeNull(_ layer: inout JSONValue, removing keys: [String]) {
        for key in keys { layer.remove(key) }
        layer.set("ty", .number(3))
    }

    /// A 3D layer made 2D: `ddd` 0; the x and y rotations and orientation go, the z rotation
    /// becomes the rotation.
    private static func flatten(_ layer: inout JSONValue) {
        layer.set("ddd", .number(0))
        layer.updateMember("ks") { transform in
            for key in ["rx", "ry", "or"] { transform.remove(key) }
            if let z = transform["rz"] {
                transform.remove("rz")
                if transform["r"] == nil { transform.set("r", z) }
            }
        }
    }

    /// A static property holding `value`.
    static func staticValue(_ value: Double) -> JSONValue {
        .object([JSONMember(key: "a", value: .number(0)), JSONMember(key: "k", value: .number(value))])
    }

    /// A static property holding the numbers `values`.
    static func staticValue(_ values: [Double]) -> JSONValue {
        .object([JSONMember(key: "a", value: .number(0)), JSONMember(key: "k", value: .array(values.map { .number($0) }))])
    }
}
