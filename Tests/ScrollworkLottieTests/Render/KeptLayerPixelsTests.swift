import Scrollwork
import ScrollworkCanvas
import Testing
@testable import ScrollworkLottie

/// Layers drawn through an offscreen that stay the same are blended from the pixels kept of
/// them, in whole and incremental frames, and the frames are byte for byte those of drawing
/// everything again.
@Suite("Render: layers kept as pixels")
struct KeptLayerPixelsTests {
    /// Top: a small square moving right over frames 0…60. Middle: a still square under a
    /// diamond mask whose opacity fades from frame 30 to 40. Bottom: a wide bar moving down.
    static let json = Fixture.animation(layers: """
    [{"ty": 4, "ind": 1, "ip": 0, "op": 60, "st": 0,
      "ks": {"p": {"a": 1, "k": [{"t": 0, "s": [10, 50], "o": {"x": [0.5], "y": [0.5]}, "i": {"x": [0.5], "y": [0.5]}},
                                 {"t": 60, "s": [90, 50]}]}},
      "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [8, 8]}, "r": {"a": 0, "k": 0}},
                 {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]},
     {"ty": 4, "ind": 2, "ip": 0, "op": 60, "st": 0, "ks": {}, "hasMask": true,
      "masksProperties": [{"mode": "a", "inv": false,
        "pt": {"a": 0, "k": {"c": true, "v": [[50, 15], [85, 50], [50, 85], [15, 50]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]],
                             "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}},
        "o": {"a": 1, "k": [{"t": 30, "s": [100], "o": {"x": [0.5], "y": [0.5]}, "i": {"x": [0.5], "y": [0.5]}},
                            {"t": 40, "s": [45]}]}}],
      "shapes": [{"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [64, 64]}, "r": {"a": 0, "k": 6}},
                 {"ty": "fl", "c": {"a": 0, "k": [0.1, 0.4, 0.9, 1]}, "o": {"a": 0, "k": 85}}]},
     {"ty": 4, "ind": 3, "ip": 0, "op": 60, "st": 0,
      "ks": {"p": {"a": 1, "k": [{"t": 0, "s": [50, 10], "o": {"x": [0.5], "y": [0.5]}, "i": {"x": [0.5], "y": [0.5]}},
                                 {"t": 60, "s": [50, 90]}]}},
      "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 14]}, "r": {"a": 0, "k": 0}},
                 {"ty": "fl", "c": {"a": 0, "k": [0.2, 0.8, 0.3, 1]}, "o": {"a": 0, "k": 100}}]}]
    """)

    /// The frame drawn by a renderer that keeps no pixels.
    static func full(_ animation: LottieAnimation, _ frame: Double, scale: Double = 1) throws -> Pixmap {
        let renderer = LottieRenderer(animation, options: .scripted)
        renderer.pixelCacheBudget = 0
        let canvas = try Canvas(width: Int(100 * scale), height: Int(100 * scale))
        canvas.clear(.white)
        renderer.render(frame: frame, into: canvas, scale: scale)
        return canvas.pixmap
    }

    @Test("the masked square is blended from kept pixels while it stays the same, not while its mask fades")
    func stillMaskedLayerIsKept() throws {
        let animation = try Fixture.read(Self.json)
        let renderer = LottieRenderer(animation, options: .scripted)
        let large = try Canvas(width: 100, height: 100), small = try Canvas(width: 50, height: 50)
        func draw(_ frame: Double, scale: Double = 1) throws {
            let canvas = scale == 1 ? large : small
            canvas.clear(.white)
            renderer.render(frame: frame, into: canvas, scale: scale)
            #expect(canvas.pixmap == (try Self.full(animation, frame, scale: scale)), "frame \(frame) at \(scale)")
        }
        for frame in 0..<30 { try draw(Double(frame)) }
        // Noted at frame 2, the first whose frames either side (1 and 3) lie past the layer's
        // in point (the instant it appears); kept at frame 3, drawn the same again; drawn from
        // its pixels after.
        #expect(renderer.keptLayers.keeps == 1)
        #expect(renderer.keptLayers.hits == 26)
        #expect(renderer.keptLayers.byteCount > 0)
        let hits = renderer.keptLayers.hits
        for frame in 30...40 { try draw(Double(frame)) }
        #expect(renderer.keptLayers.hits == hits, "the fading mask is drawn each frame")
        for frame in [41.0, 42, 43, 50.5, 59, 12, 3.25] { try draw(frame) }
        #expect(renderer.keptLayers.hits > hits, "still again after the fade, and before it")
        // Placed otherwise (another scale), the pixels do not hold: drawn and kept anew.
        let keeps = renderer.keptLayers.keeps
        try draw(20, scale: 0.5)
        try draw(21, scale: 0.5)
        #expect(renderer.keptLayers.keeps == keeps + 1)
    }

    @Test("incremental frames use the kept pixels too, and equal full renders")
    func incrementalFramesUseKeptLayers() throws {
        let animation = try Fixture.read(Self.json)
        let renderer = LottieRenderer(animation, options: .scripted)
        let canvas = try Canvas(width: 100, height: 100)
        for frame in (0...20).map(Double.init) + [9.5, 25, 31, 35, 44, 45, 46, 20, 20, 58] {
            renderer.renderIncrementally(frame: frame, into: canvas, scale: 1, background: .white)
            #expect(canvas.pixmap == (try Self.full(animation, frame)), "frame \(frame)")
        }
        #expect(renderer.keptLayers.hits > 10)
    }

    @Test("the budget bounds the kept pixels: none at 0, none when the offscreen does not fit")
    func budgetBoundsKeptLayers() throws {
        let animation = try Fixture.read(Self.json)
        let renderer = LottieRenderer(animation, options: .scripted)
        let canvas = try Canvas(width: 100, height: 100)
        renderer.render(frame: 2, into: canvas, scale: 1)
        #expect(renderer.keptLayers.keeps == 0, "noted, not kept yet")
        renderer.render(frame: 3, into: canvas, scale: 1)
        #expect(renderer.keptLayers.keeps == 1 && renderer.keptLayers.byteCount > 0)
        renderer.pixelCacheBudget = 0
        #expect(renderer.keptLayers.byteCount == 0, "a budget of 0 lets them go")
        let hits = renderer.keptLayers.hits
        for frame in 3..<8 { renderer.render(frame: Double(frame), into: canvas, scale: 1) }
        #expect(renderer.keptLayers.byteCount == 0 && renderer.keptLayers.hits == hits)
        // The masked square's offscreen is its 64 × 64 square grown by 2 on each side, cut by the diamond mask's bounds.
        renderer.pixelCacheBudget = 40 * 40 * 4
        for frame in 8..<12 { renderer.render(frame: Double(frame), into: canvas, scale: 1) }
        #expect(renderer.keptLayers.byteCount == 0, "too large for the budget")
        renderer.pixelCacheBudget = 80 * 80 * 4
        for frame in 12..<16 { renderer.render(frame: Double(frame), into: canvas, scale: 1) }
        #expect(renderer.keptLayers.byteCount > 0 && renderer.keptLayers.byteCount <= 80 * 80 * 4)
    }
}
