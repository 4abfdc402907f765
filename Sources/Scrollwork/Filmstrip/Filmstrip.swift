/// A track of keyframes for one value: a pure function from time to value.
///
/// ```swift
/// var s = Filmstrip<Double>()
/// s.set(1, at: 0)
/// s.set(0, at: 10, easing: .easeInQuad)   // easing of a segment = its START keyframe's
/// s.value(at: 5)                          // 0.5 (the segment 0→10 is linear)
/// s[30] = 1                               // subscript adds linear keyframes
/// ```
///
/// Semantics (EASING.md §9):
/// - Keyframes stay sorted; a new one goes after existing ones with the same time, so
///   out-of-order insertion just works.
/// - Two keyframes at one time make a **jump**: approaching from below interpolates toward the
///   first, from that time on the second holds. Setting a third at that time replaces the second.
/// - Before the first keyframe the first value holds, after the last the last value
///   (``EdgeStrategy/hold``), or the first / last segment is extended (``EdgeStrategy/extrapolate``).
/// - Empty → `nil`; a NaN time → `nil`; ±∞ → the edge values.
/// - The eased progress is never clamped: overshooting easings overshoot the values.
///
/// Keyframes at NaN or infinite times are ignored when set. The lookup is a binary search and
/// does not mutate; ``value(at:cursor:)`` takes a cursor that makes sequential scrubbing O(1).
/// Neither allocates.
public struct Filmstrip<Value: Interpolatable> {
    /// One keyframe as stored: time, value and the easing of the segment it starts, side by
    /// side so a lookup touches one block of memory.
    @usableFromInline
    struct Entry {
        @usableFromInline var time: Double
        @usableFromInline var value: Value
        @usableFromInline var easing: Easing

        @inlinable
        init(time: Double, value: Value, easing: Easing) {
            self.time = time
            self.value = value
            self.easing = easing
        }
    }

    @usableFromInline var entries: ContiguousArray<Entry>
    /// Per-dimension easings: empty when no keyframe has any, else parallel to `entries`.
    @usableFromInline var dimensionEasings: ContiguousArray<[Easing]>

    /// What the strip gives outside its keyframes (default ``EdgeStrategy/hold``).
    public var edgeStrategy: EdgeStrategy

    /// An empty strip.
    @inlinable
    public init(edgeStrategy: EdgeStrategy = .hold) {
        entries = []
        dimensionEasings = []
        self.edgeStrategy = edgeStrategy
    }

    /// A strip with the given keyframes, inserted one by one in order (so same-time pairs form
    /// jumps and out-of-order lists are sorted).
    @inlinable
    public init(_ keyframes: [Keyframe<Value>], edgeStrategy: EdgeStrategy = .hold) {
        self.init(edgeStrategy: edgeStrategy)
        for keyframe in keyframes { insert(keyframe) }
    }

    /// The number of keyframes.
    @inlinable
    public var count: Int { entries.count }

    /// Whether there are no keyframes (the strip has no value).
    @inlinable
    public var isEmpty: Bool { entries.isEmpty }

    /// The time of the first keyframe.
    @inlinable
    public var startTime: Double? { entries.first?.time }

    /// The time of the last keyframe.
    @inlinable
    public var endTime: Double? { entries.last?.time }

    /// The keyframe times, in order (a jump pair appears twice).
    public var times: [Double] { entries.map(\.time) }

    /// The keyframes, sorted by time.
    public var keyframes: [Keyframe<Value>] {
        (0..<entries.count).map { i in
            var k = Keyframe(time: entries[i].time, value: entries[i].value, easing: entries[i].easing)
            if !dimensionEasings.isEmpty { k.dimensionEasings = dimensionEasings[i] }
            return k
        }
    }

    /// Sets a keyframe: `value` at `time`, with the easing of the segment it starts (default linear).
    /// A NaN or infinite time is ignored.
    ///
    /// - Complexity: O(n) for n keyframes (kept sorted); O(log n) when appending after the last.
    @inlinable
    public mutating func set(_ value: Value, at time: Double, easing: Easing = .linear) {
        insert(Keyframe(time: time, value: value, easing: easing))
    }

