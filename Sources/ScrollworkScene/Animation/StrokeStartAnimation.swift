import Scrollwork

/// Animates ``Node/strokeStart`` (JazzHands `IFTTTStrokeStartAnimation`) — an ordinary
/// animated value, not a layer-timing trick, so it combines with everything else.
public final class StrokeStartAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Double>
    /// Animates `node`'s stroke start.
    public init(_ node: Node) { animation = Animation(node) { $0.strokeStart = $1 } }
}
