import Foundation
import ScrollworkLottie

/// Keeps the current version of each package of a catalogue on disk, indexed in SQLite.
///
/// ```swift
/// let store = try PackageStore(directory: cachePath)
/// let report = try await store.sync(catalogue: URL(string: "https://example.com/gifts.json")!)
/// let rose = try await store.package("rose")        // folder + validated LottieAnimation
/// ```
///
/// - **Sync** reads the catalogue, downloads what is new, changed, failed before, or missing
///   or corrupt on disk (at most ``PackageStoreConfiguration/maxConcurrentDownloads`` at once,
///   transient failures retried with backoff), verifies the SHA-256, unpacks beside the cache
///   (`staging/`), checks that the result loads with `LottieReader`, then moves it into
///   `packages/` with one rename and records it in one transaction. The previous version stays
///   served until then, and is still served if the new one fails.
/// - **Restart**: a new store on the same folder finds its index and files; anything an
///   interrupted run left half-done is cleaned up and queued again.
/// - **Budget**: over ``PackageStoreConfiguration/sizeBudget``, the least recently used
///   packages that are not pinned are evicted; ``fetch(_:progress:)`` brings one back.
/// - Per-package failures are reported in the ``SyncReport`` (and the index); a sync throws
///   only for the catalogue itself, storage failures and cancellation. Every error is a
///   ``PackageError`` and leaves the index and the files in agreement.
/// - Syncs and fetches take turns; reading (``package(_:)``, ``records()``) goes on meanwhile.
///   Open one store per cache folder (opening cleans the folder's `staging/`).
public actor PackageStore {
    /// The configuration the store was opened with.
    public nonisolated let configuration: PackageStoreConfiguration
    private let index: PackageIndex
    private let packagesPath: String
    private let stagingPath: String
    private let downloader: Downloader
    private var pins: [String: Int] = [:]
    /// Whether a sync or fetch is running; others wait their turn in `waiters`.
    private var busy = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    /// The largest catalogue read, in bytes.
    private static let maxCatalogueSize = 8 << 20

    /// Opens (or creates) the store in `configuration.directory`, recovering from an
    /// interrupted run.
    public init(configuration: PackageStoreConfiguration) throws(PackageError) {
        self.configuration = configuration
        let root = configuration.directory
        packagesPath = root + "/packages"
        stagingPath = root + "/staging"
        downloader = Downloader(timeout: configuration.timeout)
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: packagesPath, withIntermediateDirectories: true)
            if manager.fileExists(atPath: stagingPath) { try manager.removeItem(atPath: stagingPath) }
            try manager.createDirectory(atPath: stagingPath, withIntermediateDirectories: true)
        } catch {
            throw PackageError(.storage, message: "cannot prepare the cache folder '\(root)': \(error)")
        }
        index = try PackageIndex(path: root + "/index.sqlite")
        try Self.recover(index: index, packagesPath: packagesPath, now: configuration.now().timeIntervalSince1970)
    }

    /// Opens (or creates) a store in `directory` with the default configuration.
    public init(directory: String) throws(PackageError) {
        try self.init(configuration: PackageStoreConfiguration(directory: directory))
    }

    /// Puts index and disk back in agreement after a crash or kill: interrupted downloads are
    /// queued again, installed folders that vanished are forgotten (and queued), folders the
    /// index does not know are removed.
    private static func recover(index: PackageIndex, packagesPath: String, now: Double) throws(PackageError) {
        let manager = FileManager.default
        var changed: [IndexRow] = []
        var known = Set<String>()
        for var row in try index.all() {
            var dirty = false
            if row.state == .downloading { row.state = .queued; dirty = true }
            if let directory = row.directory, let file = row.animationFile {
                if manager.fileExists(atPath: packagesPath + "/" + directory + "/" + file) {
                    known.insert(directory)
                } else {
                    try? manager.removeItem(atPath: packagesPath + "/" + directory)
                    row.clearInstalled()
                    if row.state == .ready { row.state = .queued }
                    dirty = true
                }
            }
            if dirty { row.updatedAt = now; changed.append(row) }
        }
        if !changed.isEmpty { try index.write(changed) }
        for name in (try? manager.contentsOfDirectory(atPath: packagesPath)) ?? [] where !known.contains(name) {
            try? manager.removeItem(atPath: packagesPath + "/" + name)
        }
    }

    // MARK: - Reading

    /// All packages the index knows, by id.
    public func records() throws(PackageError) -> [PackageRecord] {
        try index.all().map(\.record)
    }

    /// The index's record of one package, or nil.
    public func record(_ id: String) throws(PackageError) -> PackageRecord? {
        try index.row(id)?.record
    }

    /// Bytes on disk of all installed packages.
    public func totalSize() throws(PackageError) -> Int {
        try index.all().reduce(0) { $0 + $1.size }
    }

    /// The installed package `id`, its animation loaded, and marks it used (for LRU eviction).
    ///
    /// Throws ``PackageError/Kind/unknownPackage``, ``PackageError/Kind/notInstalled``, or
    /// ``PackageError/Kind/corrupt`` when the files are gone or damaged (the package is then
    /// queued and the next sync or ``fetch(_:progress:)`` downloads it again).
    public func package(_ id: String) throws(PackageError) -> InstalledPackage {
        guard var row = try index.row(id) else {
            throw PackageError(.unknownPackage, packageID: id, message: "no package '\(id)' in the store")
        }
        guard let version = row.installedVersion, let directory = row.directory, let file = row.animationFile else {
            throw PackageError(.notInstalled, packageID: id, message: "package '\(id)' is not installed (\(row.state.rawValue))")
        }
        let folder = packagesPath + "/" + directory
        let path = folder + "/" + file
        let animation: LottieAnimation
        do {
            animation = try LottieReader().read(contentsOfFile: path)
        } catch {
            try forgetInstalled(&row, reason: "the installed files are missing or damaged: \(error)")
            throw PackageError(.corrupt, packageID: id, message: "package '\(id)' is damaged on disk and queued to be fetched again")
        }
        row.lastUsedAt = configuration.now().timeIntervalSince1970
        try index.write([row])
        return InstalledPackage(id: id, version: version, directory: folder, animationPath: path, animation: animation)
    }

    /// Protects a package from eviction until a matching ``unpin(_:)`` (pins count).
    public func pin(_ id: String) { pins[id, default: 0] += 1 }

    /// Undoes one ``pin(_:)``.
    public func unpin(_ id: String) {
        guard let count = pins[id] else { return }
        pins[id] = count > 1 ? count - 1 : nil
    }

    /// Hashes every installed animation file against the index; packages whose files are
    /// missing or changed are removed from disk and queued. Returns their ids.
    public func verify() throws(PackageError) -> [String] {
        var damaged: [String] = []
        for var row in try index.all() where !isHealthy(row) {
            try forgetInstalled(&row, reason: "the installed files were missing or damaged")
            damaged.append(row.id)
        }
        return damaged
    }

    // MARK: - Syncing

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

    // MARK: - Installing

    /// Downloads and installs `entries`, a bounded number at once. Throws only on cancellation
    /// (after putting unfinished packages back to `queued`) and index failures.
    private func install(_ entries: [CatalogueEntry],
                         progress: (@Sendable (PackageEvent) -> Void)?) async throws(PackageError) -> [String: Result<Void, PackageError>] {
        var outcomes: [String: Result<Void, PackageError>] = [:]
        let limit = configuration.maxConcurrentDownloads
        await withTaskGroup(of: (String, Result<StagedPackage, PackageError>).self) { group in
            var pending = entries[...]
            func startNext() {
                guard let entry = pending.popFirst() else { return }
                group.addTask { [self] in
                    await self.markDownloading(entry.id)
                    let result = await self.stage(entry, progress: progress)
                    return (entry.id, result)
                }
            }
            for _ in 0..<min(limit, entries.count) { startNext() }
            while let (id, result) = await group.next() {
                outcomes[id] = commit(id, result, progress: progress)
                if !Task.isCancelled { startNext() }
            }
        }
        if Task.isCancelled {
            var rows: [IndexRow] = []
            for entry in entries {
                if var row = try index.row(entry.id), row.state == .downloading || row.state == .queued {
                    row.state = .queued; row.updatedAt = configuration.now().timeIntervalSince1970
                    rows.append(row)
                }
            }
            try index.write(rows)
            throw PackageError(.cancelled, message: "the sync was cancelled; unfinished packages stay queued")
        }
        return outcomes
    }

    private func markDownloading(_ id: String) {
        guard var row = try? index.row(id) else { return }
        row.state = .downloading
        row.updatedAt = configuration.now().timeIntervalSince1970
        try? index.write([row])
    }

    /// A package downloaded, verified and unpacked in `staging/`, not yet installed.
    private struct StagedPackage: Sendable {
        var entry: CatalogueEntry
        var folder: String
        var content: String
        var unpacked: UnpackedPackage
        var attempts: Int
    }

    /// Downloads, verifies and unpacks one package into a staging folder, retrying transient
    /// failures. Runs off the actor.
    private nonisolated func stage(_ entry: CatalogueEntry,
                                   progress: (@Sendable (PackageEvent) -> Void)?) async -> Result<StagedPackage, PackageError> {
        let configuration = self.configuration
        let downloader = self.downloader
        let stagingPath = self.stagingPath
        let (result, attempts) = await withRetries(id: entry.id, progress: progress) { attempts async throws(PackageError) -> StagedPackage in
            progress?(.started(id: entry.id, attempt: attempts))
            let folder = stagingPath + "/" + entry.id + "-" + UUID().uuidString
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw PackageError(.storage, packageID: entry.id, message: "cannot create a staging folder: \(error)")
            }
            do throws(PackageError) {
                let zip = folder + "/package.zip"
                let id = entry.id
                let (_, sha256) = try await downloader.download(entry.url, to: zip, maxSize: configuration.maxPackageSize) { bytes, expected in
                    progress?(.received(id: id, bytes: bytes, expected: expected))
                }
                if let expected = entry.sha256, expected != sha256 {
                    throw PackageError(.checksumMismatch, message: "SHA-256 \(sha256) does not match the catalogue's \(expected)")
                }
                let content = folder + "/content"
                let unpacked = try PackageUnpacker.unpack(archive: zip, into: content, maxSize: configuration.maxPackageSize)
                try? FileManager.default.removeItem(atPath: zip)
                return StagedPackage(entry: entry, folder: folder, content: content, unpacked: unpacked, attempts: attempts)
            } catch {
                try? FileManager.default.removeItem(atPath: folder)
                throw error.about(entry.id)
            }
        }
        return result.map { staged in var copy = staged; copy.attempts = attempts; return copy }
    }

    /// Runs `body` (given the try number, from 1), retrying transient failures per the retry
    /// policy; returns the outcome and the number of tries.
    private nonisolated func withRetries<T: Sendable>(id: String?, progress: (@Sendable (PackageEvent) -> Void)?,
                                                      _ body: @Sendable (Int) async throws(PackageError) -> T) async -> (result: Result<T, PackageError>, attempts: Int) {
        let policy = configuration.retry
        var attempt = 1
        while true {
            do throws(PackageError) {
                return (.success(try await body(attempt)), attempt)
            } catch {
                guard error.isTransient, attempt < policy.maxAttempts, !Task.isCancelled else { return (.failure(error), attempt) }
                let delay = policy.delay(afterAttempt: attempt)
                if let id { progress?(.retrying(id: id, after: delay, error: error)) }
                do { try await configuration.sleeper.sleep(seconds: delay) } catch {
                    return (.failure(PackageError(.cancelled, packageID: id, message: "cancelled while waiting to retry")), attempt)
                }
                attempt += 1
            }
        }
    }

    /// Installs a staged package (one rename, one transaction) or records its failure.
    private func commit(_ id: String, _ result: Result<StagedPackage, PackageError>,
                        progress: (@Sendable (PackageEvent) -> Void)?) -> Result<Void, PackageError> {
        let now = configuration.now().timeIntervalSince1970
        let manager = FileManager.default
        switch result {
        case .success(let staged):
            defer { try? manager.removeItem(atPath: staged.folder) }
            do throws(PackageError) {
                guard var row = try index.row(id) else {
                    throw PackageError(.storage, packageID: id, message: "package '\(id)' vanished from the index")
                }
                let directory = id + "-" + UUID().uuidString
                do {
                    try manager.moveItem(atPath: staged.content, toPath: packagesPath + "/" + directory)
                } catch {
                    throw PackageError(.storage, packageID: id, message: "cannot move the package into place: \(error)")
                }
                let old = row.directory
                row.installedVersion = staged.entry.version
                row.directory = directory
                row.animationFile = staged.unpacked.animationFile
                row.animationSHA256 = staged.unpacked.animationSHA256
                row.size = staged.unpacked.size
                row.state = .ready
                row.attempts = staged.attempts
                row.lastError = nil
                row.installedAt = now
                row.updatedAt = now
                do throws(PackageError) { try index.write([row]) } catch {
                    try? manager.removeItem(atPath: packagesPath + "/" + directory)
                    throw error
                }
                if let old { try? manager.removeItem(atPath: packagesPath + "/" + old) }
                progress?(.installed(id: id, version: staged.entry.version))
                return .success(())
            } catch {
                recordFailure(id, error, now: now)
                progress?(.failed(id: id, error: error))
                return .failure(error)
            }
        case .failure(let error):
            if error.kind == .cancelled {
                if var row = try? index.row(id) { row.state = .queued; row.updatedAt = now; try? index.write([row]) }
            } else {
                recordFailure(id, error, now: now)
            }
            progress?(.failed(id: id, error: error))
            return .failure(error)
        }
    }

    private func recordFailure(_ id: String, _ error: PackageError, now: Double) {
        guard var row = try? index.row(id) else { return }
        row.state = .failed
        row.attempts += 1
        row.lastError = error.description
        row.updatedAt = now
        try? index.write([row])
    }

    // MARK: - Disk

    /// Whether the installed animation file is there and unchanged.
    private func isHealthy(_ row: IndexRow) -> Bool {
        guard let directory = row.directory, let file = row.animationFile else { return row.installedVersion == nil }
        return PackageUnpacker.fileSHA256(packagesPath + "/" + directory + "/" + file) == row.animationSHA256
    }

    /// Removes a package's installed files and queues it again.
    private func forgetInstalled(_ row: inout IndexRow, reason: String) throws(PackageError) {
        if let directory = row.directory { try? FileManager.default.removeItem(atPath: packagesPath + "/" + directory) }
        row.clearInstalled()
        row.state = .queued
        row.lastError = reason
        row.updatedAt = configuration.now().timeIntervalSince1970
        try index.write([row])
    }

    /// Evicts least recently used, unpinned packages while over the budget.
    private func enforceBudget(progress: (@Sendable (PackageEvent) -> Void)?) throws(PackageError) -> [String] {
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
