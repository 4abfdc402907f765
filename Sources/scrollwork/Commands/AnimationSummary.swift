import ScrollworkLottie

/// What `info` reports about a model: layers by type and the features used, over the root
/// composition and every precomposition.
struct AnimationSummary {
    private(set) var layerCount = 0
    private(set) var layerTypes: [String: Int] = [:]
    private(set) var features: Set<String> = []

    init(_ animation: LottieAnimation) {
        for layer in animation.layers { visit(layer) }
        for composition in animation.precomps.values { for layer in composition.layers { visit(layer) } }
        if !animation.markers.isEmpty { features.insert("markers") }
        if animation.is3D { features.insert("3d") }
        for d in animation.diagnostics {
            switch d.feature {
            case .expression: features.insert("expressions")
            case .effects: features.insert("effects")
            case .layerStyles: features.insert("layer styles")
            case .mergePaths: features.insert("merge paths")
            case .text: features.insert("text")
            default: break
            }
        }
    }

    private mutating func visit(_ layer: LottieLayer) {
        layerCount += 1
        let type: String
        switch layer.content {
        case .precomp(let p):
            type = "precomp"
            features.insert("precomps")
            if p.timeRemap != nil { features.insert("time remapping") }
        case .solid: type = "solid"
        case .image: type = "image"; features.insert("images")
        case .null: type = "null"
        case .shapes(let items): type = "shape"; visit(items)
        case .text: type = "text"; features.insert("text")
        case .data: type = "data"; features.insert("data layers")
        case .unsupported(let t): type = "unsupported(\(t))"
        }
        layerTypes[type, default: 0] += 1
        if !layer.masks.isEmpty { features.insert("masks") }
        if layer.matte != nil { features.insert("mattes") }
        if layer.is3D { features.insert("3d") }
        if layer.hasEffects { features.insert("effects") }
        if layer.hasLayerStyles { features.insert("layer styles") }
        if layer.parentIndex != nil { features.insert("parenting") }
        if layer.timeStretch != 1 { features.insert("time stretch") }
        if layer.autoOrient { features.insert("auto-orient") }
        if layer.blendMode != .normal { features.insert("blend modes") }
    }

    private mutating func visit(_ items: [LottieShapeItem]) {
        for item in items {
            switch item.content {
            case .group(let inner): visit(inner)
            case .gradientFill: features.insert("gradients")
            case .gradientStroke(let s): features.insert("gradients"); if !s.style.dashes.isEmpty { features.insert("dashes") }
            case .trim: features.insert("trim paths")
            case .repeater: features.insert("repeaters")
            case .roundedCorners: features.insert("rounded corners")
            case .mergePaths: features.insert("merge paths")
            case .puckerBloat: features.insert("pucker/bloat")
            case .offsetPath: features.insert("offset paths")
            case .zigZag: features.insert("zig zags")
            case .polystar: features.insert("polystars")
            case .stroke(let s): features.insert("strokes"); if !s.style.dashes.isEmpty { features.insert("dashes") }
            default: break
            }
        }
    }
}
