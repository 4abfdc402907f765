import Scrollwork

/// A vector value of a Lottie property (anchor, position, scale, size, …) with up to three
/// components, stored inline (no allocation).
///
/// Lottie writes 2D and 3D vectors alike (`[x, y]`, `[x, y, z]`, even on 2D layers); the
/// number of components the file gave is kept in ``dimensions`` for diagnostics, and the
/// missing ones read as 0.
public struct LottieVector: Hashable, Sendable {
    /// First component.
    public var x: Double
    /// Second component.
    public var y: Double
    /// Third component (0 when the file gave two).
    public var z: Double
    /// How many components the file gave (1…3).
    public var dimensions: Int

    /// Creates a vector.
    @inlinable
    public init(x: Double, y: Double, z: Double = 0, dimensions: Int = 2) {
        self.x = x
        self.y = y
        self.z = z
        self.dimensions = dimensions
    }

    /// The first two components as a point.
    @inlinable
    public var point: Point { Point(x: x, y: y) }

    /// Component `i` (0 x, 1 y, 2 z; 0 for anything else).
    @inlinable
    public subscript(component i: Int) -> Double {
        switch i {
        case 0: return x
        case 1: return y
        case 2: return z
        default: return 0
        }
    }

    /// The zero vector in two dimensions.
    public static let zero = LottieVector(x: 0, y: 0)
}
