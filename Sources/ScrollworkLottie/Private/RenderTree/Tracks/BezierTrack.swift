import Scrollwork

/// Bézier tracks (shape paths, mask paths) evaluated straight into a kept ``Contour``.
extension Track where Value == BezierValue {
    /// The track of a path property, its keyframes shaped as lottie-web shapes them: a path
    /// has its first keyframe's vertex count and closedness throughout, and a keyframe with
    /// more vertices gives only its first ones (lottie-web's `interpolateShape` reads that
    /// many; a keyframe with fewer makes it throw, and keeps its own here). After Effects keeps
    /// every keyframe of a path at one vertex count, so files whose counts differ come from
    /// other tools, and the canonical player's reading is the one their authors saw; ThorVG
    /// holds the first keyframe instead.
    init(path property: LottieProperty<LottieBezier>, in overrides: TrackOverrides) {
        var shaped = property
        if let first = property.keyframes.first?.value {
            let count = first.vertices.count, closed = first.isClosed
            func fitted(_ shape: LottieBezier) -> LottieBezier {
                guard shape.vertices.count >= count else { return shape }
                return LottieBezier(isClosed: closed, vertices: Array(shape.vertices.prefix(count)),
                                    inTangents: Array(shape.inTangents.prefix(count)), outTangents: Array(shape.outTangents.prefix(count)))
            }
            for k in shaped.keyframes.indices {
                shaped.keyframes[k].value = fitted(shaped.keyframes[k].value)
                shaped.keyframes[k].endValue = fitted(shaped.keyframes[k].endValue)
            }
        }
        self.init(shaped, in: overrides) { BezierValue($0) }
    }

    /// Writes the outline at `t` into `out` (replaced), reusing its storage: the same contour
    /// as `Contour(value(at: t).bezier)`, but a keyframed shape is blended vertex by vertex
    /// into `out` instead of into a new ``BezierValue`` (nothing allocated once `out` has
    /// grown). Overrides, and segments with per-dimension easings, go through ``value(at:)``.
    /// While the renderer shows a tween, the outlines at its frames are blended the same way,
    /// in place (``TrackBlend/blendContour(_:at:_:)``).
    func contour(at t: Double, into out: inout Contour) {
        plainContour(at: t, into: &out)
        guard let blending, blending.isActive else { return }
        blending.blendContour(&out, at: t) { time, other in plainContour(at: time, into: &other) }
    }

    /// The outline at `t`, never blended with a tween's other frames.
    private func plainContour(at t: Double, into out: inout Contour) {
        guard override == nil, let strip, let cursor, let blend = cursor.lookup({ strip.blend(at: t, cursor: &$0) }) else {
            out.set(plainValue(at: t).bezier)
            return
        }
        out.set(blending: blend.from.bezier, blend.to.bezier, progress: blend.progress)
    }
}

extension Contour {
    /// Replaces the contour by `a` blended toward `b` as ``BezierValue`` blends them (vertices
    /// and tangents element-wise, one progress; different vertex counts hold `a` until
    /// progress 1), reusing the storage.
    mutating func set(blending a: LottieBezier, _ b: LottieBezier, progress p: Double) {
        let n = a.vertices.count
        guard n == b.vertices.count else {
            set(p >= 1 ? b : a)
            return
        }
        removeAll()
        isClosed = a.isClosed
        for k in 0..<n {
            let av = a.vertices[k], bv = b.vertices[k]
            let ai = a.inTangents[k], bi = b.inTangents[k]
            let ao = a.outTangents[k], bo = b.outTangents[k]
            let v = Point(x: lerp(av.x, bv.x, p), y: lerp(av.y, bv.y, p))
            let i = Point(x: lerp(ai.x, bi.x, p), y: lerp(ai.y, bi.y, p))
            let o = Point(x: lerp(ao.x, bo.x, p), y: lerp(ao.y, bo.y, p))
            append(v, in: v + i, out: v + o)
        }
    }
}
