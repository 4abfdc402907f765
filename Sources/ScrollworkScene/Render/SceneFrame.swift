import Scrollwork
import ScrollworkCanvas

/// What a ``SceneRenderer`` knows of the frame it left in a canvas, so the next incremental
/// frame can tell whether those pixels are still there, drawn from the same root under the
/// same conditions.
struct SceneFrame {
    /// The canvas state a frame starts from: the root's parent space, the clip, the opacity
    /// and the colour under everything.
    struct Placement: Equatable {
        var transform: AffineTransform
        var perspective: ProjectiveTransform?
        var clip: PixelRect
        var opacity: Double
        var background: Color
    }

    /// The canvas holding the frame, and the placement it was drawn with.
    var retained = RetainedFrame<Placement>()
    /// The root drawn (`nil`: no frame yet, or it is gone).
    weak var root: Node?
    /// How many frames this renderer has looked at (the low half of the frame stamps).
    var count: UInt64 = 0
}
