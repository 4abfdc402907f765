import Scrollwork
import ScrollworkCanvas

/// Describes one layer for the expression library — its groups and properties with After
/// Effects' names and match names, each property registered in the scene — as JSON.
final class LayerDescriber {
    private let scene: ExpressionScene
    private let comp: Int
    private let layer: Int
    private var json = JSONText()
    private var place: [Int] = []
    private var counters: [Int] = [0]
    /// The layer transform's property ids.
    private(set) var transform = ExpressionScene.LayerTransform()

    init(scene: ExpressionScene, comp: Int, layer: Int) {
        self.scene = scene
        self.comp = comp
        self.layer = layer
    }

    /// The layer's description: `{"name","ind","ip","op","st","parent","w","h","root":[…]}`,
    /// and `"data"` (the data asset's JSON) for a data layer.
    func describe(_ l: LottieLayer, in c: ExpressionScene.Comp) -> String {
        var size = Size(width: 0, height: 0)
        switch l.content {
        case .precomp(let p): size = p.size
        case .solid(let s): size = s.size
        default: size = c.size
        }
        let body = JSONText()
        body.object {
            body.field("name", l.name ?? "")
            body.field("ind", l.index ?? (layer + 1))
            body.field("ip", l.inPoint)
            body.field("op", l.outPoint)
            body.field("st", l.startTime)
            body.field("parent", l.parent ?? -1)
            body.field("w", size.width)
            body.field("h", size.height)
            if case .precomp(let p) = l.content, let id = p.assetID { body.field("source", id) }
            if case .data(let id) = l.content, let data = scene.dataJSON[id] { body.raw("data", data) }
            body.raw("root", root(l))
        }
        return body.text
    }

    private func root(_ l: LottieLayer) -> String {
        json = JSONText()
        json.array("root") {
            group("Transform", "ADBE Transform Group", key: "transform", index: 1) { layerTransform(l.transform) }
            if case .shapes(let items) = l.content {
                group("Contents", "ADBE Root Vectors Group", key: "content", index: 2) { shapeItems(items) }
            }
            if !l.effects.isEmpty {
                group("Effects", "ADBE Effect Parade", key: "effect", index: nil) {
                    for e in l.effects {
                        group(e.name, e.matchName, key: nil, index: nil) { effectParameters(e.parameters) }
                    }
                }
            }
            if !l.masks.isEmpty {
                group("Masks", "ADBE Mask Parade", key: "mask", index: nil) {
                    for m in l.masks {
                        group(m.name, "ADBE Mask Atom", key: nil, index: nil) {
                            add("Mask Path", "ADBE Mask Shape", key: "maskPath", .make(m.path, comp: comp, layer: layer, seed: seed()))
                            add("Mask Opacity", "ADBE Mask Opacity", key: "maskOpacity", .make(m.opacity, comp: comp, layer: layer, seed: seed()))
                        }
                    }
                }
            }
            if case .precomp(let p) = l.content, let tm = p.timeRemap {
                add("Time Remap", "ADBE Time Remapping", key: "timeRemap", .make(tm, comp: comp, layer: layer, seed: seed()))
            }
            if let text = ExpressionTextSource.sourceText(of: l, comp: comp, layer: layer, seed: seed()) {
                group("Text", "ADBE Text Properties", key: "text", index: nil) {
                    add("Source Text", "ADBE Text Document", key: "sourceText", text)
                }
            }
        }
        // The array's text without its key: `"root":[…]` → `[…]`.
        return String(json.text.dropFirst("\"root\":".count))
    }

    // MARK: Building blocks

    private func seed() -> UInt32 { ExpressionScene.seed("\(comp)/\(layer)/" + place.map(String.init).joined(separator: ".") + "/\(counters.last ?? 0)") }

    private func group(_ name: String?, _ matchName: String?, key: String?, index: Int?, _ body: () -> Void) {
        let position = counters[counters.count - 1]
        counters[counters.count - 1] += 1
        place.append(position)
        counters.append(0)
        json.object {
            json.field("n", name ?? "")
            json.field("m", matchName)
            json.field("k", key)
            json.field("i", index)
            json.array("c", body)
        }
        counters.removeLast()
        place.removeLast()
    }

    @discardableResult
    private func add(_ name: String?, _ matchName: String?, key: String?, index: Int? = nil, _ property: ExpressionProperty,
                     control: Bool = false) -> Int {
        let position = counters[counters.count - 1]
        counters[counters.count - 1] += 1
        let node = JSONText()
        let tag = control ? "l" : property.kind.tag
        node.object {
            node.field("n", name ?? "")
            node.field("t", tag)
            node.raw("path", "[" + (place + [position]).map(String.init).joined(separator: ",") + "]")
        }
        let id = scene.register(property, place: place + [position], node: node.text)
        json.object {
            json.field("n", name ?? "")
            json.field("m", matchName)
            json.field("k", key)
            json.field("i", index)
            json.field("p", id)
            json.field("t", tag)
        }
        return id
    }

