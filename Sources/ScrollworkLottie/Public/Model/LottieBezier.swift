import Scrollwork

/// A Lottie bézier shape `{c, v, i, o}`: vertices with in/out tangents **relative to their
/// vertex** (LOTTIE_FORMAT.md §9.1). Used by path shapes (`sh`) and masks (`pt`).
public struct LottieBezier: Hashable, Sendable {
    /// Whether the last vertex connects back to the first.
    public package(set) var isClosed: Bool
    /// The vertices.
    public package(set) var vertices: [Point]
    /// In tangents (arriving at each vertex), relative to it. Same count as ``vertices``.
    public package(set) var inTangents: [Point]
    /// Out tangents (leaving each vertex), relative to it. Same count as ``vertices``.
    public package(set) var outTangents: [Point]

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

    /// The shape as a path of cubic segments `v[k], v[k]+o[k], v[k+1]+i[k+1], v[k+1]` (plus the
    /// closing segment when closed), as Lottie draws it.
    public var path: Path {
        Path(Contour(vertices: vertices, inPoints: zip(vertices, inTangents).map { $0 + $1 },
                     outPoints: zip(vertices, outTangents).map { $0 + $1 }, isClosed: isClosed),
             straightLines: false)
    }
}
