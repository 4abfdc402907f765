import Scrollwork
import ScrollworkCanvas

/// What the renderer keeps on a node between frames, rebuilt only when the node's
/// ``DirtyFlags`` say so: its world transform, its outlines, its text layout, its mask outline
/// and its children in drawing order.
@usableFromInline
struct NodeCache {
    /// The affine part of node → device (after ``worldPerspective``, if any).
    var worldAffine = AffineTransform.identity
    /// The perspective applied to device coordinates after ``worldAffine`` (nil: none).
    var worldPerspective: ProjectiveTransform?
    /// A counter bumped whenever the world transform changes (children compare it).
    var worldStamp: UInt64 = 0
    /// The parent's stamp the world transform was computed from.
    var parentStamp: UInt64 = .max
    /// The outline of the shape (local coordinates).
    var shapePath = Path()
    /// The shape's outline trimmed to the stroke's start, end and offset, and the trim it was
    /// cut with (nil: not cut yet, or the outline changed since).
    var trimmedPath = Path()
    var trimmedWith: Trim?
    /// The rounded bounds (background and clipping).
    var boundsPath = Path()
    /// The laid-out text.
    var textLayout: TextLayout?
    /// The text's glyph outlines, placed in the bounds.
    var textPath = Path()
    /// The content's revision ``localBounds`` was computed with (nil: no content then).
    var contentRevision: UInt64?
    /// The bounds ∪ the shape's, the text's and the content's bounds (nil: not finite, or
    /// content that can draw anywhere).
    var localBounds: Rect?
    /// The rounded bounds as a layer mask (clipping to bounds).
    var clipMasks: [Mask] = []
    /// The mask as layer masks (shape and reveal masks).
    var masks: [Mask] = []
    /// Set while the node is being drawn (breaks mask / matte cycles).
    var isBeingDrawn = false
    /// Children sorted by z-position (stable).
    var drawOrder: [Node] = []

    // Incremental frames (`SceneRenderer.renderIncrementally`).

    /// Device pixels holding everything the node and its subtree drew in the last frame
    /// (empty: nothing).
    var drawnRect = PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// The world transform the last frame drew the node with.
    var drawnAffine = AffineTransform.identity
    var drawnPerspective: ProjectiveTransform?
    /// The frame stamp of the last frame that looked at the node (0: none), what it saw then,
    /// and what the frame before saw (`nil`: none, or another renderer's).
    var seenFrame: UInt64 = 0
    var seen = SeenRevision(node: 0, content: nil)
    var previouslySeen: SeenRevision?
    /// Set while a mask or matte source's subtree is being checked for changes (breaks cycles).
    var isBeingChecked = false
}

/// What an incremental frame saw of a node: its ``Node/revision`` and its content's.
struct SeenRevision: Hashable {
    var node: UInt64
    var content: UInt64?
}
