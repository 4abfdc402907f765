import Scrollwork
import ScrollworkCanvas

/// Drawing the render tree: compositions, layers (world matrices through parents, masks,
/// mattes, offscreen layers), clips and content.
extension LottieRenderer {
    func draw(composition c: Int, at t: Double, canvas: Canvas) {
        let comp = compositions[c]
        for i in comp.layers.indices.reversed() {
            let layer = comp.layers[i]
            if !layer.isDrawnByComposition { continue }
            drawLayer(i, of: c, at: t, canvas: canvas)
        }
    }

    /// The layer's transform through its parents (at most 64 of them deep). A chain that ends
    /// within that depth is computed once and kept while the chain does not change
    /// (``WorldMatrixCache``).
    func world(_ i: Int, of c: Int, at t: Double, depth: Int = 0) -> AffineTransform {
        let hops = compositions[c].parentHops[i]
        let cached = hops >= 0 && depth + hops <= 64
        if cached, let m = scratch.worlds.matrix(i, of: c, at: t, revision: revision, changes: compositions[c].worldChanges[i]) {
            return m
        }
        let layer = compositions[c].layers[i]
        var m = layer.transform.matrix(at: t)
        if let p = layer.parent, p != i, depth < 64, compositions[c].layers.indices.contains(p) {
            m = world(p, of: c, at: t, depth: depth + 1) * m
        }
        if cached { scratch.worlds.store(m, i, of: c, at: t, revision: revision) }
        return m
    }

    func drawLayer(_ i: Int, of c: Int, at t: Double, canvas: Canvas) {
        let layer = compositions[c].layers[i]
        guard t >= layer.inPoint, t < layer.outPoint else { return }
        if case .nothing = layer.content { return }
        var opacity = layer.transform.opacity(at: t)
        guard opacity > 0 else { return }
        var m = world(i, of: c, at: t)
        // Transform effects move and fade the layer's own drawing, not its children.
        for effect in layer.transformEffects {
            m = m * effect.matrix(at: t)
            opacity *= effect.opacity(at: t)
        }
        guard opacity > 0, m.isFinite, m.determinant != 0 else { return }
        var isolate = false
        if case .precomp = layer.content, opacity < 1 { isolate = true }
        // Effects filter the layer's own pixels, before its opacity (as an SVG filter).
        if !layer.effects.isEmpty { isolate = true }
        // A stroke effect drawn on the original or on transparent takes the masks' place.
        let masksClip = !(layer.strokeEffect?.dropsMasks ?? false)
        let needsLayer = (masksClip && !layer.masks.isEmpty) || layer.matte != nil || layer.blendMode != .normal || isolate
        canvas.save()
        if needsLayer, drawKeptLayer(i, of: c, at: t, matrix: m, canvas: canvas) {
            canvas.restore()
            return
        }
        if needsLayer {
            let masks = layerMasks(layer, at: t, transform: masksClip ? m : nil)
            scratch.maskDepth += 1
            defer { scratch.maskDepth -= 1 }
            let matte = layer.matte.flatMap { $0.source == nil ? nil : $0 }
            // Blurs, shadows and stroke effects reach past the content: their offscreen is the whole clip.
            let bounds = layer.effects.contains(where: \.spreads) || layer.strokeEffect != nil ? nil : LottieRenderer.layerBounds(layer, masks: masks, transform: m)
            canvas.beginLayer(Layer(opacity: isolate ? opacity : 1, blendMode: layer.blendMode, bounds: bounds, masks: masks, matte: matte?.mode))
            let keep = keptLayerEntry(i, of: c, at: t, matrix: m, rect: canvas.clipBounds, canvas: canvas)
            canvas.save()
            if !isolate { canvas.opacity = canvas.opacity * opacity }
            canvas.concatenate(m)
            drawContentAndStroke(i, of: c, at: t, canvas: canvas)
            for effect in layer.effects {
                canvas.applyEffect(effect.effect(at: t, maxRadius: maxEffectRadius))
            }
            canvas.restore()
            if let matte, let source = matte.source, compositions[c].layers.indices.contains(source), source != i {
                canvas.beginMatte()
                drawLayer(source, of: c, at: t, canvas: canvas)
            }
            endLayer(keepingIn: keep, at: t, matrix: m, canvas: canvas)
        } else {
            canvas.opacity = canvas.opacity * opacity
            canvas.concatenate(m)
            drawContentAndStroke(i, of: c, at: t, canvas: canvas)
        }
        canvas.restore()
    }

    /// The layer's masks at `t` in the layer's space `m` (none when `m` is nil), built in the
    /// scratch storage of the current offscreen depth: the masks the canvas held for this
    /// depth last time are released by then, so their array and paths are rebuilt in place.
    func layerMasks(_ layer: RenderLayer, at t: Double, transform m: AffineTransform?) -> [Mask] {
        let d = scratch.maskDepth
        while scratch.maskSets.count <= d {
            scratch.maskSets.append([])
            scratch.maskPaths.append([])
        }
        scratch.maskSets[d].removeAll(keepingCapacity: true)
        guard let m else { return scratch.maskSets[d] }
        for (k, mask) in layer.masks.enumerated() {
            mask.path.contour(at: t, into: &scratch.maskContour)
            if scratch.maskPaths[d].count <= k { scratch.maskPaths[d].append(Path()) }
            scratch.maskPaths[d][k].removeAll()
            scratch.maskContour.append(to: &scratch.maskPaths[d][k], transform: m, straightLines: false)
            // The expansion is in the layer's units; the path is mapped by `m` (its mean scale
            // carries the distance over, exactly for the uniform scales layers mostly have).
            scratch.maskSets[d].append(Mask(path: scratch.maskPaths[d][k], mode: mask.mode,
                                            opacity: mask.opacity.value(at: t) / 100, inverted: mask.inverted,
                                            expansion: mask.expansion.value(at: t) * m.meanScale))
        }
        return scratch.maskSets[d]
    }

