import Scrollwork

/// Animates ``Node/opacity`` (JazzHands `IFTTTAlphaAnimation`). Values outside 0…1 are kept
/// and clamped only when drawing.
public final class AlphaAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Double>
    /// Animates `node`'s opacity.
    public init(_ node: Node) { animation = Animation(node) { $0.opacity = $1 } }
}
