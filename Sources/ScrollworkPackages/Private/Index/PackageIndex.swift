import Foundation
import GRDB

/// The SQLite index of packages (`index.sqlite` in the cache folder), through GRDB.
///
/// Every change is one transaction, so a crash leaves either the old or the new row.
/// The file is in WAL mode (`index.sqlite-wal` and `-shm` sit beside it).
struct PackageIndex: Sendable {
    private let database: DatabaseQueue

    init(path: String) throws(PackageError) {
        do {
            // WAL with synchronous=NORMAL: each change stays one atomic transaction, without an
            // fsync per change (a cache may lose its last changes on power loss, never its
            // consistency; the recovery pass on open handles either state).
            var configuration = Configuration()
            configuration.journalMode = .wal
            configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
            database = try DatabaseQueue(path: path, configuration: configuration)
            var migrator = DatabaseMigrator()
            migrator.registerMigration("v1") { db in
                try db.execute(sql: """
                    CREATE TABLE package (
                        id TEXT PRIMARY KEY NOT NULL,
                        version TEXT NOT NULL,
                        url TEXT NOT NULL,
                        sha256 TEXT,
                        state TEXT NOT NULL,
                        installedVersion TEXT,
                        directory TEXT,
                        animationFile TEXT,
                        animationSHA256 TEXT,
                        size INTEGER NOT NULL DEFAULT 0,
                        attempts INTEGER NOT NULL DEFAULT 0,
                        lastError TEXT,
                        createdAt REAL NOT NULL,
                        updatedAt REAL NOT NULL,
                        installedAt REAL,
                        lastUsedAt REAL)
                    """)
            }
            try migrator.migrate(database)
        } catch {
            throw PackageError(.storage, message: "cannot open the index '\(path)': \(error)")
        }
    }

    func all() throws(PackageError) -> [IndexRow] {
        do {
            return try database.read { db in
                try Row.fetchAll(db, sql: "SELECT * FROM package ORDER BY id").map(Self.decode)
            }
        } catch {
            throw PackageError(.storage, message: "cannot read the index: \(error)")
        }
    }

    func row(_ id: String) throws(PackageError) -> IndexRow? {
        do {
            return try database.read { db in
                try Row.fetchOne(db, sql: "SELECT * FROM package WHERE id = ?", arguments: [id]).map(Self.decode)
            }
        } catch {
            throw PackageError(.storage, packageID: id, message: "cannot read the index: \(error)")
        }
    }

    /// Inserts or replaces rows and deletes ids, in one transaction.
    func write(_ rows: [IndexRow], deleting deleted: [String] = []) throws(PackageError) {
        do {
            try database.write { db in
                for id in deleted { try db.execute(sql: "DELETE FROM package WHERE id = ?", arguments: [id]) }
                for row in rows {
                    try db.execute(sql: """
                        INSERT OR REPLACE INTO package (id, version, url, sha256, state, installedVersion, directory,
                            animationFile, animationSHA256, size, attempts, lastError, createdAt, updatedAt, installedAt, lastUsedAt)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """, arguments: [row.id, row.version, row.url, row.sha256, row.state.rawValue, row.installedVersion,
                                         row.directory, row.animationFile, row.animationSHA256, row.size, row.attempts,
                                         row.lastError, row.createdAt, row.updatedAt, row.installedAt, row.lastUsedAt])
                }
            }
        } catch {
            throw PackageError(.storage, message: "cannot write the index: \(error)")
        }
    }

    private static func decode(_ row: Row) -> IndexRow {
        let state: String = row["state"]
        return IndexRow(id: row["id"], version: row["version"], url: row["url"], sha256: row["sha256"],
                        state: PackageState(rawValue: state) ?? .queued, installedVersion: row["installedVersion"],
                        directory: row["directory"], animationFile: row["animationFile"],
                        animationSHA256: row["animationSHA256"], size: row["size"], attempts: row["attempts"],
                        lastError: row["lastError"], createdAt: row["createdAt"], updatedAt: row["updatedAt"],
                        installedAt: row["installedAt"], lastUsedAt: row["lastUsedAt"])
    }
}
