/// An axis-aligned rectangle: an origin (its top-left corner in y-down space) and a size.
///
/// A rectangle with a negative width or height is allowed; ``standardized`` flips it so its
/// size is non-negative, and the edge accessors (``minX``, ``maxX``…) always report the true
/// edges whatever the sign.
public struct Rect: Hashable, Sendable {
    /// The corner the size is measured from (top-left for a standardized rectangle).
    public var origin: Point
    /// The extent from the origin.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its origin's coordinates and its size.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// The rectangle spanning two opposite corners, in either order.
    @inlinable
    public init(corner a: Point, corner b: Point) {
        let x0 = Swift.min(a.x, b.x), y0 = Swift.min(a.y, b.y)
        self.init(x: x0, y: y0, width: Swift.max(a.x, b.x) - x0, height: Swift.max(a.y, b.y) - y0)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The width (may be negative for a non-standardized rectangle).
    @inlinable public var width: Double { size.width }
    /// The height (may be negative for a non-standardized rectangle).
    @inlinable public var height: Double { size.height }
    /// The smallest x of the rectangle.
    @inlinable public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    /// The largest x of the rectangle.
    @inlinable public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    /// The smallest y of the rectangle (its top edge).
    @inlinable public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    /// The largest y of the rectangle (its bottom edge).
    @inlinable public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
    /// The x of the centre.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The y of the centre.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The centre point.
    @inlinable public var center: Point { Point(x: midX, y: midY) }

    /// The same rectangle with a non-negative width and height.
    @inlinable
    public var standardized: Rect { Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }

    /// Whether the rectangle encloses no area.
    @inlinable
    public var isEmpty: Bool { size.isEmpty && standardized.size.isEmpty }

    /// Whether every coordinate is finite.
    @inlinable
    public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// Whether a point lies inside (edges at min included, at max excluded).
    @inlinable
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle moved in by `dx` on the left and right and `dy` on the top and bottom
    /// (grown for negative values).
    @inlinable
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let r = standardized
        return Rect(x: r.origin.x + dx, y: r.origin.y + dy, width: r.width - 2 * dx, height: r.height - 2 * dy)
    }

    /// The smallest rectangle containing both.
    @inlinable
    public func union(_ other: Rect) -> Rect {
        Rect(corner: Point(x: Swift.min(minX, other.minX), y: Swift.min(minY, other.minY)),
             corner: Point(x: Swift.max(maxX, other.maxX), y: Swift.max(maxY, other.maxY)))
    }

    /// The overlap of both, or `nil` when they do not overlap.
    @inlinable
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The bounding box of the rectangle's four corners after a transform.
    @inlinable
    public func applying(_ transform: AffineTransform) -> Rect {
        let corners = (
            Point(x: minX, y: minY).applying(transform), Point(x: maxX, y: minY).applying(transform),
            Point(x: maxX, y: maxY).applying(transform), Point(x: minX, y: maxY).applying(transform))
        let xs = (corners.0.x, corners.1.x, corners.2.x, corners.3.x)
        let ys = (corners.0.y, corners.1.y, corners.2.y, corners.3.y)
        let x0 = Swift.min(Swift.min(xs.0, xs.1), Swift.min(xs.2, xs.3))
        let x1 = Swift.max(Swift.max(xs.0, xs.1), Swift.max(xs.2, xs.3))
        let y0 = Swift.min(Swift.min(ys.0, ys.1), Swift.min(ys.2, ys.3))
        let y1 = Swift.max(Swift.max(ys.0, ys.1), Swift.max(ys.2, ys.3))
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension Rect: CustomStringConvertible {
    /// `(x, y, w x h)`.
    public var description: String { "(\(origin.x), \(origin.y), \(size.width)x\(size.height))" }
}
