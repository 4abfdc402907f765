import Foundation
import Scrollwork
import ScrollworkCanvas
import ScrollworkImageDiff
import ScrollworkLottie
import Testing

/// A few small golden files, every golden frame of each within the bar (PSNR ≥ 35 dB, ≤ 1.5 %
/// of pixels off by > 32): the pixel check that debug builds run too (the whole set of golden
/// frames is scored by `scripts/golden.sh`, the one-feature files by FeatureGoldenTests, both
/// in release).
@Suite("Render: small golden files (debug and release)", .enabled(if: SharedData.isAvailable, SharedData.missingReason))
struct SmallGoldenTests {
    static let files = [
        "lottie-ios/TwitterHeartButton.json",   // 60×60: precomps, shapes, opacity
        "lottie-ios/Issues/issue_2094.json",    // 64×64
        "lottie-ios/Issues/issue_2262.json",    // 70×70
        "lottie-ios/TypeFace/B.json",           // 80×100: a glyph drawn by paths and trims
        "lottie-docs/docs/static/examples/mask.json",  // 512×512: masks
        "lottie-ios/Nonanimating/Text_Color.json",     // 200×200: glyph text
    ]

    @Test("every golden frame of the file is within the bar", arguments: files)
    func file(_ file: String) throws {
        try GoldenFrames.expectEveryFrameWithinBar(of: file)
    }
}
