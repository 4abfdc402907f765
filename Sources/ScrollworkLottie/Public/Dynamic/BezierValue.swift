import Scrollwork

/// A Lottie bézier shape as an interpolatable value: vertices and tangents blend element-wise
/// (one progress for all, §6.4); shapes with different vertex counts hold the start shape.
public struct BezierValue: Interpolatable, Hashable, Sendable {
    /// The shape.
    public var bezier: LottieBezier

    /// Wraps a shape.
    public init(_ bezier: LottieBezier) { self.bezier = bezier }

    /// Element-wise blend.
    public func interpolated(to other: BezierValue, progress: Double) -> BezierValue {
        let a = bezier, b = other.bezier
        guard a.vertices.count == b.vertices.count else { return progress >= 1 ? other : self }
        func mix(_ x: [Point], _ y: [Point]) -> [Point] {
            var out = x
            for k in out.indices { out[k] = Point(x: lerp(x[k].x, y[k].x, progress), y: lerp(x[k].y, y[k].y, progress)) }
            return out
        }
        return BezierValue(LottieBezier(isClosed: a.isClosed, vertices: mix(a.vertices, b.vertices),
                                        inTangents: mix(a.inTangents, b.inTangents), outTangents: mix(a.outTangents, b.outTangents)))
    }
}
