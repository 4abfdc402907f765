import Scrollwork

/// Animates ``Node/textColor`` (JazzHands `IFTTTTextColorAnimation`).
public final class TextColorAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Color>
    /// Animates `node`'s text colour.
    public init(_ node: Node) { animation = Animation(node) { $0.textColor = $1 } }
}
