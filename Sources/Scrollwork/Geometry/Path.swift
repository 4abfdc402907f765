/// A vector path: sub-paths made of lines, quadratic and cubic Bézier segments.
///
/// Stored as two flat arrays, as renderers like it: ``verbs`` and the ``points`` they consume
/// (move 1, line 1, quad 2 — control then end, cubic 3 — two controls then end, close 0).
/// A segment that does not follow a `move` starts a sub-path at the last point (or at the
/// origin for an empty path), so building never fails; non-finite coordinates are kept and
/// left for the renderer to reject.
public struct Path: Hashable, Sendable {
    /// One drawing command.
    public enum Verb: UInt8, Hashable, Sendable {
        /// Start a sub-path at one point.
        case move
        /// A straight line to one point.
        case line
        /// A quadratic Bézier: control point, end point.
        case quad
        /// A cubic Bézier: two control points, end point.
        case cubic
        /// Close the sub-path with a line back to its start.
        case close

        /// How many points the verb consumes.
        @inlinable
        public var pointCount: Int {
            switch self {
            case .move, .line: return 1
            case .quad: return 2
            case .cubic: return 3
            case .close: return 0
            }
        }
    }

    /// One element of a path, with its points, as produced by ``elements``.
    public enum Element: Hashable, Sendable {
        /// Start a sub-path.
        case move(to: Point)
        /// A line from the current point.
        case line(to: Point)
        /// A quadratic Bézier from the current point.
        case quad(control: Point, to: Point)
        /// A cubic Bézier from the current point.
        case cubic(control1: Point, control2: Point, to: Point)
        /// Close the current sub-path.
        case close
    }

    /// The commands, in order.
    public private(set) var verbs: [Verb] = []
    /// The points the commands consume, in order.
    public private(set) var points: [Point] = []

    /// Creates an empty path.
    @inlinable
    public init() {}

    /// Creates a path from elements.
    public init(_ elements: [Element]) {
        for element in elements { append(element) }
    }

    /// Whether the path has no commands.
    @inlinable
    public var isEmpty: Bool { verbs.isEmpty }

    /// The last point added, if any.
    @inlinable
    public var currentPoint: Point? { points.last }

    /// Reserves storage for a number of verbs and points.
    public mutating func reserveCapacity(verbs verbCount: Int, points pointCount: Int) {
        verbs.reserveCapacity(verbCount)
        points.reserveCapacity(pointCount)
    }

    /// Removes every command, keeping the storage.
    public mutating func removeAll() {
        verbs.removeAll(keepingCapacity: true)
        points.removeAll(keepingCapacity: true)
    }

    /// Starts a new sub-path at a point.
    public mutating func move(to p: Point) {
        verbs.append(.move)
        points.append(p)
    }

    /// Adds a straight line from the current point.
    public mutating func line(to p: Point) {
        ensureSubpath()
        verbs.append(.line)
        points.append(p)
    }

    /// Adds a quadratic Bézier from the current point.
    public mutating func quad(to p: Point, control: Point) {
        ensureSubpath()
        verbs.append(.quad)
        points.append(control)
        points.append(p)
    }

    /// Adds a cubic Bézier from the current point.
    public mutating func cubic(to p: Point, control1: Point, control2: Point) {
        ensureSubpath()
        verbs.append(.cubic)
        points.append(control1)
        points.append(control2)
        points.append(p)
    }

    /// Closes the current sub-path (a no-op on an empty path or right after another close).
    public mutating func close() {
        guard let last = verbs.last, last != .close else { return }
        verbs.append(.close)
    }

    /// Appends one element.
    public mutating func append(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): line(to: p)
        case .quad(let c, let p): quad(to: p, control: c)
        case .cubic(let c1, let c2, let p): cubic(to: p, control1: c1, control2: c2)
        case .close: close()
        }
    }

    /// Appends all the sub-paths of another path.
    public mutating func append(_ other: Path) {
        verbs.append(contentsOf: other.verbs)
        points.append(contentsOf: other.points)
    }

    /// A drawing command that does not follow a `move` starts at the last point.
    private mutating func ensureSubpath() {
        if verbs.isEmpty || verbs.last == .close {
            move(to: subpathRestartPoint)
        }
    }

    /// Where a sub-path continues after a close: the start of the closed sub-path.
    private var subpathRestartPoint: Point {
        guard verbs.last == .close else { return points.last ?? .zero }
        var pointIndex = points.count
        for verb in verbs.reversed().dropFirst() {
            pointIndex -= verb.pointCount
            if verb == .move { return points[pointIndex] }
        }
        return .zero
    }

    /// The path's elements, in order.
    public var elements: [Element] {
        var result: [Element] = []
        result.reserveCapacity(verbs.count)
        forEachElement { result.append($0) }
        return result
    }

    /// Calls `body` for each element in order, without allocating.
    @inlinable
    public func forEachElement(_ body: (Element) throws -> Void) rethrows {
        var i = 0
        for verb in verbs {
            switch verb {
            case .move: try body(.move(to: points[i]))
            case .line: try body(.line(to: points[i]))
            case .quad: try body(.quad(control: points[i], to: points[i + 1]))
            case .cubic: try body(.cubic(control1: points[i], control2: points[i + 1], to: points[i + 2]))
            case .close: try body(.close)
            }
            i += verb.pointCount
        }
    }

    /// The bounding box of all points, control points included (a cheap, conservative bound);
    /// `nil` for an empty path.
    public var controlBounds: Rect? {
        guard var minX = points.first?.x, var minY = points.first?.y else { return nil }
        var maxX = minX, maxY = minY
        for p in points {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The path with every point mapped through a transform.
    public func applying(_ transform: AffineTransform) -> Path {
        var copy = self
        copy.apply(transform)
        return copy
    }

    /// Maps every point through a transform, in place.
    public mutating func apply(_ transform: AffineTransform) {
        if transform == .identity { return }
        for i in points.indices { points[i] = transform.apply(points[i]) }
    }

    /// Whether another path has the same commands (so the two can be interpolated point by point).
    @inlinable
    public func hasSameStructure(as other: Path) -> Bool { verbs == other.verbs }

    /// Gives mutable access to the points without changing the commands (used by
    /// interpolation and by modifiers that move vertices).
    public mutating func withPoints<R>(_ body: (inout [Point]) throws -> R) rethrows -> R {
        try body(&points)
    }
}
