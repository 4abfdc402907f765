import Scrollwork

/// Animates ``Node/frame`` (JazzHands `IFTTTFrameAnimation`): size and position together, the
/// frame interpolated per edge.
public final class FrameAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Rect>
    /// Animates `node`'s frame.
    public init(_ node: Node) { animation = Animation(node) { $0.frame = $1 } }
}
