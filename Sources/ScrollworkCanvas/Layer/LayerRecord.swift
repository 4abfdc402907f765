import Scrollwork

extension Canvas {
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
}
