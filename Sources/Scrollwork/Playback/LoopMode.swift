/// How many times a ``Player`` runs through what it plays (lottie-ios' loop modes).
public enum LoopMode: Hashable, Sendable {
    /// Once, then stop (completion `true`).
    case playOnce
    /// Over and over until paused or stopped.
    case loop
    /// There and back, over and over.
    case autoReverse
    /// `n` runs (rounded to the nearest whole number, at least 1; NaN counts as 1).
    case `repeat`(Double)
    /// `n` runs, each going there and back (rounded to a whole number, at least 1).
    case repeatBackwards(Double)

    /// Whether each run comes back to where it started.
    @inlinable
    public var autoreverses: Bool {
        switch self {
        case .autoReverse, .repeatBackwards: return true
        case .playOnce, .loop, .repeat: return false
        }
    }

    /// The number of runs (infinity for the endless modes).
    @inlinable
    public var runs: Double {
        switch self {
        case .playOnce: return 1
        case .loop, .autoReverse: return .infinity
        case .repeat(let n), .repeatBackwards(let n): return LoopMode.count(n)
        }
    }

    @inlinable
    static func count(_ n: Double) -> Double {
        guard n.isFinite else { return n == .infinity ? .infinity : 1 }
        return max(1, n.rounded())
    }
}
