import Foundation
import Scrollwork
import ScrollworkCanvas
import Testing
@testable import ScrollworkLottie

/// What a renderer keeps between frames (keyframe cursors, world matrices, scratch storage,
/// the canvas's partial clear, the frame left in the canvas by an incremental render) never
/// shows in the pixels: one renderer and one canvas drawing a sequence of frames (forward,
/// backward, random seeks, a wheel drag back and forth) give, at every frame, the same bytes
/// as a new renderer on a new canvas drawing that frame alone, keeping nothing as pixels.
@Suite("Render: frame sequences equal fresh renders",
       .enabled(if: SharedData.isAvailable, SharedData.missingReason))
struct FrameSequenceTests {
    /// Every golden file in release; a handful in debug (pixel work crawls at -Onone).
    static let files: [String] = isReleaseBuild ? SharedData.goldenFiles : [
        "lottie-ios/LottieLogo1.json", "lottie-ios/Boat_Loader.json", "lottie-docs/docs/static/examples/mask.json",
        "lottie-docs/docs/static/examples/gradient.json", "lottie-docs/docs/static/examples/trim_path.json",
        "lottie-docs/docs/static/examples/easing.json", "lottie-spec/docs/static/examples/mask.json",
    ]

    /// The frames of each sequence, as fractions of the file's range.
    static func sequences(count n: Int) -> [(name: String, frames: [Double])] {
        let forward = (0..<n).map { Double($0) / Double(max(n - 1, 1)) }
        var generator = SplitMix(seed: 0x5C_0011)
        let random = (0..<n).map { _ in Double(generator.next() % 10_000) / 10_000 }
        // A wheel drag: small steps, reversing now and then, with fractional frames.
        var drag: [Double] = [], position = 0.3
        for k in 0..<n {
            position += (k / 7) % 2 == 0 ? 0.013 : -0.009
            drag.append(min(max(position, 0), 1))
        }
        return [("forward", forward), ("backward", forward.reversed()), ("random seeks", random), ("wheel drag", drag)]
    }

    /// Where two frames first differ, and how many pixels do (a short message, not the pixmaps).
    static func firstDifference(_ a: Pixmap, _ b: Pixmap) -> String {
        var first: (Int, Int)?, count = 0
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
                if first == nil { first = (x, y) }
                count += 1
            }
        }
        guard let (x, y) = first else { return "no pixel differs" }
        return "\(count) pixels differ, the first at (\(x), \(y))"
    }

    /// Whole frames onto a canvas cleared each time, as they run (the still bottom layers kept
    /// as pixels where that pays), and with those pixels kept and copied back wherever they can be.
    @Test("each frame of each sequence is byte-identical to a fresh render", arguments: files, [false, true])
    func sequencesMatchFreshRenders(_ file: String, keepingStillLayers: Bool) throws {
        let animation = try LottieReader.everything.read(contentsOfFile: SharedData.corpusPath(file))
        // Small frames: the point is what is kept between frames, not the pixel count.
        let s = min(1, 96 / max(animation.size.width, 1), 96 / max(animation.size.height, 1))
        let w = max(1, Int((animation.size.width * s).rounded())), h = max(1, Int((animation.size.height * s).rounded()))
        let renderer = LottieRenderer(animation, options: .scripted)
        renderer.incremental.underlay.keepsAlways = keepingStillLayers
        let canvas = try Canvas(width: w, height: h)
        let first = animation.inPoint, span = max(animation.outPoint - 1 - first, 0)
        for (name, fractions) in Self.sequences(count: isReleaseBuild ? 16 : 6) {
            for f in fractions {
                let frame = first + f * span
                canvas.clear()
                renderer.render(frame: frame, into: canvas, scale: s)
                let fresh = try Canvas(width: w, height: h), alone = LottieRenderer(animation, options: .scripted)
                alone.pixelCacheBudget = 0
                alone.render(frame: frame, into: fresh, scale: s)
                let same = canvas.pixmap == fresh.pixmap
                #expect(same, "\(file), \(name), frame \(frame): \(Self.firstDifference(canvas.pixmap, fresh.pixmap))")
                if !same { return }
            }
        }
    }

    /// Incremental frames as they run (the still bottom layers kept as pixels where that pays),
    /// and with those pixels kept and copied back wherever they can be.
    @Test("each incremental frame of each sequence is byte-identical to a full render, and changes only where it says",
          arguments: files, [false, true])
    func incrementalFramesMatchFullRenders(_ file: String, keepingStillLayers: Bool) throws {
        let animation = try LottieReader.everything.read(contentsOfFile: SharedData.corpusPath(file))
        let s = min(1, 96 / max(animation.size.width, 1), 96 / max(animation.size.height, 1))
        let w = max(1, Int((animation.size.width * s).rounded())), h = max(1, Int((animation.size.height * s).rounded()))
        let renderer = LottieRenderer(animation, options: .scripted), reference = LottieRenderer(animation, options: .scripted)
        renderer.incremental.underlay.keepsAlways = keepingStillLayers
        reference.pixelCacheBudget = 0
        let canvas = try Canvas(width: w, height: h), full = try Canvas(width: w, height: h)
        let first = animation.inPoint, span = max(animation.outPoint - 1 - first, 0)
        var previous: Pixmap?
        for (name, fractions) in Self.sequences(count: isReleaseBuild ? 16 : 6) {
            // Each sequence twice over, so that repeated frames (nothing changes) are met too.
            for f in fractions + fractions.prefix(3) {
                let frame = first + f * span
                let changed = renderer.renderIncrementally(frame: frame, into: canvas, scale: s, background: .white)
                full.clear(.white)
                reference.render(frame: frame, into: full, scale: s)
                let same = canvas.pixmap == full.pixmap
                #expect(same, "\(file), \(name), frame \(frame): \(Self.firstDifference(canvas.pixmap, full.pixmap)) (changed \(changed))")
                if !same { return }
                if let previous {
                    for y in 0..<h {
                        for x in 0..<w where previous.pixel(x: x, y: y) != canvas.pixmap.pixel(x: x, y: y) {
                            let inside = changed.contains(x: x, y: y)
                            #expect(inside, "\(file), \(name), frame \(frame): (\(x), \(y)) changed outside \(changed)")
                            if !inside { return }
                        }
                    }
                }
                previous = canvas.pixmap
            }
        }
    }
}
