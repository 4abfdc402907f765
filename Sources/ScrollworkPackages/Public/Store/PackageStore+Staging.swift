import Foundation

/// Installing: packages are downloaded, verified and unpacked in `staging/` off the actor, a
/// bounded number at once, then moved into `packages/` with one rename and recorded in one
/// transaction (or their failure recorded).
extension PackageStore {
    /// Downloads and installs `entries`, a bounded number at once. Throws only on cancellation
    /// (after putting unfinished packages back to `queued`) and index failures.
    func install(_ entries: [CatalogueEntry],
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
}
