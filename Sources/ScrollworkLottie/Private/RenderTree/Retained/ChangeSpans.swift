/// The frames over which part of the render tree may draw differently: closed spans of
/// frames (a keyframed segment whose ends differ, or the instant of a hold's jump), or
/// `always` (an expression, a value provider). Between two frames `a` and `b` that part is
/// unchanged when no span meets `min(a, b)…max(a, b)` — the rule that lets an incremental
/// frame skip it.
struct ChangeSpans: Sendable {
    /// Sorted by start, overlapping spans merged.
    private(set) var spans: [ClosedRange<Double>] = []
    /// Whether the part may change at any frame.
    private(set) var always = false

    /// Anything may change at any frame.
    static let always: ChangeSpans = {
        var s = ChangeSpans()
        s.always = true
        return s
    }()

    /// Changes at these instants only.
    init(instants: [Double]) {
        if instants.contains(where: { !$0.isFinite }) { always = true } else { set(instants.map { $0...$0 }) }
    }

    /// The spans of `parts` together.
    init(_ parts: [ChangeSpans] = []) {
        always = parts.contains { $0.always }
        if !always { set(parts.flatMap(\.spans)) }
    }

    /// Spans recorded as a tree was built.
    init(_ recorder: ChangeRecorder) {
        always = recorder.always
        if !always { set(recorder.spans) }
    }

    private mutating func set(_ unsorted: [ClosedRange<Double>]) {
        spans.removeAll(keepingCapacity: true)
        for s in unsorted.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = spans.last, s.lowerBound <= last.upperBound {
                spans[spans.count - 1] = last.lowerBound...max(last.upperBound, s.upperBound)
            } else {
                spans.append(s)
            }
        }
    }

    /// Whether something may change between frames `a` and `b` (either order). Frames that are
    /// not numbers always count as a change.
    func changes(between a: Double, _ b: Double) -> Bool {
        if always { return true }
        guard !a.isNaN, !b.isNaN else { return true }
        // Keyframes give one value per frame: the same frame draws the same.
        if a == b { return false }
        let lo = min(a, b), hi = max(a, b)
        // The first span that does not end before `lo`.
        var l = 0, h = spans.count
        while l < h {
            let m = (l + h) / 2
            if spans[m].upperBound < lo { l = m + 1 } else { h = m }
        }
        return l < spans.count && spans[l].lowerBound <= hi
    }
}

/// Collects, as tracks are built from the file, the spans over which they can change
/// (handed to them through ``TrackOverrides/changes``).
final class ChangeRecorder {
    var spans: [ClosedRange<Double>] = []
    var always = false

    /// Records a property's keyframes: each segment whose value moves, each hold that jumps.
    /// With `spatial`, a segment with motion tangents counts as moving even between equal ends.
    func record<Value>(_ property: LottieProperty<Value>, spatial: Bool = false) {
        let k = property.keyframes
        guard k.count > 1 else { return }
        guard k.allSatisfy({ $0.time.isFinite }) else {
            always = true
            return
        }
        guard zip(k, k.dropFirst()).allSatisfy({ $0.time <= $1.time }) else {
            // Out of order: the strip sorts them; count the whole range.
            let times = k.map(\.time)
            if let lo = times.min(), let hi = times.max() { spans.append(lo...hi) }
            return
        }
        for n in 0..<(k.count - 1) {
            let a = k[n], b = k[n + 1]
            if a.isHold {
                if a.value != b.value { spans.append(b.time...b.time) }
                continue
            }
            let tangents = spatial && ((a.spatialOutTangent ?? .zero) != .zero || (b.spatialInTangent ?? .zero) != .zero)
            if a.value != b.value || a.endValue != a.value || a.endValue != b.value || tangents {
                spans.append(a.time...b.time)
            }
        }
    }

    /// Records values that switch at `times` (each after the first).
    func record(switchesAt times: [Double]) {
        for t in times.dropFirst() {
            if t.isFinite { spans.append(t...t) } else { always = true }
        }
    }
}
