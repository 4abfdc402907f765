import Scrollwork

/// Animates ``Node/strokeColor`` (JazzHands `IFTTTStrokeColorAnimation`).
public final class StrokeColorAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Color>
    /// Animates `node`'s stroke colour.
    public init(_ node: Node) { animation = Animation(node) { $0.strokeColor = $1 } }
}
