/// Settles a released scroll position onto the nearest snap point with a duration and an
/// easing. Time is injected: call ``offset(at:)`` with the current time each frame.
///
/// ```swift
/// var snap = Snapping(points: [0, 320, 640], duration: 0.35, easing: .easeOutCubic)
/// snap.release(at: 410, time: clock.now)  // heads for 320
/// snap.offset(at: clock.now)              // eased between 410 and 320
/// ```
///
/// Non-finite snap points are dropped; a negative or non-finite duration counts as 0 (jump).
public struct Snapping: Sendable {
    /// The snap points, sorted.
    public let points: [Double]
    /// How long settling takes, in the injected clock's units (seconds).
    public let duration: Double
    /// The easing of the settle.
    public let easing: Easing

    /// The motion in progress, if any.
    public private(set) var settle: (from: Double, to: Double, startTime: Double)?

    /// Snaps to the given points.
    public init(points: [Double], duration: Double = 0.3, easing: Easing = .easeOutCubic) {
        self.points = points.filter { $0.isFinite }.sorted()
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.easing = easing
    }

    /// Snaps to the pages of `paging` (pages 0..<count).
    public init(paging: Paging, count: Int, duration: Double = 0.3, easing: Easing = .easeOutCubic) {
        self.init(points: (0..<max(1, count)).map { paging.offset(ofPage: Double($0)) }, duration: duration, easing: easing)
    }

    /// The snap point nearest to `offset` (`offset` itself when there are none). A velocity
    /// (offset units per second) projects the offset forward by `velocity × projection` first,
    /// so a flick carries to the next point.
    public func target(for offset: Double, velocity: Double = 0, projection: Double = 0.2) -> Double {
        guard !points.isEmpty, offset.isFinite else { return offset }
        let v = velocity.isFinite ? velocity : 0
        let projected = offset + v * (projection.isFinite ? projection : 0)
        var best = points[0]
        for p in points where abs(p - projected) < abs(best - projected) { best = p }
        return best
    }

    /// Starts settling from `offset` toward its target at `time`.
    public mutating func release(at offset: Double, time: Double, velocity: Double = 0) {
        settle = (offset, target(for: offset, velocity: velocity), time)
    }

    /// Cancels the settle (the user grabbed the content again).
    public mutating func cancel() { settle = nil }

    /// Whether a settle is in progress at `time`.
    public func isSettling(at time: Double) -> Bool {
        guard let settle else { return false }
        return time - settle.startTime < duration
    }

    /// The offset at `time` during a settle; `nil` when none was started. After the duration
    /// it is exactly the target.
    public func offset(at time: Double) -> Double? {
        guard let settle else { return nil }
        guard duration > 0 else { return settle.to }
        let u = (time - settle.startTime) / duration
        if !(u < 1) { return settle.to }
        if u <= 0 { return settle.from }
        return lerp(settle.from, settle.to, easing.value(at: u))
    }
}