    /// Clips to a rectangle in local coordinates. Unless `exact`, the clip is the rectangle's
    /// device bounding box with edges rounded to whole pixels (exact for axis-aligned
    /// transforms up to the edge pixels; loose for rotated ones), which needs no coverage mask.
    static func clip(_ canvas: Canvas, to rect: Rect, exact: Bool) {
        let m = canvas.transform
        guard !exact, canvas.perspective == nil else {
            canvas.clip(to: rect)
            return
        }
        let d = rect.applying(m)
        let snapped = Rect(corner: Point(x: d.minX.rounded(), y: d.minY.rounded()),
                           corner: Point(x: d.maxX.rounded(), y: d.maxY.rounded()))
        canvas.transform = .identity
        canvas.clip(to: snapped)
        canvas.transform = m
    }

    /// Where a layer's pixels can be (composition space), to bound its offscreen: its content
    /// rectangle (precomp clip, solid, image) intersected with the union of its masks when
    /// the masks can only take away outside that union. `nil`: unknown.
    static func layerBounds(_ layer: RenderLayer, masks: [Mask], transform m: AffineTransform) -> Rect? {
        var bounds: Rect?
        switch layer.content {
        case .precomp(_, let size, _), .solid(_, let size):
            bounds = Rect(x: 0, y: 0, width: size.width, height: size.height).applying(m)
        default:
            break
        }
        if let first = masks.first, first.mode == .add, masks.allSatisfy({ !$0.inverted || $0.mode != .add }),
           masks.allSatisfy({ [.add, .subtract, .intersect, .darken].contains($0.mode) }) {
            var union: Rect?
            for mask in masks where mask.mode == .add {
                guard let c = mask.path.controlBounds else { continue }
                let grow = max(mask.expansion, 0)
                let b = c.insetBy(dx: -grow, dy: -grow)
                union = union.map { $0.union(b) } ?? b
            }
            let u = union ?? .zero
            bounds = bounds.map { $0.intersection(u) ?? .zero } ?? u
        }
        guard let b = bounds, b.isFinite else { return nil }
        return b.insetBy(dx: -2, dy: -2)
    }

    func drawContent(_ i: Int, of c: Int, at t: Double, canvas: Canvas) {
        let layer = compositions[c].layers[i]
        switch layer.content {
        case .nothing:
            break
        case .precomp(let comp, let size, _):
            guard let comp else { return }
            LottieRenderer.clip(canvas, to: Rect(x: 0, y: 0, width: size.width, height: size.height), exact: false)
            blending.enter(layer, frameRate: animation.frameRate)
            draw(composition: comp, at: layer.precompTime(at: t, frameRate: animation.frameRate), canvas: canvas)
            blending.leave()
        case .solid(let color, let size):
            canvas.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), with: .solid(color))
        case .image(let index):
            guard let index, let image = images[index] else { return }
            image.draw(into: canvas)
        case .shapes(let program):
            // Its outlines depend on its own tracks only (not on its parents').
            let kept = OutlineKey(slot: KeptOutlines.key(composition: c, layer: i), changes: layer.ownChanges, revision: revision)
            program.draw(at: t, canvas: canvas, scratch: scratch, drawsMergePaths: drawsMergePaths, kept: kept)
        case .text(let program):
            program.draw(at: t, canvas: canvas)
        }
    }
}

/// A composition of the render tree: its layers, top first.
struct RenderComposition {
    var layers: [RenderLayer]
    /// For each layer, how many parents its world matrix multiplies in (the chain's length),
    /// or -1 when the chain does not end within 64 (a cycle): such a matrix is never cached.
    var parentHops: [Int] = []
    /// For each layer, when what it draws can change: its own tracks, its parents' transforms,
    /// its in and out points (a precomp's layers and a matte source are asked at the time:
    /// ``LottieRenderer/layerChanges(_:of:between:_:budget:depth:)``).
    var changes: [ChangeSpans] = []
    /// For each layer, when its world matrix can change: its own transform's and its parents'.
    var worldChanges: [ChangeSpans] = []

    init(_ c: LottieComposition, compositions: [String: Int], images: [String: Int], glyphs: TextGlyphTable, overrides: TrackOverrides) {
        layers = c.layers.enumerated().map { i, layer in
            let source = layer.effects.lazy.compactMap(RenderLayer.setMatteIndex).last
                .flatMap { ind in c.layers.firstIndex(where: { $0.index == ind }) }
            return RenderLayer(layer, setMatteSource: source == i ? nil : source, compositions: compositions, images: images,
                               glyphs: glyphs, overrides: overrides)
        }
        // Each layer's parents, nearest first (nil: the chain does not end within 64).
        let chains: [[Int]?] = layers.indices.map { i in
            var chain: [Int] = [], current = i
            while let p = layers[current].parent, p != current, layers.indices.contains(p) {
                if chain.count == 64 { return nil }
                chain.append(p)
                current = p
            }
            return chain
        }
        parentHops = chains.map { $0?.count ?? -1 }
        worldChanges = layers.indices.map { i in
            guard let chain = chains[i] else { return .always }
            return ChangeSpans([layers[i].transformChanges] + chain.map { layers[$0].transformChanges })
        }
        changes = layers.indices.map { i in
            guard chains[i] != nil else { return .always }
            let layer = layers[i]
            return ChangeSpans([layer.ownChanges, ChangeSpans(instants: [layer.inPoint, layer.outPoint]), worldChanges[i]])
        }
    }
}
