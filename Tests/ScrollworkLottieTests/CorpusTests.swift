import Foundation
import Testing
@testable import ScrollworkLottie

/// Every corpus file either loads (with diagnostics) or fails with a typed error that names
/// where; files with golden frames must load.
@Suite(.enabled(if: SharedData.isAvailable, SharedData.missingReason))
struct CorpusTests {
    @Test("the corpus is present and non-trivial")
    func corpusIsPresent() {
        #expect(SharedData.corpusFiles.count > 100)
        #expect(SharedData.goldenFiles.count > 50)
    }

    @Test("every corpus file loads, or fails as CorpusExpectations says (kind and JSON path)", arguments: SharedData.corpusFiles)
    func loadsOrFailsAsExpected(file: String) {
        let reader = LottieReader.everything
        let expected = CorpusExpectations.failures[file]
        do {
            let animation = try reader.read(contentsOfFile: SharedData.corpusPath(file))
            #expect(expected == nil, "\(file) loads, but is expected to fail with \(expected.map { "\($0.kind) at \($0.path)" } ?? "")")
            #expect(animation.frameRate > 0)
            #expect(animation.outPoint > animation.inPoint)
            for d in animation.diagnostics {
                #expect(d.path.hasPrefix("$"), "diagnostic without a JSON path: \(d)")
                #expect(!d.message.isEmpty)
            }
        } catch {
            #expect(!error.path.isEmpty && !error.message.isEmpty, "error without a location: \(error)")
            if let expected {
                #expect(error.kind == expected.kind && error.path == expected.path,
                        "\(file): expected \(expected.kind) at \(expected.path), got \(error.kind) at \(error.path)")
            } else {
                Issue.record("\(file) is expected to load, but: \(error) (\(error.kind))")
            }
        }
    }

    @Test("every file with golden frames loads", arguments: SharedData.goldenFiles)
    func goldenFilesLoad(file: String) throws {
        let animation = try LottieReader.everything.read(contentsOfFile: SharedData.corpusPath(file))
        #expect(!animation.layers.isEmpty || !animation.precomps.isEmpty || animation.frameCount > 0)
    }

    @Test("the spec's invalid examples fail or load with diagnostics, never trap")
    func invalidSpecExamples() throws {
        let invalid = SharedData.corpusFiles.filter { $0.hasPrefix("lottie-spec/tests/animations/invalid/") }
        #expect(!invalid.isEmpty)
        for file in invalid {
            do {
                let a = try LottieReader.everything.read(contentsOfFile: SharedData.corpusPath(file))
                #expect(!a.diagnostics.isEmpty, "\(file) is schema-invalid but loaded without a diagnostic")
            } catch {
                #expect(error.path.hasPrefix("$"), "\(file): \(error)")
            }
        }
    }
}
