import Foundation
import Scrollwork
import ScrollworkCanvas
@testable import ScrollworkLottie

/// Small documents and helpers for the playback tests.
enum PlaybackFixture {
    /// A named group with a rectangle and a named fill.
    static func rectGroup(_ name: String, x: Double, y: Double, w: Double, h: Double,
                          color: String, fill: String = "Fill 1", stroke: Bool = false) -> String {
        let strokeItem = stroke
            ? #"{"ty": "st", "nm": "Stroke 1", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 2}, "lc": 1, "lj": 1},"#
            : ""
        return """
        {"ty": "gr", "nm": "\(name)", "it": [
          {"ty": "rc", "nm": "Rect", "p": {"a": 0, "k": [\(x + w / 2), \(y + h / 2)]}, "s": {"a": 0, "k": [\(w), \(h)]}, "r": {"a": 0, "k": 0}},
          \(strokeItem)
          {"ty": "fl", "nm": "\(fill)", "c": {"a": 0, "k": \(color)}, "o": {"a": 0, "k": 100}},
          {"ty": "tr", "nm": "Transform", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}
        ]}
        """
    }

    /// 100×100, 30 fps, frames 0…60 (last drawn 59): layer "Left" (red, x 0…50) and layer
    /// "Right" (green, x 50…100), each a group "Box" with "Fill 1"; markers "intro" 10+20 and
    /// "point" 45+0.
    static let json: String = {
        let left = Fixture.shapeLayer("[" + rectGroup("Box", x: 0, y: 0, w: 50, h: 100, color: "[1, 0, 0, 1]", stroke: true) + "]",
                                      extra: #""nm": "Left""#)
        let right = Fixture.shapeLayer("[" + rectGroup("Box", x: 50, y: 0, w: 50, h: 100, color: "[0, 1, 0, 1]") + "]",
                                       extra: #""nm": "Right""#).replacingOccurrences(of: #""ind": 1"#, with: #""ind": 2"#)
        return Fixture.animation(layers: "[\(left), \(right)]",
                                 extra: #""markers": [{"cm": "intro", "tm": 10, "dr": 20}, {"cm": "point", "tm": 45, "dr": 0}]"#)
    }()

    static func animation() throws -> LottieAnimation { try Fixture.read(json) }

    static func player() throws -> (LottiePlayer, ManualClock) {
        let clock = ManualClock()
        return (LottiePlayer(animation: try animation(), clock: clock), clock)
    }

    /// Renders the player's current frame into a fresh `w`×`h` canvas.
    static func render(_ player: LottiePlayer, width: Int = 100, height: Int = 100,
                       mode: ContentMode = .scaleAspectFit) throws -> Pixmap {
        let canvas = try Canvas(width: width, height: height)
        player.render(into: canvas, size: Size(width: Double(width), height: Double(height)), contentMode: mode)
        return canvas.pixmap
    }

    /// Advances the clock and ticks.
    static func step(_ player: LottiePlayer, _ clock: ManualClock, seconds: Double) {
        clock.advance(by: seconds)
        player.tick()
    }
}

/// Records completion calls.
final class CompletionLog {
    var calls: [Bool] = []
    var handler: (Bool) -> Void { { [self] in calls.append($0) } }
}
