import Foundation
import Testing
import ScrollworkPackages

/// How long a sync of 50 packages takes over loopback HTTP (printed; bounded loosely).
@Suite struct SyncTimingTests {
    @Test func syncOfFiftyPackages() async throws {
        let h = try await Harness()
        for i in 0..<50 { try h.publish(String(format: "gift%02d", i)) }
        let store = try h.store()
        let clock = ContinuousClock()
        let start = clock.now
        let report = try await store.sync(catalogue: h.catalogueURL)
        let elapsed = clock.now - start
        #expect(report.installed.count == 50 && report.failed.isEmpty)
        let again = clock.now
        let second = try await store.sync(catalogue: h.catalogueURL)
        let unchangedElapsed = clock.now - again
        #expect(second.unchanged.count == 50)
        print("sync of 50 packages (4 parallel downloads, loopback HTTP): \(elapsed); up-to-date re-sync: \(unchangedElapsed)")
        #expect(elapsed < .seconds(60))
    }
}
