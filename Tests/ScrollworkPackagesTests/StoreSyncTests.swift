import Foundation
import HTTPTestSupport
import Testing
@testable import ScrollworkPackages
import TestTimeSupport

/// The store against a real HTTP server on 127.0.0.1 and a real SQLite file.
@Suite struct StoreSyncTests {
    func folders(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    @Test func firstSyncInstallsEveryPackage() async throws {
        let h = try await Harness()
        for id in ["rose", "star", "heart"] { try h.publish(id) }
        let store = try h.store()
        let log = EventLog()
        let report = try await store.sync(catalogue: h.catalogueURL, progress: log.record)
        #expect(Set(report.installed) == ["rose", "star", "heart"])
        #expect(report.failed.isEmpty && report.unchanged.isEmpty)

        let records = try await store.records()
        #expect(records.map(\.id) == ["heart", "rose", "star"])
        for record in records {
            #expect(record.state == .ready)
            #expect(record.version == "1" && record.installedVersion == "1")
            #expect(record.size == Fixtures.lottie(name: "\(record.id)-v1", outPoint: 40).count + "no images".utf8.count)
            #expect(record.installedAt != nil && record.createdAt <= record.updatedAt)
            #expect(record.attempts == 1 && record.lastError == nil)
        }
        let rose = try await store.package("rose")
        #expect(rose.version == "1" && rose.animation.name == "rose-v1" && rose.animation.outPoint == 40)
        #expect(rose.directory.hasPrefix(h.cache + "/packages/rose-"))
        #expect(FileManager.default.fileExists(atPath: rose.directory + "/images/readme.txt"))
        #expect(try await store.record("rose")?.lastUsedAt != nil)
        #expect(FileManager.default.fileExists(atPath: h.cache + "/index.sqlite"))
        #expect(folders(h.cache + "/staging").isEmpty)

        let events = log.events
        #expect(events.first == .catalogueLoaded(total: 3, toFetch: 3))
        for id in ["rose", "star", "heart"] {
            #expect(events.contains(.installed(id: id, version: "1")))
            #expect(events.contains { if case .received(id, let n, _) = $0 { n > 0 } else { false } })
        }

        // A second sync downloads nothing.
        let again = try await store.sync(catalogue: h.catalogueURL)
        #expect(Set(again.unchanged) == ["rose", "star", "heart"] && again.installed.isEmpty)
        #expect(h.server.hitCount("/pkgs/rose-v1.zip") == 1)
    }

    @Test func updateToVersionTwoSwapsTheFolder() async throws {
        let h = try await Harness()
        try h.publish("rose"); try h.publish("star")
        let store = try h.store()
        _ = try await store.sync(catalogue: h.catalogueURL)
        let old = try await store.package("rose").directory

        try h.publish("rose", version: 2)
        let report = try await store.sync(catalogue: h.catalogueURL)
        #expect(report.installed == ["rose"] && report.unchanged == ["star"])
        let rose = try await store.package("rose")
        #expect(rose.version == "2" && rose.animation.outPoint == 50 && rose.animation.name == "rose-v2")
        #expect(rose.directory != old)
        #expect(!FileManager.default.fileExists(atPath: old))
        #expect(folders(h.cache + "/packages").count == 2)
        #expect(try await store.record("rose")?.state == .ready)
    }

    @Test func corruptDownloadIsRetriedThenFailsAndTheOldVersionStaysServed() async throws {
        let h = try await Harness()
        try h.publish("rose")
        let store = try h.store()
        _ = try await store.sync(catalogue: h.catalogueURL)

        let good = try Fixtures.package(name: "rose-v2", outPoint: 50)
        var corrupt = good
        corrupt[corrupt.count / 2] ^= 0xFF
        try h.publish("rose", version: 2, zip: good, replies: [.ok(corrupt)])
        let report = try await store.sync(catalogue: h.catalogueURL)
        #expect(report.failed["rose"]?.kind == .checksumMismatch)
        #expect(h.server.hitCount("/pkgs/rose-v2.zip") == 3)
        #expect(h.sleeper.delays == [0.5, 1.0])
        let record = try #require(try await store.record("rose"))
        #expect(record.state == .failed && record.version == "2" && record.installedVersion == "1")
        #expect(record.lastError?.contains("SHA-256") == true)
        #expect(try await store.package("rose").version == "1")
        #expect(folders(h.cache + "/staging").isEmpty)
        #expect(folders(h.cache + "/packages").count == 1)
    }

    @Test func aCorruptTransferFollowedByAGoodOneInstalls() async throws {
        let h = try await Harness()
        let good = try Fixtures.package(name: "rose-v1", outPoint: 40)
        try h.publish("rose", zip: good, replies: [.ok(Array(good.prefix(good.count - 10)) + [UInt8](repeating: 0, count: 10)), .ok(good)])
        let store = try h.store()
        let report = try await store.sync(catalogue: h.catalogueURL)
        #expect(report.installed == ["rose"])
        #expect(try await store.record("rose")?.attempts == 2)
        #expect(h.sleeper.delays == [0.5])
    }

    @Test func serverDyingMidTransferLeavesNothingHalfWritten() async throws {
        let h = try await Harness()
        let bytes = try h.publish("rose")
        let server = h.server
        server.route("/pkgs/rose-v1.zip", .truncated(bytes, sent: bytes.count / 2))
        // The server dies after the broken transfer: the retry finds nobody listening.
        let dying = DyingSleeper(server: server)
        var configuration = h.configuration()
        configuration.sleeper = dying
        let store = try PackageStore(configuration: configuration)
        // The catalogue is read first, while the server lives.
        let catalogue = try await store.sync(Catalogue(json: Fixtures.catalogue([("rose", 1, "pkgs/rose-v1.zip", SHA256Checksum.hex(of: bytes))]),
                                                       baseURL: h.catalogueURL))
        #expect(catalogue.failed["rose"]?.kind == .transport)
        #expect(server.hitCount("/pkgs/rose-v1.zip") == 1)
        #expect(dying.count == 2)
        let record = try #require(try await store.record("rose"))
        #expect(record.state == .failed && record.installedVersion == nil && record.size == 0)
        await #expect(throws: PackageError.self) { try await store.package("rose") }
        #expect(folders(h.cache + "/packages").isEmpty && folders(h.cache + "/staging").isEmpty)
    }

    @Test func restartFindsIndexAndFilesIntactAndCleansUpAfterACrash() async throws {
        let h = try await Harness()
        try h.publish("rose"); try h.publish("star")
        var before: [PackageRecord] = []
        do {
            let store = try h.store()
            _ = try await store.sync(catalogue: h.catalogueURL)
            _ = try await store.package("rose")
            before = try await store.records()
        }
        // Debris of a crash: a half-unpacked staging folder and an orphan package folder.
        let manager = FileManager.default
        try manager.createDirectory(atPath: h.cache + "/staging/rose-123/content", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: h.cache + "/packages/star-orphan", withIntermediateDirectories: true)

        let store = try h.store()
        #expect(try await store.records() == before)
        #expect(try await store.package("rose").animation.name == "rose-v1")
        #expect(folders(h.cache + "/staging").isEmpty)
        #expect(!manager.fileExists(atPath: h.cache + "/packages/star-orphan"))
        let report = try await store.sync(catalogue: h.catalogueURL)
        #expect(Set(report.unchanged) == ["rose", "star"])
        #expect(h.server.hitCount("/pkgs/rose-v1.zip") == 1 && h.server.hitCount("/pkgs/star-v1.zip") == 1)
    }

    @Test func aDownloadInterruptedByACrashIsQueuedAgainOnRestart() async throws {
        let h = try await Harness()
        try h.publish("rose")
        do {
            let store = try h.store()
            _ = try await store.sync(catalogue: h.catalogueURL)
        }
        // The process died while "rose" was downloading (state written, nothing installed).
        let index = try PackageIndex(path: h.cache + "/index.sqlite")
        var row = try #require(try index.row("rose"))
        row.state = .downloading
        try index.write([row])

        let store = try h.store()
        #expect(try await store.record("rose")?.state == .queued)
        #expect(try await store.package("rose").version == "1")     // the installed files still serve
        let report = try await store.sync(catalogue: h.catalogueURL)
        #expect(report.installed == ["rose"])
        #expect(try await store.record("rose")?.state == .ready)
    }

    @Test func notJSONCatalogueIsATypedErrorAndChangesNothing() async throws {
        let h = try await Harness()
        try h.publish("rose")
        let store = try h.store()
        _ = try await store.sync(catalogue: h.catalogueURL)
        let before = try await store.records()
        h.server.route("/catalogue.json", .ok(Array("<html>maintenance</html>".utf8)))
        await #expect { try await store.sync(catalogue: h.catalogueURL) } throws: { ($0 as? PackageError)?.kind == .catalogueNotJSON }
        #expect(try await store.records() == before)
        #expect(try await store.package("rose").version == "1")
    }

    @Test func notFoundIsATypedErrorAndIsNotRetried() async throws {
        let h = try await Harness()
        try h.publish("rose", replies: [.status(404)])
        try h.publish("star")
        let store = try h.store()
        let report = try await store.sync(catalogue: h.catalogueURL)
        #expect(report.failed["rose"]?.kind == .httpStatus(404))
        #expect(report.installed == ["star"])
        #expect(h.server.hitCount("/pkgs/rose-v1.zip") == 1 && h.sleeper.delays.isEmpty)
        #expect(try await store.record("rose")?.state == .failed)

        h.server.route("/catalogue.json", .status(404))
        await #expect { try await store.sync(catalogue: h.catalogueURL) } throws: { ($0 as? PackageError)?.kind == .httpStatus(404) }
    }

    @Test func serverErrorsAreRetriedWithBackoff() async throws {
        let h = try await Harness()
        let bytes = try Fixtures.package(name: "rose-v1", outPoint: 40)
        try h.publish("rose", zip: bytes, replies: [.status(503), .status(500), .ok(bytes)])
        let store = try h.store()
        let log = EventLog()
        let report = try await store.sync(catalogue: h.catalogueURL, progress: log.record)
        #expect(report.installed == ["rose"])
        #expect(h.sleeper.delays == [0.5, 1.0])
        #expect(log.events.filter { if case .retrying = $0 { true } else { false } }.count == 2)
    }

    @Test func aStalledServerTimesOut() async throws {
        let h = try await Harness()
        // A stall far longer than the timeout: finishing well before its end proves the timeout
        // fired (the bound leaves room for URLSession's timers on a loaded machine: the sync took
        // 19 s under ASan with the machine's load at 12 and the timeout a quarter of a second).
        try h.publish("rose", replies: [.stall(seconds: 600)])
        let store = try h.store(timeout: 1, attempts: 1)
        let start = ContinuousClock.now
        // The catalogue comes from memory so that only the stalled download meets the timeout.
        let catalogue = try Catalogue(json: Fixtures.catalogue([("rose", 1, "pkgs/rose-v1.zip", nil)]), baseURL: h.catalogueURL)
        let report = try await store.sync(catalogue)
        #expect(report.failed["rose"]?.kind == .timedOut)
        #expect(ContinuousClock.now - start < TestTime.bound(240))
        #expect(try await store.record("rose")?.state == .failed)
    }

    @Test func zipSlipOverHTTPIsRefused() async throws {
        let h = try await Harness()
        try h.publish("evil", zip: try Fixtures.zip([("data.json", Fixtures.lottie()), ("../../escaped.json", Array("x".utf8))]))
        let store = try h.store()
        let report = try await store.sync(catalogue: h.catalogueURL)
        #expect(report.failed["evil"]?.kind == .unsafeArchive)
        #expect(h.server.hitCount("/pkgs/evil-v1.zip") == 1)     // not transient: no retry
        #expect(!FileManager.default.fileExists(atPath: h.cache + "/escaped.json"))
        #expect(!FileManager.default.fileExists(atPath: h.root + "/escaped.json"))
        #expect(folders(h.cache + "/packages").isEmpty && folders(h.cache + "/staging").isEmpty)
    }

    @Test func aPackageWithoutAnAnimationIsRefused() async throws {
        let h = try await Harness()
        try h.publish("empty", zip: try Fixtures.zip([("images/a.txt", Array("no animation here".utf8))]))
        let store = try h.store()
        let report = try await store.sync(catalogue: h.catalogueURL)
        #expect(report.failed["empty"]?.kind == .noAnimation)
        await #expect { try await store.package("empty") } throws: { ($0 as? PackageError)?.kind == .notInstalled }
        await #expect { try await store.package("nothing") } throws: { ($0 as? PackageError)?.kind == .unknownPackage }
    }

    @Test func missingOrCorruptFilesAreDetectedAndFetchedAgain() async throws {
        let h = try await Harness()
        for id in ["rose", "star", "heart"] { try h.publish(id) }
        let store = try h.store()
        _ = try await store.sync(catalogue: h.catalogueURL)
        let rose = try await store.package("rose"), star = try await store.package("star"), heart = try await store.package("heart")
        try FileManager.default.removeItem(atPath: rose.directory)                            // missing
        try Data("{\"broken\":".utf8).write(to: URL(fileURLWithPath: star.animationPath))    // corrupt
        try Data(Fixtures.lottie(name: "tampered")).write(to: URL(fileURLWithPath: heart.animationPath)) // valid but changed

        // Asked for directly, a damaged package is a typed error and is queued again.
        await #expect { try await store.package("star") } throws: { ($0 as? PackageError)?.kind == .corrupt }
        #expect(try await store.record("star")?.state == .queued)
        #expect(try await store.verify() == ["heart", "rose"])

        let report = try await store.sync(catalogue: h.catalogueURL)
        #expect(Set(report.installed) == ["rose", "star", "heart"])
        for id in ["rose", "star", "heart"] {
            #expect(h.server.hitCount("/pkgs/\(id)-v1.zip") == 2)
            #expect(try await store.package(id).animation.name == "\(id)-v1")
        }
    }

    @Test func sizeBudgetEvictsTheLeastRecentlyUsed() async throws {
        let h = try await Harness()
        for id in ["a", "b", "c"] { try h.publish(id) }
        let size = Fixtures.lottie(name: "a-v1", outPoint: 40).count + "no images".utf8.count
        let store = try h.store(budget: 2 * size + 10, parallel: 1)
        let report = try await store.sync(catalogue: h.catalogueURL)
        #expect(report.installed == ["a", "b", "c"] && report.evicted == ["a"])
        #expect(try await store.record("a")?.state == .evicted)
        await #expect { try await store.package("a") } throws: { ($0 as? PackageError)?.kind == .notInstalled }

        _ = try await store.package("b")                  // b is now the most recently used
        try await store.fetch("a")                        // back on demand: c is the least recently used
        #expect(try await store.record("a")?.state == .ready)
        #expect(try await store.record("c")?.state == .evicted)
        #expect(try await store.record("b")?.state == .ready)
        #expect(try await store.totalSize() <= 2 * size + 10)

        // Pinned packages are never evicted: fetching c now leaves the store over budget…
        await store.pin("b"); await store.pin("a")
        try await store.fetch("c")
        for id in ["a", "b", "c"] { #expect(try await store.record(id)?.state == .ready) }
        #expect(try await store.totalSize() > 2 * size + 10)

        // …until they are unpinned: the next sync evicts the least recently used (b, used
        // before a and c were installed) and downloads nothing evicted.
        await store.unpin("b"); await store.unpin("a")
        let again = try await store.sync(catalogue: h.catalogueURL)
        #expect(again.installed.isEmpty && again.evicted == ["b"])
        #expect(try await store.totalSize() <= 2 * size + 10)
        #expect(h.server.hitCount("/pkgs/b-v1.zip") == 1 && h.server.hitCount("/pkgs/c-v1.zip") == 2)
    }

    @Test func downloadsRunInParallelUpToTheBound() async throws {
        let h = try await Harness()
        for i in 0..<6 {
            let bytes = try Fixtures.package(name: "p\(i)-v1", outPoint: 40)
            try h.publish("p\(i)", zip: bytes, replies: [.slow(bytes, delay: 0.15)])
        }
        let store = try h.store(parallel: 2)
        let report = try await store.sync(catalogue: h.catalogueURL)
        #expect(report.installed.count == 6)
        #expect(h.server.maxConcurrentRequests == 2)
    }

    @Test func cancellingASyncLeavesPackagesQueued() async throws {
        let h = try await Harness()
        for id in ["a", "b", "c"] { try h.publish(id, replies: [.stall(seconds: 60)]) }
        let store = try h.store(parallel: 2, timeout: 60)
        let url = h.catalogueURL
        let task = Task { try await store.sync(catalogue: url) }
        let deadline = ContinuousClock.now + TestTime.bound(10)
        while h.server.hitCount("/pkgs/a-v1.zip") + h.server.hitCount("/pkgs/b-v1.zip") < 2 && ContinuousClock.now < deadline {
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        let start = ContinuousClock.now
        task.cancel()
        await #expect { try await task.value } throws: { ($0 as? PackageError)?.kind == .cancelled }
        #expect(ContinuousClock.now - start < TestTime.bound(30))   // long before the 60 s stalls end
        for record in try await store.records() { #expect(record.state == .queued) }
        #expect(folders(h.cache + "/staging").isEmpty && folders(h.cache + "/packages").isEmpty)
    }

    @Test func concurrentSyncsTakeTurnsAndDownloadEachPackageOnce() async throws {
        let h = try await Harness()
        for i in 0..<4 {
            let bytes = try Fixtures.package(name: "p\(i)-v1", outPoint: 40)
            try h.publish("p\(i)", zip: bytes, replies: [.slow(bytes, delay: 0.05)])
        }
        let store = try h.store()
        let url = h.catalogueURL
        async let first = store.sync(catalogue: url)
        async let second = store.sync(catalogue: url)
        let reports = try await [first, second]
        #expect(reports.map(\.installed.count).sorted() == [0, 4])
        #expect(reports.map(\.unchanged.count).sorted() == [0, 4])
        for i in 0..<4 { #expect(h.server.hitCount("/pkgs/p\(i)-v1.zip") == 1) }
    }

    @Test func packagesNoLongerListedAreRemoved() async throws {
        let h = try await Harness()
        try h.publish("rose"); try h.publish("star")
        let store = try h.store()
        _ = try await store.sync(catalogue: h.catalogueURL)
        h.withdraw("star")
        let report = try await store.sync(catalogue: h.catalogueURL)
        #expect(report.removed == ["star"])
        #expect(try await store.record("star") == nil)
        #expect(folders(h.cache + "/packages").count == 1)
    }

    @Test func aDotLottiePackageIsKeptWholeAndLoads() async throws {
        let h = try await Harness()
        let manifest = Array(#"{"version":"1","animations":[{"id":"main"}]}"#.utf8)
        try h.publish("dot", zip: try Fixtures.zip([("manifest.json", manifest), ("animations/main.json", Fixtures.lottie(name: "dotted"))]))
        let store = try h.store()
        let log = EventLog()
        let report = try await store.sync(catalogue: h.catalogueURL, progress: log.record)
        #expect(report.installed == ["dot"])
        let dot = try await store.package("dot")
        #expect(dot.animationPath.hasSuffix("/animation.lottie") && dot.animation.name == "dotted")
        // Progress names the announced length.
        #expect(log.events.contains { if case .received("dot", let n, let expected?) = $0 { n == expected } else { false } })
    }

    @Test func fileURLsWork() async throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bytes = try Fixtures.package(name: "local", outPoint: 40)
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/local.zip"))
        try Data(Fixtures.catalogue([("local", 1, "local.zip", SHA256Checksum.hex(of: bytes))])).write(to: URL(fileURLWithPath: folder + "/catalogue.json"))
        let store = try PackageStore(directory: folder + "/cache")
        let report = try await store.sync(catalogue: URL(fileURLWithPath: folder + "/catalogue.json"))
        #expect(report.installed == ["local"])
        #expect(try await store.package("local").animation.name == "local")
    }
}

/// A sleeper that stops the server on its first call (the server died), then returns at once.
final class DyingSleeper: Sleeper, @unchecked Sendable {
    private let lock = NSLock()
    private let server: TestHTTPServer
    private var calls = 0
    init(server: TestHTTPServer) { self.server = server }
    var count: Int { lock.withLock { calls } }
    func sleep(seconds: Double) async throws {
        let first = lock.withLock { calls += 1; return calls == 1 }
        if first { await server.stop() }
    }
}
