/// How often and how patiently a failed download is tried again: exponential backoff,
/// `initialDelay · multiplier^(n−1)` seconds before try `n + 1`, capped at `maxDelay`.
/// Only transient failures (``PackageError/isTransient``) are retried.
public struct RetryPolicy: Hashable, Sendable {
    /// Tries in all, including the first (values below 1 count as 1).
    public var maxAttempts: Int
    /// Seconds before the second try.
    public var initialDelay: Double
    /// Growth of the delay from one retry to the next.
    public var multiplier: Double
    /// The longest delay.
    public var maxDelay: Double

    /// Creates a policy.
    public init(maxAttempts: Int = 3, initialDelay: Double = 0.5, multiplier: Double = 2, maxDelay: Double = 30) {
        self.maxAttempts = max(1, maxAttempts)
        self.initialDelay = initialDelay.isFinite ? max(0, initialDelay) : 0.5
        self.multiplier = multiplier.isFinite ? max(1, multiplier) : 2
        self.maxDelay = maxDelay.isFinite ? max(0, maxDelay) : 30
    }

    /// Never retry.
    public static let none = RetryPolicy(maxAttempts: 1)

    /// The delay after failed try number `attempt` (1-based).
    public func delay(afterAttempt attempt: Int) -> Double {
        var delay = initialDelay
        for _ in 1..<max(1, attempt) { delay *= multiplier; if delay >= maxDelay { break } }
        return min(delay, maxDelay)
    }
}
