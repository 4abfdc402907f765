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

/// A flat array of numbers (gradient colours) blended element-wise.
struct FlatValue: Interpolatable, Hashable, Sendable {
    /// The numbers.
    public var values: [Double]

    /// Wraps numbers.
    public init(_ values: [Double]) { self.values = values }

    /// Element-wise blend over the common length.
    public func interpolated(to other: FlatValue, progress: Double) -> FlatValue {
        let n = Swift.min(values.count, other.values.count)
        var out = values
        for k in 0..<n { out[k] = lerp(values[k], other.values[k], progress) }
        return FlatValue(out)
    }
}
