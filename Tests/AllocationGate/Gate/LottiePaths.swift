import Foundation
import ScrollworkCanvas
import ScrollworkImageDecoders
import ScrollworkLottie
import ScrollworkSystemFonts

/// Lottie frames of the render benchmark files (`Benchmarks/RenderBenchmarks`), and of files
/// with image assets, shape modifiers, masks, mattes, dashes, text and effects: a frame in
/// steady state allocates nothing (masks, mask paths, dash lengths and layer offscreens are
/// built in storage kept between frames), drawn whole or incrementally (playback redrawing
/// only what changed).
enum LottiePaths {
    /// `../shared/corpus`, beside the package root.
    static let corpus: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }  // LottiePaths.swift, Gate, AllocationGate, Tests
        return url.path + "/../shared/corpus/"
    }()

    /// The reader of the command line: every image format, installed fonts.
    static let reader = LottieReader(imageDecoder: .allFormats, fontMatcher: SystemFonts())

    /// The files and their ceilings: allocations over `frames` frames (see ``budgets()``).
    static let ceilings: [(file: String, ceiling: Int)] = [
        ("lottie-ios/HamburgerArrow.json", 0),
        ("lottie-ios/LottieLogo1.json", 0),
        ("lottie-ios/9squares_AlBoardman.json", 0),
        ("lottie-ios/Boat_Loader.json", 0),
        ("lottie-web/test/animations/navidad.json", 0),
        // An image asset (embedded PNG).
        ("lottie-ios/Nonanimating/base64Test.json", 0),
        // Offset path, zig zag, sequential trim.
        ("lottie-docs/docs/static/examples/offset-path.json", 0),
        ("lottie-docs/docs/static/examples/zig-zag.json", 0),
        ("lottie-ios/Issues/issue_1488.json", 0),
        // Text: glyph outlines set once per document; a frame only places and colours letters.
        ("lottie-ios/Nonanimating/FirstText.json", 0),
        ("lottie-ios/Nonanimating/Text_AnimatedProperties.json", 0),
        // Layer masks and mattes, dashed strokes, and text.
        ("lottie-web/test/animations/banner.json", 0),
        // Layer effects: a drop shadow (a blurred offscreen pass).
        ("lottie-docs/docs/static/examples/effects-shadow.json", 0),
        // A set-matte effect (another layer as the matte).
        ("lottie-docs/docs/static/examples/effects-matte3.json", 0),
    ]

    /// Frames per file: 60, stepping 7 frames at a time over ip … op − 1 (wrapping), as the
    /// render benchmarks do, at the golden size rule (s = min(1, 512/w, 512/h)).
    static let frames = 60

    /// The frame of call `k` for `animation`: `step` frames at a time from ip, wrapping within
    /// ip … op − 1 (7: the render benchmarks' stepping; 1: playback).
    static func frame(_ k: Int, of animation: LottieAnimation, step: Int = 7) -> Double {
        let count = max(1, Int(min(animation.frameCount, LottieLimits.default.maxFrameRange)))
        return animation.inPoint + Double((k * step) % count)
    }

    /// The budgets, or a reason why the corpus cannot be read.
    static func budgets() -> Result<[AllocationBudget], LottieGateError> {
        var budgets: [AllocationBudget] = []
        for (file, ceiling) in ceilings {
            let animation: LottieAnimation
            do { animation = try reader.read(contentsOfFile: corpus + file) } catch {
                return .failure(LottieGateError(description: "\(corpus + file): \(error)"))
            }
            let s = min(1, 512 / max(animation.size.width, 1), 512 / max(animation.size.height, 1))
            let w = max(1, Int((animation.size.width * s).rounded())), h = max(1, Int((animation.size.height * s).rounded()))
            guard let canvas = try? Canvas(width: w, height: h) else {
                return .failure(LottieGateError(description: "\(file): cannot make a \(w)x\(h) canvas"))
            }
            let renderer = LottieRenderer(animation)
            let name = "Lottie frame \((file as NSString).lastPathComponent) \(w)x\(h)"
            budgets.append(AllocationBudget(name, calls: frames, ceiling: ceiling) { k in
                canvas.clear()
                renderer.render(frame: frame(k, of: animation), into: canvas, scale: s)
            })
            // Playback redrawing only what changed: one frame after another, in a canvas of its own.
            guard let kept = try? Canvas(width: w, height: h) else {
                return .failure(LottieGateError(description: "\(file): cannot make a \(w)x\(h) canvas"))
            }
            let incremental = LottieRenderer(animation)
            budgets.append(AllocationBudget("Incremental \(name)", calls: frames, ceiling: ceiling) { k in
                incremental.renderIncrementally(frame: frame(k, of: animation, step: 1), into: kept, scale: s)
            })
        }
        return .success(budgets)
    }
}

/// Why the Lottie budgets could not be set up.
struct LottieGateError: Error, CustomStringConvertible {
    var description: String
}
