#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Scrollwork

/// Draws vector shapes, text and images into a ``Pixmap``.
///
/// Holds a state stack (``save()`` / ``restore()``) of transform, perspective, clip and
/// opacity, and a stack of layers (``beginLayer(_:)`` / ``endLayer()``) composited with
/// opacity, blend modes, masks and mattes. All scratch memory (cells, polylines, offscreens)
/// is kept between draws and frames, so steady-state drawing allocates nothing.
///
/// A canvas is a reference type used from one thread at a time.
public final class Canvas {
    /// The pixels drawn so far (layers still open are not in it yet).
    // The stored variables skip the runtime exclusivity check: a draw reads and writes them
    // many times, and only this class's own methods (never re-entrantly) do. The checks took
    // about a tenth of a small file's frame time
    // (Benchmarks/results/exclusivity-checks-2026-11-25.md); the rasterizer's and the
    // renderer's scratch classes skip them for the same reason.
    @exclusivity(unchecked) public private(set) var pixmap: Pixmap

    /// The current state (transform, perspective, clip, clip mask, opacity) and those saved
    /// by ``save()`` (Canvas+State.swift).
    @exclusivity(unchecked) var state: State
    @exclusivity(unchecked) var stack: [State] = []
    /// The open layers, innermost last (Canvas+Layers.swift).
    @exclusivity(unchecked) var layers: [LayerRecord] = []
    /// The clip masks the state stack refers to (``State/clipMask``), in stack order, and
    /// mask buffers kept for reuse (Canvas+ClipMasks.swift).
    @exclusivity(unchecked) var clipMasks: [[UInt8]] = []
    @exclusivity(unchecked) var freeMasks: [[UInt8]] = []
    /// Offscreen buffers of closed layers, kept for reuse.
    @exclusivity(unchecked) var freeBuffers: [[UInt32]] = []
    /// Scratch for layer masks: their combined coverage, one mask's coverage, and the final
    /// per-pixel factors.
    @exclusivity(unchecked) var maskCombined: [Float] = []
    @exclusivity(unchecked) var maskCoverageScratch: [UInt8] = []
    @exclusivity(unchecked) var layerFactors: [UInt8] = []
    /// Scratch for layer effects (Canvas+Blur.swift): a drop shadow's alpha, and what a blur
    /// works in.
    @exclusivity(unchecked) var shadowAlpha: [UInt8] = []
    @exclusivity(unchecked) var blurBuffers = BlurBuffers()
    /// The rectangle of the pixmap holding every pixel drawn since the last ``clear(_:)`` of
    /// the whole pixmap (`drawnSinceClear`), and the colour that clear left everywhere else
    /// (`nil`: the pixmap came from outside and is not known to be one colour).
    @exclusivity(unchecked) var pixmapDrawn: PixelRect
    @exclusivity(unchecked) var pixmapClearColor: UInt32?
    /// The rectangle of the pixmap written since ``takeDamage()`` last read it.
    @exclusivity(unchecked) var damage: PixelRect
    /// Whether drawing only measures where it would land (`measure(_:)`), and the union of
    /// those places so far.
    @exclusivity(unchecked) var measuring = false
    @exclusivity(unchecked) var measured = PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// The number of layers open when measuring began: what is drawn at that depth is measured.
    @exclusivity(unchecked) var measuredDepth = 0
    /// The only pixels of the pixmap drawing may change (`scissored(to:_:)`), or `nil`.
    @exclusivity(unchecked) var scissor: PixelRect?
    /// What `written(by:)` has seen written to the pixmap so far.
    @exclusivity(unchecked) var written = PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// A number that changes whenever a draw, a composited layer, a clear or ``reset(_:)`` may
    /// change the pixmap: a renderer that left a frame in the canvas knows from it whether the
    /// frame is still there.
    @exclusivity(unchecked) package private(set) var generation: UInt64 = 0
    /// The drawing work done since the canvas was made, counted, never timed: the area of the
    /// bounds of every draw and every composited layer, plus ``workPerEdge`` for each polygon
    /// edge rasterized. Renderers weigh it against the pixels a copy would move, so the same
    /// frames decide the same way on any machine under any load.
    @exclusivity(unchecked) package internal(set) var drawingWork = 0
    /// The pixels one rasterized edge counts as in ``drawingWork``.
    package static let workPerEdge = 16
    let rasterizer = Rasterizer()
    /// The polygon the last build left for the rasterizer, in device space with every contour
    /// closed: ``buildPolygon(_:)`` (fills, clips, masks) and ``buildStrokePolygon(_:_:)``
    /// (stroke outlines) write it; ``rasterizePolygon(clip:)`` reads it.
    @exclusivity(unchecked) var polygon = Polyline()
    /// Curved fills', clips' and masks' polygons of earlier draws (``buildPolygon(_:)``).
    let keptPolygons = KeptPolygons()
    /// The coverage of polygons drawn again unchanged (``draw(rule:paint:coverageScale:)``).
    let keptCoverage = KeptCoverage()
    /// Where the stroke pipeline dashes into (the result is then swapped into ``polygon``), and
    /// where the stroker builds the outline.
    @exclusivity(unchecked) var dashedScratch = Polyline()
    /// Where a stroke's trim measures the path and cuts it, kept between calls.
    @exclusivity(unchecked) var trimMeasure = PathMeasure()
    @exclusivity(unchecked) var trimmedPath = Path()
    /// Where filling a rectangle builds its outline, kept between calls.
    @exclusivity(unchecked) var rectangleContour = Contour()
    @exclusivity(unchecked) var rectanglePath = Path()
    @exclusivity(unchecked) var strokeOutline = Polyline()
    /// The current gradient's colours at 256 steps, kept while the same ramp is drawn again.
    let gradientTable = GradientTable()
    /// One row of shaded pixels (a blitter's scratch), at least the pixmap's width.
    @exclusivity(unchecked) var rowScratch: UnsafeMutablePointer<UInt32>
    @exclusivity(unchecked) var rowScratchCapacity: Int

