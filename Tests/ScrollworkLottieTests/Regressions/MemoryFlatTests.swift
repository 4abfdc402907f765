import Foundation
import Testing
import ScrollworkCanvas
@testable import ScrollworkLottie
import Scrollwork

/// Whether the memory tests have the process to themselves (see ``MemoryFlatTests``).
private let memoryTestsRunAlone = ProcessInfo.processInfo.environment["SCROLLWORK_MEMORY_TESTS"] == "1"

/// Leak check: reading the same corpus file 10,000 times, and rendering 10,000 frames of one,
/// keeps the resident set flat. The RSS after 100 and after 10,000 reads or frames is printed;
/// growth past `allowedGrowth` fails. Release only: in a debug build they take minutes.
///
/// The resident set is the whole process's, so these tests must not share it with other
/// tests running in parallel: they run only when `SCROLLWORK_MEMORY_TESTS=1`, which
/// `scripts/test.sh` sets for a `swift test --filter MemoryFlat` run of their own.
@Suite("Memory stays flat over 10,000 reads and frames", .serialized,
       .enabled(if: memoryTestsRunAlone,
                "measures the process's RSS: runs alone (SCROLLWORK_MEMORY_TESTS=1, as scripts/test.sh does)"))
struct MemoryFlatTests {
    #if DEBUG
    static let isRelease = false
    #else
    static let isRelease = true
    #endif

    /// More than this between read 100 and read 10,000 is a leak (a leak of the smallest file
    /// below, 3.7 KB per read, would add about 37 MB).
    static let allowedGrowth = 8 << 20

    /// The resident set size, from /proc/self/statm.
    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    @Test("RSS at read 100 and 10,000 of one file", .enabled(if: isRelease, "20,000 reads: runs in release (swift test -c release)"),
          .enabled(if: SharedData.isAvailable, SharedData.missingReason),
          arguments: ["lottie-ios/LottieLogo1.json", "lottie-ios/DotLottie/confused.lottie", "lottie-ios/DotLottie/animation.lottie"])
    func readManyTimes(file: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: SharedData.corpusPath(file))).map { $0 }
        let reader = LottieReader.everything
        var rssAt100 = 0, layers = 0
        for i in 1...10_000 {
            let animation = try reader.read(bytes)
            layers += animation.layers.count
            if i == 100 { rssAt100 = try #require(Self.residentBytes()) }
        }
        let rssAt10000 = try #require(Self.residentBytes())
        print("memory: \(file): RSS \(rssAt100 >> 10) KiB at read 100, \(rssAt10000 >> 10) KiB at read 10,000 (growth \((rssAt10000 - rssAt100) >> 10) KiB)")
        #expect(layers > 0)
        #expect(rssAt10000 - rssAt100 < Self.allowedGrowth)
    }

    @Test("RSS at frame 100 and 10,000 of a render loop", .enabled(if: isRelease, "10,000 frames: runs in release (swift test -c release)"),
          .enabled(if: SharedData.isAvailable, SharedData.missingReason),
          arguments: ["lottie-ios/LottieLogo1.json", "lottie-ios/LottieLogo1_masked.json"])
    func renderManyFrames(file: String) throws {
        let animation = try LottieReader.everything.read(contentsOfFile: SharedData.corpusPath(file))
        let renderer = LottieRenderer(animation, options: .scripted)
        let canvas = try Canvas(width: 128, height: 128)
        let box = Size(width: 128, height: 128)
        var rssAt100 = 0
        for i in 1...10_000 {
            // Walk through the whole animation again and again, sub-frame steps included.
            let frame = animation.frameRange.clampedFrame(atProgress: Double(i % 997) / 996)
            canvas.resetState()
            canvas.clear(.white)
            renderer.render(frame: frame, into: canvas, size: box, contentMode: .scaleAspectFit)
            if i == 100 { rssAt100 = try #require(Self.residentBytes()) }
        }
        let rssAt10000 = try #require(Self.residentBytes())
        print("memory: \(file): RSS \(rssAt100 >> 10) KiB at frame 100, \(rssAt10000 >> 10) KiB at frame 10,000 (growth \((rssAt10000 - rssAt100) >> 10) KiB)")
        #expect(canvas.pixmap.pixel(x: 64, y: 64) != nil)
        #expect(rssAt10000 - rssAt100 < Self.allowedGrowth)
    }
}
