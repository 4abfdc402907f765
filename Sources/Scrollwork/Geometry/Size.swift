/// A width and a height.
public struct Size: Hashable, Sendable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Creates a size, unlabelled.
    @inlinable
    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }

    /// Zero by zero.
    public static let zero = Size(width: 0, height: 0)

    /// Whether the size encloses no area (a side is zero, negative or NaN).
    @inlinable
    public var isEmpty: Bool { !(width > 0 && height > 0) }

    /// Whether both sides are finite.
    @inlinable
    public var isFinite: Bool { width.isFinite && height.isFinite }

    /// Both sides scaled by a factor.
    @inlinable
    public static func * (lhs: Size, rhs: Double) -> Size { Size(width: lhs.width * rhs, height: lhs.height * rhs) }
}

extension Size: CustomStringConvertible {
    /// `WxH`.
    public var description: String { "\(width)x\(height)" }
}
