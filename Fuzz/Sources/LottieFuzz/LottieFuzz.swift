// libFuzzer entry point for the Lottie path: any bytes → `LottieReader.read` (JSON or a
// `.lottie` archive, sniffed from the content) → a validated model, which is then exercised.
// Crashes, traps, hangs (-timeout=2) and memory blow-ups (-rss_limit_mb=512) are the failures.
import Scrollwork
import ScrollworkCanvas
import ScrollworkExpressions
import ScrollworkLottie

/// The reader under test: the default limits, which are the documented ones (docs/LIMITS.md).
let reader = LottieReader()

/// Reads one input; a model that loads is checked against the invariants the reader promises.
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let animation: LottieAnimation
    do { animation = try reader.read(bytes) } catch { return 0 }   // a typed LottieError: fine
    checkModel(animation)
    exercise(animation)
    return 0
}

/// What ``LottieAnimation``'s documentation promises for anything the reader returns.
func checkModel(_ animation: LottieAnimation) {
    precondition(animation.frameRate > 0 && animation.frameRate.isFinite, "fr must be > 0")
    precondition(animation.outPoint > animation.inPoint, "op must be > ip")
    precondition(animation.frameCount.isFinite, "the frame range must be finite")
    // Hashing walks every value of the model (layers, shapes, keyframes, assets).
    _ = animation.hashValue
    var layerCount = animation.layers.count
    for composition in animation.precomps.values { layerCount += composition.layers.count }
    precondition(layerCount >= 0)
}

/// Drives the loaded model the way an app would: imports it into a renderer and draws frames
/// spread over the file's range — the first and last, some between, one before and one after —
/// onto a small canvas.
func exercise(_ animation: LottieAnimation) {
    _ = animation.marker(named: "fuzz")
    _ = animation.duration
    let renderer = LottieRenderer(animation, options: .init(expressions: .javaScript))
    guard let canvas = try? Canvas(width: 48, height: 48) else { return }
    for progress in [0, 0.25, 0.5, 0.75, 1, -0.1, 1.1] {
        canvas.resetState()
        renderer.render(frame: animation.frameRange.unclampedFrame(atProgress: progress), into: canvas,
                        size: Size(width: 48, height: 48), contentMode: .scaleAspectFit)
    }
}
