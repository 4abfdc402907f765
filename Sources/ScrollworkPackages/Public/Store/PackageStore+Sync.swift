import Foundation

/// Syncing: a catalogue is compared with the index, what is new, changed, failed or damaged
/// is installed (PackageStore+Staging.swift), what it no longer lists is removed, and the
/// size budget is kept (PackageStore+Eviction.swift). Syncs and fetches take turns.
extension PackageStore {
    /// Fetches the catalogue at `url` (http, https, file) and brings the store up to date with it.
    public func sync(catalogue url: URL, progress: (@Sendable (PackageEvent) -> Void)? = nil) async throws(PackageError) -> SyncReport {
        let downloader = self.downloader
        let bytes = try await withRetries(id: nil, progress: progress) { _ async throws(PackageError) -> [UInt8] in
            try await downloader.bytes(url, maxSize: Self.maxCatalogueSize)
        }.result.get()
        let catalogue = try Catalogue(json: bytes, baseURL: url)
        return try await sync(catalogue, progress: progress)
    }

    /// Brings the store up to date with `catalogue`: installs new and changed packages, and
    /// those failed, missing or damaged before; removes packages it no longer lists (unless
    /// pinned); then keeps within the size budget.
    public func sync(_ catalogue: Catalogue, progress: (@Sendable (PackageEvent) -> Void)? = nil) async throws(PackageError) -> SyncReport {
        await takeTurn()
        defer { endTurn() }
        let now = configuration.now().timeIntervalSince1970
        var report = SyncReport()
        let existing = Dictionary(uniqueKeysWithValues: try index.all().map { ($0.id, $0) })
        var rows: [IndexRow] = []
        var toFetch: [CatalogueEntry] = []
        for entry in catalogue.entries {
            let url = entry.url.absoluteString
            guard var row = existing[entry.id] else {
                rows.append(IndexRow(id: entry.id, version: entry.version, url: url, sha256: entry.sha256, state: .queued,
                                     size: 0, attempts: 0, createdAt: now, updatedAt: now))
                toFetch.append(entry)
                continue
            }
            let changed = row.version != entry.version || row.url != url || row.sha256 != entry.sha256
            if changed {
                row.version = entry.version; row.url = url; row.sha256 = entry.sha256
                row.state = .queued; row.attempts = 0; row.lastError = nil; row.updatedAt = now
                rows.append(row)
                toFetch.append(entry)
            } else if row.state == .evicted {
                report.unchanged.append(entry.id)
            } else if row.state == .ready && row.installedVersion == entry.version && isHealthy(row) {
                report.unchanged.append(entry.id)
            } else {
                if row.installedVersion != nil && !isHealthy(row) {
                    try forgetInstalled(&row, reason: "the installed files were missing or damaged")
                }
                row.state = .queued; row.updatedAt = now
                rows.append(row)
                toFetch.append(entry)
            }
        }
        let listed = Set(catalogue.entries.map(\.id))
        let removed = existing.keys.filter { !listed.contains($0) && pins[$0] == nil }.sorted()
        try index.write(rows, deleting: removed)
        for id in removed {
            if let directory = existing[id]?.directory { try? FileManager.default.removeItem(atPath: packagesPath + "/" + directory) }
        }
        report.removed = removed
        progress?(.catalogueLoaded(total: catalogue.entries.count, toFetch: toFetch.count))

        let outcomes = try await install(toFetch, progress: progress)
        for entry in toFetch {
            switch outcomes[entry.id] {
            case .some(.success): report.installed.append(entry.id)
            case .some(.failure(let error)): report.failed[entry.id] = error
            case .none: break
            }
        }
        report.evicted = try enforceBudget(progress: progress)
        return report
    }

    /// Downloads package `id` now (evicted, failed or queued), whatever its state; returns its
    /// record. Throws the package's error if it cannot be installed.
    @discardableResult
    public func fetch(_ id: String, progress: (@Sendable (PackageEvent) -> Void)? = nil) async throws(PackageError) -> PackageRecord {
        await takeTurn()
        defer { endTurn() }
        guard let row = try index.row(id), let url = URL(string: row.url) else {
            throw PackageError(.unknownPackage, packageID: id, message: "no package '\(id)' in the store")
        }
        let entry = CatalogueEntry(id: id, version: row.version, url: url, sha256: row.sha256)
        pin(id)
        defer { unpin(id) }
        let outcomes = try await install([entry], progress: progress)
        if case .some(.failure(let error)) = outcomes[id] { throw error }
        _ = try enforceBudget(progress: progress)
        guard let record = try index.row(id)?.record else {
            throw PackageError(.storage, packageID: id, message: "package '\(id)' vanished from the index")
        }
        return record
    }

    /// Waits until no other sync or fetch runs (they take turns, in call order, so one
    /// package is never downloaded twice at once).
    private func takeTurn() async {
        guard busy else { busy = true; return }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Hands the turn to the next waiting sync or fetch.
    private func endTurn() {
        if waiters.isEmpty { busy = false } else { waiters.removeFirst().resume() }
    }
}
