import Scrollwork

/// The compositions and layers of a file as expressions see them: every property of every
/// layer registered as an ``ExpressionProperty``, and each layer described (names, match
/// names, property ids) for the library's `thisComp`, `layer(…)`, `content(…)`, `effect(…)`.
package final class ExpressionScene {
    /// A composition: the root (index 0) or a precomp asset.
    package struct Comp {
        package var id: String?
        package var name: String?
        package var size: Size
        package var duration: Double
        package var layers: [LottieLayer]
    }

    /// The transform properties of one layer (ids into ``properties``), for `toComp`.
    package struct LayerTransform {
        package var anchor = -1, position = -1, scale = -1, rotation = -1, skew = -1, skewAxis = -1
    }

    package let frameRate: Double
    /// The JSON text of each data asset that loaded, by id: what data layers show.
    package let dataJSON: [String: String]
    package private(set) var comps: [Comp] = []
    package private(set) var properties: [ExpressionProperty] = []
    /// Each property's place in its layer's description: the indices from the layer's root.
    package private(set) var places: [[Int]] = []
    /// Each property's description (`{"n":…,"t":…}`) for the environment of its expression.
    package private(set) var nodes: [String] = []
    /// Per composition, per layer: the description (JSON) and the transform's property ids.
    package private(set) var descriptions: [[String]] = []
    package private(set) var transforms: [[LayerTransform]] = []
    /// The properties that have an expression, by the expression's JSON path.
    package private(set) var expressions: [String: Int] = [:]

    package init(_ animation: LottieAnimation) {
        frameRate = animation.frameRate
        dataJSON = animation.dataAssets.compactMapValues(\.json)
        comps.append(Comp(id: nil, name: animation.name ?? animation.root.name, size: animation.size,
                          duration: animation.outPoint - animation.inPoint, layers: animation.root.layers))
        for id in animation.precomps.keys.sorted() {
            let c = animation.precomps[id] ?? LottieComposition(layers: [])
            let end = c.layers.map(\.outPoint).max() ?? 0
            comps.append(Comp(id: id, name: c.name, size: animation.size, duration: end, layers: c.layers))
        }
        for (ci, comp) in comps.enumerated() {
            var texts: [String] = []
            var forms: [LayerTransform] = []
            for (li, layer) in comp.layers.enumerated() {
                let d = LayerDescriber(scene: self, comp: ci, layer: li)
                texts.append(d.describe(layer, in: comp))
                forms.append(d.transform)
            }
            descriptions.append(texts)
            transforms.append(forms)
        }
    }

    /// Registers a property found at `place` (indices from its layer's root) under `node`.
    package func register(_ property: ExpressionProperty, place: [Int], node: String) -> Int {
        let id = properties.count
        properties.append(property)
        places.append(place)
        nodes.append(node)
        if let path = property.jsonPath, property.source != nil, expressions[path] == nil { expressions[path] = id }
        return id
    }

    /// The layer of composition `comp` whose `ind` is `index`, else the `index`-th one (from 1).
    package func layer(in comp: Int, index: Int) -> Int? {
        guard comps.indices.contains(comp) else { return nil }
        let layers = comps[comp].layers
        if let i = layers.firstIndex(where: { $0.index == index }) { return i }
        return layers.indices.contains(index - 1) ? index - 1 : nil
    }

    /// The description of composition `comp` for `thisComp` (JSON).
    package func describe(comp c: Int) -> String {
        let comp = comps[c]
        let j = JSONText()
        j.object {
            j.field("name", comp.name ?? comp.id ?? "")
            j.field("w", comp.size.width)
            j.field("h", comp.size.height)
            j.field("n", Double(comp.layers.count))
            j.field("duration", comp.duration)
        }
        return j.text
    }

    /// The diagnostic of a file whose expressions none runs: `why`, and that each property
    /// plays its own value.
    package func unevaluated(_ why: String) -> Diagnostic {
        Diagnostic(path: "$", severity: .warning, feature: .expression,
                   message: "\(expressions.count) expressions not evaluated: \(why); each property plays its own value")
    }

    /// A seed for `wiggle`, `random` and `noise` from a property's place in the file (FNV-1a).
    package static func seed(_ path: String) -> UInt32 {
        var h: UInt32 = 2_166_136_261
        for b in path.utf8 { h = (h ^ UInt32(b)) &* 16_777_619 }
        return h % 1_000_000_007
    }
}
