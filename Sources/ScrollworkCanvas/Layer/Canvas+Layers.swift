import Scrollwork

/// Layers: offscreens bounded by the layer's bounds, composited at ``Canvas/endLayer()``.
extension Canvas {
    /// Starts a layer: later drawing goes into a transparent offscreen covering the layer's
    /// bounds (clipped to the current clip), composited by ``endLayer()`` with the layer's
    /// opacity, masks, matte and blend mode. Saves the state; ``endLayer()`` restores it.
    ///
    /// - Complexity: O(p), the pixels of the layer's bounds (an offscreen cleared for it), or O(1) for a layer drawn straight through.
    public func beginLayer(_ layer: Layer = Layer()) {
        save()
        var rect = state.clip
        // The pixels of the layer's whole bounds, not only of their part within the clip, and
        // a row and a column more (up to the pixmap's size): a buffer made for it is made that
        // large, so a layer scrolling into view, or moved by a fraction of a pixel (which can
        // make its bounds cover one more row or column), is not given a larger one every frame.
        var reserve = 0
        if let b = layer.bounds {
            let device = b.applying(state.transform)
            var whole: PixelRect?
            if let p = state.perspective {
                // In perspective only when every corner is in front of the eye: the rectangle's
                // image is then the quadrilateral of its corners' images.
                if let pr = Canvas.projectedBounds(of: b, transform: state.transform, perspective: p) {
                    rect = rect.intersection(pr) ?? PixelRect(x: rect.x, y: rect.y, width: 0, height: 0)
                    whole = pr
                }
            } else if let pr = PixelRect(covering: device) {
                rect = rect.intersection(pr) ?? PixelRect(x: rect.x, y: rect.y, width: 0, height: 0)
                whole = pr
            } else {
                rect = PixelRect(x: rect.x, y: rect.y, width: 0, height: 0)
            }
            if let whole {
                let (w, h) = (Double(whole.width) + 1, Double(whole.height) + 1)
                reserve = Int(min(w * h, Double(pixmap.width * pixmap.height)))
            }
        }
        if layers.count >= Canvas.maxLayerDepth { rect = PixelRect(x: rect.x, y: rect.y, width: 0, height: 0) }
        // Measuring layers have no pixels: only their drawn part is kept.
        let count = measuring ? 0 : max(rect.width, 0) * max(rect.height, 0)
        let content = takeBuffer(count: count, reserving: reserve)
        let matte = layer.matte != nil ? takeBuffer(count: count, reserving: reserve) : nil
        layers.append(LayerRecord(options: layer, rect: rect, content: content, matte: matte, stateDepth: stack.count,
                                  maskTransform: state.transform, maskPerspective: state.perspective))
        if rect.isEmpty { state.clip = PixelRect(x: 0, y: 0, width: 0, height: 0) } else { state.clip = rect }
    }

