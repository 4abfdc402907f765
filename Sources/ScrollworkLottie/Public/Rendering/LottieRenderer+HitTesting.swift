import Scrollwork
import ScrollworkCanvas

/// Layer hit-testing: which named layers lie under a point at a frame, for pointer interactions
/// scoped to a layer.
extension LottieRenderer {
    /// Whether a layer named `name` (at the top level or inside precompositions) lies under
    /// `point` (composition coordinates) at `frame`.
    ///
    /// A shape or text layer is hit where it draws — its fills and strokes, with its
    /// transform, masks, matte and opacity, within half a unit of the point; a layer without
    /// shapes (precomposition, solid, image) where its transformed rectangle lies, whatever it
    /// draws there. A layer outside its in and out points, hidden, or of no content (a null
    /// layer) is never hit.
    public func hitTest(layerNamed name: String, at point: Point, frame: Double) -> Bool {
        guard point.x.isFinite, point.y.isFinite, frame.isFinite, let probe = try? Canvas(width: 1, height: 1) else { return false }
        var found = false
        visitLayers(at: frame) { layer, c, i, t, outer in
            guard layer.name == name, hits(i, of: c, at: t, outer: outer, point: point, probe: probe) else { return true }
            found = true
            return false
        }
        return found
    }

    /// The names of the layers under `point` at `frame`, top first (see
    /// ``hitTest(layerNamed:at:frame:)``); unnamed layers are left out.
    public func layerNames(at point: Point, frame: Double) -> [String] {
        guard point.x.isFinite, point.y.isFinite, frame.isFinite, let probe = try? Canvas(width: 1, height: 1) else { return [] }
        var names: [String] = []
        visitLayers(at: frame) { layer, c, i, t, outer in
            if let name = layer.name, !names.contains(name), hits(i, of: c, at: t, outer: outer, point: point, probe: probe) {
                names.append(name)
            }
            return true
        }
        return names
    }

    /// Calls `body` for every layer of the tree, top first, depth first into precompositions,
    /// with its composition, index, that composition's frame and the transform from it to the
    /// root; stops when `body` returns false.
    private func visitLayers(at frame: Double,
                             _ body: (LottieLayer, Int, Int, Double, AffineTransform) -> Bool) {
        let ids = animation.precomps.keys.sorted()
        let models = ids.map { animation.precomps[$0] ?? LottieComposition(layers: []) } + [animation.root]
        func visit(_ c: Int, at t: Double, outer: AffineTransform, depth: Int) -> Bool {
            guard compositions.indices.contains(c), models.indices.contains(c) else { return true }
            let layers = compositions[c].layers, model = models[c].layers
            for i in layers.indices where i < model.count {
                guard body(model[i], c, i, t, outer) else { return false }
                if case .precomp(let inner?, _, _) = layers[i].content, depth < 32, t >= layers[i].inPoint, t < layers[i].outPoint {
                    blending.enter(layers[i], frameRate: animation.frameRate)
                    defer { blending.leave() }
                    let innerTime = layers[i].precompTime(at: t, frameRate: animation.frameRate)
                    guard visit(inner, at: innerTime, outer: outer * world(i, of: c, at: t), depth: depth + 1) else { return false }
                }
            }
            return true
        }
        _ = visit(root, at: frame, outer: .identity, depth: 0)
    }

    /// Whether layer `i` of composition `c` covers `point`.
    private func hits(_ i: Int, of c: Int, at t: Double, outer: AffineTransform, point: Point, probe: Canvas) -> Bool {
        let layer = compositions[c].layers[i]
        guard !layer.isHidden, t >= layer.inPoint, t < layer.outPoint else { return false }
        let size: Size
        switch layer.content {
        case .nothing:
            return false
        case .shapes, .text:
            probe.resetState()
            probe.clear(.clear)
            probe.transform = AffineTransform(translationX: 0.5 - point.x, y: 0.5 - point.y) * outer
            drawLayer(i, of: c, at: t, canvas: probe)
            return (probe.pixmap.pixel(x: 0, y: 0)?.a ?? 0) > 0
        case .precomp(_, let s, _), .solid(_, let s):
            size = s
        case .image(let index):
            guard let index, let image = images[index] else { return false }
            size = image.destination.size
        }
        guard let inverse = (outer * world(i, of: c, at: t)).inverted() else { return false }
        let local = inverse.apply(point)
        return local.x >= 0 && local.y >= 0 && local.x <= size.width && local.y <= size.height
    }
}
