import Scrollwork

/// Animates ``Node/scale`` with separate x and y factors.
public final class ScaleXYAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Point>
    /// Animates `node`'s scale factors.
    public init(_ node: Node) { animation = Animation(node) { $0.scale = $1 } }
}
