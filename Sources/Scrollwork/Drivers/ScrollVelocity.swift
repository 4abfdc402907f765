/// Which way the input moved last.
public enum ScrollDirection: Hashable, Sendable {
    /// Toward larger offsets (down / right, later times).
    case forward
    /// Toward smaller offsets.
    case backward
    /// Not moved yet.
    case none
}

/// Measures the speed and direction of an input from timed samples. The velocity is an
/// exponentially smoothed finite difference (`smoothing` 0 = the last difference only).
/// Samples with a NaN offset or a time that does not advance are ignored.
public struct ScrollVelocity: Hashable, Sendable {
    /// Weight kept from the previous estimate, 0…1.
    public let smoothing: Double
    /// Offset units per time unit.
    public private(set) var velocity: Double = 0
    /// The direction of the last move (a sample equal to the previous keeps it).
    public private(set) var direction: ScrollDirection = .none
    /// The last sample.
    public private(set) var last: (offset: Double, time: Double)?

    /// A tracker with the given smoothing (clamped into 0…1; NaN → 0.5).
    public init(smoothing: Double = 0.5) {
        self.smoothing = smoothing.isNaN ? 0.5 : min(max(smoothing, 0), 1)
    }

    /// Adds a sample.
    public mutating func add(offset: Double, time: Double) {
        guard offset.isFinite, time.isFinite else { return }
        if let last {
            let dt = time - last.time
            guard dt > 0 else { return }
            let instant = (offset - last.offset) / dt
            velocity = smoothing * velocity + (1 - smoothing) * instant
            if offset > last.offset { direction = .forward } else if offset < last.offset { direction = .backward }
        }
        last = (offset, time)
    }

    /// Forgets the history.
    public mutating func reset() {
        velocity = 0
        direction = .none
        last = nil
    }

    /// Equality of the measured state.
    public static func == (lhs: ScrollVelocity, rhs: ScrollVelocity) -> Bool {
        lhs.smoothing == rhs.smoothing && lhs.velocity == rhs.velocity && lhs.direction == rhs.direction
            && lhs.last?.offset == rhs.last?.offset && lhs.last?.time == rhs.last?.time
    }

    /// Hashes the measured state.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(smoothing); hasher.combine(velocity); hasher.combine(direction)
        hasher.combine(last?.offset); hasher.combine(last?.time)
    }
}
