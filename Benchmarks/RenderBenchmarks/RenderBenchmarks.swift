import Benchmark
import Scrollwork
import Foundation
import ScrollworkCanvas
import ScrollworkLottie
import Synchronization

// Per-frame Lottie rendering over a handful of corpus files at the golden size rule
// (s = min(1, 512/w, 512/h)), frames cycling over ip … op−1, and canvas gradient fills.
// Files come from ../shared/corpus (beside the package root); absent → the benchmark says so.

let corpusRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path + "/../shared/corpus/"
}()

let renderFiles = [
    "lottie-ios/HamburgerArrow.json",       // strokes and trim paths
    "lottie-ios/LottieLogo1.json",          // masks, many shapes
    "lottie-ios/9squares_AlBoardman.json",  // precomps
    "lottie-ios/Boat_Loader.json",          // gradients, mattes
    "lottie-web/test/animations/navidad.json",  // a large illustration
    "lottie-ios/Nonanimating/FirstText.json",   // glyph text, a tracking animator
    "lottie-ios/Nonanimating/Text_AnimatedProperties.json",  // per-letter stroke colour and width
    "lottie-web/test/animations/banner.json",   // text animators: scale, position, opacity, random order
]

let benchmarks: @Sendable () -> Void = {
    let config = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], warmupIterations: 2,
                                         maxDuration: .seconds(3), maxIterations: 300)

    for file in renderFiles {
        let short = (file as NSString).lastPathComponent
        guard let animation = try? LottieReader().read(contentsOfFile: corpusRoot + file) else {
            print("RenderBenchmarks: \(corpusRoot + file) is absent or unreadable; skipping its benchmark")
            continue
        }
        let s = min(1, 512 / max(animation.size.width, 1), 512 / max(animation.size.height, 1))
        let w = max(1, Int((animation.size.width * s).rounded())), h = max(1, Int((animation.size.height * s).rounded()))
        // Samples step through the frames (7 at a time, wrapping), so the figures cover the whole animation.
        let nextFrame = Mutex(0)
        Benchmark("Lottie render frame \(short) \(w)x\(h)", configuration: config) { benchmark in
            let renderer = LottieRenderer(animation)
            guard let canvas = try? Canvas(width: w, height: h) else { return }
            let first = animation.inPoint, count = max(1, Int(min(animation.frameCount, LottieLimits.default.maxFrameRange)))
            renderer.render(frame: first, into: canvas, scale: s)  // lazy set-up outside the measurement
            var k = nextFrame.withLock { n -> Int in
                defer { n += 7 }
                return n
            }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                canvas.clear()
                renderer.render(frame: first + Double(k % count), into: canvas, scale: s)
                k += 7
            }
            benchmark.stopMeasurement()
            blackHole(canvas.pixmap.pixel(x: w / 2, y: h / 2))
        }
    }

    let stops = Gradient(stops: [GradientStop(offset: 0, color: .red), GradientStop(offset: 0.5, color: .blue),
                                 GradientStop(offset: 1, color: Color(red: 0, green: 1, blue: 0, alpha: 0.5))])
    let ellipse = Path(ellipseIn: Rect(x: 16, y: 16, width: 480, height: 480))
    let gradients: [(String, Paint)] = [
        ("linear", .linear(LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 512, y: 512), gradient: stops))),
        ("radial", .radial(RadialGradient(center: Point(x: 256, y: 256), radius: 256, gradient: stops))),
        ("radial focal", .radial(RadialGradient(center: Point(x: 256, y: 256), radius: 256,
                                                focal: Point(x: 180, y: 200), gradient: stops))),
    ]
    for (name, paint) in gradients {
        Benchmark("Canvas \(name) gradient ellipse 512x512", configuration: config) { benchmark in
            guard let canvas = try? Canvas(width: 512, height: 512) else { return }
            canvas.fill(ellipse, with: paint)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { canvas.fill(ellipse, with: paint) }
            benchmark.stopMeasurement()
            blackHole(canvas.pixmap.pixel(x: 256, y: 256))
        }
    }
}
