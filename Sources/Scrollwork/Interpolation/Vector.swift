/// A fixed-length vector of `Double`s, for Lottie's multi-dimensional values (`[x, y]`,
/// `[x, y, z]`, `[r, g, b, a]`, gradient arrays).
///
/// Up to four components live inline, so creating, copying and interpolating such vectors
/// never allocates; longer vectors keep their components in an array.
/// Reading a component past ``count`` gives 0 and writing one is ignored (never a trap).
public struct Vector: Hashable, Sendable {
    @usableFromInline var inline: (Double, Double, Double, Double)
    @usableFromInline var overflow: [Double]
    /// The number of components.
    public let count: Int

    /// A vector of `count` zeros (negative counts give an empty vector).
    @inlinable
    public init(zeros count: Int) {
        self.count = max(0, count)
        inline = (0, 0, 0, 0)
        overflow = self.count > 4 ? Array(repeating: 0, count: self.count) : []
    }

    /// A vector with the given components.
    @inlinable
    public init(_ components: [Double]) {
        count = components.count
        if count > 4 {
            inline = (0, 0, 0, 0)
            overflow = components
        } else {
            inline = (count > 0 ? components[0] : 0, count > 1 ? components[1] : 0,
                      count > 2 ? components[2] : 0, count > 3 ? components[3] : 0)
            overflow = []
        }
    }

    /// A two-component vector.
    @inlinable
    public init(_ x: Double, _ y: Double) {
        inline = (x, y, 0, 0); overflow = []; count = 2
    }

    /// A three-component vector.
    @inlinable
    public init(_ x: Double, _ y: Double, _ z: Double) {
        inline = (x, y, z, 0); overflow = []; count = 3
    }

    /// A four-component vector.
    @inlinable
    public init(_ x: Double, _ y: Double, _ z: Double, _ w: Double) {
        inline = (x, y, z, w); overflow = []; count = 4
    }

    /// Component `index`; 0 past the end, and writes past the end are ignored.
    @inlinable
    public subscript(index: Int) -> Double {
        get {
            guard index >= 0 && index < count else { return 0 }
            if count > 4 { return overflow[index] }
            switch index {
            case 0: return inline.0
            case 1: return inline.1
            case 2: return inline.2
            default: return inline.3
            }
        }
        set {
            guard index >= 0 && index < count else { return }
            if count > 4 { overflow[index] = newValue; return }
            switch index {
            case 0: inline.0 = newValue
            case 1: inline.1 = newValue
            case 2: inline.2 = newValue
            default: inline.3 = newValue
            }
        }
    }

    /// The components as an array (allocates).
    public var components: [Double] { (0..<count).map { self[$0] } }

    /// The first two components as a point.
    @inlinable
    public var point: Point { Point(x: self[0], y: self[1]) }

    /// Equal when the counts and every component match.
    @inlinable
    public static func == (lhs: Vector, rhs: Vector) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for i in 0..<lhs.count where lhs[i] != rhs[i] { return false }
        return true
    }

    /// Hashes the count and the components.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for i in 0..<count { hasher.combine(self[i]) }
    }
}

extension Vector: ExpressibleByArrayLiteral {
    /// `[1, 2, 3]`.
    public init(arrayLiteral elements: Double...) { self.init(elements) }
}

extension Vector: Interpolatable {
    /// Component by component. Vectors of different lengths cannot be matched and *hold*:
    /// `self` below progress 1, `other` from 1 on (the same rule as ``Path``).
    @inlinable
    public func interpolated(to other: Vector, progress: Double) -> Vector {
        interpolated(to: other, progresses: DimensionProgress(progress))
    }

    /// Component `i` with `progresses[i]` (lengths must match, else the hold rule above).
    @inlinable
    public func interpolated(to other: Vector, progresses: DimensionProgress) -> Vector {
        guard count == other.count else { return progresses[0] >= 1 ? other : self }
        var result = self
        if count > 4 {
            for i in 0..<count { result.overflow[i] = lerp(overflow[i], other.overflow[i], progresses[i]) }
        } else {
            result.inline = (lerp(inline.0, other.inline.0, progresses[0]), lerp(inline.1, other.inline.1, progresses[1]),
                             lerp(inline.2, other.inline.2, progresses[2]), lerp(inline.3, other.inline.3, progresses[3]))
        }
        return result
    }
}

extension Vector: CustomStringConvertible {
    /// `[x, y, …]`.
    public var description: String { "\(components)" }
}
