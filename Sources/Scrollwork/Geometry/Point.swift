/// A point (or a 2D vector) in a y-down coordinate space.
///
/// Scrollwork uses one convention everywhere: x grows to the right, y grows downwards, and a
/// positive rotation turns clockwise on screen (as in Lottie, CSS and CoreGraphics on iOS).
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate (down is positive).
    public var y: Double

    /// Creates a point from its coordinates.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Creates a point from its coordinates, unlabelled.
    @inlinable
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The Euclidean length of the vector from the origin to this point.
    @inlinable
    public var length: Double { (x * x + y * y).squareRoot() }

    /// The distance to another point.
    @inlinable
    public func distance(to other: Point) -> Double { (other - self).length }

    /// The dot product with another vector.
    @inlinable
    public func dot(_ other: Point) -> Double { x * other.x + y * other.y }

    /// The z component of the cross product with another vector (positive when `other` is
    /// clockwise from `self` on a y-down screen).
    @inlinable
    public func cross(_ other: Point) -> Double { x * other.y - y * other.x }

    /// Whether both coordinates are finite (neither NaN nor infinite).
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// Component-wise sum.
    @inlinable
    public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    /// Component-wise difference.
    @inlinable
    public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    /// The vector scaled by a factor.
    @inlinable
    public static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }
    /// The vector scaled by a factor.
    @inlinable
    public static func * (lhs: Double, rhs: Point) -> Point { Point(x: lhs * rhs.x, y: lhs * rhs.y) }
    /// The vector divided by a factor.
    @inlinable
    public static func / (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x / rhs, y: lhs.y / rhs) }
    /// The opposite vector.
    @inlinable
    public static prefix func - (point: Point) -> Point { Point(x: -point.x, y: -point.y) }
    /// Adds a vector in place.
    @inlinable
    public static func += (lhs: inout Point, rhs: Point) { lhs = lhs + rhs }
    /// Subtracts a vector in place.
    @inlinable
    public static func -= (lhs: inout Point, rhs: Point) { lhs = lhs - rhs }
}

extension Point: CustomStringConvertible {
    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
