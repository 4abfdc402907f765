#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Draws vector shapes, text and images into a ``Pixmap``.
///
/// Holds a state stack (``save()`` / ``restore()``) of transform, perspective, clip and
/// opacity, and a stack of layers (``beginLayer(_:)`` / ``endLayer()``) composited with
/// opacity, blend modes, masks and mattes. All scratch memory (cells, polylines, offscreens)
/// is kept between draws and frames, so steady-state drawing allocates nothing.
///
/// A canvas is a reference type used from one thread at a time.
public final class Canvas {
    /// The state saved by ``save()``.
    struct State {
        var transform: AffineTransform = .identity
        var perspective: ProjectiveTransform?
        var clip: PixelRect
        var clipMask: Int?  // index into masks pool
        var opacity: Double = 1
    }

    /// An open layer.
    struct LayerRecord {
        var options: Layer
        var rect: PixelRect
        /// The layer's pixels, `rect.width` per row, and its matte source's. Both are zero
        /// outside their drawn part (and may be longer than the rect needs).
        var content: [UInt32]
        var matte: [UInt32]?
        /// The parts of `rect` drawn into `content` and `matte` so far (empty: nothing), so
        /// that masks, compositing and clearing for reuse only visit those.
        var drawn = PixelRect(x: 0, y: 0, width: 0, height: 0)
        var matteDrawn = PixelRect(x: 0, y: 0, width: 0, height: 0)
        var drawingMatte = false
        var stateDepth: Int
        var maskTransform: AffineTransform
        var maskPerspective: ProjectiveTransform?
    }

    /// The pixels drawn so far (layers still open are not in it yet).
    // The hot stored properties skip the runtime exclusivity check: every draw takes them
    // inout several times, and only this class's own methods (never re-entrantly) do.
    @exclusivity(unchecked) public private(set) var pixmap: Pixmap

    @exclusivity(unchecked) var state: State
    var stack: [State] = []
    @exclusivity(unchecked) var layers: [LayerRecord] = []
    var clipMasks: [[UInt8]] = []
    var freeMasks: [[UInt8]] = []
    var freeBuffers: [[UInt32]] = []
    var maskCombined: [Float] = []
    var maskCoverageScratch: [UInt8] = []
    var layerFactors: [UInt8] = []
    let rasterizer = Rasterizer()
    @exclusivity(unchecked) var polyA = Polyline()
    @exclusivity(unchecked) var polyB = Polyline()
    @exclusivity(unchecked) var polyC = Polyline()
    @exclusivity(unchecked) var outline = Polyline()
    let lut = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
    var rowScratch: UnsafeMutablePointer<UInt32>
    var rowScratchCapacity: Int

    /// The flattening tolerance in device pixels.
    public static let tolerance = 0.2
    /// The deepest layer nesting accepted; a deeper ``beginLayer(_:)`` opens an empty layer
    /// (no offscreen, nothing drawn until its ``endLayer()``).
    public static let maxLayerDepth = 64

