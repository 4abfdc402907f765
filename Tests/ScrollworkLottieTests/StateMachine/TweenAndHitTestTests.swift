import Scrollwork
import ScrollworkCanvas
import ScrollworkImageDiff
import Testing
@testable import ScrollworkLottie

/// Tweens drawn as a blend of two frames' property values, and layer hit-testing.
struct TweenAndHitTestTests {
    static func draw(_ player: LottiePlayer) throws -> Pixmap {
        let canvas = try Canvas(width: 100, height: 100)
        canvas.clear(.white)
        player.render(into: canvas, size: Size(width: 100, height: 100))
        return canvas.pixmap
    }

    @Test("a tween halfway between frames 0 and 59 of a linear move draws frame 29.5")
    func tweenBlendsPropertyValues() throws {
        let player = LottiePlayer(animation: try LottieReader().read(json: MachineAnimation.smileyJSON), clock: ManualClock())
        player.currentFrame = 29.5
        let middle = try Self.draw(player)
        player.tween(from: 0, to: 59, progress: 0.5)
        #expect(player.currentFrame == 0)
        #expect(try ImageDiff(middle, try Self.draw(player)).isIdentical)
        player.tween(from: 0, to: 59, progress: 1)
        player.endTween()
        #expect(try ImageDiff(try Self.draw(player), middle).percentOver32 > 0, "without the tween frame 0 is drawn again")
        // Eased: an ease-in at one half is less than halfway.
        #expect(player.tween(fromMarker: "angry", toMarker: "laughing", progress: 0.5, easing: .easeInQuad))
        player.endTween()
        player.currentFrame = 10
        let quarter = try Self.draw(player)
        player.tween(from: 0, to: 40, progress: 0.5, easing: .easeInQuad)
        #expect(try ImageDiff(quarter, try Self.draw(player)).isIdentical)
        #expect(!player.tween(fromMarker: "angry", toMarker: "nope", progress: 0.5))
    }

    @Test("hit-testing: coverage follows the shape, bounds its transformed box; frames move it")
    func hitTesting() throws {
        let renderer = LottieRenderer(try LottieReader().read(json: MachineAnimation.smileyJSON))
        // The disc (10 wide) is at x = 10 at frame 0 and x = 90 at frame 59.
        #expect(renderer.hitTest(layerNamed: "angry", at: Point(x: 10, y: 50), frame: 0))
        #expect(!renderer.hitTest(layerNamed: "angry", at: Point(x: 50, y: 50), frame: 0))
        #expect(renderer.hitTest(layerNamed: "angry", at: Point(x: 90, y: 50), frame: 59))
        #expect(renderer.layerNames(at: Point(x: 10, y: 50), frame: 0) == ["angry"])
        // A box corner is outside the disc but inside its bounds.
        let corner = Point(x: 14.5, y: 45.5)
        #expect(!renderer.hitTest(layerNamed: "angry", at: corner, frame: 0))
        #expect(renderer.hitTest(layerNamed: "angry", at: corner, frame: 0, mode: .bounds))
        #expect(!renderer.hitTest(layerNamed: "nobody", at: Point(x: 10, y: 50), frame: 0))
        #expect(!renderer.hitTest(layerNamed: "angry", at: Point(x: .nan, y: 50), frame: 0))
    }
}
