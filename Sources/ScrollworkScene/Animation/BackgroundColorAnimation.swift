import Scrollwork

/// Animates ``Node/backgroundColor`` (JazzHands `IFTTTBackgroundColorAnimation`), straight RGBA.
public final class BackgroundColorAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Color>
    /// Animates `node`'s background colour.
    public init(_ node: Node) { animation = Animation(node) { $0.backgroundColor = $1 } }
}
