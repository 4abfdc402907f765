// Core engine benchmarks. Each sample is the mean of a batch (scalingFactor .kilo: 1,000 calls
// per measured iteration, figures reported per call) unless said otherwise; package-benchmark
// reports percentiles over many samples (use p50). Every benchmark counts mallocs: evaluation
// must allocate nothing, so mallocCountTotal must be 0.
//
//   cd Benchmarks && swift package --disable-sandbox benchmark --target CoreBenchmarks
import Benchmark
import Scrollwork

/// A tiny deterministic generator so runs are comparable.
struct SplitMix {
    var state: UInt64
    mutating func next() -> Double {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }
}

final class Target {
    var value = 0.0
}

/// The usual easings of a hand-made scene (linear and Penner curves).
let pennerMix: [Easing] = [.linear, .easeInOutCubic, .easeOutBack, .easeOutQuad]
/// A Lottie-like mix: every other segment a cubic bézier (one shared curve, as the importer caches them).
let bezierMix: [Easing] = [.linear, .cubicBezier(0.333, 0, 0.667, 1)]

func strip(keyframes: Int, seed: UInt64, easings: [Easing] = pennerMix) -> Filmstrip<Double> {
    var rng = SplitMix(state: seed)
    var s = Filmstrip<Double>()
    for i in 0..<keyframes { s.set(rng.next() * 100, at: Double(i) * 10, easing: easings[i % easings.count]) }
    return s
}

let batch: [BenchmarkMetric] = [.wallClock, .mallocCountTotal]

