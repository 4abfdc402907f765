import Foundation

/// The disk side: whether installed files are intact, forgetting damaged ones, and evicting
/// the least recently used packages beyond the size budget.
extension PackageStore {
    /// Whether the installed animation file is there and unchanged.
    func isHealthy(_ row: IndexRow) -> Bool {
        guard let directory = row.directory, let file = row.animationFile else { return row.installedVersion == nil }
        return PackageUnpacker.fileSHA256(packagesPath + "/" + directory + "/" + file) == row.animationSHA256
    }

    /// Removes a package's installed files and queues it again.
    func forgetInstalled(_ row: inout IndexRow, reason: String) throws(PackageError) {
        if let directory = row.directory { try? FileManager.default.removeItem(atPath: packagesPath + "/" + directory) }
        row.clearInstalled()
        row.state = .queued
        row.lastError = reason
        row.updatedAt = configuration.now().timeIntervalSince1970
        try index.write([row])
    }

    /// Evicts least recently used, unpinned packages while over the budget.
    func enforceBudget(progress: (@Sendable (PackageEvent) -> Void)?) throws(PackageError) -> [String] {
        guard let budget = configuration.sizeBudget else { return [] }
        let rows = try index.all()
        var total = rows.reduce(0) { $0 + $1.size }
        guard total > budget else { return [] }
        let candidates = rows.filter { $0.directory != nil && pins[$0.id] == nil }.sorted {
            let a = $0.lastUsedAt ?? $0.installedAt ?? 0, b = $1.lastUsedAt ?? $1.installedAt ?? 0
            return a != b ? a < b : $0.id < $1.id
        }
        var evicted: [String] = []
        for var row in candidates where total > budget {
            total -= row.size
            if let directory = row.directory { try? FileManager.default.removeItem(atPath: packagesPath + "/" + directory) }
            row.clearInstalled()
            row.state = .evicted
            row.updatedAt = configuration.now().timeIntervalSince1970
            try index.write([row])
            evicted.append(row.id)
            progress?(.evicted(id: row.id))
        }
        return evicted
    }
}
