import Scrollwork

/// Animates ``Node/translation``, an offset added to the position (JazzHands
/// `IFTTTTranslationAnimation`). It composes with rotation and scale in the canonical order,
/// whatever order the animations run in.
public final class TranslationAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Point>
    /// Animates `node`'s translation.
    public init(_ node: Node) { animation = Animation(node) { $0.translation = $1 } }
}
