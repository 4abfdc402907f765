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

/// A track matte: another node whose pixels (alpha or luma) show this one.
public struct NodeMatte {
    /// The matte source, drawn in this node's coordinates (keep it out of the tree).
    public var source: Node
    /// How the source's pixels show the content.
    public var mode: MatteMode

    /// Creates a matte.
    public init(_ source: Node, mode: MatteMode = .alpha) {
        self.source = source
        self.mode = mode
    }
}

extension Reveal {
    /// The reveal's shape over `bounds` at `progress` (clamped to 0…1).
    public func path(in bounds: Rect, progress: Double) -> Path {
        let p = progress.isFinite ? min(max(progress, 0), 1) : 0
        let b = bounds.standardized
        switch self {
        case .fromTop: return Path(rect: Rect(x: b.minX, y: b.minY, width: b.width, height: b.height * p))
        case .fromLeft: return Path(rect: Rect(x: b.minX, y: b.minY, width: b.width * p, height: b.height))
        case .fromBottom:
            return Path(rect: Rect(x: b.minX, y: b.maxY - b.height * p, width: b.width, height: b.height * p))
        case .fromRight:
            return Path(rect: Rect(x: b.maxX - b.width * p, y: b.minY, width: b.width * p, height: b.height))
        case .circleFromCenter:
            let r = (b.width * b.width + b.height * b.height).squareRoot() / 2 * p
            return Path(ellipseCenter: b.center, size: Size(width: 2 * r, height: 2 * r))
        case .toBounds(let start):
            return Path(rect: start.interpolated(to: b, progress: p))
        }
    }
}