    /// Sets a keyframe whose segment eases each component with its own curve (Lottie's
    /// per-dimension easing; `dimensionEasings[0]` for components past the list).
    @inlinable
    public mutating func set(_ value: Value, at time: Double, dimensionEasings: [Easing]) {
        insert(Keyframe(time: time, value: value, dimensionEasings: dimensionEasings))
    }

    /// Inserts a keyframe after any existing ones at its time. A time that already has two
    /// keyframes gets its later one replaced. A NaN or infinite time is ignored.
    ///
    /// - Complexity: O(n) for n keyframes (kept sorted); O(log n) when appending after the last.
    @inlinable
    public mutating func insert(_ keyframe: Keyframe<Value>) {
        let time = keyframe.time
        guard time.isFinite else { return }
        let position = upperBound(time)
        let entry = Entry(time: time, value: keyframe.value, easing: keyframe.easing)
        if replacesSecondOfPair(time, position) {
            entries[position - 1] = entry
            setDimensionEasings(keyframe.dimensionEasings, at: position - 1, inserting: false)
        } else {
            entries.insert(entry, at: position)
            setDimensionEasings(keyframe.dimensionEasings, at: position, inserting: true)
        }
    }

    /// Whether inserting at `time` (upper bound `position`) replaces the second of a jump pair.
    @inlinable
    func replacesSecondOfPair(_ time: Double, _ position: Int) -> Bool {
        position >= 2 && entries[position - 2].time == time && entries[position - 1].time == time
    }

    @inlinable
    mutating func setDimensionEasings(_ list: [Easing], at index: Int, inserting: Bool) {
        if dimensionEasings.isEmpty {
            guard !list.isEmpty else { return }
            dimensionEasings = ContiguousArray(repeating: [], count: inserting ? entries.count - 1 : entries.count)
        }
        if inserting { dimensionEasings.insert(list, at: index) } else { dimensionEasings[index] = list }
    }

    /// Removes every keyframe at exactly `time`.
    ///
    /// - Complexity: O(n).
    public mutating func removeKeyframes(at time: Double) {
        for i in (0..<entries.count).reversed() where entries[i].time == time {
            entries.remove(at: i)
            if !dimensionEasings.isEmpty { dimensionEasings.remove(at: i) }
        }
    }

    /// Removes every keyframe.
    ///
    /// - Complexity: O(n).
    public mutating func removeAll() {
        entries.removeAll()
        dimensionEasings.removeAll()
    }

    /// The value at `time` (reading), or a linear keyframe at `time` (writing; assigning `nil`
    /// removes the keyframes at that time).
    @inlinable
    public subscript(time: Double) -> Value? {
        get { value(at: time) }
        set {
            if let newValue { set(newValue, at: time) } else { removeKeyframes(at: time) }
        }
    }

    /// The first index whose time is after `time` (binary search).
    @inlinable
    func upperBound(_ time: Double) -> Int {
        entries.withUnsafeBufferPointer { buffer in
            var low = 0, high = buffer.count
            while low < high {
                let mid = (low &+ high) >> 1
                if buffer[mid].time <= time { low = mid &+ 1 } else { high = mid }
            }
            return low
        }
    }

    /// The value at `time`: `nil` when empty or for a NaN time. Stateless binary search.
    /// (Always inlined: the optimiser's own choice was to call it, which cost ~1 ns a lookup.)
    ///
    /// - Complexity: O(log n) for n keyframes (a binary search).
    @inlinable @inline(__always)
    public func value(at time: Double) -> Value? {
        guard !entries.isEmpty, !time.isNaN else { return nil }
        return evaluate(upperBound(time), time)
    }

    /// The value at `time`, trying the cursor's segment (and the next one) before searching,
    /// and leaving the cursor on the segment found. Same results as ``value(at:)``.
    ///
    /// - Complexity: O(1) when the time is in the cursor's segment or the next, O(log n) otherwise.
    @inlinable @inline(__always)
    public func value(at time: Double, cursor: inout FilmstripCursor) -> Value? {
        guard !entries.isEmpty, !time.isNaN else { return nil }
        let i = locate(time, from: cursor.index)
        cursor.index = i
        return evaluate(i, time)
    }

