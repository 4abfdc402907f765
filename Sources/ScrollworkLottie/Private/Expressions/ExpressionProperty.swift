import Scrollwork
import ScrollworkCanvas

/// One property as expressions see it: its own (pre-expression) value at any frame, its
/// keyframes, and — when it has an expression — the compiled function and the last result.
///
/// Made for every property of a layer an expression can reach; the tracks behind
/// ``sample(_:)`` are built on first use.
package final class ExpressionProperty {
    /// The kind of value, which decides how a script's result is read.
    package enum Kind {
        case number
        case vector(Int)
        case color
        case path
        case text

        /// The tag the library uses (`n`, `v`, `c`, `p`, `t`).
        package var tag: String {
            switch self {
            case .number: return "n"
            case .vector: return "v"
            case .color: return "c"
            case .path: return "p"
            case .text: return "t"
            }
        }
    }

    package let kind: Kind
    /// The composition and layer position the property belongs to (-1: none).
    package let comp: Int
    package let layer: Int
    /// Keyframe times (frames of the containing composition).
    package let keyTimes: [Double]
    /// The expression, if any, and where it is in the file.
    package let source: String?
    package let jsonPath: String?
    /// The seed of `wiggle`, `random` and `noise` for this property (from its place in the file).
    package let seed: UInt32
    /// Whether the property's own value can differ from frame to frame (it has keyframes).
    package let isAnimated: Bool
    /// Whether the expression may give another result at another frame whatever it reads: its
    /// own value is animated, or its source names the time, randomness or a way around the
    /// wrapper (``ExpressionProperty/timeMarkers``). Expressions without any of these vary only
    /// through the properties they read, which the evaluator notes as they are read.
    package let mayReadTime: Bool
    /// Whether the expression may read its wrapper's `value` argument (the property's own value
    /// at the frame): the source names `value` as a variable, or reaches the arguments or code
    /// made at run time. When it cannot, the evaluator passes `undefined` instead of building
    /// the value (a path is an object of point arrays). Set by the evaluator, which knows the
    /// language (false until then).
    package var mayReadOwnValue = false
    private let makeSampler: () -> (Double) -> ExpressionValue
    private var sampler: ((Double) -> ExpressionValue)?

    /// The compiled function (a heap pointer kept alive by the engine's function list).
    package var function: UnsafeMutableRawPointer?
    /// No further evaluation (it ran out of its budget or memory, or failed to compile).
    package var isDisabled = false
    /// Whether a failure was reported (one diagnostic per expression and kind of failure).
    package var reported: Set<String> = []
    package var isEvaluating = false
    package var cachedFrame = Double.nan
    package var cachedValue: ExpressionValue?
    /// Whether the last evaluation read nothing that differs between frames, so its result
    /// (``cachedValue``) holds at every frame.
    package var isTimeless = false
    /// Results at frames before the last one (numbers, vectors and colours; a path or a text
    /// keeps its last result only), the oldest replaced first: a frame evaluated again — a
    /// precomp shown at several start times, a scrub back over frames just drawn — is answered
    /// without running the script. A result depends on its frame alone (After Effects keeps
    /// nothing between evaluations), as ``cachedValue`` already assumes.
    private var earlierFrames: [Double] = []
    private var earlierValues: [ExpressionValue?] = []
    private var oldestEarlier = 0
    /// How many earlier results a property keeps.
    package static let earlierCount = 96

    /// Names in a source that make its result depend on the frame by themselves: the time
    /// (`time`, `valueAtTime`, the wrapper's `$t`), randomness (seeded per frame), motion, the
    /// wrapper's arguments reached without their names, and code made at run time.
    package static let timeMarkers = ["time", "Time", "$t", "random", "Random", "noise", "wiggle", "velocity", "speed", "Date",
                              "arguments", "eval"]

    package init(kind: Kind, comp: Int, layer: Int, keyTimes: [Double], isAnimated: Bool? = nil, source: String?, jsonPath: String?,
         seed: UInt32, sampler: @escaping () -> (Double) -> ExpressionValue) {
        self.kind = kind
        self.comp = comp
        self.layer = layer
        self.keyTimes = keyTimes
        self.source = source
        self.jsonPath = jsonPath
        self.seed = seed
        self.makeSampler = sampler
        let animated = isAnimated ?? (keyTimes.count > 1)
        self.isAnimated = animated
        mayReadTime = animated || source.map { s in Self.timeMarkers.contains { s.contains($0) } } ?? false
    }

    /// Makes the earlier result at `frame`, if one is kept, the last one (``cachedValue``);
    /// returns whether there was one.
    package func recall(_ frame: Double) -> Bool {
        // The frames apart from the values: a miss, the common case in playback, scans 96
        // numbers in a row rather than 96 values.
        guard let k = earlierFrames.firstIndex(of: frame) else { return false }
        swap(&earlierFrames[k], &cachedFrame)
        swap(&earlierValues[k], &cachedValue)
        return true
    }

    /// Keeps the last result among the earlier ones, before an evaluation replaces it.
    package func keepLast() {
        switch kind {
        case .number, .vector, .color: break
        case .path, .text: return
        }
        guard !cachedFrame.isNaN else { return }
        if earlierFrames.count < Self.earlierCount {
            if earlierFrames.isEmpty {
                earlierFrames.reserveCapacity(Self.earlierCount)
                earlierValues.reserveCapacity(Self.earlierCount)
            }
            earlierFrames.append(cachedFrame)
            earlierValues.append(cachedValue)
        } else {
            earlierFrames[oldestEarlier] = cachedFrame
            earlierValues[oldestEarlier] = cachedValue
            oldestEarlier = (oldestEarlier + 1) % Self.earlierCount
        }
    }

    /// The property's own value at frame `t` (keyframes, no expression).
    package func sample(_ t: Double) -> ExpressionValue {
        if let sampler { return sampler(t) }
        let s = makeSampler()
        sampler = s
        return s(t)
    }

    /// The value of keyframe `n` (0-based).
    package func keyValue(_ n: Int) -> ExpressionValue {
        sample(keyTimes[min(max(n, 0), keyTimes.count - 1)])
    }
}

