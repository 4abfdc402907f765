/// A source of the current time, in seconds, injected into a ``Player`` so playback can be
/// driven by the display link in an app and stepped exactly in tests.
public protocol PlaybackClock: AnyObject {
    /// The current time in seconds (any origin; only differences matter).
    var now: Double { get }
}

/// A clock that moves only when told: for tests, offline rendering and fixed-step loops.
public final class ManualClock: PlaybackClock {
    /// The current time in seconds.
    public var now: Double

    /// A clock at `now`.
    public init(now: Double = 0) { self.now = now }

    /// Moves the clock forward by `seconds` (NaN is ignored).
    public func advance(by seconds: Double) {
        guard !seconds.isNaN else { return }
        now += seconds
    }
}
