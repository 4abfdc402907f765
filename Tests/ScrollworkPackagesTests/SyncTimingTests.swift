import Foundation
import Testing
import ScrollworkPackages

/// A sync of 50 packages over loopback HTTP: what makes it quick is counted (downloads four at
/// a time, nothing fetched again when all is up to date); how long it took is printed, not
/// bounded, so the test does not depend on the speed of the machine.
@Suite struct SyncTimingTests {
    @Test func syncOfFiftyPackages() async throws {
        let h = try await Harness()
        for i in 0..<50 { try h.publish(String(format: "gift%02d", i)) }
        let store = try h.store(parallel: 4)
        let clock = ContinuousClock()
        let start = clock.now
        let report = try await store.sync(catalogue: h.catalogueURL)
        let elapsed = clock.now - start
        #expect(report.installed.count == 50 && report.failed.isEmpty)
        #expect(h.server.maxConcurrentRequests <= 4)
        let requests = h.server.requestCount
        #expect(requests == 51, "the catalogue and each package once: \(requests)")
        let again = clock.now
        let second = try await store.sync(catalogue: h.catalogueURL)
        let unchangedElapsed = clock.now - again
        #expect(second.unchanged.count == 50)
        #expect(h.server.requestCount == requests + 1, "an up-to-date re-sync reads the catalogue only")
        print("sync of 50 packages (4 parallel downloads, loopback HTTP): \(elapsed); up-to-date re-sync: \(unchangedElapsed)")
    }
}
