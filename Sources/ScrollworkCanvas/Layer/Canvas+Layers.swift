/// Layers: offscreens bounded by the layer's bounds, composited at ``Canvas/endLayer()``.
extension Canvas {
    /// Starts a layer: later drawing goes into a transparent offscreen covering the layer's
    /// bounds (clipped to the current clip), composited by ``endLayer()`` with the layer's
    /// opacity, masks, matte and blend mode. Saves the state; ``endLayer()`` restores it.
    public func beginLayer(_ layer: Layer = Layer()) {
        save()
        var rect = state.clip
        if let b = layer.bounds {
            let device = b.applying(state.transform)
            if state.perspective == nil, let pr = PixelRect(covering: device) {
                rect = rect.intersection(pr) ?? PixelRect(x: rect.x, y: rect.y, width: 0, height: 0)
            } else if state.perspective == nil {
                rect = PixelRect(x: rect.x, y: rect.y, width: 0, height: 0)
            }
        }
        if layers.count >= Canvas.maxLayerDepth { rect = PixelRect(x: rect.x, y: rect.y, width: 0, height: 0) }
        let count = max(rect.width, 0) * max(rect.height, 0)
        let content = takeBuffer(count: count)
        let matte = layer.matte != nil ? takeBuffer(count: count) : nil
        layers.append(LayerRecord(options: layer, rect: rect, content: content, matte: matte, stateDepth: stack.count,
                                  maskTransform: state.transform, maskPerspective: state.perspective))
        if rect.isEmpty { state.clip = PixelRect(x: 0, y: 0, width: 0, height: 0) } else { state.clip = rect }
    }

    /// Switches the open layer to drawing its matte source (for a layer begun with a
    /// ``Layer/matte``); ignored otherwise. The state is reset to what it was at
    /// ``beginLayer(_:)``.
    public func beginMatte() {
        guard let top = layers.indices.last, layers[top].matte != nil, !layers[top].drawingMatte else { return }
        while stack.count > layers[top].stateDepth { _ = stack.popLast().map { state = $0 } }
        if let s = stack.last { state = s }
        releaseUnusedClipMasks()
        state.clip = layers[top].rect
        layers[top].drawingMatte = true
    }

    /// Ends the open layer: applies masks, matte and opacity, blends the result onto what is
    /// below and restores the state saved by ``beginLayer(_:)``. Ignored without an open layer.
    public func endLayer() {
        guard var record = layers.popLast() else { return }
        while stack.count > record.stateDepth { _ = stack.popLast() }
        if let s = stack.popLast() { state = s }
        releaseUnusedClipMasks()
        let r = record.rect
        let n = r.width * r.height
        if n > 0 {
            let opacity = UInt32((min(max(record.options.opacity.isFinite ? record.options.opacity : 0, 0), 1) * 256).rounded())
            // Coverage factor per pixel: masks × matte.
            var hasFactors = maskCoverage(record)
            if let matte = record.matte, let mode = record.options.matte {
                applyMatte(matte, mode, masked: hasFactors, count: n)
                hasFactors = true
            }
            if opacity < 256 || hasFactors {
                let factors = layerFactors
                record.content.withUnsafeMutableBufferPointer { px in
                    factors.withUnsafeBufferPointer { fs in
                        for i in 0..<n {
                            var f = opacity
                            if hasFactors { f = (f &* PixelMath.factor(UInt32(fs[i]))) >> 8 }
                            if f < 256 { px[i] = PixelMath.scale(px[i], f) }
                        }
                    }
                }
            }
            let mode = record.options.blendMode
            let content = record.content
            withTarget { dst, stride, ox, oy in
                content.withUnsafeBufferPointer { src in
                    for row in 0..<r.height {
                        let d = dst + (r.y + row - oy) * stride + (r.x - ox)
                        let s = row * r.width
                        if mode == .normal {
                            for x in 0..<r.width {
                                let sp = src[s + x]
                                if sp >> 24 == 255 { d[x] = sp } else if sp != 0 { d[x] = PixelMath.over(sp, d[x]) }
                            }
                        } else {
                            for x in 0..<r.width where src[s + x] != 0 || mode == .normal {
                                d[x] = Compositor.blend(src[s + x], d[x], mode)
                            }
                        }
                    }
                }
            }
        }
        recycle(record.content)
        if let m = record.matte { recycle(m) }
    }

    /// Resizes a pooled scratch array to `count` elements of `value`, keeping its storage.
    func refill<T>(_ array: inout [T], _ count: Int, _ value: T) {
        array.removeAll(keepingCapacity: true)
        array.append(contentsOf: repeatElement(value, count: count))
    }

