import Foundation
import Scrollwork
import ScrollworkCanvas
import ScrollworkImageDiff
import Testing
import ScrollworkLottie

/// Every golden frame of the golden files with text (glyph text: lottie-web's canvas renderer
/// draws only that) within the bar. `footage/data.json` is left out: its text comes from
/// expressions reading a data layer, which are not evaluated here.
@Suite("Render: text golden files",
       .enabled(if: SharedData.isAvailable, SharedData.missingReason),
       .enabled(if: isReleaseBuild, "rendering tests run in release builds (swift test -c release)"))
struct TextGoldenTests {
    static let files = [
        "lottie-ios/Issues/issue_1488.json", "lottie-ios/Issues/issue_1949_full_paths.json",
        "lottie-ios/Issues/issue_1949_short_paths.json", "lottie-ios/Issues/issue_2545.json",
        "lottie-ios/Nonanimating/BasicLayers.json", "lottie-ios/Nonanimating/FirstText.json",
        "lottie-ios/Nonanimating/Text_AnimatedProperties.json", "lottie-ios/Nonanimating/Text_Color.json",
        "lottie-ios/Nonanimating/Text_Glyph.json", "lottie-ios/Nonanimating/Text_NoAnimation.json",
        "lottie-web/test/animations/banner.json",
    ]

    @Test("every golden frame of the file is within the bar", arguments: files)
    func file(_ file: String) throws {
        try GoldenFrames.expectEveryFrameWithinBar(of: file)
    }
}
