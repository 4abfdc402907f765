import Dispatch
import Testing
@testable import Scrollwork

/// `Locked`, the lock the package's modules share values under. The sanitizer run
/// (`scripts/sanitizers.sh`) runs these suites under ThreadSanitizer, which must see the lock
/// hand the value from thread to thread: these threads contend on purpose.
@Suite struct LockedTests {
    @Test("Contending threads each see the others' writes, and none is lost")
    func contention() {
        let threads = 8, rounds = 20_000
        let counter = Locked(0)
        let log = Locked<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: threads) { t in
            for i in 0..<rounds {
                counter.withLock { $0 += 1 }
                if i % 1000 == 0 { log.withLock { $0.append(t) } }
            }
        }
        #expect(counter.withLock { $0 } == threads * rounds)
        #expect(log.withLock { $0.count } == threads * rounds / 1000)
    }

    @Test("An error thrown inside releases the lock and reaches the caller, typed")
    func throwing() {
        struct Refused: Error {}
        let value = Locked("kept")
        #expect(throws: Refused.self) { try value.withLock { (_: inout String) throws(Refused) in throw Refused() } }
        #expect(value.withLock { $0 } == "kept")
        value.withLock { $0 = "changed" }
        #expect(value.withLock { $0 } == "changed")
    }
}
