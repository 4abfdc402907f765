import Foundation
import Testing
@testable import ScrollworkLottie

/// Load-time figures over the corpus (release builds only: debug timings mean nothing).
/// Run: `swift test -c release --filter CorpusFigures` — prints one summary line per figure.
@Suite(.enabled(if: SharedData.isAvailable, SharedData.missingReason))
struct CorpusFiguresTests {
    #if DEBUG
    static let isRelease = false
    #else
    static let isRelease = true
    #endif

    @Test("corpus summary: how many files load, what the failures are")
    func summary() {
        var loaded = 0
        var failures: [String: Int] = [:]
        var features: [Diagnostic.Feature: Int] = [:]
        for file in SharedData.corpusFiles {
            do {
                let a = try LottieReader().read(contentsOfFile: SharedData.corpusPath(file))
                loaded += 1
                for f in Set(a.diagnostics.map(\.feature)) { features[f, default: 0] += 1 }
                if ProcessInfo.processInfo.environment["LOTTIE_CORPUS_VERBOSE"] != nil {
                    for d in a.diagnostics { print("corpus: \(file): \(d)") }
                }
            } catch {
                failures["\(error.kind)", default: 0] += 1
                print("corpus: \(file): \(error)")
            }
        }
        let featureText = features.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
        print("corpus: \(SharedData.corpusFiles.count) files, \(loaded) load, failures \(failures); files with diagnostics by feature: \(featureText)")
        #expect(loaded >= SharedData.goldenFiles.count)
        #expect(loaded + failures.values.reduce(0, +) == SharedData.corpusFiles.count)
    }

    @Test("load time per file: median and p99 (best of 3 reads from memory)", .enabled(if: isRelease, "timings need a release build (swift test -c release)"))
    func loadTimes() throws {
        let clock = ContinuousClock()
        var times: [(Double, String)] = []
        for file in SharedData.corpusFiles {
            guard let data = FileManager.default.contents(atPath: SharedData.corpusPath(file)) else { continue }
            let bytes = [UInt8](data)
            var best = Double.infinity
            for _ in 0..<3 {
                let start = clock.now
                _ = try? LottieReader().read(bytes)
                let elapsed = clock.now - start
                best = min(best, Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
            }
            times.append((best, file))
        }
        times.sort { $0.0 < $1.0 }
        let median = times[times.count / 2].0
        let p99 = times[min(times.count - 1, Int((Double(times.count) * 0.99).rounded(.up)) - 1)].0
        let worst = times.suffix(3).map { String(format: "%@ %.2f ms", ($0.1 as NSString).lastPathComponent, $0.0) }.joined(separator: ", ")
        print(String(format: "load time over %d corpus files: median %.3f ms, p99 %.2f ms, max %.2f ms (%@)", times.count, median, p99, times.last?.0 ?? 0, worst))
        // Generous bounds: other tests run in parallel on a shared machine; the printed figures
        // are the measurement (run alone: `swift test -c release --no-parallel --filter CorpusFigures`).
        #expect(median < 20)
        #expect(p99 < 1_000)
    }
}
