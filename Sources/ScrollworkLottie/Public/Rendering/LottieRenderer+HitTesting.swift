import Scrollwork
import ScrollworkCanvas

/// How a layer is hit (``LottieRenderer/hitTest(layerNamed:at:frame:mode:)``).
public enum LottieHitTestMode: Hashable, Sendable {
    /// Where its shapes lie: inside each painted outline and on its strokes.
    case coverage
    /// Anywhere in the rectangle around its shapes, transformed with the layer (an oriented
    /// box): how ThorVG picks layers, and so how the dotLottie players hit-test interactions.
    case bounds
}

/// Layer hit-testing: which named layers lie under a point at a frame, for pointer interactions
/// scoped to a layer.
extension LottieRenderer {
    /// Whether a layer named `name` (at the top level or inside precompositions) lies under
    /// `point` (composition coordinates) at `frame`.
    ///
    /// A shape layer is hit where its shapes lie — inside each outline a fill or a stroke
    /// paints (a stroked ring is hit inside too) and on its strokes, with its transform, within
    /// half a unit of the point, whatever their colours and opacities (an invisible group draws
    /// no outline); a text layer where it draws; a layer without shapes (precomposition, solid,
    /// image) where its transformed rectangle lies. A layer outside its in and out points,
    /// hidden, or of no content (a null layer) is never hit.
    /// With ``LottieHitTestMode/bounds`` a shape layer is hit anywhere in the transformed
    /// rectangle around its outlines instead.
    public func hitTest(layerNamed name: String, at point: Point, frame: Double, mode: LottieHitTestMode = .coverage) -> Bool {
        guard point.x.isFinite, point.y.isFinite, frame.isFinite, let probe = try? Canvas(width: 1, height: 1) else { return false }
        var found = false
        visitLayers(at: frame) { layer, c, i, t, outer in
            guard layer.name == name, hits(i, of: c, at: t, outer: outer, point: point, probe: probe, mode: mode) else { return true }
            found = true
            return false
        }
        return found
    }

    /// The names of the layers under `point` at `frame`, top first (see
    /// ``hitTest(layerNamed:at:frame:mode:)``); unnamed layers are left out.
    public func layerNames(at point: Point, frame: Double, mode: LottieHitTestMode = .coverage) -> [String] {
        guard point.x.isFinite, point.y.isFinite, frame.isFinite, let probe = try? Canvas(width: 1, height: 1) else { return [] }
        var names: [String] = []
        visitLayers(at: frame) { layer, c, i, t, outer in
            if let name = layer.name, !names.contains(name), hits(i, of: c, at: t, outer: outer, point: point, probe: probe, mode: mode) {
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
    private func hits(_ i: Int, of c: Int, at t: Double, outer: AffineTransform, point: Point, probe: Canvas,
                      mode: LottieHitTestMode) -> Bool {
        let layer = compositions[c].layers[i]
        guard !layer.isHidden, t >= layer.inPoint, t < layer.outPoint else { return false }
        let size: Size
        switch layer.content {
        case .nothing:
            return false
        case .shapes(let program) where mode == .bounds:
            probe.resetState()
            let m = outer * world(i, of: c, at: t)
            guard let box = program.bounds(at: t, canvas: probe, scratch: scratch, drawsMergePaths: drawsMergePaths),
                  let inverse = m.inverted() else { return false }
            return box.contains(inverse.apply(point))
        case .shapes(let program):
            probe.resetState()
            probe.clear(.clear)
            probe.transform = AffineTransform(translationX: 0.5 - point.x, y: 0.5 - point.y) * outer * world(i, of: c, at: t)
            program.cover(at: t, canvas: probe, scratch: scratch, drawsMergePaths: drawsMergePaths)
            return (probe.pixmap.pixel(x: 0, y: 0)?.a ?? 0) > 0
        case .text:
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
