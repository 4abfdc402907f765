/// What a ``LottieScrollBinding`` segment does while the scroll position is inside it
/// (lottie-interactivity's action types). Frames are absolute composition frames.
public enum LottieScrollAction: Hashable, Sendable {
    /// Scrubs: the position through the segment maps linearly onto `from … to` (either order).
    case seek(from: Double, to: Double)
    /// Shows one frame (lottie-interactivity's `stop`).
    case hold(frame: Double)
    /// Plays `from … to` once on entering the segment (clock-driven), then holds its end.
    case play(from: Double, to: Double)
    /// Plays `from … to` over and over while inside the segment.
    case loop(from: Double, to: Double)
}

/// One segment of a ``LottieScrollBinding``: a part of the scroll range's progress and its
/// action.
public struct LottieScrollSegment: Hashable, Sendable {
    /// Where the segment lies in the scroll range's progress (`0…1`; lottie-interactivity's
    /// `visibility`).
    public var progress: ClosedRange<Double>
    /// What it does.
    public var action: LottieScrollAction

    /// A segment over `progress` doing `action`.
    public init(_ progress: ClosedRange<Double>, _ action: LottieScrollAction) {
        self.progress = progress
        self.action = action
    }
}
