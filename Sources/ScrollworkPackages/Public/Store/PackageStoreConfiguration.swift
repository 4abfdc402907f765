import Foundation

/// How a ``PackageStore`` works: where it keeps its files, how it downloads, how much disk it
/// may use.
public struct PackageStoreConfiguration: Sendable {
    /// The cache folder: `index.sqlite`, `packages/` (installed) and `staging/` (in progress).
    public var directory: String
    /// Downloads running at once (at least 1).
    public var maxConcurrentDownloads: Int
    /// Seconds without data before a request fails with ``PackageError/Kind/timedOut`` (at
    /// least 1: URLSession on Linux does not time out reliably below a second).
    public var timeout: Double
    /// Retries of transient failures.
    public var retry: RetryPolicy
    /// Bytes on disk the installed packages may take; `nil` for no limit. Over it, the least
    /// recently used unpinned packages are evicted after each sync or fetch.
    public var sizeBudget: Int?
    /// The largest download, and the largest unpacked package, in bytes.
    public var maxPackageSize: Int
    /// Waits between retries (inject a fast one in tests).
    public var sleeper: any Sleeper
    /// The time stamps written to the index (inject a clock in tests).
    public var now: @Sendable () -> Date

    /// Creates a configuration with sensible defaults.
    public init(directory: String, maxConcurrentDownloads: Int = 4, timeout: Double = 30,
                retry: RetryPolicy = RetryPolicy(), sizeBudget: Int? = nil, maxPackageSize: Int = 64 << 20,
                sleeper: any Sleeper = TaskSleeper(), now: @escaping @Sendable () -> Date = { Date() }) {
        self.directory = directory
        self.maxConcurrentDownloads = max(1, maxConcurrentDownloads)
        self.timeout = timeout.isFinite && timeout > 0 ? max(1, timeout) : 30
        self.retry = retry
        self.sizeBudget = sizeBudget.map { max(0, $0) }
        self.maxPackageSize = max(1, maxPackageSize)
        self.sleeper = sleeper
        self.now = now
    }
}