extension ExpressionProperty {
    /// A scalar property.
    package static func make(_ p: LottieProperty<Double>, comp: Int, layer: Int, seed: UInt32) -> ExpressionProperty {
        ExpressionProperty(kind: .number, comp: comp, layer: layer, keyTimes: p.keyframes.map(\.time), source: p.expression,
                           jsonPath: p.expressionPath, seed: seed) {
            let track = Track(p, in: .none)
            return { .number(track.value(at: $0)) }
        }
    }

    /// A vector property (anchor, scale, size, a non-spatial point).
    package static func make(_ p: LottieProperty<LottieVector>, comp: Int, layer: Int, seed: UInt32) -> ExpressionProperty {
        let n = max(2, p.initialValue.dimensions)
        return ExpressionProperty(kind: .vector(n), comp: comp, layer: layer, keyTimes: p.keyframes.map(\.time),
                                  source: p.expression, jsonPath: p.expressionPath, seed: seed) {
            let track = Track(p, in: .none) { ExpressionVector($0.x, $0.y, $0.z, count: n) }
            return { .vector(track.value(at: $0)) }
        }
    }

    /// A position (motion along its spatial bézier when it has one).
    package static func make(position: LottiePosition, comp: Int, layer: Int, seed: UInt32) -> ExpressionProperty {
        switch position {
        case .combined(let p):
            let n = max(2, p.initialValue.dimensions)
            return ExpressionProperty(kind: .vector(n), comp: comp, layer: layer, keyTimes: p.keyframes.map(\.time),
                                      source: p.expression, jsonPath: p.expressionPath, seed: seed) {
                let track = PositionTrack(.combined(p), overrides: .none)
                return { t in
                    let q = track.value(at: t)
                    return .vector(ExpressionVector(q.x, q.y, 0, count: n))
                }
            }
        case .split(let x, let y, _):
            return ExpressionProperty(kind: .vector(2), comp: comp, layer: layer, keyTimes: x.keyframes.map(\.time),
                                      isAnimated: x.keyframes.count > 1 || y.keyframes.count > 1,
                                      source: nil, jsonPath: nil, seed: seed) {
                let tx = Track(x, in: .none), ty = Track(y, in: .none)
                return { .vector(ExpressionVector(tx.value(at: $0), ty.value(at: $0), count: 2)) }
            }
        }
    }

    /// A colour property (RGBA, 0–1).
    package static func make(_ p: LottieProperty<Color>, comp: Int, layer: Int, seed: UInt32) -> ExpressionProperty {
        ExpressionProperty(kind: .color, comp: comp, layer: layer, keyTimes: p.keyframes.map(\.time), source: p.expression,
                           jsonPath: p.expressionPath, seed: seed) {
            let track = Track(p, in: .none)
            return { t in
                let c = track.value(at: t)
                return .vector(ExpressionVector(c.red, c.green, c.blue, c.alpha, count: 4))
            }
        }
    }

    /// A bézier path property.
    package static func make(_ p: LottieProperty<LottieBezier>, comp: Int, layer: Int, seed: UInt32) -> ExpressionProperty {
        ExpressionProperty(kind: .path, comp: comp, layer: layer, keyTimes: p.keyframes.map(\.time), source: p.expression,
                           jsonPath: p.expressionPath, seed: seed) {
            let track = Track(p, in: .none) { BezierValue($0) }
            return { .path(track.value(at: $0).bezier) }
        }
    }
}
