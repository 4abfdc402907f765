extension Rasterizer {
    /// A stored edge, top to bottom, in device pixels; `winding` is +1 downwards, −1 upwards.
    struct Edge {
        var x0: Float, y0: Float, x1: Float, y1: Float
        var winding: Float
        /// The change of x per row.
        var dxdy: Float

        /// The x of the edge's line at `y`, measured from its top end (so that two bands cut
        /// an edge at the same point).
        @inline(__always)
        func x(at y: Float) -> Float { x0 + (y - y0) * dxdy }

        /// About how many cells the edge crosses: one per row and per column it spans, and
        /// a few more (in floating point: no integer conversions per edge).
        var cost: Double { Double((y1 - y0) + abs(x1 - x0)) + 3 }
    }

    /// Adds one polygon edge in device pixels, clipped to the clip box: parts above or below
    /// it and right of it are dropped, parts left of it become vertical edges on its left
    /// side (they still carry their cover). Non-finite edges are ignored.
    func addLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        guard ay != by, ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else { return }
        // Clip vertically.
        var x0 = ax, y0 = ay, x1 = bx, y1 = by
        let top = Double(clipY0), bottom = Double(clipY1)
        if (y0 <= top && y1 <= top) || (y0 >= bottom && y1 >= bottom) { return }
        if y0 < top || y0 > bottom || y1 < top || y1 > bottom {
            let dxdy = (x1 - x0) / (y1 - y0)
            if y0 < top { x0 += (top - y0) * dxdy; y0 = top } else if y0 > bottom { x0 += (bottom - y0) * dxdy; y0 = bottom }
            if y1 < top { x1 += (top - y1) * dxdy; y1 = top } else if y1 > bottom { x1 += (bottom - y1) * dxdy; y1 = bottom }
        }
        let left = Double(clipX0), right = Double(clipX1)
        if x0 >= right && x1 >= right { return }
        if x0 <= left && x1 <= left { store(left, y0, left, y1); return }
        if x0 < left || x1 < left || x0 > right || x1 > right {
            // Split at the left and right sides; left parts become vertical edges on the side.
            let dydx = (y1 - y0) / (x1 - x0)
            if x0 < left || x1 < left {
                let ym = y0 + (left - x0) * dydx
                if x0 < left { store(left, y0, left, ym); x0 = left; y0 = ym } else { store(left, ym, left, y1); x1 = left; y1 = ym }
            }
            if x0 > right || x1 > right {
                let ym = y0 + (right - x0) * dydx
                if x0 > right { x0 = right; y0 = ym } else { x1 = right; y1 = ym }
            }
        }
        store(x0, y0, x1, y1)
    }

    /// Stores an edge already inside the clip box (x may touch the right side).
    func store(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        var e = Edge(x0: Float(ax), y0: Float(ay), x1: Float(bx), y1: Float(by), winding: 1, dxdy: 0)
        if e.y0 == e.y1 || edgeCount >= Rasterizer.maxEdges { return }
        if e.y0 > e.y1 { swap(&e.x0, &e.x1); swap(&e.y0, &e.y1); e.winding = -1 }
        e.dxdy = (e.x1 - e.x0) / (e.y1 - e.y0)
        guard e.dxdy.isFinite else { return }
        edges.reserve(edgeCount + 1, .keeping(edgeCount))
        (edges.base + edgeCount).initialize(to: e)
        edgeCount += 1
        crossings += e.cost
        minX = min(minX, min(e.x0, e.x1)); maxX = max(maxX, max(e.x0, e.x1))
        minY = min(minY, e.y0); maxY = max(maxY, e.y1)
    }
}
