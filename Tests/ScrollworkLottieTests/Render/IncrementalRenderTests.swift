import Scrollwork
import ScrollworkCanvas
import Testing
@testable import ScrollworkLottie

/// Incremental frames redraw only the part that changed, and say which part it was.
@Suite("Render: incremental frames")
struct IncrementalRenderTests {
    /// A small square that moves from x = 10 to x = 90 over frames 0…60, and holds still from
    /// 20 to 40.
    static let movingSquare = """
    {"ty": 4, "ind": 1, "ip": 0, "op": 60, "st": 0,
      "ks": {"p": {"a": 1, "k": [
          {"t": 0, "s": [10, 50], "o": {"x": [0.5], "y": [0.5]}, "i": {"x": [0.5], "y": [0.5]}},
          {"t": 20, "s": [30, 50], "h": 1},
          {"t": 40, "s": [30, 50], "o": {"x": [0.5], "y": [0.5]}, "i": {"x": [0.5], "y": [0.5]}},
          {"t": 60, "s": [90, 50]}]}},
      "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [8, 8]}, "r": {"a": 0, "k": 0}},
                 {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}
    """

    /// The moving square over a still background square (a rectangle 80 wide at 50, 50).
    static let json = Fixture.animation(layers: """
    [\(movingSquare),
     {"ty": 4, "ind": 2, "ip": 0, "op": 60, "st": 0, "ks": {},
      "shapes": [{"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [80, 80]}, "r": {"a": 0, "k": 0}},
                 {"ty": "fl", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}}]}]
    """)

    /// Only the moving square, so every layer that draws moves between 0 and 20.
    static let movingOnly = Fixture.animation(layers: "[\(movingSquare)]")

    @Test("While everything moves, looking for the change is put off; a still stretch is noticed again")
    func lookingIsPutOffWhileEverythingMoves() throws {
        let animation = try Fixture.read(Self.movingOnly)
        let renderer = LottieRenderer(animation, options: .scripted)
        let canvas = try Canvas(width: 100, height: 100)
        let whole = PixelRect(x: 0, y: 0, width: 100, height: 100)
        var putOff = 0
        for frame in 0..<16 {
            #expect(renderer.renderIncrementally(frame: Double(frame), into: canvas, scale: 1) == whole, "frame \(frame)")
            if renderer.incremental.framesBeforeChecking > 0 { putOff += 1 }
            let full = try Canvas(width: 100, height: 100)
            LottieRenderer(animation, options: .scripted).render(frame: Double(frame), into: full, scale: 1)
            #expect(canvas.pixmap == full.pixmap, "frame \(frame)")
        }
        #expect(putOff >= 8)
        #expect(renderer.renderIncrementally(frame: 15, into: canvas, scale: 1).isEmpty, "the same frame again")
        // Into the hold (20…40): within the longest wait, frames are found unchanged again.
        var still = 0
        for frame in 21...30 where renderer.renderIncrementally(frame: Double(frame), into: canvas, scale: 1).isEmpty {
            still += 1
        }
        #expect(still >= 2)
        #expect(renderer.incremental.checkedInVain == 0)
    }

    @Test("Only the moving square's old and new places are redrawn; a still stretch redraws nothing")
    func onlyTheMovingPartIsRedrawn() throws {
        let animation = try Fixture.read(Self.json)
        let renderer = LottieRenderer(animation, options: .scripted)
        let canvas = try Canvas(width: 100, height: 100)
        let whole = PixelRect(x: 0, y: 0, width: 100, height: 100)
        #expect(renderer.renderIncrementally(frame: 5, into: canvas, scale: 1) == whole, "the first frame is drawn whole")
        let step = renderer.renderIncrementally(frame: 6, into: canvas, scale: 1)
        // The square (8 wide) moved a pixel, from centre x = 15 to 16: a small rectangle holding both places.
        #expect(!step.isEmpty && step.width < 20 && step.height < 20, "\(step)")
        #expect(step.x <= 11 && step.maxX >= 20 && step.y <= 46 && step.maxY >= 54, "\(step)")
        #expect(renderer.renderIncrementally(frame: 6, into: canvas, scale: 1).isEmpty, "the same frame again")
        _ = renderer.renderIncrementally(frame: 25, into: canvas, scale: 1)
        #expect(renderer.renderIncrementally(frame: 35, into: canvas, scale: 1).isEmpty, "within the hold nothing moves")
        // Anything else drawn in the canvas means the frame is no longer there: drawn whole.
        canvas.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: .solid(.black))
        #expect(renderer.renderIncrementally(frame: 36, into: canvas, scale: 1) == whole)
        let full = try Canvas(width: 100, height: 100)
        LottieRenderer(animation, options: .scripted).render(frame: 36, into: full, scale: 1)
        #expect(canvas.pixmap == full.pixmap)
    }

    @Test("The still layer under the moving one is kept as pixels and copied back, within the budget")
    func stillLayersUnderAMovingOneAreKeptAsPixels() throws {
        let animation = try Fixture.read(Self.json)
        let renderer = LottieRenderer(animation, options: .scripted)
        renderer.incremental.underlay.keepsAlways = true
        let canvas = try Canvas(width: 100, height: 100), full = try Canvas(width: 100, height: 100)
        func matchesFullRender(_ frame: Double) -> Bool {
            full.clear(.white)
            LottieRenderer(animation, options: .scripted).render(frame: frame, into: full, scale: 1)
            return canvas.pixmap == full.pixmap
        }
        renderer.renderIncrementally(frame: 5, into: canvas, scale: 1, background: .white)
        #expect(matchesFullRender(5))
        // The background square (layer index 1) stays the same; the small one moves.
        #expect(renderer.incremental.underlay.pixels != nil)
        #expect(renderer.incremental.underlay.boundary == 1)
        #expect(renderer.incremental.underlay.drawn == PixelRect(x: 10, y: 10, width: 80, height: 80))
        for frame in [6.0, 12, 30, 45, 3] {
            renderer.renderIncrementally(frame: frame, into: canvas, scale: 1, background: .white)
            #expect(matchesFullRender(frame), "frame \(frame)")
        }
        // A whole frame (something else drew) copies the kept pixels back: a mark made in them shows.
        let origin = renderer.incremental.underlay.origin
        renderer.incremental.underlay.pixels?.setPixel(x: 80 - origin.x, y: 80 - origin.y, PremultipliedColor(Color(red: 0, green: 1, blue: 0)))
        canvas.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: .solid(.black))
        renderer.renderIncrementally(frame: 7, into: canvas, scale: 1, background: .white)
        #expect(canvas.pixmap.pixel(x: 80, y: 80) == PremultipliedColor(Color(red: 0, green: 1, blue: 0)))
        // A budget under the kept pixels (the 80 × 80 the square drew) lets them go, and keeps none after.
        renderer.pixelCacheBudget = 80 * 80 * 4 - 1
        #expect(renderer.incremental.underlay.pixels == nil)
        canvas.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: .solid(.black))
        renderer.renderIncrementally(frame: 8, into: canvas, scale: 1, background: .white)
        #expect(renderer.incremental.underlay.pixels == nil)
        #expect(matchesFullRender(8))
    }
}
