import Foundation
import Testing
@testable import ScrollworkLottie

/// Leak check: reading the same corpus file 10,000 times keeps the resident set flat. The RSS
/// after 100 and after 10,000 reads is printed; growth past `allowedGrowth` fails. (For now
/// the reader; once the renderer lands this becomes "render 10,000 frames".) Release only:
/// 20,000 reads in a debug build take minutes.
@Suite("Memory stays flat over 10,000 reads")
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
        let reader = LottieReader()
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
}
