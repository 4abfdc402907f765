import Scrollwork

/// How many times a ``LottiePlayer`` runs through the frames it plays (lottie-ios'
/// `LottieLoopMode`).
public enum LottieLoopMode: Hashable, Sendable {
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

    /// The core ``LoopMode`` and whether each run comes back.
    var core: (mode: LoopMode, autoreverses: Bool) {
        switch self {
        case .playOnce: return (.playOnce, false)
        case .loop: return (.forever, false)
        case .autoReverse: return (.forever, true)
        case .repeat(let n): return (.repeatCount(LottieLoopMode.count(n)), false)
        case .repeatBackwards(let n): return (.repeatCount(LottieLoopMode.count(n)), true)
        }
    }

    static func count(_ n: Double) -> Int {
        guard n.isFinite else { return n == .infinity ? Int(Int32.max) : 1 }
        return Int(max(1, min(n.rounded(), Double(Int32.max))))
    }
}
