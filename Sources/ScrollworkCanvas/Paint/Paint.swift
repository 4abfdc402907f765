#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Scrollwork

/// A linear gradient from `start` (offset 0) to `end` (offset 1), in the local coordinates of
/// the shape it paints.
public struct LinearGradient: Hashable, Sendable {
    /// Where offset 0 sits.
    public var start: Point
    /// Where offset 1 sits.
    public var end: Point
    /// The colour ramp.
    public var gradient: Gradient

    /// Creates a linear gradient.
    public init(start: Point, end: Point, gradient: Gradient) {
        self.start = start
        self.end = end
        self.gradient = gradient
    }
}

/// A radial gradient: offset 0 at the focal point, offset 1 on the circle of `radius` around
/// `center` (canvas 2D's `createRadialGradient(focal, 0, center, radius)`), in local
/// coordinates. Outside the circle the last colour pads.
public struct RadialGradient: Hashable, Sendable {
    /// The centre of the outer circle.
    public var center: Point
    /// The radius of the outer circle.
    public var radius: Double
    /// The focal point (offset 0); equal to the centre for a plain radial gradient.
    public var focal: Point
    /// The colour ramp.
    public var gradient: Gradient

    /// Creates a radial gradient; the focal point defaults to the centre.
    public init(center: Point, radius: Double, focal: Point? = nil, gradient: Gradient) {
        self.center = center
        self.radius = radius
        self.focal = focal ?? center
        self.gradient = gradient
    }

    /// A radial gradient as Lottie describes it (§9.6, lottie-web's canvas renderer): centre
    /// `start`, radius `|end − start|`, and a highlight at `highlightLength` (a percentage,
    /// clamped to ±99) of the radius, at `highlightAngle` degrees from the direction of `end`.
    public static func lottie(start: Point, end: Point, highlightLength: Double, highlightAngle: Double,
                              gradient: Gradient) -> RadialGradient {
        let v = end - start
        let r = v.length
        let h = min(max(highlightLength.isFinite ? highlightLength / 100 : 0, -0.99), 0.99)
        let angle = atan2(v.y, v.x) + (highlightAngle.isFinite ? highlightAngle : 0) * Double.pi / 180
        let focal = Point(x: start.x + cos(angle) * r * h, y: start.y + sin(angle) * r * h)
        return RadialGradient(center: start, radius: r, focal: focal, gradient: gradient)
    }
}

/// An image used as paint: the pixmap placed by `transform` (image pixels → local
/// coordinates), sampled bilinearly; outside the image the edge pixels pad.
public struct ImagePattern: Sendable {
    /// The image.
    public var image: Pixmap
    /// Maps image pixel coordinates into the local coordinates of the shape.
    public var transform: AffineTransform

    /// Creates an image paint.
    public init(image: Pixmap, transform: AffineTransform = .identity) {
        self.image = image
        self.transform = transform
    }
}

/// What a shape is filled or stroked with.
public enum Paint: Sendable {
    /// One colour.
    case solid(Color)
    /// A linear gradient.
    case linear(LinearGradient)
    /// A radial gradient.
    case radial(RadialGradient)
    /// An image.
    case image(ImagePattern)
}
