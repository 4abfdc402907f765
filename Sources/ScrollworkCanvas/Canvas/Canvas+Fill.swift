import Scrollwork

/// Filling: a path is flattened to a device-space polygon, rasterized within the clip, and
/// its coverage painted onto the current target (the pixmap or the open layer).
extension Canvas {
    /// Fills a path with a paint.
    ///
    /// - Complexity: O(e + p): e the flattened outline's edges, p the pixels of its bounds within the clip.
    public func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero) {
        guard state.opacity > 0, !state.clip.isEmpty, !path.isEmpty else { return }
        if measuring, measureBounds(of: path, grownBy: 0) { return }
        guard buildPolygon(path) else { return }
        draw(rule: rule, paint: paint, coverageScale: 1)
    }

    /// While measuring: notes the device bounds of `path`'s control points
    /// (`Path.controlBounds`), grown by `reach` local units on every side and by a pixel,
    /// within the clip, as drawn. A curve lies within its control points and a fill within its
    /// outline, so this holds every pixel the drawing would write, found without flattening.
    /// Returns whether it measured (`false` under a perspective, which the exact outline
    /// measures). A path with a non-finite point draws nothing (the flattener refuses it).
    func measureBounds(of path: Path, grownBy reach: Double) -> Bool {
        guard state.perspective == nil else { return false }
        guard let local = path.controlBounds?.insetBy(dx: -reach, dy: -reach), local.isFinite, state.transform.isFinite,
              let box = PixelRect(covering: local.applying(state.transform).insetBy(dx: -1, dy: -1)),
              let part = box.intersection(state.clip) else { return true }
        markDrawn(part)
        return true
    }

    /// Fills a path with a solid colour.
    ///
    /// - Complexity: O(e + p): e the flattened outline's edges, p the pixels of its bounds within the clip.
    public func fill(_ path: Path, color: Color, rule: FillRule = .nonZero) {
        fill(path, with: .solid(color), rule: rule)
    }

    /// Fills a rectangle (local coordinates) with a paint.
    ///
    /// - Complexity: O(p), the pixels of the rectangle within the clip.
    public func fill(_ rect: Rect, with paint: Paint) {
        // The outline is built in storage kept between calls (no allocation per rectangle).
        rectangleContour.setRectangle(rect)
        rectanglePath.removeAll()
        rectangleContour.append(to: &rectanglePath)
        fill(rectanglePath, with: paint)
    }

    /// Draws an image with its top-left corner at the local origin, one image pixel per local
    /// unit, bilinearly filtered.
    ///
    /// - Complexity: O(p), the pixels the image covers within the clip.
    public func drawImage(_ image: Pixmap, at origin: Point = .zero) {
        let rect = Rect(x: origin.x, y: origin.y, width: Double(image.width), height: Double(image.height))
        fill(rect, with: .image(ImagePattern(image: image, transform: AffineTransform(translationX: origin.x, y: origin.y))))
    }

    /// Flattens a path into `polygon` in device space (transform and perspective applied).
    func buildPolygon(_ path: Path) -> Bool {
        polygon.removeAll()
        guard state.transform.isFinite else { return false }
        guard keptPolygons.flatten(path, transform: state.transform, tolerance: Canvas.tolerance, into: &polygon) else { return false }
        if let persp = state.perspective {
            return polygon.withMutablePoints { pts in
                for i in pts.indices {
                    guard let q = persp.apply(pts[i]) else { return false }
                    pts[i] = q
                }
                return true
            }
        }
        return true
    }

    /// Feeds `polygon` (device space, every contour closed) to the rasterizer; returns the
    /// touched pixel bounds or nil when nothing is inside `clip`.
    func rasterizePolygon(clip: PixelRect) -> PixelRect? {
        guard !polygon.isEmpty, !clip.isEmpty else { return nil }
        if measuring {
            // Only where it would land: the polygon's bounds within the clip.
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            for p in polygon.points where p.x.isFinite && p.y.isFinite {
                minX = min(minX, p.x); maxX = max(maxX, p.x)
                minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
            guard minX <= maxX, minY <= maxY,
                  let box = PixelRect(covering: Rect(x: minX - 1, y: minY - 1, width: maxX - minX + 2, height: maxY - minY + 2)) else { return nil }
            return box.intersection(clip)
        }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        // The sum of all points: NaN when a coordinate is NaN (which the bounds skip). An
        // overflow to infinity only costs the fast path below.
        var sum = Point.zero
        let pts = polygon.points
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
        for c in polygon.contours where c.count > 1 {
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

    /// Rasterizes `polygon` and paints it onto the current target: or plays back the coverage
    /// kept for an equal polygon (``KeptCoverage``), which paints the same pixels.
    func draw(rule: FillRule, paint: Paint, coverageScale: Double) {
        let clip = state.clip
        if measuring {
            if let box = rasterizePolygon(clip: clip) { markDrawn(box) }
            return
        }
        let key = keptCoverage.key(polygon, rule: rule, clip: clip)
        let kept = key.flatMap { keptCoverage.entry($0, polygon, rule: rule, clip: clip) }
        var rasterized = false
        let box: PixelRect
        if let kept {
            box = kept.box
        } else {
            guard let b = rasterizePolygon(clip: clip) else { return }
            box = b
            rasterized = true
            drawingWork &+= rasterizer.edgeCount &* Canvas.workPerEdge
        }
        guard var blitter = makeBlitter(paint: paint, coverageScale: coverageScale) else { return }
        guard let part = writable(box) else { return }
        let clipMask = state.clipMask
        let solid = blitter.solid && clipMask == nil && blitter.coverageScale == 256
        // The solid sink takes quads; the blitter takes runs.
        let runs = !solid
        var tape: CoverageTape?
        var recording: KeptCoverage.Entry?
        if let kept, kept.runs == runs {
            keptCoverage.played(kept)
            tape = kept.tape
        } else {
            if !rasterized {
                guard rasterizePolygon(clip: clip) != nil else { return }
            }
            // A shape the sweep would split between two threads is not recorded (played back,
            // it would be one thread's); the sweep counts a shaded one eight times.
            if let key, rasterizer.worker == nil || rasterizer.work * (solid ? 1 : 8) < rasterizer.parallelWork {
                recording = keptCoverage.entryToRecord(key, polygon, rule: rule, clip: clip, box: box, runs: runs)
            }
        }
        markDrawn(part)
        let scissor = targetScissor
        let maskStride = pixmap.width
        withTarget { pixels, stride, ox, oy in
            if solid {
                var sink = SolidSink(pixels: pixels, stride: stride, originX: ox, originY: oy, color: blitter.color)
                sweep(rule, scissor, tape: tape, recording: recording?.tape, into: &sink)
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
                    sweep(rule, scissor, tape: tape, recording: recording?.tape, into: &blitter)
                }
            } else {
                sweep(rule, scissor, tape: tape, recording: recording?.tape, into: &blitter)
            }
        }
        if let recording { keptCoverage.finish(recording) }
    }

    /// Sweeps the rasterized polygon into `sink`, through a ``ScissorSink`` when a scissor is
    /// set: or plays `tape` back instead, or records the sweep on `recording` (outside the
    /// scissor, so that the tape holds the whole shape).
    @inline(__always)
    private func sweep<S: SpanSink>(_ rule: FillRule, _ scissor: PixelRect?, tape: CoverageTape?, recording: CoverageTape?,
                                    into sink: inout S) {
        guard let scissor else {
            sweep(rule, tape: tape, recording: recording, into: &sink)
            return
        }
        var clipped = ScissorSink(sink, rect: scissor)
        sweep(rule, tape: tape, recording: recording, into: &clipped)
    }

    /// The rasterized polygon swept into `sink`, or `tape` played into it, or the sweep
    /// recorded on `recording` as it goes to `sink`.
    @inline(__always)
    private func sweep<S: SpanSink>(_ rule: FillRule, tape: CoverageTape?, recording: CoverageTape?, into sink: inout S) {
        if let tape {
            tape.play(into: &sink)
        } else if let recording {
            var recorder = RecordingSink(sink, tape: recording)
            rasterizer.sweep(rule, into: &recorder)
        } else {
            rasterizer.sweep(rule, into: &sink)
        }
    }
}
