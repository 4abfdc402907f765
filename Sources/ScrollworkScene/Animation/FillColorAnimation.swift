import Scrollwork

/// Animates ``Node/fillColor`` (JazzHands `IFTTTFillColorAnimation`).
public final class FillColorAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Color>
    /// Animates `node`'s fill colour.
    public init(_ node: Node) { animation = Animation(node) { $0.fillColor = $1 } }
}
