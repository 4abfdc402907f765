import Scrollwork
import ScrollworkCanvas

/// What a renderer remembers of the last frame it left in a canvas, so the next frame can
/// redraw only what changed (``LottieRenderer/renderIncrementally(frame:into:scale:background:)``).
final class IncrementalState {
    // The stored properties skip the runtime exclusivity check, as the canvas's do: only the
    // renderer's own render, one at a time, touches them.

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
    @exclusivity(unchecked) var retained = RetainedFrame<Placement>()
    /// The frame drawn there (nil: none yet).
    @exclusivity(unchecked) var frame: Double?
    /// For each layer of the root composition, the device pixels it drew at `frame` (measured:
    /// possibly more).
    @exclusivity(unchecked) var bounds: [PixelRect] = []
    /// Scratch of one incremental frame: which root layers change, and where they now draw.
    @exclusivity(unchecked) var changed: [Bool] = []
    @exclusivity(unchecked) var newBounds: [PixelRect] = []
    /// The bottom layers that stay the same, kept as pixels.
    @exclusivity(unchecked) var underlay = Underlay()
    /// Frames in a row that looked for what changed and found too much to redraw in part,
    /// and how many frames are left to draw whole before looking again: while most of an
    /// animation changes every frame, looking only adds to drawing it whole, so after the
    /// second such frame in a row it is put off for 1, then 3, then 7 frames at a time. (A
    /// whole frame is the full render, so this changes what a frame costs, never its pixels.)
    @exclusivity(unchecked) var checkedInVain = 0
    @exclusivity(unchecked) var framesBeforeChecking = 0
}
