import Scrollwork

/// Animates ``Node/path`` (a shape morph): paths of the same structure interpolate point by
/// point; different structures jump at the next keyframe.
public final class PathAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Path>
    /// Animates `node`'s path.
    public init(_ node: Node) { animation = Animation(node) { $0.path = $1 } }
}
