import Scrollwork
import ScrollworkCanvas

/// What shows a node (and its subtree): where the mask covers, the node is drawn. Not
/// `Sendable` (it may hold a node); it lives with its scene.
public enum NodeMask {
    /// A shape in the node's own coordinates (anti-aliased coverage).
    case shape(Path)
    /// Several canvas masks combined in order — modes (add, subtract, intersect, …), opacity
    /// and inversion — with paths in the node's own coordinates (Lottie's layer masks).
    case masks([Mask])
    /// Another node, drawn in this node's coordinates; its alpha is the coverage (it is not
    /// drawn itself — keep it out of the tree).
    case node(Node)
    /// A reveal at a progress (0: nothing shown, 1: the whole bounds; values outside are
    /// clamped) — what ``MaskRevealAnimation`` animates.
    case reveal(Reveal, progress: Double)
}
