import Scrollwork

/// A Lottie bézier shape `{c, v, i, o}`: vertices with in/out tangents **relative to their
/// vertex** (LOTTIE_FORMAT.md §9.1). Used by path shapes (`sh`) and masks (`pt`).
public struct LottieBezier: Hashable, Sendable {
    /// Whether the last vertex connects back to the first.
    public var isClosed: Bool
    /// The vertices.
    public var vertices: [Point]
    /// In tangents (arriving at each vertex), relative to it. Same count as ``vertices``.
    public var inTangents: [Point]
    /// Out tangents (leaving each vertex), relative to it. Same count as ``vertices``.
    public var outTangents: [Point]

    /// Creates a bézier; the three arrays are cut to the shortest one's length.
    public init(isClosed: Bool, vertices: [Point], inTangents: [Point], outTangents: [Point]) {
        let n = Swift.min(vertices.count, inTangents.count, outTangents.count)
        self.isClosed = isClosed
        self.vertices = Array(vertices.prefix(n))
        self.inTangents = Array(inTangents.prefix(n))
        self.outTangents = Array(outTangents.prefix(n))
    }

    /// An empty open shape.
    public static let empty = LottieBezier(isClosed: false, vertices: [], inTangents: [], outTangents: [])

    /// The shape as a path of cubic segments `v[k], v[k]+o[k], v[k+1]+i[k+1], v[k+1]`
    /// (plus the closing segment when closed).
    public var path: Path {
        var path = Path()
        guard let first = vertices.first else { return path }
        path.reserveCapacity(verbs: vertices.count + 2, points: vertices.count * 3 + 4)
        path.move(to: first)
        for k in 1..<Swift.max(vertices.count, 1) where k < vertices.count {
            path.cubic(to: vertices[k], control1: vertices[k - 1] + outTangents[k - 1], control2: vertices[k] + inTangents[k])
        }
        if isClosed {
            let last = vertices.count - 1
            path.cubic(to: first, control1: vertices[last] + outTangents[last], control2: first + inTangents[0])
            path.close()
        }
        return path
    }
}
