import Scrollwork
import ScrollworkCanvas

/// Keeping the bottom root layers that stay the same as pixels (``Underlay``).
extension LottieRenderer {
    /// Whether the kept underlay holds frame `frame`'s bottom layers under `key`: the same key,
    /// and none of its layers draws differently between its frame and this one.
    func underlayHolds(at frame: Double, key: Underlay.Key) -> Bool {
        let u = incremental.underlay
        let layers = compositions[root].layers
        guard u.pixels != nil, u.key == key, u.boundary < layers.count, u.bounds.count == layers.count else { return false }
        var budget = 100_000
        for i in u.boundary..<layers.count where layers[i].isDrawnByComposition {
            if layerChanges(i, of: root, between: u.frame, frame, budget: &budget) { return false }
        }
        return budget > 0
    }

    /// The first root layer of the run at the bottom that stays the same around `frame` (from
    /// the frame before to the one after, ``neighbours(of:)``, and since the last frame drawn),
    /// when there is such a run, the budget allows any pixels and it is not part of a run found
    /// not worth keeping.
    func underlayBoundary(at frame: Double, key: Underlay.Key) -> Int? {
        let st = incremental
        guard pixelCacheBudget > 0 else { return nil }
        let layers = compositions[root].layers
        let around = neighbours(of: frame)
        var budget = 100_000
        // A run found not worth keeping is tried again only when it now reaches further: the
        // first layer drawn above it must have stopped changing (one look, not the whole run).
        if let declined = st.underlay.declined, declined.key == key {
            guard let next = layers.indices.prefix(declined.boundary).last(where: { layers[$0].isDrawnByComposition }),
                  !layerChanges(next, of: root, between: around.before, around.after, budget: &budget) else { return nil }
        }
        var boundary = layers.count, draws = false
        for i in layers.indices.reversed() {
            if layers[i].isDrawnByComposition {
                if layerChanges(i, of: root, between: around.before, around.after, budget: &budget)
                    || layerChanges(i, of: root, between: st.frame ?? frame, frame, budget: &budget) { break }
                draws = true
            }
            boundary = i
        }
        guard budget > 0, draws else { return nil }
        // Fewer layers than a declined run cost less to draw again: not worth keeping either.
        if let declined = st.underlay.declined, declined.key == key, boundary >= declined.boundary { return nil }
        return boundary
    }

    /// The frames a player draws before and after `frame`: one either side, within the
    /// animation's frames (so that a run still at the first or the last frame, or in a file one
    /// frame long, counts as still).
    func neighbours(of frame: Double) -> (before: Double, after: Double) {
        let first = animation.inPoint, last = max(animation.outPoint - 1, first)
        return (min(max(frame - 1, first), last), min(max(frame + 1, first), last))
    }

    /// Draws root layers `boundary...` of frame `frame` into the canvas (just cleared) and
    /// keeps the part they drew as the underlay when it fits the budget and drawing them was
    /// more than twice the work of putting the pixels back (otherwise notes the boundary as
    /// declined). Work is counted, not timed (`Canvas.drawingWork` against the pixels copied,
    /// ``Underlay/pixelsCopiedPerPixelDrawn``), so two runs over the same frames keep the same
    /// layers.
    func keepUnderlay(from boundary: Int, at frame: Double, key: Underlay.Key, canvas: Canvas,
                      transform: AffineTransform, exactClip: Bool) {
        let st = incremental
        // The pixels kept before, whose storage the new ones reuse (moved out, so not shared).
        var reused = st.underlay.pixels
        st.underlay.drop()
        let workBefore = canvas.drawingWork
        drawRootLayers(boundary..<compositions[root].layers.count, at: frame, canvas: canvas, transform: transform,
                       exactClip: exactClip)
        let drawing = canvas.drawingWork &- workBefore
        let drawn = canvas.drawnSinceClear
        let bytes = drawn.width * drawn.height * 4
        guard bytes <= pixelCacheBudget - keptLayers.byteCount,
              st.underlay.keepsAlways || drawing * Underlay.pixelsCopiedPerPixelDrawn > 2 * drawn.width * drawn.height else {
            st.underlay.declined = (key, boundary)
            return
        }
        var pixels = reused.take()
        if pixels?.becomeCopy(of: drawn, in: canvas.pixmap) != true { pixels = canvas.pixmap.subPixmap(drawn) }
        guard let pixels else {
            st.underlay.declined = (key, boundary)
            return
        }
        st.underlay.pixels = pixels
        st.underlay.origin = (drawn.x, drawn.y)
        st.underlay.key = key
        st.underlay.boundary = boundary
        st.underlay.frame = frame
        st.underlay.heldAt = frame
        // Copied into its own storage: sharing the frame's would make the frame's next write copy it.
        st.underlay.bounds.removeAll(keepingCapacity: true)
        st.underlay.bounds.append(contentsOf: st.bounds)
    }
}
