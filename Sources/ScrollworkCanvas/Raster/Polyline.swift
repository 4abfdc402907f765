/// Flattened geometry: contours of points joined by straight lines, in one coordinate space.
///
/// The scratch format between paths and the rasterizer or the stroker; buffers are kept
/// across uses (`removeAll` keeps capacity).
internal struct Polyline {
    /// One contour: `count` points from `start`, closed or open.
    struct Contour {
        var start: Int
        var count: Int
        var closed: Bool
        init(start: Int, count: Int, closed: Bool) { self.start = start; self.count = count; self.closed = closed }
    }

    var points: [Point] = []
    var contours: [Contour] = []

    init() {}

    mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        contours.removeAll(keepingCapacity: true)
    }

    var isEmpty: Bool { contours.isEmpty }

    /// Starts a contour at a point.
    mutating func begin(_ p: Point) {
        contours.append(Contour(start: points.count, count: 1, closed: false))
        points.append(p)
    }

    /// Adds a point to the current contour (skipping exact repeats).
    mutating func add(_ p: Point) {
        guard !contours.isEmpty else { begin(p); return }
        if let last = points.last, last == p, contours[contours.count - 1].count > 0 { return }
        points.append(p)
        contours[contours.count - 1].count += 1
    }

    /// Marks the current contour closed.
    mutating func closeContour() {
        guard !contours.isEmpty else { return }
        contours[contours.count - 1].closed = true
    }

    /// The total length of all contours (closing segments of closed contours included).
    func length() -> Double {
        var total = 0.0
        for c in contours where c.count > 1 {
            for i in 1..<c.count { total += points[c.start + i - 1].distance(to: points[c.start + i]) }
            if c.closed { total += points[c.start + c.count - 1].distance(to: points[c.start]) }
        }
        return total
    }
}
