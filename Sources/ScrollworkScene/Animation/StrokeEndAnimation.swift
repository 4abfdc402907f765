import Scrollwork

/// Animates ``Node/strokeEnd`` (JazzHands `IFTTTStrokeEndAnimation`).
public final class StrokeEndAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Double>
    /// Animates `node`'s stroke end.
    public init(_ node: Node) { animation = Animation(node) { $0.strokeEnd = $1 } }
}
