#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Scrollwork

/// Moves a node along a path at constant speed (JazzHands `IFTTTPathPositionAnimation`):
/// the animated value is the fraction of the path's **arc length** travelled, 0…1 (clamped to
/// the path's ends), and the node's ``Node/position`` is set to the point there. Optionally
/// the node turns to face its direction of travel: ``Node/rotationDegrees`` is set to the tangent's
/// angle (degrees, clockwise-positive, 0 = moving right) plus ``rotationOffset``.
///
/// ```swift
/// let fly = PathPositionAnimation(plane, path: route, rotatesAlongPath: true)
/// fly[0] = 0; fly[1] = 1
/// ```
///
/// The path is in the node's parent's coordinates; it is measured once, when the animation
/// is made, so every frame is a lookup (no allocation).
public final class PathPositionAnimation: NodeAnimation {
    /// The underlying animation (values are fractions of the path's length).
    public let animation: Animation<Node, Double>
    /// The path followed, in the parent's coordinates.
    public let path: Path
    /// Whether the node turns to face its direction of travel.
    public let rotatesAlongPath: Bool
    /// Degrees added to the tangent's angle when ``rotatesAlongPath`` is on.
    public let rotationOffset: Double
    /// The path's arc length.
    public let length: Double

    /// Moves `node` along `path`.
    public init(_ node: Node, path: Path, rotatesAlongPath: Bool = false, rotationOffset: Double = 0) {
        let measure = PathMeasure(path)
        let length = measure.length
        self.path = path
        self.rotatesAlongPath = rotatesAlongPath
        self.rotationOffset = rotationOffset
        self.length = length
        animation = Animation(node) { node, fraction in
            let distance = (fraction.isFinite ? min(max(fraction, 0), 1) : 0) * length
            guard let p = measure.position(at: distance) else { return }
            node.position = p
            if rotatesAlongPath, let t = measure.tangent(at: distance) {
                node.rotationDegrees = atan2(t.y, t.x) * 180 / .pi + rotationOffset
            }
        }
    }
}
