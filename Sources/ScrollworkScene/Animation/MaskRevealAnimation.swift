import Scrollwork

/// Reveals a node through a growing mask (JazzHands `IFTTTMaskAnimation` swipes, plus a circle
/// from the centre and a rectangle growing to the bounds): the animated value is the reveal's
/// progress, 0 = nothing shown, 1 = the whole bounds (clamped when drawn). It sets
/// ``Node/mask`` to ``NodeMask/reveal(_:progress:)``.
///
/// ```swift
/// let wipe = MaskRevealAnimation(card, reveal: .fromLeft)
/// wipe[0] = 0; wipe[1] = 1
/// ```
public final class MaskRevealAnimation: NodeAnimation {
    /// The underlying animation (values are reveal progress).
    public let animation: Animation<Node, Double>
    /// How the mask grows.
    public let reveal: Reveal

    /// Reveals `node` as `reveal` says.
    public init(_ node: Node, reveal: Reveal) {
        self.reveal = reveal
        animation = Animation(node) { node, progress in
            if case .reveal(let r, let p)? = node.mask, r == reveal, p == progress { return }
            node.mask = .reveal(reveal, progress: progress)
        }
    }
}