    private func scalar(_ name: String, _ mn: String, _ key: String, _ p: LottieProperty<Double>) -> Int {
        add(name, mn, key: key, .make(p, comp: comp, layer: layer, seed: seed()))
    }

    private func vector(_ name: String, _ mn: String, _ key: String, _ p: LottieProperty<LottieVector>) -> Int {
        add(name, mn, key: key, .make(p, comp: comp, layer: layer, seed: seed()))
    }

    // MARK: Layer parts

    private func layerTransform(_ t: LottieTransform) {
        transform.anchor = vector("Anchor Point", "ADBE Anchor Point", "anchorPoint", t.anchor)
        transform.position = add("Position", "ADBE Position", key: "position", .make(position: t.position, comp: comp, layer: layer, seed: seed()))
        if case .split(let x, let y, _) = t.position {
            _ = scalar("X Position", "ADBE Position_0", "xPosition", x)
            _ = scalar("Y Position", "ADBE Position_1", "yPosition", y)
        }
        transform.scale = vector("Scale", "ADBE Scale", "scale", t.scale)
        transform.rotation = scalar("Rotation", "ADBE Rotate Z", "rotation", t.rotation)
        _ = scalar("Opacity", "ADBE Opacity", "opacity", t.opacity)
        transform.skew = scalar("Skew", "ADBE Skew", "skew", t.skew)
        transform.skewAxis = scalar("Skew Axis", "ADBE Skew Axis", "skewAxis", t.skewAxis)
    }

    private func shapeTransform(_ t: LottieTransform) {
        _ = vector("Anchor Point", "ADBE Vector Anchor", "anchorPoint", t.anchor)
        add("Position", "ADBE Vector Position", key: "position", .make(position: t.position, comp: comp, layer: layer, seed: seed()))
        _ = vector("Scale", "ADBE Vector Scale", "scale", t.scale)
        _ = scalar("Rotation", "ADBE Vector Rotation", "rotation", t.rotation)
        _ = scalar("Opacity", "ADBE Vector Group Opacity", "opacity", t.opacity)
        _ = scalar("Skew", "ADBE Vector Skew", "skew", t.skew)
        _ = scalar("Skew Axis", "ADBE Vector Skew Axis", "skewAxis", t.skewAxis)
    }

    private func shapeItems(_ items: [LottieShapeItem]) {
        for item in items {
            shapeItem(item)
        }
    }

