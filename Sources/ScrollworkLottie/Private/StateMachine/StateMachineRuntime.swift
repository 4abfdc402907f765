import Scrollwork

/// The pointer as a running machine last saw it.
struct PointerState {
    /// The layer the pointer is over, among those entry and exit interactions name ("" none).
    var enteredLayer = ""
    /// The layers enter and exit interactions name.
    var listenedLayers: [String] = []
    /// Whether a pointer down or click is being handled (for ``LottieOpenURLPolicy``).
    var isUserInteraction = false
}

/// A tweened transition in flight: the blend it started from (frames and weights; the first
/// frame is the one the player shows), the target state and frame, and its timing.
struct TweenTransition {
    var sources: [(frame: Double, weight: Double)]
    var target: Int
    var targetFrame: Double
    var start: Double
    var duration: Double
    var easing: Easing
    /// The eased progress of the last update.
    var progress = 0.0

    /// At most this many frames blend at once (a retargeted tween folds its blend into its
    /// sources; beyond this the lightest are dropped).
    static let maxFrames = 4

    /// The blend at eased progress `p`: the sources weighted by `1 − p`, the target by `p`.
    func blend(_ p: Double, into frames: inout [Double], _ weights: inout [Double]) {
        frames.removeAll(keepingCapacity: true)
        weights.removeAll(keepingCapacity: true)
        for source in sources {
            frames.append(source.frame)
            weights.append(source.weight * (1 - p))
        }
        if let k = frames.firstIndex(of: targetFrame) {
            weights[k] += p
        } else {
            frames.append(targetFrame)
            weights.append(p)
        }
    }

    /// The sources of a tween that starts from this one's blend now.
    func folded() -> [(frame: Double, weight: Double)] {
        var frames: [Double] = [], weights: [Double] = []
        blend(progress, into: &frames, &weights)
        var pairs = zip(frames, weights).map { (frame: $0, weight: $1) }.filter { $0.weight > 0 }
        while pairs.count > Self.maxFrames - 1 {
            guard let lightest = pairs.indices.dropFirst().min(by: { pairs[$0].weight < pairs[$1].weight }) else { break }
            pairs.remove(at: lightest)
        }
        let total = pairs.reduce(0) { $0 + $1.weight }
        return total > 0 ? pairs.map { ($0.frame, $0.weight / total) } : [(frames.first ?? targetFrame, 1)]
    }
}

/// What the machine knows of the player's current play: completions arrive from the player's
/// completion callback, loops from its completed runs.
struct PlaybackTracking {
    /// Bumped by each play the machine starts; a completion of an older play is ignored.
    var generation = 0
    /// The generation whose play reached its end, not yet handled.
    var completedGeneration: Int?
    /// Completed runs of the current play seen so far.
    var runs = 0
}

/// Counts the transitions and actions of one step (an input set, an event fired, a pointer
/// event, a tick), nested calls included.
struct StepBudget {
    var depth = 0
    var transitions = 0
    var actions = 0

    mutating func begin() {
        if depth == 0 {
            transitions = 0
            actions = 0
        }
        depth += 1
    }

    mutating func end() {
        depth -= 1
    }
}

/// A small, fast, seedable random generator (SplitMix64) for `SetRandom`.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A number in `0 ..< 1`.
    mutating func next() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }
}
