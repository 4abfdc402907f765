import Foundation
import HTTPTestSupport
@testable import ScrollworkPackages
import TestTimeSupport

/// Records the delays the store asks for and returns at once.
final class RecordingSleeper: Sleeper, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Double] = []
    var delays: [Double] { lock.withLock { recorded } }
    func sleep(seconds: Double) async throws {
        lock.withLock { recorded.append(seconds) }
        try Task.checkCancellation()
    }
}

/// Collects progress events from any task.
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [PackageEvent] = []
    var events: [PackageEvent] { lock.withLock { list } }
    func record(_ event: PackageEvent) { lock.withLock { list.append(event) } }
}

/// A clock for the index's time stamps that moves one second per reading.
final class StepClock: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds = 1_000_000.0
    func now() -> Date { lock.withLock { seconds += 1; return Date(timeIntervalSince1970: seconds) } }
}

/// A test server publishing packages and a catalogue, and a cache folder for stores.
final class Harness {
    let server: TestHTTPServer
    let root: String
    let sleeper = RecordingSleeper()
    let clock = StepClock()
    private var entries: [String: (version: Int, path: String, sha256: String?)] = [:]
    private var order: [String] = []

    init() async throws {
        server = try await TestHTTPServer.start()
        root = try Fixtures.temporaryDirectory()
    }

    /// Removes the cache folder; the server stops when the last reference to it goes.
    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    var cache: String { root + "/cache" }
    var catalogueURL: URL { server.baseURL.appendingPathComponent("catalogue.json") }

    /// A store configuration. The timeout is far from any reply by default (ten minutes, a
    /// guard against a hang): the test server shares Swift's cooperative threads with every test
    /// running beside it, and on a loaded machine under a sanitizer a reply waited half a minute,
    /// so a test that is not about timeouts must not meet one (it would retry, and fail on the
    /// count of attempts). Tests of the timeout itself pass a short one. Divided by
    /// `SCROLLWORK_TIME_SCALE` (``TestTime``).
    func configuration(budget: Int? = nil, parallel: Int = 4, timeout: Double = 600, attempts: Int = 3) -> PackageStoreConfiguration {
        let clock = self.clock
        return PackageStoreConfiguration(directory: cache, maxConcurrentDownloads: parallel,
                                         timeout: TestTime.budget(timeout),
                                         retry: RetryPolicy(maxAttempts: attempts, initialDelay: 0.5, multiplier: 2),
                                         sizeBudget: budget, sleeper: sleeper, now: { clock.now() })
    }

    func store(budget: Int? = nil, parallel: Int = 4, timeout: Double = 600, attempts: Int = 3) throws -> PackageStore {
        try PackageStore(configuration: configuration(budget: budget, parallel: parallel, timeout: timeout, attempts: attempts))
    }

    /// Publishes a package version: its zip served at `/pkgs/ID-vN.zip` (or `replies` there),
    /// its entry in the catalogue with the zip's checksum (unless `checksum` is false).
    @discardableResult
    func publish(_ id: String, version: Int = 1, zip: [UInt8]? = nil, checksum: Bool = true,
                 replies: [TestHTTPServer.Reply]? = nil) throws -> [UInt8] {
        let bytes = try zip ?? Fixtures.package(name: "\(id)-v\(version)", outPoint: 30 + 10 * version)
        let path = "/pkgs/\(id)-v\(version).zip"
        server.setRoute(path, replies ?? [.ok(bytes)])
        if entries[id] == nil { order.append(id) }
        entries[id] = (version, "pkgs/\(id)-v\(version).zip", checksum ? SHA256Checksum.hex(of: bytes) : nil)
        updateCatalogue()
        return bytes
    }

    /// Drops a package from the catalogue.
    func withdraw(_ id: String) {
        entries[id] = nil
        order.removeAll { $0 == id }
        updateCatalogue()
    }

    func updateCatalogue() {
        server.route("/catalogue.json", .ok(Fixtures.catalogue(order.compactMap { id in
            entries[id].map { (id, $0.version, $0.path, $0.sha256) }
        })))
    }
}