    /// The pixels covering `rect` mapped by `transform` and then `perspective`, or `nil` when a
    /// corner lands behind the eye (the image is then not the corners' quadrilateral).
    static func projectedBounds(of rect: Rect, transform: AffineTransform, perspective: ProjectiveTransform) -> PixelRect? {
        guard let a = perspective.apply(Point(x: rect.minX, y: rect.minY).applying(transform)),
              let b = perspective.apply(Point(x: rect.maxX, y: rect.minY).applying(transform)),
              let c = perspective.apply(Point(x: rect.maxX, y: rect.maxY).applying(transform)),
              let d = perspective.apply(Point(x: rect.minX, y: rect.maxY).applying(transform)) else { return nil }
        let minX = Swift.min(a.x, b.x, c.x, d.x), minY = Swift.min(a.y, b.y, c.y, d.y)
        let maxX = Swift.max(a.x, b.x, c.x, d.x), maxY = Swift.max(a.y, b.y, c.y, d.y)
        return PixelRect(covering: Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
    }

    /// Switches the open layer to drawing its matte source (for a layer begun with a
    /// ``Layer/matte``); ignored otherwise. The state is reset to what it was at
    /// ``beginLayer(_:)``.
    ///
    /// - Complexity: O(p), the pixels of the layer's bounds.
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
    ///
    /// Only the layer's drawn part is visited, and of that only what its masks and matte can
    /// leave: elsewhere its pixels are transparent (which no mask, matte, opacity or blend
    /// mode changes into anything but "leave what is below") or taken away by an alpha or
    /// luma matte whose source drew nothing there.
    ///
    /// - Complexity: O(p · m): p the pixels the layer drew, m its masks and matte.
    public func endLayer() {
        var nothing = KeptLayer()
        finishLayer(keeping: false, in: &nothing)
    }

    /// Ends the open layer as ``endLayer()`` does and keeps its pixels as composited in
    /// `kept` (reusing its storage), for `drawKeptLayer(_:)` to draw again. While measuring,
    /// or without an open layer, `kept` is left empty.
    package func endLayer(keepingIn kept: inout KeptLayer) {
        finishLayer(keeping: true, in: &kept)
    }

    private func finishLayer(keeping: Bool, in kept: inout KeptLayer) {
        if keeping { kept.removeAll(keepingCapacity: true) }
        guard var record = layers.popLast() else { return }
        while stack.count > record.stateDepth { _ = stack.popLast() }
        if let s = stack.popLast() { state = s }
        releaseUnusedClipMasks()
        let r = record.rect
        var visible = record.drawn.intersection(r)
        if let v = visible, let reach = maskReach(record) { visible = v.intersection(reach) }
        // Where an alpha or luma matte's source drew nothing, it leaves nothing.
        if let v = visible, record.options.matte == .alpha || record.options.matte == .luma {
            visible = v.intersection(record.matteDrawn)
        }
        if measuring {
            if let d = visible { markDrawn(d) }
            return
        }
        if keeping {
            kept.state = state
            kept.depth = layers.count
            kept.blendMode = record.options.blendMode
        }
        if let d = visible {
            let opacity = UInt32((Canvas.unitInterval(record.options.opacity) * 256).rounded())
            // Coverage factor per pixel of `d`: masks × matte.
            var hasFactors = maskCoverage(record, region: d)
            if let matte = record.matte, let mode = record.options.matte {
                applyMatte(matte, mode, layer: r, masked: hasFactors, region: d)
                hasFactors = true
            }
            // Each pixel times opacity and factor, blended onto what is below, in one pass
            // (source-over eight pixels a step, the other modes one at a time).
            let mode = record.options.blendMode
            let factors = layerFactors
            // Onto the pixmap under a scissor, only its part is written (the factors were
            // computed over all of `d`, as without it).
            let o = writable(d) ?? PixelRect(x: d.x, y: d.y, width: 0, height: 0)
            if keeping {
                keep(record, factors: hasFactors ? factors : nil, opacity: opacity, over: d, in: &kept)
                composite(kept, within: o)
                recycle(&record)
                return
            }
            withTarget { dst, stride, ox, oy in
                record.content.withUnsafeBufferPointer { src in
                    factors.withUnsafeBufferPointer { fs in
                        guard let sb = src.baseAddress else { return }
                        for row in 0..<o.height {
                            let t = dst + (o.y + row - oy) * stride + (o.x - ox)
                            let s = r.index(x: o.x, y: o.y + row), f0 = d.index(x: o.x, y: o.y + row)
                            Compositor.blendRow(sb + s, factors: hasFactors ? fs.baseAddress.map { $0 + f0 } : nil,
                                                opacity: opacity, mode: mode, onto: t, count: o.width)
                        }
                    }
                }
            }
            if !o.isEmpty { markDrawn(o) }
        }
        recycle(&record)
    }

    /// Writes the layer's pixels over `d` into `kept`, each scaled by the opacity and its
    /// factor (`factors`, laid out over `d`) as compositing scales it before the blend.
    private func keep(_ record: LayerRecord, factors: [UInt8]?, opacity: UInt32, over d: PixelRect, in kept: inout KeptLayer) {
        let r = record.rect
        kept.visible = d
        // Room for the whole offscreen: a layer kept again over another part of it reuses the storage.
        kept.pixels.reserveCapacity(r.width * r.height)
        kept.pixels.append(contentsOf: repeatElement(0, count: d.width * d.height))
        kept.pixels.withUnsafeMutableBufferPointer { out in
            record.content.withUnsafeBufferPointer { src in
                for row in 0..<d.height {
                    let s = r.index(x: d.x, y: d.y + row), k = row * d.width
                    for x in 0..<d.width {
                        var sp = src[s + x]
                        var f = opacity
                        if let factors { f = (f &* PixelMath.factor(UInt32(factors[k + x]))) >> 8 }
                        if f < 256 { sp = PixelMath.scale(sp, f) }
                        out[k + x] = sp
                    }
                }
            }
        }
    }

    /// Resizes a pooled scratch array to `count` elements of `value`, keeping its storage.
    func refill<T>(_ array: inout [T], _ count: Int, _ value: T) {
        array.removeAll(keepingCapacity: true)
        array.append(contentsOf: repeatElement(value, count: count))
    }

    /// Writes the combined mask coverage of a layer over `region` (0…255 per pixel, a row of
    /// `region.width` after another) into `layerFactors`; `false` (nothing written) without
    /// masks. Scratch arrays are pooled on the canvas.
    func maskCoverage(_ record: LayerRecord, region r: PixelRect) -> Bool {
        guard let first = record.options.masks.first(where: { $0.mode != .none }) else { return false }
        let n = r.width * r.height
        if first.expansion == 0, record.options.masks.lazy.filter({ $0.mode != .none }).count == 1 {
            singleMaskCoverage(first, record, region: r)
            return true
        }
        refill(&maskCombined, n, Canvas.startCoverage(first.mode))
        inMaskSpace(of: record) {
            for mask in record.options.masks where mask.mode != .none {
                refill(&maskCoverageScratch, n, 0)
                if buildPolygon(mask.path) { rasterizeCoverage(into: &maskCoverageScratch, region: r) }
                if mask.expansion != 0, mask.expansion.isFinite {
                    expandCoverage(mask, region: r)
                }
                let o = Canvas.opacity(of: mask)
                maskCoverageScratch.withUnsafeBufferPointer { coverage in
                    maskCombined.withUnsafeMutableBufferPointer { combined in
                        Canvas.combine(coverage, into: combined, count: n, opacity: o, inverted: mask.inverted, mode: mask.mode)
                    }
                }
            }
        }
        refill(&layerFactors, n, 0)
        maskCombined.withUnsafeBufferPointer { combined in
            layerFactors.withUnsafeMutableBufferPointer { out in
                for i in 0..<n { out[i] = UInt8(min(max(combined[i], 0), 1) * 255 + 0.5) }
            }
        }
        return true
    }

    /// ``maskCoverage(_:region:)`` for a layer with one mask and no expansion: its coverage
    /// bytes go straight into `layerFactors`, then through a table that gives each of the 256
    /// values what the general combination (in floating point) would.
    func singleMaskCoverage(_ mask: Mask, _ record: LayerRecord, region r: PixelRect) {
        refill(&layerFactors, r.width * r.height, 0)
        inMaskSpace(of: record) {
            if buildPolygon(mask.path) { rasterizeCoverage(into: &layerFactors, region: r) }
        }
        let o = Canvas.opacity(of: mask)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { table in
            var identity = true
            for v in 0..<256 {
                var m = Float(v) / 255
                if mask.inverted { m = 1 - m }
                let c = Canvas.combine(Canvas.startCoverage(mask.mode), m * o, mask.mode)
                table[v] = UInt8(min(max(c, 0), 1) * 255 + 0.5)
                identity = identity && table[v] == UInt8(v)
            }
            if identity { return }
            layerFactors.withUnsafeMutableBufferPointer { f in
                for i in f.indices { f[i] = table[Int(f[i])] }
            }
        }
    }

    /// Runs `body` with the transform (and perspective) the layer's masks are drawn with.
    func inMaskSpace(of record: LayerRecord, _ body: () -> Void) {
        let saved = state
        state.transform = record.maskTransform
        state.perspective = record.maskPerspective
        body()
        state = saved
    }

    /// Rasterizes the polygon just built (``polygon``) within `region` as 0…255 coverage into
    /// `buffer` (zeroed, laid out over `region`).
    func rasterizeCoverage(into buffer: inout [UInt8], region r: PixelRect) {
        guard rasterizePolygon(clip: r) != nil else { return }
        buffer.withUnsafeMutableBufferPointer { buf in
            guard let base = buf.baseAddress else { return }
            var sink = CoverageSink(buffer: base, stride: r.width, originX: r.x, originY: r.y)
            rasterizer.sweep(.nonZero, into: &sink)
        }
    }

    /// A mask's opacity clamped to 0…1 (non-finite: 0).
    static func opacity(of mask: Mask) -> Float {
        Float(Canvas.unitInterval(mask.opacity))
    }

    /// The coverage masks are combined onto, given the first mask's mode: everything for a
    /// first mask that takes away or intersects, nothing otherwise.
    static func startCoverage(_ first: MaskMode) -> Float {
        (first == .subtract || first == .intersect) ? 1 : 0
    }

    /// Combines the first `count` coverage bytes of one mask (0…255, inverted when asked, times
    /// `o`) into the coverage so far, as ``combine(_:_:_:)`` does per pixel, with the mode
    /// chosen once for the whole region so each loop is a straight run over the pixels.
    static func combine(_ coverage: UnsafeBufferPointer<UInt8>, into combined: UnsafeMutableBufferPointer<Float>, count n: Int,
                        opacity o: Float, inverted: Bool, mode: MaskMode) {
        guard n > 0, let cov = coverage.baseAddress, let out = combined.baseAddress,
              coverage.count >= n, combined.count >= n else { return }
        @inline(__always) func run(_ f: (Float, Float) -> Float) {
            if inverted {
                for i in 0..<n { out[i] = f(out[i], (1 - Float(cov[i]) / 255) * o) }
            } else {
                for i in 0..<n { out[i] = f(out[i], Float(cov[i]) / 255 * o) }
            }
        }
        switch mode {
        case .add: run { c, m in combine(c, m, .add) }
        case .subtract: run { c, m in combine(c, m, .subtract) }
        case .intersect: run { c, m in combine(c, m, .intersect) }
        case .lighten: run { c, m in combine(c, m, .lighten) }
        case .darken: run { c, m in combine(c, m, .darken) }
        case .difference: run { c, m in combine(c, m, .difference) }
        case .none: break
        }
    }

    /// Mask coverage `c` so far combined with the next mask's coverage `m` (both 0…1).
    @inline(__always)
    static func combine(_ c: Float, _ m: Float, _ mode: MaskMode) -> Float {
        switch mode {
        case .add: c + m - c * m
        case .subtract: c * (1 - m)
        case .intersect: c * m
        case .lighten: max(c, m)
        case .darken: min(c, m)
        case .difference: abs(c - m)
        case .none: c
        }
    }

    /// The device pixels outside which a layer's masks leave nothing, or `nil` when they may
    /// leave something anywhere (or there are none). Outside a mask's bounds (grown by its
    /// expansion) its coverage is 0, or its opacity when inverted; where combining those
    /// gives 0, the layer is invisible.
    func maskReach(_ record: LayerRecord) -> PixelRect? {
        guard record.maskPerspective == nil,
              let first = record.options.masks.first(where: { $0.mode != .none }) else { return nil }
        var outside = Canvas.startCoverage(first.mode)
        var reach = PixelRect(x: 0, y: 0, width: 0, height: 0)
        for mask in record.options.masks where mask.mode != .none {
            outside = Canvas.combine(outside, mask.inverted ? Canvas.opacity(of: mask) : 0, mask.mode)
            guard mask.expansion.isFinite, let local = mask.path.controlBounds else { return nil }
            let grow = max(mask.expansion, 0)
            guard let device = PixelRect(covering: local.insetBy(dx: -grow, dy: -grow).applying(record.maskTransform)) else {
                return nil
            }
            reach = reach.union(device)
        }
        return outside == 0 ? reach : nil
    }

    /// Grows or shrinks the coverage in `maskCoverageScratch` (over `region`) by the mask's
    /// expansion: the path stroked `2·|expansion|` wide with round joins is added (grow) or
    /// taken away (shrink).
    func expandCoverage(_ mask: Mask, region r: PixelRect) {
        let n = r.width * r.height
        refill(&layerFactors, n, 0)  // borrowed as scratch; rewritten after all masks
        let style = StrokeStyle(width: 2 * abs(mask.expansion), cap: .round, join: .round)
        guard buildStrokePolygon(mask.path, style) != nil else { return }
        rasterizeCoverage(into: &layerFactors, region: r)
        let grow = mask.expansion > 0
        let band = layerFactors
        maskCoverageScratch.withUnsafeMutableBufferPointer { cov in
            for i in 0..<n {
                let a = UInt32(cov[i]), b = UInt32(band[i])
                cov[i] = grow ? UInt8(max(a, b)) : UInt8((a * (255 - b) + 127) / 255)
            }
        }
    }

    /// Multiplies `layerFactors` over `region` (all 255 when `masked` is false) by the
    /// matte's alpha or luma, inverted as asked. The matte is laid out over `layer`.
    func applyMatte(_ matte: [UInt32], _ mode: MatteMode, layer: PixelRect, masked: Bool, region r: PixelRect) {
        if !masked { refill(&layerFactors, r.width * r.height, 255) }
        layerFactors.withUnsafeMutableBufferPointer { out in
            for row in 0..<r.height {
                let m0 = layer.index(x: r.x, y: r.y + row), o0 = r.index(x: r.x, y: r.y + row)
                for x in 0..<r.width {
                    let p = matte[m0 + x]
                    let v: UInt32
                    switch mode {
                    case .alpha, .alphaInverted: v = p >> 24
                    case .luma, .lumaInverted:
                        let r = p & 0xFF, g = (p >> 8) & 0xFF, b = (p >> 16) & 0xFF
                        v = (r * 54 + g * 183 + b * 19 + 128) >> 8  // Rec. 709 weights ×256
                    }
                    let m = (mode == .alphaInverted || mode == .lumaInverted) ? 255 - min(v, 255) : min(v, 255)
                    out[o0 + x] = UInt8((UInt32(out[o0 + x]) * m + 127) / 255)
                }
            }
        }
    }

    /// A zeroed buffer of at least `count` pixels: the smallest pooled one that is long
    /// enough (pooled buffers are kept zeroed; the best fit leaves the longer ones for larger
    /// layers, so that a steady sequence of layers stops allocating), or a new one of
    /// `reserving` pixels if that is more (what the layer may grow to).
    func takeBuffer(count: Int, reserving reserve: Int = 0) -> [UInt32] {
        guard count > 0 else { return [] }
        var best: Int?
        for i in freeBuffers.indices where freeBuffers[i].count >= count {
            if let b = best, freeBuffers[b].count <= freeBuffers[i].count { continue }
            best = i
        }
        if let best { return freeBuffers.remove(at: best) }
        return [UInt32](repeating: 0, count: max(count, reserve))
    }

    /// Returns a layer's buffers to the pool, zeroing only their drawn parts (in place: the
    /// record must hold the only reference, or the zeroing would copy them).
    func recycle(_ record: inout LayerRecord) {
        Canvas.zero(record.drawn, of: &record.content, laidOutOver: record.rect)
        pool(record.content)
        if var matte = record.matte {
            record.matte = nil  // `matte` is then the only reference
            Canvas.zero(record.matteDrawn, of: &matte, laidOutOver: record.rect)
            pool(matte)
        }
    }

    /// Keeps a zeroed buffer in the pool of at most 16: when the pool is full, in place of the
    /// shortest one if it is longer (the pool keeps the longest buffers, which fit any layer
    /// the shorter ones would), else not at all.
    func pool(_ buffer: [UInt32]) {
        guard !buffer.isEmpty else { return }
        if freeBuffers.count < 16 {
            freeBuffers.append(buffer)
            return
        }
        var shortest = 0
        for i in freeBuffers.indices where freeBuffers[i].count < freeBuffers[shortest].count { shortest = i }
        if freeBuffers[shortest].count < buffer.count { freeBuffers[shortest] = buffer }
    }

    /// Sets the pixels of `buffer` (laid out over `layer`, a row of `layer.width` after
    /// another) within `region` to zero.
    static func zero(_ region: PixelRect, of buffer: inout [UInt32], laidOutOver layer: PixelRect) {
        guard let d = region.intersection(layer) else { return }
        buffer.withUnsafeMutableBufferPointer { px in
            for row in 0..<d.height {
                let start = layer.index(x: d.x, y: d.y + row)
                UnsafeMutableBufferPointer(rebasing: px[start ..< start + d.width]).update(repeating: 0)
            }
        }
    }
}
