/// What a node draws of its own (its children draw on top, in z-order).
///
/// Every kind draws ``Node/backgroundColor`` over its bounds first (rounded by
/// ``Node/cornerRadius``), like a `CALayer`; then its geometry is filled with
/// ``Node/fillColor`` and stroked with ``Node/strokeColor`` (trimmed to
/// ``Node/strokeStart``…``Node/strokeEnd``).
public enum NodeShape: Hashable, Sendable {
    /// Nothing but the background: a container for children.
    case group
    /// The bounds rectangle (rounded when ``Node/cornerRadius`` is positive).
    case rectangle
    /// The bounds rectangle with rounded corners of ``Node/cornerRadius``: the same geometry as
    /// ``rectangle``, named for the intent (a card, a button).
    case roundedRectangle
    /// The ellipse inscribed in the bounds.
    case ellipse
    /// ``Node/path``, in the node's own coordinates.
    case path
    /// ``Node/image`` stretched to the bounds.
    case image
    /// ``Node/text`` laid out in ``Node/font`` at ``Node/fontSize``, aligned and wrapped within
    /// the bounds' width (or ``Node/wrapWidth``), filled with ``Node/textColor``.
    case text
}
