/// Fires when a moving position (time) passes marked times — keyframes, markers, cues — with
/// the direction of travel.
///
/// A mark `m` is crossed forward when the position goes from `< m` to `≥ m`, backward from
/// `≥ m` to `< m`. Every mark crossed fires once per update, in travel order, however large the
/// step. Arriving exactly on a mark from below counts as crossing it; leaving it backward too.
/// NaN positions are ignored; non-finite marks are dropped.
///
/// Not `Sendable` (it holds a callback); it lives in one isolation domain, like ``Animator``.
public final class KeyframeTrigger {
    /// The marks, sorted.
    public let marks: [Double]
    /// Called with the mark's index, its time and the direction.
    public var onCross: (_ index: Int, _ time: Double, _ direction: ScrollDirection) -> Void
    /// The last position seen.
    public private(set) var position: Double

    /// A trigger for `marks`, starting at `position`.
    public init(marks: [Double], position: Double = -.infinity,
                onCross: @escaping (_ index: Int, _ time: Double, _ direction: ScrollDirection) -> Void) {
        self.marks = marks.filter { $0.isFinite }.sorted()
        self.position = position.isNaN ? -.infinity : position
        self.onCross = onCross
    }

    /// A trigger on the keyframe times of a Filmstrip (a jump pair counts once).
    public convenience init<Value>(keyframesOf filmstrip: Filmstrip<Value>, position: Double = -.infinity,
                                   onCross: @escaping (_ index: Int, _ time: Double, _ direction: ScrollDirection) -> Void) {
        var times: [Double] = []
        for t in filmstrip.times where times.last != t { times.append(t) }
        self.init(marks: times, position: position, onCross: onCross)
    }

    /// Number of marks `≤ p`.
    func countAtOrBelow(_ p: Double) -> Int {
        var low = 0, high = marks.count
        while low < high {
            let mid = (low + high) >> 1
            if marks[mid] <= p { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Moves to `newPosition`, firing every mark crossed.
    public func update(to newPosition: Double) {
        guard !newPosition.isNaN else { return }
        let a = countAtOrBelow(position), b = countAtOrBelow(newPosition)
        position = newPosition
        if b > a {
            for i in a..<b { onCross(i, marks[i], .forward) }
        } else if b < a {
            for i in stride(from: a - 1, through: b, by: -1) { onCross(i, marks[i], .backward) }
        }
    }
}
