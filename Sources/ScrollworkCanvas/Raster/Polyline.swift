import Scrollwork

/// Flattened geometry: contours of points joined by straight lines, in one coordinate space.
///
/// The scratch format between paths and the rasterizer or the stroker. It owns its two
/// buffers (points and contours), which grow by doubling and are kept across uses
/// (`removeAll` keeps capacity), so steady-state use allocates nothing. Appending a point is a
/// store and two increments: no copy-on-write uniqueness check, no bounds check. The type is
/// not copyable (a copy would share the buffers); ``copy(from:)`` copies the contents.
internal struct Polyline: ~Copyable {
    /// One contour: `count` points from `start`, closed or open.
    struct Contour {
        var start: Int
        var count: Int
        var closed: Bool
        /// A contour of one point that is a line of no length (not a lone start): stroked as a
        /// dot where its cap has one (see ``markDot()``).
        var dot = false
        init(start: Int, count: Int, closed: Bool) { self.start = start; self.count = count; self.closed = closed }
    }

    /// Point storage: `pointCount` initialized points, room for `pointCapacity`.
    private var pointBase: UnsafeMutablePointer<Point>
    private var pointCount = 0
    private var pointCapacity: Int
    /// Contour storage: `contourCount` contours, room for `contourCapacity`.
    private var contourBase: UnsafeMutablePointer<Contour>
    private var contourCount = 0
    private var contourCapacity: Int

    init(pointCapacity: Int = 64, contourCapacity: Int = 4) {
        self.pointCapacity = max(pointCapacity, 1)
        pointBase = .allocate(capacity: self.pointCapacity)
        self.contourCapacity = max(contourCapacity, 1)
        contourBase = .allocate(capacity: self.contourCapacity)
    }

    deinit {
        pointBase.deallocate()
        contourBase.deallocate()
    }

    /// All points (valid until the polyline is next changed).
    var points: UnsafeBufferPointer<Point> { UnsafeBufferPointer(start: pointBase, count: pointCount) }

    /// All contours, in order (valid until the polyline is next changed).
    var contours: UnsafeBufferPointer<Contour> { UnsafeBufferPointer(start: contourBase, count: contourCount) }

    /// Empties the polyline, keeping its buffers.
    mutating func removeAll() {
        pointCount = 0
        contourCount = 0
    }

    var isEmpty: Bool { contourCount == 0 }

    /// Starts a contour at a point.
    mutating func begin(_ p: Point) {
        if contourCount == contourCapacity { growContours() }
        (contourBase + contourCount).initialize(to: Contour(start: pointCount, count: 1, closed: false))
        contourCount &+= 1
        append(p)
    }

    /// Adds a point to the current contour (skipping exact repeats).
    @inline(__always)
    mutating func add(_ p: Point) {
        guard contourCount > 0 else { begin(p); return }
        // The current contour has at least its first point, so the last point is its own.
        let last = pointBase[pointCount &- 1]
        if last.x == p.x && last.y == p.y { return }
        append(p)
        contourBase[contourCount &- 1].count &+= 1
    }

    /// Marks the current contour, while it is still one point, as a line of no length.
    mutating func markDot() {
        guard contourCount > 0, contourBase[contourCount &- 1].count == 1 else { return }
        contourBase[contourCount &- 1].dot = true
    }

    /// Marks the current contour closed.
    mutating func closeContour() {
        guard contourCount > 0 else { return }
        contourBase[contourCount &- 1].closed = true
    }

    /// Whether ``copy(from:)`` of `other` fits in the storage there is (allocates nothing).
    func canHold(_ other: borrowing Polyline) -> Bool {
        pointCapacity >= other.pointCount && contourCapacity >= other.contourCount
    }

    /// Replaces the contents with a copy of `other`'s.
    mutating func copy(from other: borrowing Polyline) {
        removeAll()
        reserve(points: other.pointCount)
        pointBase.initialize(from: other.pointBase, count: other.pointCount)
        pointCount = other.pointCount
        while contourCapacity < other.contourCount { growContours() }
        contourBase.initialize(from: other.contourBase, count: other.contourCount)
        contourCount = other.contourCount
    }

    /// Calls `body` with every point, for changing them in place (e.g. mapping to device space).
    mutating func withMutablePoints<R>(_ body: (UnsafeMutableBufferPointer<Point>) -> R) -> R {
        body(UnsafeMutableBufferPointer(start: pointBase, count: pointCount))
    }

    /// The total length of all contours (closing segments of closed contours included).
    func length() -> Double {
        var total = 0.0
        let points = points
        for c in contours where c.count > 1 {
            for i in 1..<c.count { total += points[c.start + i - 1].distance(to: points[c.start + i]) }
            if c.closed { total += points[c.start + c.count - 1].distance(to: points[c.start]) }
        }
        return total
    }

    /// Makes room for at least `extra` more points.
    mutating func reserve(points extra: Int) {
        let needed = pointCount + extra
        guard needed > pointCapacity else { return }
        var capacity = pointCapacity * 2
        while capacity < needed { capacity *= 2 }
        let grown = UnsafeMutablePointer<Point>.allocate(capacity: capacity)
        grown.moveInitialize(from: pointBase, count: pointCount)
        pointBase.deallocate()
        pointBase = grown
        pointCapacity = capacity
    }

    /// Appends a point to the storage (the caller keeps the contour's count).
    @inline(__always)
    private mutating func append(_ p: Point) {
        if pointCount == pointCapacity { reserve(points: 1) }
        (pointBase + pointCount).initialize(to: p)
        pointCount &+= 1
    }

    /// Grows the storage to at least `other`'s capacities. The canvas's scratch polylines trade
    /// buffers by swapping, so which buffer plays which role changes from call to call; keeping
    /// them as large as one another stops a steady sequence of strokes from growing a buffer
    /// again whenever the roles come round differently.
    mutating func matchCapacity(of other: borrowing Polyline) {
        if other.pointCapacity > pointCapacity { reserve(points: other.pointCapacity - pointCount) }
        while contourCapacity < other.contourCapacity { growContours() }
    }

    /// Doubles the contour storage.
    private mutating func growContours() {
        let capacity = contourCapacity * 2
        let grown = UnsafeMutablePointer<Contour>.allocate(capacity: capacity)
        grown.moveInitialize(from: contourBase, count: contourCount)
        contourBase.deallocate()
        contourBase = grown
        contourCapacity = capacity
    }
}
