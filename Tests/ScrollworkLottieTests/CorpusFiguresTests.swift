import Foundation
import Testing
@testable import ScrollworkLottie

/// Corpus figures: how many files load, which fail and why, and which features the loaded ones
/// leave undrawn (one summary line). Load times are for the benchmarks
/// (`Benchmarks/LottieBenchmarks` reads the largest corpus files), not for tests.
@Suite(.enabled(if: SharedData.isAvailable, SharedData.missingReason))
struct CorpusFiguresTests {
    @Test("corpus summary: the files that fail are exactly the expected ones, with the expected kinds")
    func summary() {
        var loaded = 0
        var failures: [String: LottieError.Kind] = [:]
        var features: [Diagnostic.Feature: Int] = [:]
        for file in SharedData.corpusFiles {
            do {
                let a = try LottieReader.everything.read(contentsOfFile: SharedData.corpusPath(file))
                loaded += 1
                for f in Set(a.diagnostics.map(\.feature)) { features[f, default: 0] += 1 }
                if ProcessInfo.processInfo.environment["LOTTIE_CORPUS_VERBOSE"] != nil {
                    for d in a.diagnostics { print("corpus: \(file): \(d)") }
                }
            } catch {
                failures[file] = error.kind
                print("corpus: \(file): \(error)")
            }
        }
        let featureText = features.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
        print("corpus: \(SharedData.corpusFiles.count) files, \(loaded) load, \(failures.count) fail; files with diagnostics by feature: \(featureText)")
        #expect(failures == CorpusExpectations.failures.mapValues(\.kind),
                "unexpected outcomes: failing \(failures.keys.sorted()), expected \(CorpusExpectations.failures.keys.sorted())")
        #expect(SharedData.goldenFiles.allSatisfy { failures[$0] == nil }, "every file with golden frames loads")
    }
}
