import Scrollwork
import ScrollworkCanvas

/// The bottom root layers that stay the same over a run of frames, kept as pixels: the canvas
/// right after drawing them (on the background) over a frame. While none of them changes,
/// copying those pixels back is the same, byte for byte, as clearing and drawing them again
/// (each draw depends only on the pixels under it), so a renderer draws only the layers above:
/// in incremental frames (``LottieRenderer/renderIncrementally(frame:into:scale:background:)``)
/// and in whole frames drawn onto a canvas just cleared (`Canvas.blankColor`).
///
/// Kept only when it pays: drawing the layers took more than twice as long as copying their
/// pixels back, and the pixels (only the part they drew) fit in
/// ``LottieRenderer/pixelCacheBudget``.
struct Underlay {
    /// What the pixels depend on besides the layers: the frame's placement and the canvas size.
    struct Key: Equatable {
        var placement: IncrementalState.Placement
        var width: Int
        var height: Int

        /// The key of frames placed by `placement` in `canvas`.
        init(_ placement: IncrementalState.Placement, in canvas: Canvas) {
            self.placement = placement
            width = canvas.pixmap.width
            height = canvas.pixmap.height
        }
    }

    /// The part of the canvas those layers drew, right after drawing root layers `boundary...`
    /// (nil: nothing kept), and where it goes (outside it the canvas was the background).
    var pixels: Pixmap?
    var origin = (x: 0, y: 0)
    var key: Key?
    /// The first root layer in it (layers are drawn from the last index down).
    var boundary = 0
    /// The frame its layers were drawn at.
    var frame = 0.0
    /// The last frame drawn that it held for (nil: the last frame drew its layers, or none).
    var heldAt: Double?
    /// Where they drew: the kept pixels' place in the canvas.
    var drawn: PixelRect {
        PixelRect(x: origin.x, y: origin.y, width: pixels?.width ?? 0, height: pixels?.height ?? 0)
    }
    /// Where each of its layers drew (indexed like the root layers; those under `boundary`
    /// unused).
    var bounds: [PixelRect] = []
    /// A boundary found not worth keeping under `key`: neither it nor one above it (fewer
    /// layers) is tried again under that key.
    var declined: (key: Key, boundary: Int)?
    /// How many pixels putting kept pixels back copies for the work of drawing one
    /// (`Canvas.drawingWork` counts drawn pixels and edges): a copy moves four bytes with no
    /// coverage to accumulate and nothing to blend. A weight chosen to match the rule timing
    /// used to apply (drawing more than twice as long as the copy), not measured per machine:
    /// a layer covering its bounds once is worth keeping, a few small shapes spread over a
    /// large rectangle are not.
    static let pixelsCopiedPerPixelDrawn = 4
    /// Keep whatever the counted work says (tests: every frame that can use it does).
    var keepsAlways = false


    /// The memory the kept pixels take, in bytes.
    var byteCount: Int { pixels.map { $0.width * $0.height * 4 } ?? 0 }

    /// Lets the pixels go.
    mutating func drop() {
        pixels = nil
        key = nil
        heldAt = nil
    }
}