    /// The flattening tolerance in device pixels.
    public static let tolerance = 0.2
    /// The deepest layer nesting accepted; a deeper ``beginLayer(_:)`` opens an empty layer
    /// (no offscreen, nothing drawn until its ``endLayer()``).
    public static let maxLayerDepth = 64

    /// Whether large fills, strokes, clips and masks are rasterized and painted on two
    /// threads: this one and a helper thread the canvas starts (and stops when this is turned
    /// off or the canvas goes). The shape's rows are cut into up to eight chunks that the two
    /// threads take in turn, each painting with its own copy of the paint (solid colours,
    /// gradients and images alike, through a clip mask or not); the output does not depend on
    /// timing, and the calling thread never waits for the helper to wake (it takes every chunk
    /// itself if need be). Off by default, so that one canvas per thread (frame-parallel
    /// rendering) does not ask for twice as many threads as cores. Only large shapes are split
    /// (about a million pixels of bounding box, or edges crossing a quarter of a million
    /// pixels): handing a shape over costs tens of microseconds. Shapes drawn under
    /// `scissored(to:_:)` stay on the calling thread. Large clears and
    /// ``copyPixels(_:to:bytesPerRow:swappingRedAndBlue:)`` are shared the same way.
    public var bandParallel = false {
        didSet {
            if bandParallel, rasterizer.worker == nil {
                rasterizer.worker = RasterWorker()
            } else if !bandParallel {
                rasterizer.worker = nil
            }
        }
    }

