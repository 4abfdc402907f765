import Scrollwork

/// The state stack: transform, perspective, clip (a box, and an anti-aliased mask for path
/// clips) and opacity, saved and restored in stack order.
extension Canvas {
    /// The state saved by ``save()``.
    struct State {
        var transform: AffineTransform = .identity
        var perspective: ProjectiveTransform?
        var clip: PixelRect
        var clipMask: Int?  // index into `clipMasks`
        var opacity: Double = 1
    }

    /// Pushes a copy of the current state.
    public func save() { stack.append(state) }

    /// Pops the last saved state (ignored when nothing is saved, or when it would cross an open
    /// layer's boundary).
    public func restore() {
        if let l = layers.last, stack.count <= l.stateDepth { return }
        if let s = stack.popLast() { state = s }
        releaseUnusedClipMasks()
    }

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
    ///
    /// - Complexity: O(1) for a rectangle the transform keeps axis-aligned; otherwise as a fill, into a clip mask the size of the target.
    public func clip(to rect: Rect) {
        let r = rect.applying(state.transform)
        guard let pr = PixelRect(covering: r), r.isFinite else { state.clip = PixelRect(x: 0, y: 0, width: 0, height: 0); return }
        let aligned = r.minX == r.minX.rounded() && r.minY == r.minY.rounded() && r.maxX == r.maxX.rounded()
            && r.maxY == r.maxY.rounded()
        if aligned && state.perspective == nil && (state.transform.b == 0 && state.transform.c == 0) {
            state.clip = state.clip.intersection(pr) ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        } else {
            // The outline is built in storage kept between calls (no allocation per clip).
            rectanglePath.removeAll()
            rectanglePath.move(to: Point(x: rect.minX, y: rect.minY)); rectanglePath.line(to: Point(x: rect.maxX, y: rect.minY))
            rectanglePath.line(to: Point(x: rect.maxX, y: rect.maxY)); rectanglePath.line(to: Point(x: rect.minX, y: rect.maxY))
            rectanglePath.close()
            clip(to: rectanglePath)
        }
    }

    /// Intersects the clip with a path (anti-aliased), in local coordinates.
    ///
    /// - Complexity: O(e + p) as a fill of the path, into a clip mask the size of the target.
    public func clip(to path: Path, rule: FillRule = .nonZero) {
        if measuring {
            // Measuring draws nothing: the path's bounds are clip enough.
            let bounds = buildPolygon(path) ? rasterizePolygon(clip: state.clip) : nil
            state.clip = bounds.flatMap { state.clip.intersection($0) } ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
            return
        }
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

    /// An opacity or other fraction clamped to 0…1; NaN and infinities give 0.
    static func unitInterval(_ v: Double) -> Double {
        v.isFinite ? min(max(v, 0), 1) : 0
    }
}
