/// A rectangle (`rc`): centre `p`, size `s`, corner radius `r`.
public struct LottieRectangle: Hashable, Sendable {
    /// Centre.
    public var position: LottieProperty<LottieVector>
    /// Width and height.
    public var size: LottieProperty<LottieVector>
    /// Corner radius (clamped to half the smaller side when drawn).
    public var roundness: LottieProperty<Double>
    /// Direction.
    public var direction: LottieShapeDirection

    /// Creates a rectangle.
    public init(position: LottieProperty<LottieVector>, size: LottieProperty<LottieVector>,
                roundness: LottieProperty<Double>, direction: LottieShapeDirection = .normal) {
        self.position = position
        self.size = size
        self.roundness = roundness
        self.direction = direction
    }
}

/// An ellipse (`el`): centre `p`, diameters `s`.
public struct LottieEllipse: Hashable, Sendable {
    /// Centre.
    public var position: LottieProperty<LottieVector>
    /// Diameters.
    public var size: LottieProperty<LottieVector>
    /// Direction.
    public var direction: LottieShapeDirection

    /// Creates an ellipse.
    public init(position: LottieProperty<LottieVector>, size: LottieProperty<LottieVector>, direction: LottieShapeDirection = .normal) {
        self.position = position
        self.size = size
        self.direction = direction
    }
}

/// A star or polygon (`sr`).
public struct LottiePolystar: Hashable, Sendable {
    /// `sy`: star (1) or polygon (2).
    public enum Kind: Int, Hashable, Sendable {
        /// Alternating outer and inner vertices.
        case star = 1
        /// Outer vertices only.
        case polygon = 2
    }

    /// Star or polygon.
    public var kind: Kind
    /// Number of points (`pt`), clamped to `[3, LottieLimits.maxPolystarPoints]`.
    public var points: LottieProperty<Double>
    /// Centre (`p`).
    public var position: LottieProperty<LottieVector>
    /// Rotation in degrees clockwise (`r`).
    public var rotation: LottieProperty<Double>
    /// Outer radius (`or`).
    public var outerRadius: LottieProperty<Double>
    /// Inner radius (`ir`, stars only).
    public var innerRadius: LottieProperty<Double>
    /// Outer roundness in percent (`os`).
    public var outerRoundness: LottieProperty<Double>
    /// Inner roundness in percent (`is`, stars only).
    public var innerRoundness: LottieProperty<Double>
    /// Direction.
    public var direction: LottieShapeDirection

    /// Creates a polystar.
    public init(kind: Kind, points: LottieProperty<Double>, position: LottieProperty<LottieVector>, rotation: LottieProperty<Double>,
                outerRadius: LottieProperty<Double>, innerRadius: LottieProperty<Double>,
                outerRoundness: LottieProperty<Double>, innerRoundness: LottieProperty<Double>,
                direction: LottieShapeDirection = .normal) {
        self.kind = kind
        self.points = points
        self.position = position
        self.rotation = rotation
        self.outerRadius = outerRadius
        self.innerRadius = innerRadius
        self.outerRoundness = outerRoundness
        self.innerRoundness = innerRoundness
        self.direction = direction
    }
}
