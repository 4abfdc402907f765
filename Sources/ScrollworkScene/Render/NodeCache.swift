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
}
