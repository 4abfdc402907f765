import Scrollwork

/// An integer rectangle of pixels: `x ..< x + width` by `y ..< y + height`.
public struct PixelRect: Hashable, Sendable {
    /// The left column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a pixel rectangle.
    @inlinable
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether the rectangle holds no pixel.
    @inlinable
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// One past the right column.
    @inlinable
    public var maxX: Int { x + width }
    /// One past the bottom row.
    @inlinable
    public var maxY: Int { y + height }

    /// Whether pixel (`x`, `y`) lies in the rectangle.
    @inlinable
    public func contains(x: Int, y: Int) -> Bool {
        x >= self.x && x < maxX && y >= self.y && y < maxY
    }

    /// The overlap, or `nil` when empty.
    @inlinable
    public func intersection(_ other: PixelRect) -> PixelRect? {
        let x0 = Swift.max(x, other.x), y0 = Swift.max(y, other.y)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle holding both (an empty one adds nothing).
    @inlinable
    public func union(_ other: PixelRect) -> PixelRect {
        if other.isEmpty { return self }
        if isEmpty { return other }
        let x0 = Swift.min(x, other.x), y0 = Swift.min(y, other.y)
        return PixelRect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
    }

    /// The smallest pixel rectangle covering a real rectangle (`nil` when it is not finite or
    /// is empty), clamped to ±2³⁰.
    @inlinable
    public init?(covering rect: Rect) {
        let r = rect.standardized
        guard r.isFinite else { return nil }
        let lim = Double(1 << 30)
        let x0 = Swift.max(-lim, Swift.min(lim, r.minX.rounded(.down)))
        let y0 = Swift.max(-lim, Swift.min(lim, r.minY.rounded(.down)))
        let x1 = Swift.max(-lim, Swift.min(lim, r.maxX.rounded(.up)))
        let y1 = Swift.max(-lim, Swift.min(lim, r.maxY.rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        self.init(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }
}

extension PixelRect {
    /// Where device pixel (`x`, `y`) sits in a buffer laid out over this rectangle, a row of
    /// `width` pixels after another (layer offscreens, mask and factor scratch).
    @inline(__always)
    func index(x: Int, y: Int) -> Int {
        (y - self.y) * width + (x - self.x)
    }
}
