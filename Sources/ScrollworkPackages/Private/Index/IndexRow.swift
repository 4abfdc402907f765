import Foundation

/// One row of the `package` table: the public ``PackageRecord`` plus where things are.
struct IndexRow: Sendable, Equatable {
    var id: String
    var version: String
    var url: String
    var sha256: String?
    var state: PackageState
    var installedVersion: String?
    /// The installed folder's name under `packages/`.
    var directory: String?
    /// The animation file, relative to ``directory``.
    var animationFile: String?
    var animationSHA256: String?
    var size: Int
    var attempts: Int
    var lastError: String?
    var createdAt: Double
    var updatedAt: Double
    var installedAt: Double?
    var lastUsedAt: Double?

    var record: PackageRecord {
        PackageRecord(id: id, version: version, state: state, installedVersion: installedVersion, size: size,
                      attempts: attempts, lastError: lastError,
                      createdAt: Date(timeIntervalSince1970: createdAt), updatedAt: Date(timeIntervalSince1970: updatedAt),
                      installedAt: installedAt.map(Date.init(timeIntervalSince1970:)),
                      lastUsedAt: lastUsedAt.map(Date.init(timeIntervalSince1970:)))
    }

    /// Forgets the installed files (the caller removes the folder).
    mutating func clearInstalled() {
        installedVersion = nil
        directory = nil
        animationFile = nil
        animationSHA256 = nil
        size = 0
        installedAt = nil
    }
}
