import Scrollwork
import ScrollworkCanvas

/// What a ``SceneRenderer`` knows of the frame it left in a canvas, so the next incremental
/// frame can tell whether those pixels are still there and drawn under the same conditions.
struct SceneFrame {
    /// The canvas state a frame starts from: the root's parent space, the clip, the opacity
    /// and the colour under everything.
    struct Placement: Equatable {
        var width: Int
        var height: Int
        var transform: AffineTransform
        var perspective: ProjectiveTransform?
        var clip: PixelRect
        var opacity: Double
        var background: Color
    }

    /// The canvas and the root drawn (`nil`: no frame yet, or they are gone).
    weak var canvas: Canvas?
    weak var root: Node?
    /// The canvas's `generation` right after the frame: a different one means something else
    /// wrote to it since.
    var generation: UInt64 = 0
    var placement: Placement?
    /// How many frames this renderer has looked at (the low half of the frame stamps).
    var count: UInt64 = 0
}
