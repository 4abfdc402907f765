import Scrollwork
import ScrollworkCanvas

/// What a renderer remembers of the last frame it left in a canvas, so the next frame can
/// redraw only what changed (``LottieRenderer/renderIncrementally(frame:into:scale:background:)``).
final class IncrementalState {
    /// The canvas holding the frame, and its ``Canvas/generation`` right after: any other
    /// write to it since means the frame is no longer there.
    weak var canvas: Canvas?
    var generation: UInt64 = 0
    /// Where and how the frame was drawn: a frame placed otherwise shares no pixels with it.
    struct Placement: Equatable {
        var width: Int, height: Int
        var transform: AffineTransform
        var exactClip: Bool
        var background: Color
    }
    var placement: Placement?
    /// The renderer's ``LottieRenderer/revision`` then (bindings, handles).
    var revision: UInt64 = 0
    var frame = 0.0
    /// For each layer of the root composition, the device pixels it drew at `frame` (measured:
    /// possibly more).
    var bounds: [PixelRect] = []
    /// Scratch of one incremental frame: which root layers change, and where they now draw.
    var changed: [Bool] = []
    var newBounds: [PixelRect] = []
}
