/// Waits between retries. Injected into the store so tests run without real waiting.
public protocol Sleeper: Sendable {
    /// Waits `seconds`; throws `CancellationError` when the task is cancelled.
    func sleep(seconds: Double) async throws
}

/// Waits on the real clock with `Task.sleep`.
public struct TaskSleeper: Sleeper {
    /// Creates the sleeper.
    public init() {}

    /// Waits `seconds` (negative or non-finite: not at all).
    public func sleep(seconds: Double) async throws {
        guard seconds.isFinite, seconds > 0 else { try Task.checkCancellation(); return }
        try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
    }
}
