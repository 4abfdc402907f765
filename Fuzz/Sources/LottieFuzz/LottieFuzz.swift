// libFuzzer entry point for the Lottie path: any bytes → `LottieReader.read` (JSON or a
// `.lottie` archive, sniffed from the content) → a validated model, which is then exercised.
// Crashes, traps, hangs (-timeout=2) and memory blow-ups (-rss_limit_mb=512) are the failures.
import Scrollwork
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
    precondition(animation.frameCount <= reader.limits.maxFrameRange, "frame range over the limit")
    // Hashing walks every value of the model (layers, shapes, keyframes, assets).
    _ = animation.hashValue
    var layerCount = animation.layers.count
    for composition in animation.precomps.values { layerCount += composition.layers.count }
    precondition(layerCount >= 0)
}

/// Drives the loaded model the way an app would.
///
/// RENDER HOOK — once `Sources/ScrollworkLottie/Render/` lands (the importer/renderer), put
/// here: import the model, evaluate several frames spread over `inPoint..<outPoint` (first,
/// last, a few between, one before and one after the range) and render each onto a small
/// canvas, e.g.
///
///     let scene = try? LottieImporter().importScene(animation)        // names to be checked
///     var canvas = try Canvas(width: 64, height: 64)
///     for t in [0, 0.25, 0.5, 0.75, 1, -0.1, 1.1] {
///         scene?.render(frame: animation.inPoint + t * animation.frameCount, into: &canvas)
///     }
///
/// and add `"ScrollworkCanvas"` (and the scene product) to the LottieFuzz target in
/// Fuzz/Package.swift. Until then the reader's model is the whole of the target.
func exercise(_ animation: LottieAnimation) {
    _ = animation.marker(named: "fuzz")
    _ = animation.duration
}
