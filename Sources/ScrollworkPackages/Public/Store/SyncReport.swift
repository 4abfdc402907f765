/// What a ``PackageStore/sync(catalogue:progress:)`` did.
public struct SyncReport: Hashable, Sendable {
    /// Packages installed at a new version, in catalogue order.
    public var installed: [String] = []
    /// Packages already up to date.
    public var unchanged: [String] = []
    /// Packages that could not be installed, with why (an older version may still be served).
    public var failed: [String: PackageError] = [:]
    /// Packages no longer in the catalogue, removed from the store.
    public var removed: [String] = []
    /// Packages evicted to keep within the size budget.
    public var evicted: [String] = []

    /// An empty report.
    public init() {}
}
