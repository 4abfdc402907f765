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
    /// The SQLite index of every package (PackageIndex.swift).
    let index: PackageIndex
    /// Where installed packages live (one folder each) and where downloads are unpacked
    /// before they are moved into place.
    let packagesPath: String
    let stagingPath: String
    let downloader: Downloader
    /// Pin counts: pinned packages are never evicted nor removed by a sync.
    var pins: [String: Int] = [:]
    /// Whether a sync or fetch is running; others wait their turn in `waiters`.
    var busy = false
    var waiters: [CheckedContinuation<Void, Never>] = []
    /// The largest catalogue read, in bytes.
    static let maxCatalogueSize = 8 << 20

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
}
