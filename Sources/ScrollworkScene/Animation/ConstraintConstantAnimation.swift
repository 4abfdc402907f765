import Scrollwork

/// Sets one attribute of a node's ``Node/frame`` to an animated constant (JazzHands
/// `IFTTTConstraintConstantAnimation`, re-cast for a node tree): the value is the attribute
/// in the parent's coordinates, e.g. `.left` = 40 puts the node's left edge at x = 40.
///
/// ```swift
/// let slide = ConstraintConstantAnimation(title, attribute: .centerX)
/// slide[0] = 160; slide[1] = 480
/// ```
public final class ConstraintConstantAnimation: NodeAnimation {
    /// The underlying animation (values are the attribute, points).
    public let animation: Animation<Node, Double>
    /// The attribute set.
    public let attribute: LayoutAttribute

    /// Animates `attribute` of `node`'s frame.
    public init(_ node: Node, attribute: LayoutAttribute) {
        self.attribute = attribute
        animation = Animation(node) { node, value in
            node.frame = node.frame.setting(attribute, to: value)
        }
    }
}
