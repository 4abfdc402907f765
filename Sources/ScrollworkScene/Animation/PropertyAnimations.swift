import Scrollwork
import ScrollworkCanvas

/// Animates ``Node/opacity`` (JazzHands `IFTTTAlphaAnimation`). Values outside 0…1 are kept
/// and clamped only when drawing.
public final class AlphaAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Double>
    /// Animates `node`'s opacity.
    public init(_ node: Node) { animation = Animation(node) { $0.opacity = $1 } }
}

/// Animates ``Node/frame`` (JazzHands `IFTTTFrameAnimation`): size and position together, the
/// frame interpolated per edge.
public final class FrameAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Rect>
    /// Animates `node`'s frame.
    public init(_ node: Node) { animation = Animation(node) { $0.frame = $1 } }
}

/// Animates ``Node/rotation`` in **degrees, clockwise-positive** on the y-down screen
/// (JazzHands' `IFTTTRotationAnimation` turned positive degrees counter-clockwise; Scrollwork
/// follows CSS and Lottie). Several turns animate as several turns (no wrapping).
public final class RotationAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Double>
    /// Animates `node`'s rotation.
    public init(_ node: Node) { animation = Animation(node) { $0.rotation = $1 } }
}

/// Animates ``Node/backgroundColor`` (JazzHands `IFTTTBackgroundColorAnimation`), straight RGBA.
public final class BackgroundColorAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Color>
    /// Animates `node`'s background colour.
    public init(_ node: Node) { animation = Animation(node) { $0.backgroundColor = $1 } }
}

/// Animates ``Node/cornerRadius`` (JazzHands `IFTTTCornerRadiusAnimation`).
public final class CornerRadiusAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Double>
    /// Animates `node`'s corner radius.
    public init(_ node: Node) { animation = Animation(node) { $0.cornerRadius = $1 } }
}

/// Animates a uniform ``Node/scale`` (JazzHands `IFTTTScaleAnimation`): both factors get the
/// value. For separate x and y factors use ``ScaleXYAnimation``.
public final class ScaleAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Double>
    /// Animates `node`'s scale.
    public init(_ node: Node) { animation = Animation(node) { $0.scale = Point(x: $1, y: $1) } }
}

/// Animates ``Node/scale`` with separate x and y factors.
public final class ScaleXYAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Point>
    /// Animates `node`'s scale factors.
    public init(_ node: Node) { animation = Animation(node) { $0.scale = $1 } }
}

/// Animates ``Node/translation``, an offset added to the position (JazzHands
/// `IFTTTTranslationAnimation`). It composes with rotation and scale in the canonical order,
/// whatever order the animations run in.
public final class TranslationAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Point>
    /// Animates `node`'s translation.
    public init(_ node: Node) { animation = Animation(node) { $0.translation = $1 } }
}

/// Animates ``Node/position`` (where the anchor lands in the parent).
public final class PositionAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Point>
    /// Animates `node`'s position.
    public init(_ node: Node) { animation = Animation(node) { $0.position = $1 } }
}

/// Animates ``Node/transform3D`` (JazzHands `IFTTTTransform3DAnimation`): rotations about x, y
/// and z, translation, scale and perspective, interpolated per component.
public final class Transform3DAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Transform3D>
    /// Animates `node`'s 3D transform.
    public init(_ node: Node) { animation = Animation(node) { $0.transform3D = $1 } }
}

/// Animates ``Node/textColor`` (JazzHands `IFTTTTextColorAnimation`).
public final class TextColorAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Color>
    /// Animates `node`'s text colour.
    public init(_ node: Node) { animation = Animation(node) { $0.textColor = $1 } }
}

/// Animates ``Node/fillColor`` (JazzHands `IFTTTFillColorAnimation`).
public final class FillColorAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Color>
    /// Animates `node`'s fill colour.
    public init(_ node: Node) { animation = Animation(node) { $0.fillColor = $1 } }
}

/// Animates ``Node/strokeColor`` (JazzHands `IFTTTStrokeColorAnimation`).
public final class StrokeColorAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Color>
    /// Animates `node`'s stroke colour.
    public init(_ node: Node) { animation = Animation(node) { $0.strokeColor = $1 } }
}

/// Animates ``Node/strokeStart`` (JazzHands `IFTTTStrokeStartAnimation`) — an ordinary
/// animated value, not a layer-timing trick, so it combines with everything else.
public final class StrokeStartAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Double>
    /// Animates `node`'s stroke start.
    public init(_ node: Node) { animation = Animation(node) { $0.strokeStart = $1 } }
}

/// Animates ``Node/strokeEnd`` (JazzHands `IFTTTStrokeEndAnimation`).
public final class StrokeEndAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Double>
    /// Animates `node`'s stroke end.
    public init(_ node: Node) { animation = Animation(node) { $0.strokeEnd = $1 } }
}

/// Animates ``Node/path`` (a shape morph): paths of the same structure interpolate point by
/// point; different structures jump at the next keyframe.
public final class PathAnimation: NodeAnimation {
    /// The underlying animation.
    public let animation: Animation<Node, Path>
    /// Animates `node`'s path.
    public init(_ node: Node) { animation = Animation(node) { $0.path = $1 } }
}
