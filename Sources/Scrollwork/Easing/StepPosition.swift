/// Where the jumps of a ``Easing/steps(_:_:)`` easing happen (CSS `steps()` jump terms).
public enum StepPosition: Hashable, Sendable, CaseIterable {
    /// The first jump happens at progress 0 (CSS `jump-start`, `start`).
    case jumpStart
    /// The last jump happens at progress 1 (CSS `jump-end`, `end`).
    case jumpEnd
    /// No jump at either end: the first step is held from 0 and the last reaches 1 (needs ≥ 2 steps).
    case jumpNone
    /// Jumps at both 0 and 1 (`n + 1` jumps).
    case jumpBoth

    /// CSS `start`, the same as ``jumpStart``.
    public static let start = StepPosition.jumpStart
    /// CSS `end`, the same as ``jumpEnd``.
    public static let end = StepPosition.jumpEnd
}