/// State carried from one measured batch to the next, kept behind a pointer so the loops work
/// on locals (a captured `var` would add dynamic exclusivity checks to the measurement).
func box<T>(_ value: T) -> UnsafeMutablePointer<T> {
    let p = UnsafeMutablePointer<T>.allocate(capacity: 1)
    p.initialize(to: value)
    return p
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.maxDuration = .seconds(2)

    // 1. Stateless binary-search lookup, 16 keyframes, random times.
    let sixteen = strip(keyframes: 16, seed: 1)
    var rng = SplitMix(state: 7)
    let randomTimes = (0..<4096).map { _ in rng.next() * 170 - 10 }
    let sixteenBezier = strip(keyframes: 16, seed: 1, easings: bezierMix)
    Benchmark("Filmstrip<Double>.value(at:) 16 keyframes, random times, bezier mix",
              configuration: .init(metrics: batch, scalingFactor: .kilo)) { benchmark in
        var sum = 0.0
        var i = 0
        for _ in benchmark.scaledIterations {
            sum += sixteenBezier.value(at: randomTimes[i & 4095]) ?? 0
            i &+= 1
        }
        blackHole(sum)
    }

    Benchmark("Filmstrip<Double>.value(at:) 16 keyframes, random times",
              configuration: .init(metrics: batch, scalingFactor: .kilo)) { benchmark in
        var sum = 0.0
        var i = 0
        for _ in benchmark.scaledIterations {
            sum += sixteen.value(at: randomTimes[i & 4095]) ?? 0
            i &+= 1
        }
        blackHole(sum)
    }

    // 2. Sequential scrubbing through an Animation's cursor (fast setter binding).
    let target = Target()
    let scrub = Animation(target, filmstrip: strip(keyframes: 16, seed: 2)) { $0.value = $1 }
    let scrubTime = box(0.0)
    Benchmark("Animation.animate(at:) sequential scrubbing (cursor, setter)",
              configuration: .init(metrics: batch, scalingFactor: .kilo)) { benchmark in
        var time = scrubTime.pointee
        for _ in benchmark.scaledIterations {
            scrub.animate(at: time)
            time += 0.173
            if time > 160 { time = -5 }
        }
        scrubTime.pointee = time
        blackHole(target.value)
    }

    // The harness floor for the two scrubbing benchmarks: the same loop (time step, wrap,
    // one store into the target) with no lookup, so the figures above can be read net of it.
    let floorTarget = Target()
    let floorTime = box(0.0)
    Benchmark("Harness floor: scrubbing loop with a plain store (no lookup)",
              configuration: .init(metrics: batch, scalingFactor: .kilo)) { benchmark in
        var time = floorTime.pointee
        for _ in benchmark.scaledIterations {
            floorTarget.value = time
            time += 0.173
            if time > 160 { time = -5 }
        }
        floorTime.pointee = time
        blackHole(floorTarget.value)
    }

    // The cursor lookup without the setter, for comparison.
    let cursorStrip = strip(keyframes: 16, seed: 3)
    let cursorState = box((FilmstripCursor(), 0.0))
    Benchmark("Filmstrip<Double>.value(at:cursor:) sequential scrubbing",
              configuration: .init(metrics: batch, scalingFactor: .kilo)) { benchmark in
        var (cursor, time) = cursorState.pointee
        var sum = 0.0
        for _ in benchmark.scaledIterations {
            sum += cursorStrip.value(at: time, cursor: &cursor) ?? 0
            time += 0.173
            if time > 160 { time = -5 }
        }
        cursorState.pointee = (cursor, time)
        blackHole(sum)
    }

    // 3. An animator over 10,000 animations of 8 keyframes; one iteration = one animate(at:).
    func animator(keyPath: Bool) -> (Animator, [Target]) {
        let animator = Animator()
        var targets: [Target] = []
        for i in 0..<10_000 {
            let t = Target()
            targets.append(t)
            let s = strip(keyframes: 8, seed: UInt64(i + 100))
            if keyPath {
                animator.add(Animation(t, \.value, filmstrip: s))
            } else {
                animator.add(Animation(t, filmstrip: s) { $0.value = $1 })
            }
        }
        return (animator, targets)
    }
    let (fastAnimator, fastTargets) = animator(keyPath: false)
    let fastTime = box(0.0)
    Benchmark("Animator.animate(at:) 10,000 animations x 8 keyframes (setter binding)",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds)) { benchmark in
        var time = fastTime.pointee
        for _ in benchmark.scaledIterations {
            fastAnimator.animate(at: time)
            time += 0.37
            if time > 75 { time = -2 }
        }
        fastTime.pointee = time
        blackHole(fastTargets[0].value)
    }

    let (slowAnimator, slowTargets) = animator(keyPath: true)
    let slowTime = box(0.0)
    Benchmark("Animator.animate(at:) 10,000 animations x 8 keyframes (key-path binding)",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds)) { benchmark in
        var time = slowTime.pointee
        for _ in benchmark.scaledIterations {
            slowAnimator.animate(at: time)
            time += 0.37
            if time > 75 { time = -2 }
        }
        slowTime.pointee = time
        blackHole(slowTargets[0].value)
    }

    // 4. Easing evaluation: the bézier solver and a spring.
    let bezier = Easing.cubicBezier(0.25, 0.1, 0.25, 1)
    let inputs = (0..<1024).map { Double($0) / 1023 }
    Benchmark("Easing.cubicBezier value(at:)", configuration: .init(metrics: batch, scalingFactor: .kilo)) { benchmark in
        var sum = 0.0
        var i = 0
        for _ in benchmark.scaledIterations {
            sum += bezier.value(at: inputs[i & 1023])
            i &+= 1
        }
        blackHole(sum)
    }

    let spring = Easing.spring(duration: 0.5, bounce: 0.3)
    Benchmark("Easing.spring value(at:)", configuration: .init(metrics: batch, scalingFactor: .kilo)) { benchmark in
        var sum = 0.0
        var i = 0
        for _ in benchmark.scaledIterations {
            sum += spring.value(at: inputs[i & 1023])
            i &+= 1
        }
        blackHole(sum)
    }

    // 5. A spatial (arc-length) position track, random times.
    var spatial = SpatialFilmstrip()
    for i in 0..<16 {
        spatial.set(Point(x: Double(i) * 20, y: Double(i % 3) * 15), at: Double(i) * 10,
                    outTangent: Point(x: 5, y: -8), inTangent: Point(x: -5, y: 8))
    }
    Benchmark("SpatialFilmstrip.sample(at:) 16 curved keyframes, random times",
              configuration: .init(metrics: batch, scalingFactor: .kilo)) { benchmark in
        var sum = 0.0
        var i = 0
        for _ in benchmark.scaledIterations {
            sum += spatial.sample(at: randomTimes[i & 4095])?.position.x ?? 0
            i &+= 1
        }
        blackHole(sum)
    }
}
