import Benchmark
import Scrollwork
import ScrollworkCanvas
import ScrollworkScene
#if canImport(Glibc)
import Glibc
#endif

/// CPU time of this thread, µs: unlike wall-clock time it does not grow while other processes
/// hold the (shared, 2-core) machine, so it shows the frame's own cost.
func threadCPUMicroseconds() -> Int {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Int(ts.tv_sec) * 1_000_000 + Int(ts.tv_nsec) / 1_000
}

let threadCPU = BenchmarkMetric.custom("Thread CPU (µs)")

/// A scene of `count` animated nodes — rectangles, rounded rectangles and ellipses about 30 px
/// across, each with three animated properties (translation, rotation, opacity) — on an
/// 800×600 root. Returns the root and the animator.
func makeScene(count: Int, translucent: Bool = true) -> (Node, Animator) {
    let root = Node(.group, size: Size(width: 800, height: 600), anchorPoint: .zero)
    root.backgroundColor = .white
    let animator = Animator()
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func random() -> Double {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        return Double(seed >> 11) / Double(1 << 53)
    }
    let shapes: [NodeShape] = [.rectangle, .roundedRectangle, .ellipse]
    for i in 0..<count {
        let node = Node(shapes[i % 3], size: Size(width: 24 + 12 * random(), height: 24 + 12 * random()),
                        position: Point(x: 20 + 760 * random(), y: 20 + 560 * random()))
        if node.shape == .roundedRectangle { node.cornerRadius = 6 }
        node.fillColor = Color(red: random(), green: random(), blue: random())
        root.addChild(node)
        let move = TranslationAnimation(node)
        move[0] = .zero; move[1] = Point(x: 40 * random() - 20, y: 40 * random() - 20)
        let spin = RotationAnimation(node)
        spin[0, easing: .easeInOutQuad] = 0; spin[1] = 360 * random()
        let fade = AlphaAnimation(node)
        fade[0] = 1; fade[1] = translucent ? 0.4 + 0.6 * random() : 1
        animator.add(move); animator.add(spin); animator.add(fade)
    }
    return (root, animator)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, threadCPU], maxDuration: .seconds(5))

    // The figure: every frame evaluates 3,000 animations and draws 1,000 nodes.
    Benchmark("Scene 1000 nodes: evaluate + render 800x600") { benchmark in
        let (root, animator) = makeScene(count: 1_000)
        let renderer = SceneRenderer()
        guard let canvas = try? Canvas(width: 800, height: 600) else { return }
        var t = 0.0
        animator.animate(at: t); renderer.render(root, into: canvas)   // warm the caches
        benchmark.startMeasurement()
        let cpu0 = threadCPUMicroseconds()
        for _ in benchmark.scaledIterations {
            t = t >= 1 ? 0 : t + 0.01
            animator.animate(at: t)
            renderer.render(root, into: canvas)
        }
        benchmark.measurement(threadCPU, (threadCPUMicroseconds() - cpu0) / max(benchmark.scaledIterations.count, 1))
        benchmark.stopMeasurement()
        blackHole(canvas.pixmap.width)
    }

    Benchmark("Scene 1000 nodes: evaluate only") { benchmark in
        let (root, animator) = makeScene(count: 1_000)
        var t = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            t = t >= 1 ? 0 : t + 0.01
            animator.animate(at: t)
        }
        benchmark.stopMeasurement()
        blackHole(root.children.count)
    }

    Benchmark("Scene: clear + white background only, 800x600") { benchmark in
        let (root, _) = makeScene(count: 0)
        let renderer = SceneRenderer()
        guard let canvas = try? Canvas(width: 800, height: 600) else { return }
        renderer.render(root, into: canvas)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { renderer.render(root, into: canvas) }
        benchmark.stopMeasurement()
    }

    // Where the time goes: still frames (nothing recomputed) at fixed times.
    for (time, translucent, label) in [(0.0, true, "t = 0: axis-aligned, opaque"),
                                       (0.5, false, "t = 0.5: rotated, opaque"),
                                       (0.5, true, "t = 0.5: rotated, translucent")] {
        Benchmark("Scene 1000 nodes: render still, \(label)") { benchmark in
            let (root, animator) = makeScene(count: 1_000, translucent: translucent)
            let renderer = SceneRenderer()
            guard let canvas = try? Canvas(width: 800, height: 600) else { return }
            animator.animate(at: time)
            renderer.render(root, into: canvas)
            benchmark.startMeasurement()
            let cpu0 = threadCPUMicroseconds()
            for _ in benchmark.scaledIterations { renderer.render(root, into: canvas) }
            benchmark.measurement(threadCPU, (threadCPUMicroseconds() - cpu0) / max(benchmark.scaledIterations.count, 1))
            benchmark.stopMeasurement()
        }
    }
}
