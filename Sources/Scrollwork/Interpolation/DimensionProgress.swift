/// Per-dimension progress values for one interpolation: Lottie keyframes may ease each
/// component of a vector with its own curve (LOTTIE_FORMAT.md §6.4).
///
/// Holds up to four progress values inline (no allocation). Components past ``count`` use
/// the first value — lottie-web's rule for easing arrays shorter than the value.
public struct DimensionProgress: Hashable, Sendable {
    @usableFromInline var storage: (Double, Double, Double, Double)
    /// How many distinct values are stored (1…4).
    public let count: Int

    /// The same progress for every component.
    @inlinable
    public init(_ progress: Double) {
        storage = (progress, progress, progress, progress)
        count = 1
    }

    /// Up to four per-component values; extra values are ignored, and an empty list means 0.
    @inlinable
    public init(_ values: Double...) {
        self.init(values)
    }

    /// Up to four per-component values; extra values are ignored, and an empty list means 0.
    @inlinable
    public init(_ values: [Double]) {
        let first = values.first ?? 0
        storage = (first,
                   values.count > 1 ? values[1] : first,
                   values.count > 2 ? values[2] : first,
                   values.count > 3 ? values[3] : first)
        count = max(1, min(values.count, 4))
    }

    /// Builds the progress of each component by easing `u` with one curve per component
    /// (`easings[0]` for components past the list, or for all when the list is empty).
    @inlinable
    public init(easings: [Easing], at u: Double) {
        switch easings.count {
        case 0: self.init(u)
        case 1: self.init(easings[0].value(at: u))
        default:
            let a = easings[0].value(at: u)
            let b = easings[1].value(at: u)
            let c = easings.count > 2 ? easings[2].value(at: u) : a
            let d = easings.count > 3 ? easings[3].value(at: u) : a
            self.init(storage: (a, b, c, d), count: min(easings.count, 4))
        }
    }

    @inlinable
    init(storage: (Double, Double, Double, Double), count: Int) {
        self.storage = storage
        self.count = count
    }

    /// The progress of component `index` (the first value for indices past ``count``).
    @inlinable
    public subscript(index: Int) -> Double {
        switch index {
        case 1 where count > 1: return storage.1
        case 2 where count > 2: return storage.2
        case 3 where count > 3: return storage.3
        default: return storage.0
        }
    }

    /// Equal when the counts and every component match.
    @inlinable
    public static func == (lhs: DimensionProgress, rhs: DimensionProgress) -> Bool {
        lhs.count == rhs.count && (0..<lhs.count).allSatisfy { lhs[$0] == rhs[$0] }
    }

    /// Hashes the count and the components.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for i in 0..<count { hasher.combine(self[i]) }
    }
}
