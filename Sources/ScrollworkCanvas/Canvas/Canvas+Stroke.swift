import Scrollwork

/// The stroke pipeline: trim, flatten in local space, dash, build the outline (joins, caps),
/// map it to device space; the outline is then filled non-zero like any polygon.
extension Canvas {
    /// Strokes a path with a paint.
    ///
    /// - Complexity: O(e + p): e the edges of the stroke's outline (joins, caps and dashes included), p the pixels of its bounds within the clip.
    public func stroke(_ path: Path, with paint: Paint, style: StrokeStyle) {
        guard state.opacity > 0, !state.clip.isEmpty, !path.isEmpty else { return }
        if measuring, let reach = strokeReach(style), measureBounds(of: path, grownBy: reach) { return }
        guard let coverageScale = buildStrokePolygon(path, style) else { return }
        draw(rule: .nonZero, paint: paint, coverageScale: coverageScale)
    }

    /// A stroke's width as drawn under the current transform, with the transform's largest
    /// stretch: its own, or for a ``Hairline`` (at most a pixel wide) the width its bands reach
    /// at most (a pixel and a cap's reach each way), drawn lighter by `coverageScale`. `nil`
    /// when nothing is drawn.
    func drawnStrokeWidth(_ style: StrokeStyle) -> (width: Double, coverageScale: Double, maxScale: Double, hairline: Bool)? {
        let m = state.transform
        guard style.width > 0, style.width.isFinite, m.isFinite else { return nil }
        let maxScale = Canvas.maxScale(m), mean = m.meanScale
        guard maxScale > 0, maxScale.isFinite, mean > 0 else { return nil }
        if state.perspective == nil, let coverage = Hairline.coverage(width: style.width, transform: m) {
            return (3 / mean, coverage, maxScale, true)
        }
        return (style.width, 1, maxScale, false)
    }

    /// How far (local units) a stroke's outline reaches from its path's control points at
    /// most: half its drawn width, times the miter limit for miter joins and √2 for square
    /// caps, plus the flattening tolerance; `nil` when nothing is drawn. Trims and dashes only
    /// take from the outline.
    func strokeReach(_ style: StrokeStyle) -> Double? {
        guard let (width, _, maxScale, _) = drawnStrokeWidth(style) else { return nil }
        var factor = 1.0
        if style.join == .miter { factor = max(factor, style.miterLimit.isFinite ? style.miterLimit : 4) }
        if style.cap == .square { factor = max(factor, 2.0.squareRoot()) }
        return width / 2 * factor + Canvas.tolerance / maxScale
    }

    /// Builds the outline of a stroke in device space into ``polygon`` (fill it non-zero).
    /// Returns the coverage factor for hairlines (thinner than a pixel: drawn one pixel wide
    /// and lighter), or `nil` when nothing is to be drawn.
    func buildStrokePolygon(_ path: Path, _ style: StrokeStyle) -> Double? {
        guard let (width, coverageScale, maxScale, hairline) = drawnStrokeWidth(style) else { return nil }
        let m = state.transform, mean = m.meanScale
        let tol = Canvas.tolerance / maxScale
        // The three polylines below trade storage (swaps): keep them equally large.
        polygon.matchCapacity(of: strokeOutline)
        polygon.matchCapacity(of: dashedScratch)
        strokeOutline.matchCapacity(of: polygon)
        dashedScratch.matchCapacity(of: polygon)
        // The one trim (the core's `Path.trimmed`) cuts the curves themselves, into storage kept
        // between calls.
        var source = path
        if let trim = style.trim {
            path.trimmed(trim, measure: &trimMeasure, into: &trimmedPath)
            source = trimmedPath
        }
        polygon.removeAll()
        guard !source.isEmpty,
              Flattener.flatten(source, transform: .identity, tolerance: tol, into: &polygon) else { return nil }
        // Dashing leaves its result in `polygon` (swapped in from scratch).
        if let dash = style.dash, Dasher.dash(polygon, dash, scale: mean, into: &dashedScratch) {
            swap(&polygon, &dashedScratch)
        }
        if hairline {
            // A hairline: its bands are built in device space.
            if !m.isIdentity { polygon.withMutablePoints { pts in for i in pts.indices { pts[i] = m.apply(pts[i]) } } }
            Hairline(cap: style.cap, clip: state.clip).stroke(polygon, into: &strokeOutline)
            guard !strokeOutline.isEmpty else { return nil }
            swap(&polygon, &strokeOutline)
            return coverageScale
        }
        let stroker = Stroker(halfWidth: width / 2, cap: style.cap, join: style.join,
                              miterLimit: style.miterLimit.isFinite ? style.miterLimit : 4, tolerance: tol)
        stroker.stroke(polygon, into: &strokeOutline)
        guard !strokeOutline.isEmpty else { return nil }
        // Map the outline to device space (nothing to do for the identity).
        let persp = state.perspective
        if !m.isIdentity || persp != nil {
            let ok = strokeOutline.withMutablePoints { pts in
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
        swap(&polygon, &strokeOutline)
        return coverageScale
    }

    /// Strokes a path with a solid colour.
    ///
    /// - Complexity: O(e + p): e the edges of the stroke's outline (joins, caps and dashes included), p the pixels of its bounds within the clip.
    public func stroke(_ path: Path, color: Color, style: StrokeStyle) {
        stroke(path, with: .solid(color), style: style)
    }

    /// The largest stretch factor of a transform's linear part.
    static func maxScale(_ m: AffineTransform) -> Double {
        let s = m.a * m.a + m.b * m.b + m.c * m.c + m.d * m.d
        let det = m.determinant
        let disc = max(s * s - 4 * det * det, 0)
        return ((s + disc.squareRoot()) / 2).squareRoot()
    }
}
