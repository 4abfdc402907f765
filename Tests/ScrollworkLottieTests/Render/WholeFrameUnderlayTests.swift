import Scrollwork
import ScrollworkCanvas
import Testing
@testable import ScrollworkLottie

/// Whole frames drawn onto a canvas just cleared keep the still bottom layers as pixels and
/// copy them back, as incremental frames do, and only onto a canvas where that gives the same
/// bytes: blank, in the colour and at the placement they were kept under.
@Suite("Render: whole frames onto a cleared canvas")
struct WholeFrameUnderlayTests {
    static let green = PremultipliedColor(Color(red: 0, green: 1, blue: 0))

    /// The frame as a renderer that keeps nothing draws it on a canvas cleared to `background`.
    static func reference(_ animation: LottieAnimation, frame: Double, background: Color = .white) throws -> Pixmap {
        let canvas = try Canvas(width: 100, height: 100)
        canvas.clear(background)
        let renderer = LottieRenderer(animation, options: .scripted)
        renderer.pixelCacheBudget = 0
        renderer.render(frame: frame, into: canvas, scale: 1)
        return canvas.pixmap
    }

    /// A renderer that keeps every still run it can, after drawing frame 5 of the incremental
    /// tests' file (a still square under a moving one) onto a white canvas, and that canvas.
    static func keptAtFrameFive(_ animation: LottieAnimation) throws -> (LottieRenderer, Canvas) {
        let renderer = LottieRenderer(animation, options: .scripted)
        renderer.incremental.underlay.keepsAlways = true
        let canvas = try Canvas(width: 100, height: 100)
        canvas.clear(.white)
        renderer.render(frame: 5, into: canvas, scale: 1)
        return (renderer, canvas)
    }

    @Test("The still square is kept at the first frame and copied back in the next, byte for byte")
    func stillLayersAreCopiedBack() throws {
        let animation = try Fixture.read(IncrementalRenderTests.json)
        let (renderer, canvas) = try Self.keptAtFrameFive(animation)
        let first = canvas.pixmap == (try Self.reference(animation, frame: 5))
        #expect(first)
        #expect(renderer.incremental.underlay.boundary == 1)
        #expect(renderer.incremental.underlay.drawn == PixelRect(x: 10, y: 10, width: 80, height: 80))
        for frame in [6.0, 12, 30, 45, 3, 59] {
            canvas.clear(.white)
            renderer.render(frame: frame, into: canvas, scale: 1)
            let same = canvas.pixmap == (try Self.reference(animation, frame: frame))
            #expect(same, "frame \(frame)")
        }
        // A mark made in the kept pixels shows: they were copied, not drawn again.
        let origin = renderer.incremental.underlay.origin
        renderer.incremental.underlay.pixels?.setPixel(x: 80 - origin.x, y: 80 - origin.y, Self.green)
        canvas.clear(.white)
        renderer.render(frame: 7, into: canvas, scale: 1)
        #expect(canvas.pixmap.pixel(x: 80, y: 80) == Self.green)
    }

    @Test("A canvas drawn on, transformed, clipped, in another colour or size draws the layers again")
    func otherCanvasesDrawAgain() throws {
        let animation = try Fixture.read(IncrementalRenderTests.json)
        let (renderer, _) = try Self.keptAtFrameFive(animation)
        let origin = renderer.incremental.underlay.origin
        renderer.incremental.underlay.pixels?.setPixel(x: 80 - origin.x, y: 80 - origin.y, Self.green)
        let plain = LottieRenderer(animation, options: .scripted)
        plain.pixelCacheBudget = 0
        let cases: [(String, (Canvas) -> Void)] = [
            ("drawn on", { $0.clear(.white); $0.fill(Rect(x: 0, y: 0, width: 2, height: 2), with: .solid(.black)) }),
            ("transformed", { $0.clear(.white); $0.translate(x: 0, y: 0.5) }),
            ("clipped", { $0.clear(.white); $0.clip(to: Rect(x: 0, y: 0, width: 99, height: 100)) }),
            ("half opaque", { $0.clear(.white); $0.opacity = 0.5 }),
            ("another colour", { $0.clear(.black) }),
            ("never cleared", { _ in }),
        ]
        for (name, prepare) in cases {
            let fresh = try Canvas(width: 100, height: 100), expected = try Canvas(width: 100, height: 100)
            prepare(fresh)
            prepare(expected)
            #expect(fresh.blankColor == nil || name == "another colour", "\(name)")
            renderer.render(frame: 7, into: fresh, scale: 1)
            plain.render(frame: 7, into: expected, scale: 1)
            let same = fresh.pixmap == expected.pixmap
            #expect(same, "\(name): the square drawn, not the mark copied")
        }
        let wider = try Canvas(width: 101, height: 100)
        wider.clear(.white)
        renderer.render(frame: 7, into: wider, scale: 1)
        #expect(wider.pixmap.pixel(x: 80, y: 80) == PremultipliedColor(Color(red: 0, green: 0, blue: 1)), "another size")
    }

    @Test("Whole frames into one canvas between incremental frames into another leave both right")
    func interleavedWithIncrementalFrames() throws {
        let animation = try Fixture.read(IncrementalRenderTests.json)
        let renderer = LottieRenderer(animation, options: .scripted)
        renderer.incremental.underlay.keepsAlways = true
        let window = try Canvas(width: 100, height: 100), still = try Canvas(width: 100, height: 100)
        for (incremental, whole) in [(5.0, 50.0), (6, 12), (7, 7), (30, 2), (31, 58)] {
            renderer.renderIncrementally(frame: incremental, into: window, scale: 1, background: .white)
            let incrementalSame = window.pixmap == (try Self.reference(animation, frame: incremental))
            #expect(incrementalSame, "incremental frame \(incremental)")
            still.clear(.white)
            renderer.render(frame: whole, into: still, scale: 1)
            let wholeSame = still.pixmap == (try Self.reference(animation, frame: whole))
            #expect(wholeSame, "whole frame \(whole)")
        }
    }

    @Test("Still layers are kept at the last frame, and in a file one frame long")
    func stillAtTheEdgesOfTheRange() throws {
        let last = try Fixture.read(IncrementalRenderTests.json)
        let oneFrame = try Fixture.read("""
        {"v": "5.7.4", "fr": 30, "ip": 0, "op": 1, "w": 100, "h": 100, "layers": [
         {"ty": 4, "ind": 1, "ip": 0, "op": 1, "st": 0, "ks": {},
          "shapes": [{"ty": "el", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [80, 60]}},
                     {"ty": "fl", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}}]}]}
        """)
        for (name, animation, frame) in [("the last frame", last, 59.0), ("one frame long", oneFrame, 0)] {
            let renderer = LottieRenderer(animation, options: .scripted)
            renderer.incremental.underlay.keepsAlways = true
            let canvas = try Canvas(width: 100, height: 100)
            canvas.clear(.white)
            renderer.render(frame: frame, into: canvas, scale: 1)
            #expect(renderer.incremental.underlay.pixels != nil, "\(name)")
            canvas.clear(.white)
            renderer.render(frame: frame, into: canvas, scale: 1)
            let same = canvas.pixmap == (try Self.reference(animation, frame: frame))
            #expect(same, "\(name)")
        }
    }
}