    /// Whether large solid fills, clips and masks are rasterized on two threads: this one and
    /// a helper thread the canvas starts (and stops when this is turned off or the canvas
    /// goes). The shape's rows are split in two bands; the output does not depend on timing.
    /// Off by default, so that one canvas per thread (frame-parallel rendering) does not ask
    /// for twice as many threads as cores. Only large shapes are split (about a million
    /// pixels of bounding box, or edges crossing a quarter of a million pixels): handing a
    /// shape over costs tens of microseconds. Paints other than solid colours without a clip
    /// mask stay on the calling thread.
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
        rowScratchCapacity = max(pixmap.width, 16)
        rowScratch = .allocate(capacity: rowScratchCapacity)
    }

    /// Creates a canvas over a new transparent pixmap.
    public convenience init(width: Int, height: Int) throws(PixmapError) {
        self.init(try Pixmap(width: width, height: height))
    }

    deinit {
        lut.deallocate()
        rowScratch.deallocate()
    }

    // MARK: - Target

    /// Replaces the pixmap (e.g. a new frame of another size) and resets all state; scratch
    /// buffers are kept.
    public func reset(_ pixmap: Pixmap) {
        self.pixmap = pixmap
        resetState()
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
    public func clear(_ color: Color = .clear) {
        let packed = PremultipliedColor(color).packed
        if let top = layers.indices.last {
            let r = layers[top].rect
            let n = r.width * r.height
            if layers[top].drawingMatte {
                layers[top].matte?.withUnsafeMutableBufferPointer { UnsafeMutableBufferPointer(rebasing: $0[..<n]).update(repeating: packed) }
            } else {
                layers[top].content.withUnsafeMutableBufferPointer { UnsafeMutableBufferPointer(rebasing: $0[..<n]).update(repeating: packed) }
            }
            markDrawn(r)
        } else {
            pixmap.withUnsafeMutablePixels { $0.update(repeating: packed) }
        }
    }

    // MARK: - State

    /// Pushes a copy of the current state.
    public func save() { stack.append(state) }

    /// Pops the last saved state (ignored when nothing is saved, or when it would cross an open
    /// layer's boundary).
    public func restore() {
        if let l = layers.last, stack.count <= l.stateDepth { return }
        if let s = stack.popLast() { state = s }
        releaseUnusedClipMasks()
    }

    /// Clip masks are made in stack order, so after a restore every mask above the current
    /// state's is unreferenced: their buffers go back to the pool.
    func releaseUnusedClipMasks() {
        let keep = (state.clipMask ?? -1) + 1
        while clipMasks.count > keep {
            recycleMask(clipMasks.removeLast())
        }
    }

    /// Returns a mask buffer to the pool (a few are kept; the rest are freed).
    func recycleMask(_ mask: [UInt8]) {
        if freeMasks.count < 4 { freeMasks.append(mask) }
    }

    /// The number of clip masks held by the state stack (for tests: bounded by the number of
    /// saved states that clip to a path, however often ``clip(to:rule:)`` is called).
    var liveClipMaskCount: Int { clipMasks.count }

    /// The current transform (local → device).
    public var transform: AffineTransform {
        get { state.transform }
        set { state.transform = newValue }
    }

    /// Applies `t` before the current transform (in local space).
    public func concatenate(_ t: AffineTransform) { state.transform = state.transform * t }
    /// Translates the local space.
    public func translate(x: Double, y: Double) { concatenate(AffineTransform(translationX: x, y: y)) }
    /// Scales the local space.
    public func scale(x: Double, y: Double) { concatenate(AffineTransform(scaleX: x, y: y)) }
    /// Rotates the local space by `angle` radians, clockwise on screen.
    public func rotate(_ angle: Double) { concatenate(AffineTransform(rotation: angle)) }

    /// A perspective applied to device coordinates after the transform (`nil`: none).
    public var perspective: ProjectiveTransform? {
        get { state.perspective }
        set { state.perspective = newValue }
    }

    /// The global opacity multiplied into everything drawn, 0…1.
    public var opacity: Double {
        get { state.opacity }
        set { state.opacity = Canvas.unitInterval(newValue) }
    }

    /// The current clip's bounding box in device pixels (empty: nothing draws).
    public var clipBounds: PixelRect { state.clip }

    /// Intersects the clip with a rectangle in local coordinates (its device bounding box when
    /// rotated; use ``clip(to:rule:)`` with a path for an exact rotated clip).
    public func clip(to rect: Rect) {
        let r = rect.applying(state.transform)
        guard let pr = PixelRect(covering: r), r.isFinite else { state.clip = PixelRect(x: 0, y: 0, width: 0, height: 0); return }
        let aligned = r.minX == r.minX.rounded() && r.minY == r.minY.rounded() && r.maxX == r.maxX.rounded()
            && r.maxY == r.maxY.rounded()
        if aligned && state.perspective == nil && (state.transform.b == 0 && state.transform.c == 0) {
            state.clip = state.clip.intersection(pr) ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        } else {
            var p = Path()
            p.move(to: Point(x: rect.minX, y: rect.minY)); p.line(to: Point(x: rect.maxX, y: rect.minY))
            p.line(to: Point(x: rect.maxX, y: rect.maxY)); p.line(to: Point(x: rect.minX, y: rect.maxY)); p.close()
            clip(to: p)
        }
    }

    /// Intersects the clip with a path (anti-aliased), in local coordinates.
    public func clip(to path: Path, rule: FillRule = .nonZero) {
        let w = pixmap.width, h = pixmap.height
        var newMask = takeMaskBuffer(count: w * h)
        var bounds: PixelRect? = nil
        if buildPolygon(path) {
            bounds = rasterizePolygon(clip: state.clip)
            if bounds != nil {
                newMask.withUnsafeMutableBufferPointer { buf in
                    guard let base = buf.baseAddress else { return }
                    var sink = CoverageSink(buffer: base, stride: w, originX: 0, originY: 0)
                    rasterizer.sweep(rule, into: &sink)
                }
            }
        }
        if let old = state.clipMask {
            let oldMask = clipMasks[old]
            newMask.withUnsafeMutableBufferPointer { n in
                oldMask.withUnsafeBufferPointer { o in
                    for i in 0..<(w * h) where n[i] != 0 { n[i] = UInt8((UInt32(n[i]) * UInt32(o[i]) + 255) >> 8) }
                }
            }
        }
        if let old = state.clipMask, old == clipMasks.count - 1, !stack.contains(where: { $0.clipMask == old }) {
            // The current mask belongs to this state alone (no saved state refers to it): the
            // intersection replaces it and its buffer goes back to the pool, so clipping again
            // and again in one state keeps one mask, not one per call.
            swap(&clipMasks[old], &newMask)
            recycleMask(newMask)
        } else {
            clipMasks.append(newMask)
            state.clipMask = clipMasks.count - 1
        }
        if let b = bounds, let r = state.clip.intersection(b) { state.clip = r } else { state.clip = PixelRect(x: 0, y: 0, width: 0, height: 0) }
    }

    /// A zeroed mask buffer, from the pool when one is free.
    func takeMaskBuffer(count: Int) -> [UInt8] {
        if var m = freeMasks.popLast() {
            m.removeAll(keepingCapacity: true)
            m.append(contentsOf: repeatElement(0, count: count))
            return m
        }
        return [UInt8](repeating: 0, count: count)
    }

    // MARK: - Drawing

    /// Fills a path with a paint.
    public func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero) {
        guard state.opacity > 0, !state.clip.isEmpty, !path.isEmpty else { return }
        guard buildPolygon(path) else { return }
        draw(rule: rule, paint: paint, coverageScale: 1)
    }

    /// Fills a path with a solid colour.
    public func fill(_ path: Path, color: Color, rule: FillRule = .nonZero) {
        fill(path, with: .solid(color), rule: rule)
    }

    /// Fills a rectangle (local coordinates) with a paint.
    public func fill(_ rect: Rect, with paint: Paint) {
        fill(Path(rect: rect), with: paint)
    }

    /// Strokes a path with a paint.
    public func stroke(_ path: Path, with paint: Paint, style: StrokeStyle) {
        guard state.opacity > 0, !state.clip.isEmpty, !path.isEmpty else { return }
        guard let coverageScale = buildStrokePolygon(path, style) else { return }
        draw(rule: .nonZero, paint: paint, coverageScale: coverageScale)
    }

    /// Builds the outline of a stroke in device space into `polyA` (fill it non-zero).
    /// Returns the coverage factor for hairlines (thinner than a pixel: drawn one pixel wide
    /// and lighter), or `nil` when nothing is to be drawn.
    func buildStrokePolygon(_ path: Path, _ style: StrokeStyle) -> Double? {
        guard style.width > 0, style.width.isFinite, state.transform.isFinite else { return nil }
        let m = state.transform
        let maxScale = Canvas.maxScale(m)
        let mean = m.meanScale
        guard maxScale > 0, maxScale.isFinite, mean > 0 else { return nil }
        var width = style.width
        var coverageScale = 1.0
        if width * mean < 1 {
            coverageScale = width * mean
            width = 1 / mean
        }
        let tol = Canvas.tolerance / maxScale
        polyA.removeAll()
        guard Flattener.flatten(path, transform: .identity, tolerance: tol, into: &polyA) else { return nil }
        // Trimming and dashing each leave their result in `polyA` (swapped in from scratch).
        if let trim = style.trim {
            guard Dasher.trim(polyA, trim, into: &polyB) else { return nil }
            swap(&polyA, &polyB)
        }
        if let dash = style.dash, Dasher.dash(polyA, dash, scale: mean, into: &polyC) {
            swap(&polyA, &polyC)
        }
        let stroker = Stroker(halfWidth: width / 2, cap: style.cap, join: style.join,
                              miterLimit: style.miterLimit.isFinite ? style.miterLimit : 4, tolerance: tol)
        stroker.stroke(polyA, into: &outline)
        guard !outline.isEmpty else { return nil }
        // Map the outline to device space (nothing to do for the identity).
        let persp = state.perspective
        if !m.isIdentity || persp != nil {
            let ok = outline.withMutablePoints { pts in
                for i in pts.indices {
                    let d = m.apply(pts[i])
                    if let persp {
                        guard let q = persp.apply(d) else { return false }
                        pts[i] = q
                    } else {
                        pts[i] = d
                    }
                }
                return true
            }
            guard ok else { return nil }
        }
        swap(&polyA, &outline)
        return coverageScale
    }

    /// Strokes a path with a solid colour.
    public func stroke(_ path: Path, color: Color, style: StrokeStyle) {
        stroke(path, with: .solid(color), style: style)
    }

    /// Draws an image with its top-left corner at the local origin, one image pixel per local
    /// unit, bilinearly filtered.
    public func drawImage(_ image: Pixmap, at origin: Point = .zero) {
        let rect = Rect(x: origin.x, y: origin.y, width: Double(image.width), height: Double(image.height))
        fill(Path(rect: rect), with: .image(ImagePattern(image: image, transform: AffineTransform(translationX: origin.x, y: origin.y))))
    }

    // MARK: - Internals

    /// The largest stretch factor of a transform's linear part.
    static func maxScale(_ m: AffineTransform) -> Double {
        let s = m.a * m.a + m.b * m.b + m.c * m.c + m.d * m.d
        let det = m.determinant
        let disc = max(s * s - 4 * det * det, 0)
        return ((s + disc.squareRoot()) / 2).squareRoot()
    }

    /// Flattens a path into `polyA` in device space (transform and perspective applied).
    func buildPolygon(_ path: Path) -> Bool {
        polyA.removeAll()
        guard state.transform.isFinite else { return false }
        guard Flattener.flatten(path, transform: state.transform, tolerance: Canvas.tolerance, into: &polyA) else { return false }
        if let persp = state.perspective {
            return polyA.withMutablePoints { pts in
                for i in pts.indices {
                    guard let q = persp.apply(pts[i]) else { return false }
                    pts[i] = q
                }
                return true
            }
        }
        return true
    }

    /// Feeds `polyA` (device space, every contour closed) to the rasterizer; returns the
    /// touched pixel bounds or nil when nothing is inside `clip`.
    func rasterizePolygon(clip: PixelRect) -> PixelRect? {
        guard !polyA.isEmpty, !clip.isEmpty else { return nil }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        // The sum of all points: NaN when a coordinate is NaN (which the bounds skip). An
        // overflow to infinity only costs the fast path below.
        var sum = Point.zero
        let pts = polyA.points
        for p in pts {
            if p.x < minX { minX = p.x }; if p.x > maxX { maxX = p.x }
            if p.y < minY { minY = p.y }; if p.y > maxY { maxY = p.y }
            sum += p
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite,
              let bbox = PixelRect(covering: Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)),
              var box = bbox.intersection(clip) else { return nil }
        // Edges left of the box still matter (their cover), so keep the box's left at the clip's.
        box = PixelRect(x: box.x, y: box.y, width: box.maxX - box.x, height: box.height)
        rasterizer.reset(clip: box)
        // When every point lies inside the box, clear of its right side (the usual case: the
        // box is the polygon's own bounds unless the clip cuts it), `addLine` would neither clip
        // nor drop any edge beyond what `store` does, so the edges go straight to `store`.
        let inside = sum.isFinite && minX >= Double(box.x) && maxX < Double(box.maxX)
            && minY >= Double(box.y) && maxY <= Double(box.maxY)
        @inline(__always) func edge(_ a: Point, _ b: Point) {
            if inside {
                rasterizer.store(a.x, a.y, b.x, b.y)
            } else {
                rasterizer.addLine(a.x, a.y, b.x, b.y)
            }
        }
        for c in polyA.contours where c.count > 1 {
            let contour = UnsafeBufferPointer(rebasing: pts[c.start..<(c.start + c.count)])
            var prev = contour[0]
            for p in contour.dropFirst() {
                edge(prev, p)
                prev = p
            }
            edge(prev, contour[0])
        }
        return rasterizer.isEmpty ? nil : box
    }

    /// Rasterizes `polyA` and paints it onto the current target.
    func draw(rule: FillRule, paint: Paint, coverageScale: Double) {
        guard let box = rasterizePolygon(clip: state.clip) else { return }
        guard var blitter = makeBlitter(paint: paint, coverageScale: coverageScale) else { return }
        markDrawn(box)
        let maskStride = pixmap.width
        let clipMask = state.clipMask
        withTarget { pixels, stride, ox, oy in
            if blitter.solid && clipMask == nil && blitter.coverageScale == 256 {
                var sink = SolidSink(pixels: pixels, stride: stride, originX: ox, originY: oy, color: blitter.color)
                rasterizer.sweep(rule, into: &sink)
                return
            }
            blitter.pixels = pixels
            blitter.stride = stride
            blitter.originX = ox
            blitter.originY = oy
            if let mi = clipMask {
                clipMasks[mi].withUnsafeBufferPointer { m in
                    blitter.mask = m.baseAddress
                    blitter.maskStride = maskStride
                    rasterizer.sweep(rule, into: &blitter)
                }
            } else {
                rasterizer.sweep(rule, into: &blitter)
            }
        }
    }

    /// An opacity or other fraction clamped to 0…1; NaN and infinities give 0.
    static func unitInterval(_ v: Double) -> Double {
        v.isFinite ? min(max(v, 0), 1) : 0
    }

    /// Notes that pixels within `rect` of the current target (the open layer's content or
    /// matte) may have been drawn.
    func markDrawn(_ rect: PixelRect) {
        guard let top = layers.indices.last else { return }
        if layers[top].drawingMatte {
            layers[top].matteDrawn = layers[top].matteDrawn.union(rect)
        } else {
            layers[top].drawn = layers[top].drawn.union(rect)
        }
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

    func makeBlitter(paint: Paint, coverageScale: Double) -> Blitter? {
        let scale = UInt32(min(max(coverageScale, 0), 1) * 256)
        guard scale > 0 else { return nil }
        var blitter = Blitter(pixels: rowScratch, stride: 0, originX: 0, originY: 0, mask: nil, maskStride: 0,
                              color: 0, coverageScale: scale, shader: nil, scratch: rowScratch)
        let opacity = state.opacity
        let m = state.transform
        switch paint {
        case .solid(let c):
            blitter.color = PremultipliedColor(c.withAlpha(multipliedBy: opacity)).packed
            if blitter.color >> 24 == 0 { return nil }
        case .linear(let g):
            g.gradient.fillLookupTable(lut, opacity: opacity)
            // t = ((p − s)·v)/|v|² with p = inverse(m)·device.
            guard let inv = m.inverted() else { return nil }
            let v = g.end - g.start
            let vv = v.dot(v)
            if !(vv > 0) || !vv.isFinite {
                // Degenerate: the last stop's colour everywhere.
                blitter.shader = Shader(kind: .linear(a: 0, b: 0, c: 1), lut: lut, image: nil)
                return blitter
            }
            let ax = (inv.a * v.x + inv.b * v.y) / vv
            let by = (inv.c * v.x + inv.d * v.y) / vv
            let c0 = ((inv.tx - g.start.x) * v.x + (inv.ty - g.start.y) * v.y) / vv
            blitter.shader = Shader(kind: .linear(a: ax, b: by, c: c0), lut: lut, image: nil)
        case .radial(let g):
            guard let inv = m.inverted(), g.radius > 0, g.radius.isFinite, g.center.isFinite, g.focal.isFinite else { return nil }
            g.gradient.fillLookupTable(lut, opacity: opacity)
            blitter.shader = Shader(kind: .radial(toLocal: inv, center: g.center, focal: g.focal, radius: g.radius), lut: lut, image: nil)
        case .image(let pattern):
            guard let inv = (m * pattern.transform).inverted() else { return nil }
            blitter.shader = Shader(kind: .image(toImage: inv, opacity: UInt32(opacity * 256), offset: ImageSampler.pixelOffset(inv)),
                                    lut: lut, image: pattern.image)
        }
        return blitter
    }
}
