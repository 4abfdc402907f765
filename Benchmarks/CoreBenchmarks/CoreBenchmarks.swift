import Benchmark
import Scrollwork

let benchmarks: @Sendable () -> Void = {
    Benchmark("Point interpolation", configuration: .init(metrics: [.wallClock, .mallocCountTotal])) { benchmark in
        var p = Point(0, 0)
        for i in benchmark.scaledIterations {
            p = p.interpolated(to: Point(10, 20), progress: Double(i & 7) / 8)
        }
        blackHole(p)
    }
}