    /// The upper bound of `time`, starting from a hint.
    @inlinable
    func locate(_ time: Double, from hint: Int) -> Int {
        entries.withUnsafeBufferPointer { t in
            let n = t.count
            if hint >= 0 && hint <= n {
                // Same segment?
                if (hint == 0 || t[hint - 1].time <= time) && (hint == n || time < t[hint].time) { return hint }
                // The next one?
                let next = hint + 1
                if next <= n && t[next - 1].time <= time && (next == n || time < t[next].time) { return next }
            }
            var low = 0, high = n
            while low < high {
                let mid = (low &+ high) >> 1
                if t[mid].time <= time { low = mid &+ 1 } else { high = mid }
            }
            return low
        }
    }

    /// The value given the upper bound `i` of a non-NaN time.
    ///
    /// Inside the keyframes (the common case, tested first) everything the segment needs is
    /// copied out of the keyframe array before its easing runs (and before the rarer
    /// per-dimension test, which measured faster than testing it first). An easing may call code the
    /// compiler cannot see (a custom closure, an out-of-line solver), and any such call could
    /// in principle replace the array (say, through the ``Animation`` that owns this strip);
    /// if the array were still in use across the call it would have to be retained and
    /// released around it, two atomic operations that cost more than the rest of a lookup.
    @inlinable @inline(__always)
    func evaluate(_ i: Int, _ time: Double) -> Value {
        let n = entries.count
        if i > 0 && i < n {
            let segment = entries.withUnsafeBufferPointer { e in
                Segment(from: e[i - 1].value, to: e[i].value, easing: e[i - 1].easing,
                        progress: (time - e[i - 1].time) / (e[i].time - e[i - 1].time))
            }
            if !dimensionEasings.isEmpty && !dimensionEasings[i - 1].isEmpty {
                return evaluatePerDimension(i, time)
            }
            return segment.from.interpolated(to: segment.to, progress: segment.easing.value(at: segment.progress))
        }
        return evaluateEdge(i, time)
    }

    /// One segment's ends, easing and linear progress, read out of the keyframe array.
    @usableFromInline
    struct Segment {
        @usableFromInline let from: Value, to: Value
        @usableFromInline let easing: Easing
        @usableFromInline let progress: Double

        @inlinable @inline(__always)
        init(from: Value, to: Value, easing: Easing, progress: Double) {
            self.from = from
            self.to = to
            self.easing = easing
            self.progress = progress
        }
    }

    /// An interior segment whose keyframe has per-dimension easings.
    @inlinable
    func evaluatePerDimension(_ i: Int, _ time: Double) -> Value {
        let t0 = entries[i - 1].time, t1 = entries[i].time
        let u = (time - t0) / (t1 - t0)
        return entries[i - 1].value.interpolated(
            to: entries[i].value, progresses: DimensionProgress(easings: dimensionEasings[i - 1], at: u))
    }

    /// The value before the first keyframe (`i == 0`) or after the last (`i == count`).
    @inlinable @inline(__always)
    func evaluateEdge(_ i: Int, _ time: Double) -> Value {
        entries.withUnsafeBufferPointer { e in
            let n = e.count
            if i == 0 {
                if edgeStrategy == .extrapolate, n >= 2, time.isFinite, e[1].time > e[0].time {
                    return e[0].value.interpolated(to: e[1].value, progress: (time - e[0].time) / (e[1].time - e[0].time))
                }
                return e[0].value
            }
            if edgeStrategy == .extrapolate, n >= 2, time.isFinite, e[n - 1].time > e[n - 2].time {
                return e[n - 2].value.interpolated(
                    to: e[n - 1].value, progress: (time - e[n - 2].time) / (e[n - 1].time - e[n - 2].time))
            }
            return e[n - 1].value
        }
    }
}

extension Filmstrip: Sendable where Value: Sendable {}
extension Filmstrip.Entry: Sendable where Value: Sendable {}