    private func shapeItem(_ item: LottieShapeItem) {
        let name = item.name
        switch item.content {
        case .group(let children):
            group(name, "ADBE Vector Group", key: nil, index: nil) {
                group("Contents", "ADBE Vectors Group", key: "content", index: 2) {
                    shapeItems(children.filter { if case .transform = $0.content { return false } else { return true } })
                }
                if let last = children.last(where: { if case .transform = $0.content { return true } else { return false } }),
                   case .transform(let t) = last.content {
                    group("Transform", "ADBE Vector Transform Group", key: "transform", index: 3) { shapeTransform(t) }
                }
            }
        case .path(let p):
            group(name, "ADBE Vector Shape - Group", key: nil, index: nil) {
                add("Path", "ADBE Vector Shape", key: "path", index: 2, .make(p, comp: comp, layer: layer, seed: seed()))
            }
        case .rectangle(let r):
            group(name, "ADBE Vector Shape - Rect", key: nil, index: nil) {
                _ = vector("Size", "ADBE Vector Rect Size", "size", r.size)
                _ = vector("Position", "ADBE Vector Rect Position", "position", r.position)
                _ = scalar("Roundness", "ADBE Vector Rect Roundness", "roundness", r.roundness)
            }
        case .ellipse(let e):
            group(name, "ADBE Vector Shape - Ellipse", key: nil, index: nil) {
                _ = vector("Size", "ADBE Vector Ellipse Size", "size", e.size)
                _ = vector("Position", "ADBE Vector Ellipse Position", "position", e.position)
            }
        case .polystar(let s):
            group(name, "ADBE Vector Shape - Star", key: nil, index: nil) {
                _ = scalar("Points", "ADBE Vector Star Points", "points", s.points)
                _ = vector("Position", "ADBE Vector Star Position", "position", s.position)
                _ = scalar("Rotation", "ADBE Vector Star Rotation", "rotation", s.rotation)
                _ = scalar("Inner Radius", "ADBE Vector Star Inner Radius", "innerRadius", s.innerRadius)
                _ = scalar("Outer Radius", "ADBE Vector Star Outer Radius", "outerRadius", s.outerRadius)
                _ = scalar("Inner Roundness", "ADBE Vector Star Inner Roundess", "innerRoundness", s.innerRoundness)
                _ = scalar("Outer Roundness", "ADBE Vector Star Outer Roundess", "outerRoundness", s.outerRoundness)
            }
        case .fill(let f):
            group(name, "ADBE Vector Graphic - Fill", key: nil, index: nil) {
                add("Color", "ADBE Vector Fill Color", key: "color", .make(f.color, comp: comp, layer: layer, seed: seed()))
                _ = scalar("Opacity", "ADBE Vector Fill Opacity", "opacity", f.opacity)
            }
        case .stroke(let s):
            group(name, "ADBE Vector Graphic - Stroke", key: nil, index: nil) {
                add("Color", "ADBE Vector Stroke Color", key: "color", .make(s.color, comp: comp, layer: layer, seed: seed()))
                _ = scalar("Opacity", "ADBE Vector Stroke Opacity", "opacity", s.opacity)
                _ = scalar("Stroke Width", "ADBE Vector Stroke Width", "strokeWidth", s.style.width)
            }
        case .gradientFill(let g):
            group(name, "ADBE Vector Graphic - G-Fill", key: nil, index: nil) {
                _ = scalar("Opacity", "ADBE Vector Fill Opacity", "opacity", g.paint.opacity)
                _ = vector("Start Point", "ADBE Vector Grad Start Pt", "startPoint", g.paint.startPoint)
                _ = vector("End Point", "ADBE Vector Grad End Pt", "endPoint", g.paint.endPoint)
            }
        case .gradientStroke(let g):
            group(name, "ADBE Vector Graphic - G-Stroke", key: nil, index: nil) {
                _ = scalar("Opacity", "ADBE Vector Stroke Opacity", "opacity", g.paint.opacity)
                _ = vector("Start Point", "ADBE Vector Grad Start Pt", "startPoint", g.paint.startPoint)
                _ = vector("End Point", "ADBE Vector Grad End Pt", "endPoint", g.paint.endPoint)
                _ = scalar("Stroke Width", "ADBE Vector Stroke Width", "strokeWidth", g.style.width)
            }
        case .trim(let t):
            group(name, "ADBE Vector Filter - Trim", key: nil, index: nil) {
                _ = scalar("Start", "ADBE Vector Trim Start", "start", t.start)
                _ = scalar("End", "ADBE Vector Trim End", "end", t.end)
                _ = scalar("Offset", "ADBE Vector Trim Offset", "offset", t.offset)
            }
        case .repeater(let r):
            group(name, "ADBE Vector Filter - Repeater", key: nil, index: nil) {
                _ = scalar("Copies", "ADBE Vector Repeater Copies", "copies", r.copies)
                _ = scalar("Offset", "ADBE Vector Repeater Offset", "offset", r.offset)
                group("Transform", "ADBE Vector Repeater Transform", key: "transform", index: nil) { shapeTransform(r.transform) }
            }
        case .roundedCorners(let p):
            group(name, "ADBE Vector Filter - RC", key: nil, index: nil) { _ = scalar("Radius", "ADBE Vector RoundCorner Radius", "radius", p) }
        case .puckerBloat(let p):
            group(name, "ADBE Vector Filter - PB", key: nil, index: nil) { _ = scalar("Amount", "ADBE Vector PuckerBloat Amount", "amount", p) }
        case .offsetPath(let o):
            group(name, "ADBE Vector Filter - Offset", key: nil, index: nil) {
                _ = scalar("Amount", "ADBE Vector Offset Amount", "amount", o.amount)
                _ = scalar("Miter Limit", "ADBE Vector Offset Miter Limit", "miterLimit", o.miterLimit)
            }
        case .zigZag(let z):
            group(name, "ADBE Vector Filter - Zigzag", key: nil, index: nil) {
                _ = scalar("Size", "ADBE Vector Zigzag Size", "size", z.size)
                _ = scalar("Ridges per segment", "ADBE Vector Zigzag Detail", "ridges", z.ridges)
                _ = scalar("Points", "ADBE Vector Zigzag Points", "points", z.pointType)
            }
        case .transform, .mergePaths, .unsupported:
            group(name, nil, key: nil, index: nil) {}
        }
    }

    private func effectParameters(_ parameters: [LottieEffectParameter]) {
        for p in parameters {
            let s = seed()
            switch p.value {
            case .slider(let v), .angle(let v), .checkbox(let v), .dropdown(let v):
                add(p.name, p.matchName, key: nil, .make(v, comp: comp, layer: layer, seed: s))
            case .layer(let v):
                add(p.name, p.matchName, key: nil, .make(v, comp: comp, layer: layer, seed: s), control: true)
            case .color(let v):
                add(p.name, p.matchName, key: nil, .make(v, comp: comp, layer: layer, seed: s))
            case .point(let v):
                add(p.name, p.matchName, key: nil, .make(v, comp: comp, layer: layer, seed: s))
            case .group(let children):
                group(p.name, p.matchName, key: nil, index: nil) { effectParameters(children) }
            case .none:
                group(p.name, p.matchName, key: nil, index: nil) {}
            }
        }
    }
}
