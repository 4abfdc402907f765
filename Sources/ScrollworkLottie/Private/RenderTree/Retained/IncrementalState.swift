import Scrollwork
import ScrollworkCanvas

/// What a renderer remembers of the last frame it left in a canvas, so the next frame can
/// redraw only what changed (``LottieRenderer/renderIncrementally(frame:into:scale:background:)``).
final class IncrementalState {
    /// Where and how the frame was drawn: the transform and clip, the colour the canvas was
    /// cleared to (as the pixmap holds it: colours that pack alike draw alike), and the
    /// renderer's ``LottieRenderer/revision`` then (bindings, handles). A frame placed otherwise
    /// shares no pixels with it.
    struct Placement: Equatable {
        var transform: AffineTransform
        var exactClip: Bool
        var background: PremultipliedColor
        var revision: UInt64
    }
    /// The canvas holding the frame, and the placement it was drawn with.
    var retained = RetainedFrame<Placement>()
    /// The frame drawn there (nil: none yet).
    var frame: Double?
    /// For each layer of the root composition, the device pixels it drew at `frame` (measured:
    /// possibly more).
    var bounds: [PixelRect] = []
    /// Scratch of one incremental frame: which root layers change, and where they now draw.
    var changed: [Bool] = []
    var newBounds: [PixelRect] = []
    /// The bottom layers that stay the same, kept as pixels.
    var underlay = Underlay()
}
