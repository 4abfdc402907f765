import Foundation
import Scrollwork
import ScrollworkCanvas
import ScrollworkImageDiff
import Testing
import ScrollworkLottie

/// The importer on the one-feature files of lottie-docs, scored against lottie-web's golden
/// frames with the reference bar (PSNR ≥ 35 dB, ≤ 1.5 % of pixels off by > 32).
@Suite("Render: one-feature files against golden frames",
       .enabled(if: SharedData.isAvailable, SharedData.missingReason),
       .enabled(if: isReleaseBuild, "rendering tests run in release builds (swift test -c release)"))
struct FeatureGoldenTests {
    static let features = ["mask", "matte", "repeater", "trim_path", "remapping", "parenting", "auto_orient",
                           "rounded_corners", "star", "gradient", "blend_mode", "easing", "3d_layers", "pucker_bloat",
                           "layers-solid", "transform", "gradient-stroke", "ellipse", "rectangle"]

    @Test("every golden frame of the file is within the bar", arguments: features)
    func feature(_ name: String) throws {
        try GoldenFrames.expectEveryFrameWithinBar(of: "lottie-docs/docs/static/examples/\(name).json")
    }
}
