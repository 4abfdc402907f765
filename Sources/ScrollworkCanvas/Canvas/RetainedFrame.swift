/// What a renderer knows of the frame it left in a canvas: which canvas, under which
/// placement, and the canvas's `Canvas/generation` right after. While the same canvas still
/// has that generation, nothing else wrote to it, so the frame's pixels are all still there and
/// the next frame may redraw only what changed (`Canvas/redraw(_:background:_:)`).
///
/// `Placement` is whatever else the pixels depend on (the transform, the background, …);
/// the pixmap's size needs no place there, since replacing the pixmap changes the generation.
package struct RetainedFrame<Placement: Equatable> {
    private weak var canvas: Canvas?
    private var generation: UInt64 = 0
    private var placement: Placement?

    /// No frame yet.
    package init() {}

    /// Whether `canvas` still holds the frame, drawn with `placement`.
    package func isIntact(in canvas: Canvas, placement: Placement) -> Bool {
        self.canvas === canvas && generation == canvas.generation && self.placement == placement
    }

    /// Notes that `canvas` now holds a frame drawn with `placement` (call when done drawing).
    package mutating func keep(in canvas: Canvas, placement: Placement) {
        self.canvas = canvas
        generation = canvas.generation
        self.placement = placement
    }

    /// Forgets the frame: the next one is drawn whole.
    package mutating func forget() {
        canvas = nil
    }
}