    /// Writes the combined mask coverage of a layer (0…255 per pixel) into `layerFactors`;
    /// `false` (nothing written) without masks. Scratch arrays are pooled on the canvas.
    func maskCoverage(_ record: LayerRecord) -> Bool {
        guard let first = record.options.masks.first(where: { $0.mode != .none }) else { return false }
        let r = record.rect
        let n = r.width * r.height
        refill(&maskCombined, n, (first.mode == .subtract || first.mode == .intersect) ? 1 : 0)
        let saved = state
        state.transform = record.maskTransform
        state.perspective = record.maskPerspective
        for mask in record.options.masks where mask.mode != .none {
            refill(&maskCoverageScratch, n, 0)
            if buildPolygon(mask.path), rasterizePolygon(clip: r) != nil {
                maskCoverageScratch.withUnsafeMutableBufferPointer { buf in
                    guard let base = buf.baseAddress else { return }
                    var sink = CoverageSink(buffer: base, stride: r.width, originX: r.x, originY: r.y)
                    rasterizer.sweep(.nonZero, into: &sink)
                }
            }
            if mask.expansion != 0, mask.expansion.isFinite {
                expandCoverage(mask, rect: r)
            }
            let o = Float(min(max(mask.opacity.isFinite ? mask.opacity : 0, 0), 1))
            let coverage = maskCoverageScratch
            maskCombined.withUnsafeMutableBufferPointer { combined in
                for i in 0..<n {
                    var m = Float(coverage[i]) / 255
                    if mask.inverted { m = 1 - m }
                    m *= o
                    let c = combined[i]
                    switch mask.mode {
                    case .add: combined[i] = c + m - c * m
                    case .subtract: combined[i] = c * (1 - m)
                    case .intersect: combined[i] = c * m
                    case .lighten: combined[i] = max(c, m)
                    case .darken: combined[i] = min(c, m)
                    case .difference: combined[i] = abs(c - m)
                    case .none: break
                    }
                }
            }
        }
        state = saved
        refill(&layerFactors, n, 0)
        for i in 0..<n { layerFactors[i] = UInt8(min(max(maskCombined[i], 0), 1) * 255 + 0.5) }
        return true
    }

    /// Grows or shrinks the coverage in `maskCoverageScratch` by the mask's expansion: the
    /// path stroked `2·|expansion|` wide with round joins is added (grow) or taken away (shrink).
    func expandCoverage(_ mask: Mask, rect r: PixelRect) {
        let n = r.width * r.height
        refill(&layerFactors, n, 0)  // borrowed as scratch; rewritten after all masks
        let style = StrokeStyle(width: 2 * abs(mask.expansion), cap: .round, join: .round)
        guard buildStrokePolygon(mask.path, style) != nil, rasterizePolygon(clip: r) != nil else { return }
        layerFactors.withUnsafeMutableBufferPointer { buf in
            guard let base = buf.baseAddress else { return }
            var sink = CoverageSink(buffer: base, stride: r.width, originX: r.x, originY: r.y)
            rasterizer.sweep(.nonZero, into: &sink)
        }
        let grow = mask.expansion > 0
        let band = layerFactors
        maskCoverageScratch.withUnsafeMutableBufferPointer { cov in
            for i in 0..<n {
                let a = UInt32(cov[i]), b = UInt32(band[i])
                cov[i] = grow ? UInt8(max(a, b)) : UInt8((a * (255 - b) + 127) / 255)
            }
        }
    }

    /// Multiplies `layerFactors` (all 255 when `masked` is false) by the matte's alpha or
    /// luma, inverted as asked.
    func applyMatte(_ matte: [UInt32], _ mode: MatteMode, masked: Bool, count n: Int) {
        if !masked { refill(&layerFactors, n, 255) }
        layerFactors.withUnsafeMutableBufferPointer { out in
            for i in 0..<n {
                let p = matte[i]
                let v: UInt32
                switch mode {
                case .alpha, .alphaInverted: v = p >> 24
                case .luma, .lumaInverted:
                    let r = p & 0xFF, g = (p >> 8) & 0xFF, b = (p >> 16) & 0xFF
                    v = (r * 54 + g * 183 + b * 19 + 128) >> 8  // Rec. 709 weights ×256
                }
                let m = (mode == .alphaInverted || mode == .lumaInverted) ? 255 - min(v, 255) : min(v, 255)
                out[i] = UInt8((UInt32(out[i]) * m + 127) / 255)
            }
        }
    }

    func takeBuffer(count: Int) -> [UInt32] {
        if let i = freeBuffers.firstIndex(where: { $0.capacity >= count }) {
            var b = freeBuffers.remove(at: i)
            b.removeAll(keepingCapacity: true)
            b.append(contentsOf: repeatElement(0, count: count))
            return b
        }
        return [UInt32](repeating: 0, count: count)
    }

    func recycle(_ buffer: [UInt32]) {
        if freeBuffers.count < 16 { freeBuffers.append(buffer) }
    }
}
