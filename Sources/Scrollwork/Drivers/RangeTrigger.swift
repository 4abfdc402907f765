/// What happened at a range boundary (GSAP's four callbacks).
public enum RangeEvent: Hashable, Sendable {
    /// Crossed the start moving forward: entered.
    case enter
    /// Crossed the end moving forward: left.
    case leave
    /// Crossed the end moving backward: entered again from beyond.
    case enterBack
    /// Crossed the start moving backward: left backwards.
    case leaveBack
}

/// Fires ``RangeEvent``s as a position (scroll offset or time) moves across a range.
///
/// The range is `start…end` (both included). Every boundary crossed fires once, in travel
/// order, however large the step: jumping from before the range to beyond it fires `enter`
/// then `leave`; the reverse fires `enterBack` then `leaveBack`. NaN positions are ignored.
///
/// Not `Sendable` (it holds a callback); it lives in one isolation domain, like ``Animator``.
public final class RangeTrigger {
    /// The first position inside.
    public let start: Double
    /// The last position inside.
    public let end: Double
    /// Called for each event, with the position that caused it.
    public var onEvent: (RangeEvent, Double) -> Void
    /// The last position seen.
    public private(set) var position: Double

    enum Region: Int { case before = 0, inside = 1, after = 2 }

    /// A trigger for `start…end` (swapped if given in reverse), starting at `position`
    /// (default −∞: a first update inside the range fires `enter`).
    public init(start: Double, end: Double, position: Double = -.infinity, onEvent: @escaping (RangeEvent, Double) -> Void) {
        self.start = min(start, end)
        self.end = max(start, end)
        self.position = position.isNaN ? -.infinity : position
        self.onEvent = onEvent
    }

    /// Whether the last position is inside the range.
    public var isActive: Bool { region(of: position) == .inside }

    func region(of p: Double) -> Region { p < start ? .before : (p > end ? .after : .inside) }

    /// Moves to `newPosition`, firing the events crossed.
    public func update(to newPosition: Double) {
        guard !newPosition.isNaN else { return }
        let from = region(of: position), to = region(of: newPosition)
        position = newPosition
        if to.rawValue > from.rawValue {
            if from == .before { onEvent(.enter, newPosition) }
            if to == .after { onEvent(.leave, newPosition) }
        } else if to.rawValue < from.rawValue {
            if from == .after { onEvent(.enterBack, newPosition) }
            if to == .before { onEvent(.leaveBack, newPosition) }
        }
    }
}
