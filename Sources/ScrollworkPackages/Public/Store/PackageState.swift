/// Where a package stands in the store (the `state` column of the index).
///
/// The state is about the catalogue's current version. A package can be `downloading` or
/// `failed` while an older installed version is still served (see
/// ``PackageRecord/installedVersion``).
public enum PackageState: String, Hashable, Sendable, CaseIterable {
    /// Waiting to be downloaded (new, changed, interrupted, or found missing/corrupt on disk).
    case queued
    /// Being downloaded and unpacked.
    case downloading
    /// Installed at the catalogue's version.
    case ready
    /// The last attempt failed; ``PackageRecord/lastError`` says why. The next sync tries again.
    case failed
    /// Removed from disk to keep within the size budget; fetched again on demand.
    case evicted
}
