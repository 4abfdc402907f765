import CAllocationCounter
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Checks that the counter sees the Swift runtime's allocations, exactly, and only the
/// measuring thread's: 100 arrays are 100 allocations and 100 frees while another thread
/// allocates all the time.
enum CounterSelfCheck {
    /// The array length, read at run time so the optimiser cannot keep the arrays on the stack.
    nonisolated(unsafe) static var length = 100

    /// What the noise thread shares with the measuring one.
    final class Flags: Sendable {
        let started = Atomic<Bool>(false)
        let stop = Atomic<Bool>(false)
    }

    /// 100 arrays of ``length`` bytes, each made and freed.
    @inline(never)
    static func probe() -> Int {
        var sum = 0
        for _ in 0..<100 {
            let a = [UInt8](repeating: 1, count: length)
            sum &+= Int(a[length - 1])
        }
        return sum
    }

    /// nil when the counter works, or what went wrong.
    static func run() -> String? {
        let flags = Flags()
        var thread = pthread_t()
        let context = Unmanaged.passRetained(flags).toOpaque()
        guard pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            let flags = Unmanaged<Flags>.fromOpaque(raw).takeRetainedValue()
            flags.started.store(true, ordering: .releasing)
            var total = 0
            while !flags.stop.load(ordering: .acquiring) {
                let noise = [Int](repeating: 1, count: CounterSelfCheck.length)
                total &+= noise[0]
            }
            return UnsafeMutableRawPointer(bitPattern: total | 1)
        }, context) == 0 else { return "cannot start the noise thread" }
        while !flags.started.load(ordering: .acquiring) { sched_yield() }

        _ = probe()  // first use: metadata, lazy globals
        allocation_counter_start()
        let sum = probe()
        let counted = allocation_counter_stop()
        flags.stop.store(true, ordering: .releasing)
        pthread_join(thread, nil)
        guard sum == 100 else { return "the probe computed \(sum)" }
        guard counted.allocations == 100, counted.frees == 100 else {
            return "100 arrays counted as \(counted.allocations) allocations and \(counted.frees) frees (expected 100 and 100)"
        }
        return nil
    }
}
