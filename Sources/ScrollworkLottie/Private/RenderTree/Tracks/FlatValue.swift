import Scrollwork

/// A flat array of numbers (gradient colours) blended element-wise.
struct FlatValue: Interpolatable, Hashable, Sendable {
    /// The numbers.
    var values: [Double]

    /// Wraps numbers.
    init(_ values: [Double]) { self.values = values }

    /// Element-wise blend over the common length.
    func interpolated(to other: FlatValue, progress: Double) -> FlatValue {
        let n = Swift.min(values.count, other.values.count)
        var out = values
        for k in 0..<n { out[k] = lerp(values[k], other.values[k], progress) }
        return FlatValue(out)
    }
}
