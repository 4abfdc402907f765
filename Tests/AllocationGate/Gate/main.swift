// The allocation gate: counts the heap allocations of steady-state paths on the measuring
// thread (see CAllocationCounter) and fails when any path makes more than its ceiling.
//
//   swift build -c release --product AllocationGate && .build/release/AllocationGate [--only TEXT]
//
// (--only TEXT measures the paths whose name contains TEXT.) scripts/test.sh runs the binary
// its release tests built. Every path's ceiling is 0 (steady state allocates nothing), the
// Lottie frames' included (LottiePaths.swift: the render benchmark files and others;
// GoldenPaths.swift: every golden file, expressions off, and ExpressionGoldenPaths.swift: every
// golden file with expressions, on; StateMachinePaths.swift: frames under a dotLottie state
// machine, a tween in flight and a scroll driver); a ceiling may only go down (LottiePaths.ceilings,
// ExpressionGoldenPaths.ceilings). The Lottie paths run twice, over new renderers, and must
// count the same both times: work is decided by counts, never by the clock.
import CAllocationCounter
import Foundation

#if DEBUG
let configuration = "debug"
#else
let configuration = "release"
#endif
/// Ceilings hold for release builds (what CI runs); a debug build only prints its figures.
let gated = configuration == "release"

/// `text` padded with spaces to `width` (left-aligned) or, with `right`, right-aligned.
func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - text.count))
    return right ? fill + text : text + fill
}

/// Prints one line on stderr and exits 1.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("AllocationGate: \(message)\n".utf8))
    exit(1)
}

let arguments = CommandLine.arguments.dropFirst()
var only: String?
if let i = arguments.firstIndex(of: "--only"), arguments.index(after: i) < arguments.endIndex {
    only = arguments[arguments.index(after: i)]
} else if !arguments.isEmpty {
    fail("usage: AllocationGate [--only TEXT]")
}

guard allocation_counter_is_available() != 0 else {
    fail("this build does not interpose malloc (a sanitizer build?): nothing can be counted")
}
if let problem = CounterSelfCheck.run() { fail("the counter's self-check failed: \(problem)") }

/// The Lottie paths, each over renderers of its own made now.
@MainActor func lottieBudgets() -> [AllocationBudget] {
    var budgets: [AllocationBudget] = []
    switch LottiePaths.budgets() {
    case .success(let lottie): budgets += lottie
    case .failure(let error): fail("cannot set up the Lottie frames (needs ../shared/corpus): \(error)")
    }
    switch StateMachinePaths.budgets() {
    case .success(let machines): budgets += machines
    case .failure(let error): fail("cannot set up the state machine frames (needs ../shared/corpus-2): \(error)")
    }
    switch GoldenPaths.budgets() {
    case .success(let golden): budgets += golden
    case .failure(let error): fail("cannot set up the golden frames (needs ../shared/reference and ../shared/corpus): \(error)")
    }
    return budgets.filter { only == nil || $0.name.contains(only ?? "") }
}

var budgets = CorePaths.budgets() + CanvasPaths.budgets() + ScenePaths.budgets()
if let only { budgets = budgets.filter { $0.name.contains(only) } }
let lottie = lottieBudgets()
budgets += lottie

print("allocation gate: allocations on the measuring thread, after a warm-up" + (gated ? "" : " (debug build: figures only, not gated)"))
print(pad("path", 60) + pad("calls", 7, right: true) + pad("allocations", 13, right: true) + pad("ceiling", 9, right: true))
var failures: [String] = []
var counted: [String: UInt64] = [:]
for budget in budgets {
    let count = budget.measure()
    counted[budget.name] = count.allocations
    let over = count.allocations > UInt64(budget.ceiling)
    let under = count.allocations < UInt64(budget.ceiling)
    let note = over ? "  FAIL" : under ? String(format: "  (under the ceiling: lower it to %llu)", count.allocations) : ""
    let perCall = budget.ceiling > 0 || count.allocations > 0
        ? String(format: "  %.1f per call", Double(count.allocations) / Double(budget.calls)) : ""
    print(pad(budget.name, 60) + pad("\(budget.calls)", 7, right: true) + pad("\(count.allocations)", 13, right: true)
          + pad("\(budget.ceiling)", 9, right: true) + perCall + note)
    if over { failures.append("\(budget.name): \(count.allocations) allocations in \(budget.calls) calls, ceiling \(budget.ceiling)") }
}
// The Lottie paths again, over new renderers: the same frames must cost the same allocations,
// since every cache and strategy is chosen from counts (pixels, edges, layers, bytes), never
// from the clock.
print("\nthe Lottie paths again, over new renderers (the counts must be the same)")
var differing = 0
for budget in lottieBudgets() {
    let count = budget.measure().allocations
    guard let first = counted[budget.name], first != count else { continue }
    print(pad(budget.name, 60) + "  \(first) then \(count)  FAIL")
    failures.append("\(budget.name): \(first) allocations in the first run, \(count) in the second")
    differing += 1
}
print("\(lottie.count) Lottie paths run twice: \(differing) counted differently")
if differing > 0 || (gated && !failures.isEmpty) {
    print("\nallocation gate FAILED: \(failures.count) path(s) over their ceiling")
    for f in failures { print("  \(f)") }
    exit(1)
}
print(gated ? "\nallocation gate: \(budgets.count) paths within their ceilings"
            : "\nallocation gate: \(budgets.count) paths measured (debug build: not gated; CI runs the release build)")
