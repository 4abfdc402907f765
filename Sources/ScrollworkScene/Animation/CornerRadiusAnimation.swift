import Scrollwork

/// Animates ``Node/cornerRadius`` (JazzHands `IFTTTCornerRadiusAnimation`).
public final class CornerRadiusAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Double>
    /// Animates `node`'s corner radius.
    public init(_ node: Node) { animation = Animation(node) { $0.cornerRadius = $1 } }
}
