import Scrollwork

/// Animates ``Node/position`` (where the anchor lands in the parent).
public final class PositionAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Point>
    /// Animates `node`'s position.
    public init(_ node: Node) { animation = Animation(node) { $0.position = $1 } }
}
