import Scrollwork
import ScrollworkLottie

/// Layer geometry for scripts: `toComp`/`fromComp` (a layer's matrix through its parents, from
/// the transform values scripts see) and `sourceRectAtTime`.
extension ExpressionEvaluator {
    /// The matrix from layer `layer`'s space to its composition's at `frame`, or its inverse
    /// (the identity where there is none). Worked out once per layer and frame
    /// (``ScriptMatrixCache``), unless a script in the chain was under way meanwhile.
    func worldMatrix(comp: Int, layer: Int, frame: Double, inverted: Bool = false) -> AffineTransform {
        var entry: ScriptMatrixCache.Entry
        if let kept = matrices.entry(comp: comp, layer: layer, frame: frame) {
            if kept.varying { noteVaryingRead() }
            entry = kept
        } else {
            let cycles = cycleReads
            let (m, varying) = readingVarying { composedMatrix(comp: comp, layer: layer, frame: frame) }
            entry = ScriptMatrixCache.Entry(comp: comp, layer: layer, frame: frame, matrix: m, varying: varying)
            if cycleReads == cycles { matrices.keep(entry) }
        }
        guard inverted else { return entry.matrix }
        if let inverse = entry.inverse { return inverse }
        let inverse = entry.matrix.inverted() ?? .identity
        matrices.keep(inverse: inverse, comp: comp, layer: layer, frame: frame)
        return inverse
    }

    /// The matrix from layer `layer`'s space to its composition's at `frame`, through its parents.
    private func composedMatrix(comp: Int, layer: Int, frame: Double) -> AffineTransform {
        var m = AffineTransform.identity
        var l: Int? = layer
        var depth = 0
        let layers = scene.comps[comp].layers
        while let i = l, layers.indices.contains(i), depth < 64 {
            m = localMatrix(comp: comp, layer: i, frame: frame) * m
            l = layers[i].parent == i ? nil : layers[i].parent
            depth += 1
        }
        return m
    }

    /// One layer's own transform at `frame`.
    func localMatrix(comp: Int, layer: Int, frame: Double) -> AffineTransform {
        let t = scene.transforms[comp][layer]
        func vector(_ id: Int, _ fallback: Point) -> Point {
            guard id >= 0 else { return fallback }
            switch scriptValue(of: id, atFrame: frame, pre: false) {
            case .vector(let v): return Point(x: v.x, y: v.count > 1 ? v.y : v.x)
            case .number(let n): return Point(x: n, y: n)
            default: return fallback
            }
        }
        func scalar(_ id: Int) -> Double {
            guard id >= 0, case .number(let n) = scriptValue(of: id, atFrame: frame, pre: false) else { return 0 }
            return n
        }
        let s = vector(t.scale, Point(x: 100, y: 100))
        var c = TransformComponents(position: vector(t.position, .zero), anchor: vector(t.anchor, .zero),
                                    scale: Point(x: s.x / 100, y: s.y / 100), rotation: scalar(t.rotation) * .pi / 180)
        let skew = scalar(t.skew)
        if skew != 0 {
            c.skew = skew * .pi / 180
            c.skewAxis = scalar(t.skewAxis) * .pi / 180
        }
        let m = c.matrix
        return m.isFinite ? m : .identity
    }

    /// The bounds of a layer's content in its own space at `frame` (`sourceRectAtTime`): the
    /// solid, precomp or composition rectangle, or the union of a shape layer's shapes.
    func sourceRect(comp: Int, layer: Int, frame: Double) -> Rect {
        let l = scene.comps[comp].layers[layer]
        switch l.content {
        case .solid(let s): return Rect(x: 0, y: 0, width: s.size.width, height: s.size.height)
        case .precomp(let p): return Rect(x: 0, y: 0, width: p.size.width, height: p.size.height)
        case .shapes(let items): return ShapeBounds.bounds(of: items, at: frame) ?? Rect(x: 0, y: 0, width: 0, height: 0)
        default: return Rect(x: 0, y: 0, width: 0, height: 0)
        }
    }
}
