import Scrollwork

/// One shape's outline as vertex-form contours — lottie-web's path collection of a shape, which
/// a trim may cut into several pieces — kept between frames: emptied, never freed, so
/// rebuilding it every frame allocates nothing once it has grown.
struct ContourSet {
    /// The contours; only the first ``count`` are in use.
    var contours: [Contour] = []
    /// How many contours are in use.
    private(set) var count = 0

    /// Empties the set, keeping every contour's storage.
    mutating func removeAll() { count = 0 }

    /// Adds an empty contour and returns its index.
    mutating func addContour() -> Int {
        if count == contours.count {
            contours.append(Contour())
        } else {
            contours[count].removeAll()
        }
        count += 1
        return count - 1
    }

    /// Replaces contour `k` by a copy of `contour`, reusing its storage.
    mutating func replace(_ k: Int, with contour: Contour) {
        contour.copy(into: &contours[k])
    }

    /// Replaces the set by the sub-paths of `path`: a vertex per segment end, a segment's
    /// control points as the out and in points of its ends (a line's on its ends, a quadratic
    /// raised to a cubic). A closed sub-path whose last segment ends on its start loses that
    /// duplicate vertex, so a shape written by ``append(to:)`` comes back as it was.
    mutating func set(_ path: Path) {
        removeAll()
        var k = -1
        var pointIndex = 0
        let points = path.points
        for verb in path.verbs {
            switch verb {
            case .move:
                k = addContour()
                contours[k].append(points[pointIndex])
            case .line:
                if k >= 0 { contours[k].append(points[pointIndex]) }
            case .quad:
                if k >= 0, let from = contours[k].vertices.last {
                    let c = points[pointIndex], to = points[pointIndex + 1]
                    contours[k].outPoints[contours[k].outPoints.count - 1] = from + (c - from) * (2.0 / 3)
                    contours[k].append(to, in: to + (c - to) * (2.0 / 3), out: to)
                }
            case .cubic:
                if k >= 0, !contours[k].outPoints.isEmpty {
                    contours[k].outPoints[contours[k].outPoints.count - 1] = points[pointIndex]
                    let to = points[pointIndex + 2]
                    contours[k].append(to, in: points[pointIndex + 1], out: to)
                }
            case .close:
                if k >= 0 {
                    let n = contours[k].vertices.count
                    if n > 1, contours[k].vertices[n - 1] == contours[k].vertices[0] {
                        contours[k].inPoints[0] = contours[k].inPoints[n - 1]
                        contours[k].vertices.removeLast()
                        contours[k].inPoints.removeLast()
                        contours[k].outPoints.removeLast()
                    }
                    contours[k].isClosed = true
                }
            }
            pointIndex += verb.pointCount
        }
    }

    /// Appends every contour in use to `path`, every segment a cubic (as Lottie shapes keep
    /// them, so trims measure the file's curves).
    func append(to path: inout Path) {
        for k in 0..<count { contours[k].append(to: &path, straightLines: false) }
    }
}
