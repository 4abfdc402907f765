/// Frame times of a running host: the last frame, and median and 99th percentile over a
/// window of recent frames (or the whole run, up to ``capacity`` frames).
///
/// Storage is allocated once; recording a frame allocates nothing. The percentiles sort a
/// scratch copy, also allocated once, so asking for them is cheap enough to do a few times a
/// second for the overlay.
public struct FrameStatistics: Sendable {
    /// How many frame times are kept (older ones are overwritten).
    public let capacity: Int
    private var samples: [Double]
    private var scratch: [Double]
    private var next = 0
    /// How many frames were recorded in all.
    public private(set) var count = 0
    /// The last frame's time in milliseconds.
    public private(set) var last: Double = 0

    /// Creates statistics that keep the most recent `capacity` frame times.
    public init(capacity: Int = 4096) {
        self.capacity = Swift.max(1, capacity)
        samples = [Double](repeating: 0, count: self.capacity)
        scratch = [Double](repeating: 0, count: self.capacity)
    }

    /// Records one frame's time in milliseconds (non-finite times are ignored).
    public mutating func record(milliseconds: Double) {
        guard milliseconds.isFinite else { return }
        samples[next] = milliseconds
        next = (next + 1) % capacity
        count += 1
        last = milliseconds
    }

    /// The number of frame times currently kept.
    public var keptCount: Int { Swift.min(count, capacity) }

    /// The median of the kept frame times (0 when none).
    public mutating func median() -> Double { percentile(50) }

    /// The `p`-th percentile (0…100, nearest rank) of the kept frame times (0 when none).
    public mutating func percentile(_ p: Double) -> Double {
        let n = keptCount
        guard n > 0 else { return 0 }
        for i in 0..<n { scratch[i] = samples[i] }
        scratch[0..<n].sort()
        let clamped = Swift.min(Swift.max(p.isNaN ? 50 : p, 0), 100)
        let rank = Swift.max(1, Int((clamped / 100 * Double(n)).rounded(.up)))
        return scratch[Swift.min(rank, n) - 1]
    }

    /// Frames per second implied by the median frame time.
    public mutating func framesPerSecond() -> Double {
        let m = median()
        return m > 0 ? 1000 / m : 0
    }
}