    /// Creates a canvas drawing into `pixmap`.
    public init(_ pixmap: Pixmap) {
        self.pixmap = pixmap
        state = State(clip: PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height))
        pixmapDrawn = state.clip
        damage = state.clip
        rowScratchCapacity = max(pixmap.width, 16)
        rowScratch = .allocate(capacity: rowScratchCapacity)
        sizeBandCells()
    }

    /// Tells the rasterizer how many band cells a shape on this pixmap can need at most.
    private func sizeBandCells() {
        // A sweep's rows are the shape's columns plus two, in whole groups of four.
        let stride = (pixmap.width + 2 + 3) & ~3
        rasterizer.bandCellsForCanvas = min(rasterizer.bandBudget, stride * pixmap.height)
    }

    /// Creates a canvas over a new transparent pixmap.
    public convenience init(width: Int, height: Int) throws(PixmapError) {
        self.init(try Pixmap(width: width, height: height))
    }

    deinit {
        rowScratch.deallocate()
    }

    // MARK: - Target

    /// Replaces the pixmap (e.g. a new frame of another size) and resets all state; scratch
    /// buffers are kept.
    ///
    /// - Complexity: O(1); the new pixmap's pixels are not touched.
    public func reset(_ pixmap: Pixmap) {
        self.pixmap = pixmap
        pixmapDrawn = PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height)
        pixmapClearColor = nil
        damage = pixmapDrawn
        generation &+= 1
        resetState()
        sizeBandCells()
    }

    /// Resets the state stack and drops open layers, keeping the pixels.
    public func resetState() {
        stack.removeAll(keepingCapacity: true)
        for i in layers.indices { recycle(&layers[i]) }
        layers.removeAll(keepingCapacity: true)
        state = State(clip: PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height))
        releaseUnusedClipMasks()
        if rowScratchCapacity < pixmap.width {
            rowScratch.deallocate()
            rowScratchCapacity = pixmap.width
            rowScratch = .allocate(capacity: rowScratchCapacity)
        }
    }

    /// Fills the whole pixmap (or the open layer) with a colour, replacing what was there,
    /// ignoring transform, clip and opacity.
    ///
    /// The canvas knows where it drew since the pixmap's last clear (`drawnSinceClear`):
    /// clearing to the same colour again writes only that rectangle, so a frame that draws
    /// little costs little to clear. Under `scissored(to:_:)`, only the scissored part of the
    /// pixmap is cleared.
    ///
    /// - Complexity: O(p), the pixels drawn since the last clear (the rest already holds the colour).
    public func clear(_ color: Color = .clear) {
        let packed = PremultipliedColor(color).packed
        if measuring {
            markDrawn(layers.last?.rect ?? PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height))
            return
        }
        // A clear of the whole pixmap starts a frame (for the coverage kept from frame to frame).
        if layers.isEmpty, scissor == nil { keptCoverage.nextFrame() }
        if let top = layers.indices.last {
            let r = layers[top].rect
            let n = r.width * r.height
            if layers[top].drawingMatte {
                layers[top].matte?.withUnsafeMutableBufferPointer { UnsafeMutableBufferPointer(rebasing: $0[..<n]).update(repeating: packed) }
            } else {
                layers[top].content.withUnsafeMutableBufferPointer { UnsafeMutableBufferPointer(rebasing: $0[..<n]).update(repeating: packed) }
            }
            markDrawn(r)
        } else if let scissor {
            clear(color, in: scissor)
        } else {
            let whole = PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height)
            let r = pixmapClearColor == packed ? pixmapDrawn.intersection(whole) : whole
            if let r { fillPixmap(color, in: r) }
            noteWrite(r ?? PixelRect(x: 0, y: 0, width: 0, height: 0))
            pixmapClearColor = packed
            pixmapDrawn = PixelRect(x: 0, y: 0, width: 0, height: 0)
        }
    }

    /// ``clear(_:)`` to `color` followed by ``clear(_:in:)`` of `rect` to `inner`, writing each
    /// pixel of the pixmap once: a renderer whose first draw is an opaque rectangle over `rect`
    /// clears with its colour instead of painting those pixels twice.
    ///
    /// - Complexity: O(p), the pixels of the pixmap.
    public func clear(_ color: Color, except rect: PixelRect, with inner: Color) {
        let whole = PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height)
        guard layers.isEmpty, !measuring, scissor == nil, let inside = rect.intersection(whole) else {
            clear(color)
            clear(inner, in: rect)
            return
        }
        let packed = PremultipliedColor(color).packed
        // What `clear(color)` would write, less `inside`: up to four bands around it.
        if let outer = pixmapClearColor == packed ? pixmapDrawn.intersection(whole) : whole {
            forEachBand(of: outer, around: inside) { fillPixmap(color, in: $0) }
            noteWrite(outer)
        }
        fillPixmap(inner, in: inside)
        noteWrite(inside)
        pixmapClearColor = packed
        pixmapDrawn = inside
    }

    /// Calls `body` with the parts of `outer` outside `inside`: up to four bands (above, below,
    /// left, right), which together cover `outer` less `inside` with each pixel once; `outer`
    /// whole when they do not meet.
    func forEachBand(of outer: PixelRect, around inside: PixelRect, _ body: (PixelRect) -> Void) {
        guard let inner = outer.intersection(inside) else {
            body(outer)
            return
        }
        if outer.y < inner.y { body(PixelRect(x: outer.x, y: outer.y, width: outer.width, height: inner.y - outer.y)) }
        if outer.maxY > inner.maxY { body(PixelRect(x: outer.x, y: inner.maxY, width: outer.width, height: outer.maxY - inner.maxY)) }
        if outer.x < inner.x { body(PixelRect(x: outer.x, y: inner.y, width: inner.x - outer.x, height: inner.height)) }
        if outer.maxX > inner.maxX { body(PixelRect(x: inner.maxX, y: inner.y, width: outer.maxX - inner.maxX, height: inner.height)) }
    }

    /// Sets every pixel of `rect` (clipped to the pixmap, and to the scissor under
    /// `scissored(to:_:)`) to a colour, replacing what was there, ignoring transform, clip and
    /// opacity; without layers open (ignored otherwise).
    ///
    /// - Complexity: O(p), the pixels of the rectangle.
    public func clear(_ color: Color, in rect: PixelRect) {
        guard let r = pixmapWritable(rect) else { return }
        fillPixmap(color, in: r)
        markDrawn(r)
    }

    /// Copies the pixels of `rect` (clipped to the pixmap) into `target`, its top-left pixel
    /// first and rows `bytesPerRow` apart, as premultiplied bytes R, G, B, A, or B, G, R, A with
    /// `swappingRedAndBlue`: how a window host hands the frame to the display. An area of a
    /// megabyte or more is stored past the caches (the display reads it, not this thread), and
    /// with ``bandParallel`` shared with the band worker. Returns the rectangle copied.
    ///
    /// - Complexity: O(p), the pixels copied.
    @discardableResult
    public func copyPixels(_ rect: PixelRect, to target: UnsafeMutableRawPointer, bytesPerRow: Int,
                           swappingRedAndBlue: Bool) -> PixelRect? {
        guard let r = rect.intersection(PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height)) else { return nil }
        let stride = pixmap.width
        pixmap.withUnsafePixels { pixels in
            guard let base = pixels.baseAddress else { return }
            performRows(.copy(RasterWorker.PixelCopy(source: base + r.y * stride + r.x, sourceStride: stride, target: target,
                                                     targetBytesPerRow: bytesPerRow, width: r.width, rows: r.height,
                                                     swap: swappingRedAndBlue,
                                                     stream: r.width * r.height >= Canvas.streamingArea)),
                        area: r.width * r.height)
        }
        return r
    }

    /// Areas of at least this many pixels (1 MiB) are copied out with streaming stores, and
    /// copied or cleared together with the band worker.
    static let streamingArea = 1 << 18

    /// `pixmap.fill(color, in: rect)`, a large rectangle shared with the band worker.
    func fillPixmap(_ color: Color, in rect: PixelRect) {
        guard let r = rect.intersection(PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height)) else { return }
        let value = PremultipliedColor(color).packed, stride = pixmap.width
        pixmap.withUnsafeMutablePixels { pixels in
            guard let base = pixels.baseAddress else { return }
            performRows(.fill(RasterWorker.PixelFill(target: base + r.y * stride + r.x, stride: stride, width: r.width,
                                                     rows: r.height, value: value)),
                        area: r.width * r.height)
        }
    }

    /// Performs `task` on this thread, or, for an area of ``streamingArea`` pixels or more with
    /// a band worker, shared with the worker in chunks of rows.
    private func performRows(_ task: RasterWorker.RowTask, area: Int) {
        guard area >= Canvas.streamingArea, task.rows >= 2, let worker = rasterizer.worker else {
            task.perform()
            return
        }
        let chunks = RasterWorker.chunkCount(rows: task.rows, minimumRows: 8)
        worker.run(.rows(task), chunks: chunks) { range in task.rows(range).perform() }
    }

    /// Replaces pixels of the pixmap by `source` placed with its top-left at `origin` (clipped
    /// to the pixmap, and to the scissor under `scissored(to:_:)`), as a draw that wrote them;
    /// without layers open (ignored otherwise). An incremental renderer puts back pixels it
    /// kept with it (`pixmap.subPixmap(_:)`).
    ///
    /// - Complexity: O(p), the pixels copied.
    public func copyPixels(_ source: Pixmap, at origin: (x: Int, y: Int)) {
        guard let r = pixmapWritable(PixelRect(x: origin.x, y: origin.y, width: source.width, height: source.height)) else { return }
        pixmap.copy(from: source, sourceRect: PixelRect(x: r.x - origin.x, y: r.y - origin.y, width: r.width, height: r.height),
                    to: (r.x, r.y))
        markDrawn(r)
    }

    /// The part of `rect` a direct write to the pixmap may change: within the pixmap and the
    /// scissor, with no layer open and nothing being measured (nil: none).
    private func pixmapWritable(_ rect: PixelRect) -> PixelRect? {
        guard layers.isEmpty, !measuring else { return nil }
        return writable(rect)?.intersection(PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height))
    }

    /// Notes that pixels within `rect` of the current target (the open layer's content or
    /// matte) may have been drawn.
    func markDrawn(_ rect: PixelRect) {
        if measuring && layers.count == measuredDepth {
            measured = measured.union(rect)
            return
        }
        drawingWork &+= rect.width * rect.height
        guard let top = layers.indices.last else {
            pixmapDrawn = pixmapDrawn.union(rect)
            noteWrite(rect)
            return
        }
        if layers[top].drawingMatte {
            layers[top].matteDrawn = layers[top].matteDrawn.union(rect)
        } else {
            layers[top].drawn = layers[top].drawn.union(rect)
        }
    }

    /// Notes a write to the pixmap within `rect` for ``takeDamage()``, `written(by:)` and
    /// `generation`.
    private func noteWrite(_ rect: PixelRect) {
        damage = damage.union(rect)
        written = written.union(rect)
        generation &+= 1
    }

    /// Calls `body` with the current drawing target (the open layer's offscreen, or the pixmap).
    func withTarget(_ body: (UnsafeMutablePointer<UInt32>, Int, Int, Int) -> Void) {
        if let top = layers.indices.last {
            let r = layers[top].rect
            if layers[top].drawingMatte {
                layers[top].matte?.withUnsafeMutableBufferPointer { buf in
                    if let b = buf.baseAddress { body(b, r.width, r.x, r.y) }
                }
            } else {
                layers[top].content.withUnsafeMutableBufferPointer { buf in
                    if let b = buf.baseAddress { body(b, r.width, r.x, r.y) }
                }
            }
        } else {
            let w = pixmap.width
            pixmap.withUnsafeMutablePixels { buf in
                if let b = buf.baseAddress { body(b, w, 0, 0) }
            }
        }
    }
}
