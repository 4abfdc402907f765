import Scrollwork
import ScrollworkCanvas

/// Drawing only what changed since the last frame.
extension LottieRenderer {
    /// Draws frame `frame` scaled by `scale` from the top-left corner (the rule of
    /// ``render(frame:into:scale:)``) into a canvas the renderer keeps to itself, redrawing only
    /// the part that changed since the frame it left there; returns that part in device pixels
    /// (empty: nothing changed; the whole canvas when it drew everything).
    ///
    /// The pixels are byte for byte those of `canvas.clear(background)` followed by
    /// ``render(frame:into:scale:)``. A frame is drawn whole the first time, after anything
    /// else wrote to the canvas, after a binding or handle changed the renderer, when most of
    /// it changes, and to keep a run of still bottom layers as pixels. Otherwise only the root
    /// layers that can change between the two frames (their keyframes, in and out points,
    /// parents, precomps, mattes; expressions unless timeless) are measured, and the union of where
    /// they were and where they are is cleared and the layers that draw there are drawn again,
    /// scissored to it (`Canvas.scissored(to:_:)`). A window then presents only that rectangle
    /// (the canvas's `takeDamage()` holds it).
    ///
    /// The bottom layers that stay the same while the ones above change are kept as pixels
    /// (within ``pixelCacheBudget``) where drawing them is more than twice the work of
    /// copying them (counted, not timed), and copied back instead of drawn again, in whole frames and in the
    /// redrawn part alike.
    ///
    /// - Parameters:
    ///   - frame: the frame (absolute, as in the file).
    ///   - canvas: a canvas at its top level (no layer open), used only for this animation.
    ///   - scale: composition units to pixels.
    ///   - background: the colour under the animation.
    /// - Returns: the device pixels that changed.
    ///
    /// - Complexity: O(l) to find what changed for l root layers, then what drawing the changed rectangle costs (O(1) when nothing changed).
    @discardableResult
    public func renderIncrementally(frame: Double, into canvas: Canvas, scale: Double, background: Color = .clear) -> PixelRect {
        renderIncrementally(frame: frame, into: canvas, transform: AffineTransform(scaleX: scale, y: scale), exactClip: true,
                            background: background)
    }

    /// Draws frame `frame` placed into an area of `size` at the canvas's origin by `contentMode`
    /// (the rule of ``render(frame:into:size:contentMode:)``), redrawing only what changed, as
    /// ``renderIncrementally(frame:into:scale:background:)`` does.
    ///
    /// - Parameters:
    ///   - frame: the frame (absolute, as in the file).
    ///   - canvas: a canvas at its top level (no layer open), used only for this animation.
    ///   - area: the area the composition is fitted into.
    ///   - contentMode: how it is fitted.
    ///   - background: the colour under the animation.
    /// - Returns: the device pixels that changed.
    ///
    /// - Complexity: O(l) to find what changed for l root layers, then what drawing the changed rectangle costs (O(1) when nothing changed).
    @discardableResult
    public func renderIncrementally(frame: Double, into canvas: Canvas, size area: Size, contentMode: ContentMode,
                                    background: Color = .clear) -> PixelRect {
        renderIncrementally(frame: frame, into: canvas, transform: contentMode.transform(content: size, in: area), exactClip: false,
                            background: background)
    }

    func renderIncrementally(frame: Double, into canvas: Canvas, transform: AffineTransform, exactClip: Bool,
                             background: Color) -> PixelRect {
        let st = incremental
        let layers = compositions[root].layers
        let whole = PixelRect(x: 0, y: 0, width: canvas.pixmap.width, height: canvas.pixmap.height)
        let placement = IncrementalState.Placement(transform: transform, exactClip: exactClip,
                                                   background: PremultipliedColor(background), revision: revision)
        let key = Underlay.Key(placement, in: canvas)
        scratch.worlds.nextFrame()
        let intact = st.retained.isIntact(in: canvas, placement: placement) && st.bounds.count == layers.count
        // Layers `top...` are drawn from the kept pixels, not again. When they were at the last
        // frame, they still are unless one of them changes since, which the change check finds;
        // otherwise the underlay is checked against its own frame. A still run at the bottom not
        // kept yet makes this frame whole, to keep it (a run found not worth keeping is not tried
        // again).
        let heldLast = intact && st.underlay.pixels != nil && st.underlay.key == key && st.underlay.heldAt != nil
            && st.underlay.heldAt == st.frame
        var holds = heldLast || underlayHolds(at: frame, key: key)
        let candidate = holds ? nil : underlayBoundary(at: frame, key: key)
        if intact, candidate == nil,
           let dirty = changedPart(at: frame, canvas: canvas, placement: placement, limit: whole.width * whole.height / 2) {
            if heldLast, st.changed[st.underlay.boundary...].contains(true) { holds = false }
            let top = holds ? st.underlay.boundary : layers.count
            if !dirty.isEmpty {
                func body() {
                    inComposition(canvas, transform: transform, exactClip: exactClip) {
                        redraw(dirty, below: top, at: frame, canvas: canvas)
                    }
                }
                if let pixels = st.underlay.pixels, holds {
                    canvas.redraw(dirty, background: background, keeping: pixels, at: st.underlay.origin, body)
                } else {
                    canvas.redraw(dirty, background: background, body)
                }
            }
            for i in layers.indices where st.changed[i] { st.bounds[i] = st.newBounds[i] }
            st.underlay.heldAt = holds ? frame : nil
            st.frame = frame
            st.retained.keep(in: canvas, placement: placement)
            return dirty
        }
        // The change check did not run or gave up: check the underlay itself.
        if heldLast { holds = underlayHolds(at: frame, key: key) }
        canvas.clear(background)
        drawWholeFrame(frame, onto: canvas, key: key, holds: holds, candidate: candidate, transform: transform,
                       exactClip: exactClip)
        st.retained.keep(in: canvas, placement: placement)
        return whole
    }

