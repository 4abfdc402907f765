import Scrollwork

/// Sets one attribute of a node's frame to an animated **multiplier** of another node's
/// attribute, plus an offset (JazzHands `IFTTTConstraintMultiplierAnimation`):
///
/// ```
/// node.frame[attribute] = multiplier × reference[referenceAttribute] + offset
/// ```
///
/// When `reference` is the node's parent its ``Node/bounds`` are used (so `.width` is the
/// parent's width and `.left` is 0); otherwise its ``Node/frame`` (a sibling's, in the same
/// coordinates). The reference is read every frame, so following a moving node works.
///
/// ```swift
/// let follow = ConstraintMultiplierAnimation(badge, attribute: .centerX, relativeTo: container,
///                                            attribute: .width)
/// follow[0] = 0.25; follow[1] = 0.75      // from a quarter to three quarters of the width
/// ```
public final class ConstraintMultiplierAnimation: NodeAnimation {
    /// The underlying animation (values are multipliers).
    public let animation: Animation<Node, Double>
    /// The attribute set.
    public let attribute: LayoutAttribute
    /// The attribute read from the reference.
    public let referenceAttribute: LayoutAttribute
    /// Added after multiplying.
    public let offset: Double

    /// Animates `attribute` of `node` as a multiple of `referenceAttribute` of `reference`
    /// (held weakly; when it is gone the node is untouched).
    public init(_ node: Node, attribute: LayoutAttribute, relativeTo reference: Node,
                attribute referenceAttribute: LayoutAttribute, offset: Double = 0) {
        self.attribute = attribute
        self.referenceAttribute = referenceAttribute
        self.offset = offset
        animation = Animation(node) { [weak reference] node, multiplier in
            guard let reference else { return }
            let rect = node.parent === reference ? reference.bounds : reference.frame
            node.frame = node.frame.setting(attribute, to: multiplier * rect.value(of: referenceAttribute) + offset)
        }
    }
}
