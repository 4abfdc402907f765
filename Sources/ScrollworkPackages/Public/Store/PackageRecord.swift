import Foundation

/// A package as the SQLite index records it.
public struct PackageRecord: Hashable, Sendable {
    /// The package id.
    public var id: String
    /// The catalogue's version (the one the store wants installed).
    public var version: String
    /// The state of that version.
    public var state: PackageState
    /// The version whose files are installed and served, if any.
    public var installedVersion: String?
    /// Bytes on disk of the installed files (0 when none).
    public var size: Int
    /// How many download attempts the current version has had.
    public var attempts: Int
    /// Why the last attempt failed, if it did.
    public var lastError: String?
    /// When the store first heard of the package.
    public var createdAt: Date
    /// When the record last changed.
    public var updatedAt: Date
    /// When the installed files were put in place.
    public var installedAt: Date?
    /// When the package was last handed out by ``PackageStore/package(_:)``.
    public var lastUsedAt: Date?

    /// Creates a record (the store makes these; public for tests and tools).
    public init(id: String, version: String, state: PackageState, installedVersion: String?, size: Int,
                attempts: Int, lastError: String?, createdAt: Date, updatedAt: Date, installedAt: Date?, lastUsedAt: Date?) {
        self.id = id
        self.version = version
        self.state = state
        self.installedVersion = installedVersion
        self.size = size
        self.attempts = attempts
        self.lastError = lastError
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.installedAt = installedAt
        self.lastUsedAt = lastUsedAt
    }
}