    /// Draws the whole of frame `frame` onto `canvas`, blank (cleared, nothing drawn since),
    /// noting where each root layer draws: the bottom layers from the underlay when it `holds`,
    /// or kept as the underlay from layer `candidate` on.
    func drawWholeFrame(_ frame: Double, onto canvas: Canvas, key: Underlay.Key, holds: Bool, candidate: Int?,
                        transform: AffineTransform, exactClip: Bool) {
        let st = incremental
        let layers = compositions[root].layers
        st.bounds.removeAll(keepingCapacity: true)
        st.bounds.append(contentsOf: repeatElement(PixelRect(x: 0, y: 0, width: 0, height: 0), count: layers.count))
        var from = layers.count
        st.underlay.heldAt = holds ? frame : nil
        if holds, let pixels = st.underlay.pixels {
            canvas.copyPixels(pixels, at: st.underlay.origin)
            from = st.underlay.boundary
            for i in from..<layers.count { st.bounds[i] = st.underlay.bounds[i] }
        } else if let boundary = candidate {
            keepUnderlay(from: boundary, at: frame, key: key, canvas: canvas, transform: transform, exactClip: exactClip)
            from = boundary
        }
        drawRootLayers(0..<from, at: frame, canvas: canvas, transform: transform, exactClip: exactClip)
        st.frame = frame
    }

    /// Draws root layers `range` of frame `frame` in composition space, the last index first
    /// as a frame draws them, noting where each drew in the state's `bounds`.
    func drawRootLayers(_ range: Range<Int>, at frame: Double, canvas: Canvas, transform: AffineTransform, exactClip: Bool) {
        let st = incremental
        let layers = compositions[root].layers
        inComposition(canvas, transform: transform, exactClip: exactClip) {
            for i in range.reversed() where layers[i].isDrawnByComposition {
                st.bounds[i] = canvas.written { drawLayer(i, of: root, at: frame, canvas: canvas) }
            }
        }
    }

    /// The device pixels that differ between the frame left in the canvas and `frame`: where
    /// the root layers that change were, and where they now draw (measured, not drawn).
    /// Fills the state's `changed` and `newBounds`; `nil` when it cannot tell, or when the part
    /// grows past `limit` pixels, or every layer that draws changes (drawing the whole frame is
    /// then cheaper than measuring and redrawing part of it), or while looking is put off after
    /// it was in vain (``IncrementalState/framesBeforeChecking``).
    private func changedPart(at frame: Double, canvas: Canvas, placement: IncrementalState.Placement, limit: Int) -> PixelRect? {
        let st = incremental
        let layers = compositions[root].layers
        guard let last = st.frame else { return nil }
        // The same frame again is always looked at (nothing changed).
        if st.framesBeforeChecking > 0 && frame != last {
            st.framesBeforeChecking -= 1
            return nil
        }
        // Too much changed again: the next frames are drawn whole without looking (see the state).
        func inVain() -> PixelRect? {
            st.checkedInVain = min(st.checkedInVain + 1, 4)
            st.framesBeforeChecking = (1 << (st.checkedInVain - 1)) - 1
            return nil
        }
        st.changed.removeAll(keepingCapacity: true)
        st.newBounds.removeAll(keepingCapacity: true)
        var budget = 100_000
        var any = false, all = true
        for i in layers.indices {
            let drawn = layers[i].isDrawnByComposition
            let changes = drawn && layerChanges(i, of: root, between: last, frame, budget: &budget)
            st.changed.append(changes)
            st.newBounds.append(PixelRect(x: 0, y: 0, width: 0, height: 0))
            any = any || changes
            // Everything drawn changes: measuring would only add to drawing it all.
            all = all && (changes || !drawn || st.bounds[i].isEmpty)
        }
        guard budget > 0, !(any && all) else { return inVain() }
        var dirty = PixelRect(x: 0, y: 0, width: 0, height: 0)
        guard any else {
            (st.checkedInVain, st.framesBeforeChecking) = (0, 0)
            return dirty
        }
        for i in layers.indices where st.changed[i] { dirty = dirty.union(st.bounds[i]) }
        guard dirty.width * dirty.height <= limit else { return inVain() }
        inComposition(canvas, transform: placement.transform, exactClip: placement.exactClip) {
            for i in layers.indices where st.changed[i] {
                st.newBounds[i] = canvas.measure { drawLayer(i, of: root, at: frame, canvas: canvas) }
                dirty = dirty.union(st.newBounds[i])
                if dirty.width * dirty.height > limit { break }
            }
        }
        guard dirty.width * dirty.height <= limit else { return inVain() }
        (st.checkedInVain, st.framesBeforeChecking) = (0, 0)
        return dirty
    }

    /// Draws again every root layer under index `top` that draws in `dirty` (changed ones
    /// where they now are, the others where they were), in composition space under a scissor
    /// to `dirty`; the layers from `top` on are in the pixels put back from the underlay.
    private func redraw(_ dirty: PixelRect, below top: Int, at frame: Double, canvas: Canvas) {
        let st = incremental
        let layers = compositions[root].layers
        for i in layers.indices.prefix(top).reversed() where layers[i].isDrawnByComposition {
            let b = st.changed[i] ? st.newBounds[i] : st.bounds[i]
            if b.intersection(dirty) != nil { drawLayer(i, of: root, at: frame, canvas: canvas) }
        }
    }
}
