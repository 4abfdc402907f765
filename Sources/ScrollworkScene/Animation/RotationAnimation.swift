import Scrollwork

/// Animates ``Node/rotationDegrees`` in **degrees, clockwise-positive** on the y-down screen
/// (JazzHands' `IFTTTRotationAnimation` turned positive degrees counter-clockwise; Scrollwork
/// follows CSS and Lottie). Several turns animate as several turns (no wrapping).
public final class RotationAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Double>
    /// Animates `node`'s rotation.
    public init(_ node: Node) { animation = Animation(node) { $0.rotationDegrees = $1 } }
}
