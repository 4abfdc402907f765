/// Progress of a sync or fetch, reported as it happens (from any task: the handler must be
/// `Sendable`).
public enum PackageEvent: Hashable, Sendable {
    /// The catalogue was read: `total` entries, `toFetch` of them new, changed or missing.
    case catalogueLoaded(total: Int, toFetch: Int)
    /// A download started (try `attempt`, 1-based).
    case started(id: String, attempt: Int)
    /// Bytes of a download arrived; `expected` is the length the server announced, if any.
    case received(id: String, bytes: Int, expected: Int?)
    /// A try failed and another follows after `delay` seconds.
    case retrying(id: String, after: Double, error: PackageError)
    /// The package is installed and served at `version`.
    case installed(id: String, version: String)
    /// The package failed for good this time (an older version may still be served).
    case failed(id: String, error: PackageError)
    /// The package's files were removed to keep within the size budget.
    case evicted(id: String)
}
