import Scrollwork

/// Where the canvas writes: the part drawn since the last clear, the damage a window uploads,
/// measuring a drawing without drawing it, and scissoring writes to a rectangle. Incremental
/// renderers build on these to redraw only what changed between frames.
extension Canvas {
    /// The rectangle of the pixmap holding every pixel drawn since the pixmap was last cleared
    /// whole (empty right after ``clear(_:)``; the whole pixmap when it came from outside):
    /// outside it, every pixel is the clear colour. Between two frames each drawn after a
    /// clear, the pixels that can differ lie in the union of the two frames' rectangles, so a
    /// window needs to present only that.
    package var drawnSinceClear: PixelRect { pixmapDrawn }

    /// The colour the whole pixmap was last cleared to, while nothing has been drawn on it
    /// since and the canvas is as a new one: no layer open, nothing scissored or measured, and
    /// the state it starts with (no transform, perspective or clip, full opacity). Otherwise nil.
    ///
    /// Drawing the same things onto two canvases of one size that say the same colour here
    /// gives the same pixels, so a renderer that kept the pixels of a drawing made on one may
    /// copy them onto the other instead of drawing it again.
    package var blankColor: PremultipliedColor? {
        guard let packed = pixmapClearColor, pixmapDrawn.isEmpty, layers.isEmpty, !measuring, scissor == nil,
              state.transform == .identity, state.perspective == nil, state.clipMask == nil, state.opacity == 1,
              state.clip == PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height) else { return nil }
        return PremultipliedColor(packed: packed)
    }

    /// Where the drawing `body` does would change the pixmap, without drawing it: a rectangle
    /// holding every pixel it would write (it may hold more), within the current clip.
    ///
    /// Fills and strokes count their outline's bounds, a layer what its masks can leave of its
    /// content, an effect its layer's whole offscreen. `body` must leave the state and the
    /// layers as it found them (balanced ``save()``/``restore()`` and
    /// ``beginLayer(_:)``/``endLayer()``). Nothing is drawn and ``takeDamage()`` is unchanged;
    /// a renderer uses this to find the part of a frame that changed before redrawing only that.
    package func measure(_ body: () -> Void) -> PixelRect {
        let wasMeasuring = measuring, outer = measured, outerDepth = measuredDepth
        measuring = true
        measured = PixelRect(x: 0, y: 0, width: 0, height: 0)
        measuredDepth = layers.count
        body()
        let result = measured
        measuring = wasMeasuring
        measured = outer
        measuredDepth = outerDepth
        if wasMeasuring { markDrawn(result) }
        return result
    }

    /// Runs `body` and returns the rectangle of the pixmap it wrote (draws, composited layers,
    /// clears), which ``takeDamage()`` also collects. Calls nest.
    package func written(by body: () -> Void) -> PixelRect {
        let outer = written
        written = PixelRect(x: 0, y: 0, width: 0, height: 0)
        body()
        let result = written
        written = outer.union(result)
        return result
    }

    /// Runs `body` changing only the pixmap's pixels within `rect`: everything is computed as
    /// it would be without it (clips, layers, masks and mattes over their whole extent), and
    /// only the writes to the pixmap outside `rect` are left out, so the pixels within are byte
    /// for byte those of drawing everything. (A clip, by contrast, cuts the shapes themselves,
    /// which may move an edge pixel's coverage by a rounding.) Calls nest (their intersection).
    package func scissored(to rect: PixelRect, _ body: () -> Void) {
        let outer = scissor
        if outer == nil { keptCoverage.nextFrame() }
        scissor = outer.map { $0.intersection(rect) ?? PixelRect(x: rect.x, y: rect.y, width: 0, height: 0) } ?? rect
        body()
        scissor = outer
    }

    /// Draws `rect` of the pixmap again: clears it to `background`, then runs `body` scissored
    /// to it. Within `rect` the pixels are those of clearing the whole pixmap and drawing
    /// `body`; outside it nothing changes. The step an incremental frame ends with.
    package func redraw(_ rect: PixelRect, background: Color, _ body: () -> Void) {
        clear(background, in: rect)
        scissored(to: rect, body)
    }

    /// `redraw(_:background:_:)` starting from kept pixels: within `rect`, the pixels of
    /// `kept` placed at `origin` replace what was there, the rest of `rect` is cleared to
    /// `background`, then `body` runs scissored to `rect`. The same pixels as clearing `rect`
    /// and copying `kept` over it, but each pixel is written once.
    package func redraw(_ rect: PixelRect, background: Color, keeping kept: Pixmap, at origin: (x: Int, y: Int),
                       _ body: () -> Void) {
        let inner = PixelRect(x: origin.x, y: origin.y, width: kept.width, height: kept.height)
        forEachBand(of: rect, around: inner) { clear(background, in: $0) }
        scissored(to: rect) {
            copyPixels(kept, at: origin)
            body()
        }
    }

    /// The scissor over the current target: the one `scissored(to:_:)` set while drawing to
    /// the pixmap; none within a layer (offscreens are computed whole, their compositing onto
    /// the pixmap is scissored).
    var targetScissor: PixelRect? { layers.isEmpty ? scissor : nil }

    /// The part of `rect` of the current target that a write may change (nil: none).
    func writable(_ rect: PixelRect) -> PixelRect? {
        guard let s = targetScissor else { return rect }
        return rect.intersection(s)
    }

    /// Whether drawing now goes straight to the pixmap: no layer is open and no
    /// `measure(_:)` is running. Incremental renderers redraw in part only then.
    package var drawsToPixmap: Bool { layers.isEmpty && !measuring }

    /// Whether a `measure(_:)` is running: drawing only counts where it would write.
    package var isMeasuring: Bool { measuring }

    /// Whether the clip is exactly ``clipBounds`` (no path clip is in effect), so two clips
    /// compare by their bounds.
    package var clipIsRectangle: Bool { state.clipMask == nil }

    /// The rectangle of the pixmap written since the last call (by draws, composited layers and
    /// clears; the whole pixmap after ``reset(_:)`` or when the canvas was made), and starts
    /// collecting anew. A window that holds the previous pixels uploads only this rectangle.
    public func takeDamage() -> PixelRect {
        defer { damage = PixelRect(x: 0, y: 0, width: 0, height: 0) }
        return damage
    }
}
