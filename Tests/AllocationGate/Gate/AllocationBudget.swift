import CAllocationCounter

/// One steady-state path of the allocation gate: a body run `calls` times after a warm-up,
/// with the allocations it may make over all of them (its ceiling).
///
/// Paths that promise to allocate nothing have a ceiling of 0 (today every path but one, the
/// Lottie frames included); a ceiling above 0 is a path's measured count, which may only go down.
struct AllocationBudget {
    /// What is measured, as the table shows it.
    var name: String
    /// How many times the body runs while counting.
    var calls: Int
    /// The most allocations the `calls` runs together may make.
    var ceiling: Int
    /// One call; `call` numbers them from 0 (so a body can step through frames or times).
    var body: (_ call: Int) -> Void
    /// How many calls run before counting starts (caches, lazy set-up, metadata).
    var warmUpCalls: Int

    init(_ name: String, calls: Int, ceiling: Int = 0, warmUpCalls: Int? = nil, body: @escaping (_ call: Int) -> Void) {
        self.name = name
        self.calls = calls
        self.ceiling = ceiling
        self.warmUpCalls = warmUpCalls ?? calls
        self.body = body
    }

    /// Runs the warm-up, then counts the calling thread's allocations over `calls` calls.
    func measure() -> AllocationCount {
        for call in 0..<warmUpCalls { body(call) }
        allocation_counter_start()
        for call in 0..<calls { body(call) }
        return allocation_counter_stop()
    }
}
