import Scrollwork

/// Animates a uniform ``Node/scale`` (JazzHands `IFTTTScaleAnimation`): both factors get the
/// value. For separate x and y factors use ``ScaleXYAnimation``.
public final class ScaleAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Double>
    /// Animates `node`'s scale.
    public init(_ node: Node) { animation = Animation(node) { $0.scale = Point(x: $1, y: $1) } }
}
