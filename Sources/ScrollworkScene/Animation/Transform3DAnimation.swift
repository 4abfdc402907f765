import Scrollwork

/// Animates ``Node/transform3D`` (JazzHands `IFTTTTransform3DAnimation`): rotations about x, y
/// and z, translation, scale and perspective, interpolated per component.
public final class Transform3DAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Transform3DComponents>
    /// Animates `node`'s 3D transform.
    public init(_ node: Node) { animation = Animation(node) { $0.transform3D = $1 } }
}
