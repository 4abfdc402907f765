/// The easing of one keyframe segment: the cubic bézier `(0,0) → out → in → (1,1)` of
/// LOTTIE_FORMAT.md §6.5, possibly different for each dimension of the value.
///
/// `x` handles are already clamped into [0, 1] (so the curve is a function of time); `y`
/// handles are kept as given — overshoot is part of the animation.
public struct LottieEasing: Hashable, Sendable {
    /// One control point, per dimension. Arrays are never empty; when a value has more
    /// dimensions than an array has entries, entry 0 applies (lottie-web's rule).
    public struct ControlPoint: Hashable, Sendable {
        /// Time coordinates in [0, 1], one per dimension (or one for all).
        public package(set) var x: [Double]
        /// Progress coordinates, unbounded, one per dimension (or one for all).
        public package(set) var y: [Double]

        /// Creates a control point; empty arrays become `[0]`, `x` is clamped into [0, 1].
        public init(x: [Double], y: [Double]) {
            self.x = x.isEmpty ? [0] : x.map { $0.isNaN ? 0 : Swift.min(Swift.max($0, 0), 1) }
            self.y = y.isEmpty ? [0] : y.map { $0.isFinite ? $0 : 0 }
        }

        /// Creates a control point used for every dimension.
        public init(x: Double, y: Double) {
            self.init(x: [x], y: [y])
        }

        /// The control point for one dimension.
        @inlinable
        public func point(dimension: Int) -> (x: Double, y: Double) {
            let px = x.indices.contains(dimension) ? x[dimension] : x[0]
            let py = y.indices.contains(dimension) ? y[dimension] : y[0]
            return (px, py)
        }
    }

    /// The first control point (`o`, leaving the segment's start keyframe).
    public package(set) var outHandle: ControlPoint
    /// The second control point (`i`, arriving at the segment's end).
    public package(set) var inHandle: ControlPoint

    /// Creates an easing from its two control points.
    public init(outHandle: ControlPoint, inHandle: ControlPoint) {
        self.outHandle = outHandle
        self.inHandle = inHandle
    }

    /// Straight linear interpolation.
    public static let linear = LottieEasing(outHandle: ControlPoint(x: 0, y: 0), inHandle: ControlPoint(x: 1, y: 1))

    /// How many dimensions have their own curve (1 when one curve serves all).
    public var dimensionCount: Int {
        Swift.max(outHandle.x.count, outHandle.y.count, inHandle.x.count, inHandle.y.count)
    }

    /// The CSS-style `cubic-bezier(x1, y1, x2, y2)` control values for one dimension.
    @inlinable
    public func controlPoints(dimension: Int) -> (x1: Double, y1: Double, x2: Double, y2: Double) {
        let o = outHandle.point(dimension: dimension)
        let i = inHandle.point(dimension: dimension)
        return (o.x, o.y, i.x, i.y)
    }
}
