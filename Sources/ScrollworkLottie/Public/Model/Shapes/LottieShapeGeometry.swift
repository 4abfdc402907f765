/// A rectangle (`rc`): centre `p`, size `s`, corner radius `r`.
public struct LottieRectangle: Hashable, Sendable {
    /// Centre.
    public package(set) var position: LottieProperty<LottieVector>
    /// Width and height.
    public package(set) var size: LottieProperty<LottieVector>
    /// Corner radius (clamped to half the smaller side when drawn).
    public package(set) var roundness: LottieProperty<Double>
    /// Direction.
    public package(set) var direction: LottieShapeDirection

    /// Creates a rectangle.
    package init(position: LottieProperty<LottieVector>, size: LottieProperty<LottieVector>,
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
    public package(set) var position: LottieProperty<LottieVector>
    /// Diameters.
    public package(set) var size: LottieProperty<LottieVector>
    /// Direction.
    public package(set) var direction: LottieShapeDirection

    /// Creates an ellipse.
    package init(position: LottieProperty<LottieVector>, size: LottieProperty<LottieVector>, direction: LottieShapeDirection = .normal) {
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
    public package(set) var kind: Kind
    /// Number of points (`pt`), clamped to `[3, LottieLimits.maxPolystarPoints]`.
    public package(set) var points: LottieProperty<Double>
    /// Centre (`p`).
    public package(set) var position: LottieProperty<LottieVector>
    /// Rotation in degrees clockwise (`r`).
    public package(set) var rotation: LottieProperty<Double>
    /// Outer radius (`or`).
    public package(set) var outerRadius: LottieProperty<Double>
    /// Inner radius (`ir`, stars only).
    public package(set) var innerRadius: LottieProperty<Double>
    /// Outer roundness in percent (`os`).
    public package(set) var outerRoundness: LottieProperty<Double>
    /// Inner roundness in percent (`is`, stars only).
    public package(set) var innerRoundness: LottieProperty<Double>
    /// Direction.
    public package(set) var direction: LottieShapeDirection

    /// Creates a polystar.
    package init(kind: Kind, points: LottieProperty<Double>, position: LottieProperty<LottieVector>, rotation: LottieProperty<Double>,
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
