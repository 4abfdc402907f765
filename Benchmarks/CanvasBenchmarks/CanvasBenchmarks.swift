import Benchmark
import Scrollwork
import ScrollworkCanvas

/// A small deterministic generator (no Foundation), so every run draws the same scene.
struct SplitMix {
    var state: UInt64
    mutating func next() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }
}

/// 1,000 triangles with ~50 px bounding boxes at random positions on 512×512.
func triangles() -> [Path] {
    var rng = SplitMix(state: 42)
    return (0..<1000).map { _ in
        let x = rng.next() * 462, y = rng.next() * 462
        return Path(polygon: [Point(x + rng.next() * 50, y), Point(x + 50, y + 50 * rng.next()),
                              Point(x + rng.next() * 25, y + 50)])
    }
}

/// 200 cubic curves across 1024×1024.
func cubics() -> [Path] {
    var rng = SplitMix(state: 7)
    return (0..<200).map { _ in
        var p = Path()
        p.move(to: Point(rng.next() * 1024, rng.next() * 1024))
        p.cubic(to: Point(rng.next() * 1024, rng.next() * 1024), control1: Point(rng.next() * 1024, rng.next() * 1024),
                control2: Point(rng.next() * 1024, rng.next() * 1024))
        return p
    }
}

let colors: [Color] = [.red, .green, .blue, .black, Color(red: 1, green: 0.5, blue: 0)]

/// A 512×512 image with detail in every pixel (smooth ramps plus a random grain, some of it
/// translucent), so bilinear sampling cannot shortcut anything.
func patternImage() -> Pixmap? {
    guard var img = try? Pixmap(width: 512, height: 512) else { return nil }
    var rng = SplitMix(state: 3)
    for y in 0..<512 {
        for x in 0..<512 {
            let a = UInt8(x < 448 ? 255 : 128 + (x & 127))
            let r = UInt8((x / 2 + Int(rng.next() * 32)) % 256), g = UInt8(y / 2), b = UInt8((x ^ y) & 255)
            img.setPixel(x: x, y: y, PremultipliedColor(r: min(r, a), g: min(g, a), b: min(b, a), a: a))
        }
    }
    return img
}

let benchmarks: @Sendable () -> Void = {
    let config = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], warmupIterations: 3,
                                         maxDuration: .seconds(3), maxIterations: 1000)

    Benchmark("Canvas 1000 AA triangles 512x512", configuration: config) { benchmark in
        let paths = triangles()
        guard let canvas = try? Canvas(width: 512, height: 512) else { return }
        for (i, p) in paths.enumerated() { canvas.fill(p, color: colors[i % colors.count]) }  // warm the scratch buffers
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for i in paths.indices { canvas.fill(paths[i], color: colors[i % 5]) }
        }
        benchmark.stopMeasurement()
        blackHole(canvas.pixmap.pixel(x: 256, y: 256))
    }

    // Large shapes, where band-parallel rasterization pays for the hand-over to the second
    // thread: a translucent full-canvas rect and a 300-point star (even-odd) at 1024x1024.
    for parallel in [false, true] {
        let name = parallel ? "band-parallel (2 threads)" : "one thread"
        Benchmark("Canvas large shapes 1024x1024, \(name)", configuration: config) { benchmark in
            guard let canvas = try? Canvas(width: 1024, height: 1024) else { return }
            canvas.bandParallel = parallel
            let star = Path.star(center: Point(512, 512), points: 300, outerRadius: 500, innerRadius: 60)
            let rect = Path(rect: Rect(x: 0.5, y: 0.5, width: 1023, height: 1023))
            func frame() {
                canvas.fill(rect, color: Color(red: 1, green: 1, blue: 1, alpha: 0.9))
                canvas.fill(star, color: Color(red: 0, green: 0, blue: 1, alpha: 0.8), rule: .evenOdd)
            }
            frame()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { frame() }
            benchmark.stopMeasurement()
            blackHole(canvas.pixmap.pixel(x: 512, y: 512))
        }
    }

    Benchmark("Canvas full-canvas opaque rect 512x512", configuration: config) { benchmark in
        let rect = Path(rect: Rect(x: 0, y: 0, width: 512, height: 512))
        guard let canvas = try? Canvas(width: 512, height: 512) else { return }
        canvas.fill(rect, color: .blue)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            canvas.fill(rect, color: .red)
        }
        benchmark.stopMeasurement()
        blackHole(canvas.pixmap.pixel(x: 256, y: 256))
    }

    Benchmark("Canvas 200 stroked cubics 4px 1024x1024", configuration: config) { benchmark in
        let paths = cubics()
        let style = StrokeStyle(width: 4, cap: .butt, join: .miter)
        guard let canvas = try? Canvas(width: 1024, height: 1024) else { return }
        for (i, p) in paths.enumerated() { canvas.stroke(p, color: colors[i % colors.count], style: style) }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for i in paths.indices { canvas.stroke(paths[i], color: colors[i % 5], style: style) }
        }
        benchmark.stopMeasurement()
        blackHole(canvas.pixmap.pixel(x: 512, y: 512))
    }

    Benchmark("Canvas 100 gradient ellipses (linear and radial) 512x512", configuration: config) { benchmark in
        var rng = SplitMix(state: 11)
        let ramp = Gradient(stops: [GradientStop(offset: 0, color: .red), GradientStop(offset: 0.4, color: Color(red: 1, green: 1, blue: 0, alpha: 0.5)),
                                    GradientStop(offset: 1, color: .blue)])
        let shapes: [(Path, Paint)] = (0..<100).map { i in
            let c = Point(rng.next() * 512, rng.next() * 512), r = 20 + rng.next() * 60
            let paint: Paint = i % 2 == 0
                ? .linear(LinearGradient(start: c - Point(r, 0), end: c + Point(r, r), gradient: ramp))
                : .radial(RadialGradient(center: c, radius: r, focal: c + Point(r / 3, 0), gradient: ramp))
            return (Path(ellipseCenter: c, size: Size(2 * r, 1.5 * r)), paint)
        }
        guard let canvas = try? Canvas(width: 512, height: 512) else { return }
        for (path, paint) in shapes { canvas.fill(path, with: paint) }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for (path, paint) in shapes { canvas.fill(path, with: paint) }
        }
        benchmark.stopMeasurement()
        blackHole(canvas.pixmap.pixel(x: 256, y: 256))
    }

    // Image paint (bilinear sampling, clamp to edge): the whole 512x512 image drawn one image
    // pixel per device pixel, and drawn about the centre rotated by 0.3 rad and scaled by 1.3.
    for (name, rotated) in [("at identity", false), ("scaled and rotated", true)] {
        Benchmark("Canvas image 512x512 \(name)", configuration: config) { benchmark in
            guard let canvas = try? Canvas(width: 512, height: 512), let image = patternImage() else { return }
            if rotated {
                canvas.translate(x: 256, y: 256)
                canvas.rotate(0.3)
                canvas.scale(x: 1.3, y: 1.3)
                canvas.translate(x: -256, y: -256)
            }
            canvas.drawImage(image)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { canvas.drawImage(image) }
            benchmark.stopMeasurement()
            blackHole(canvas.pixmap.pixel(x: 256, y: 256))
        }
    }

    Benchmark("Canvas layer with 2 masks and a luma matte 512x512", configuration: config) { benchmark in
        guard let canvas = try? Canvas(width: 512, height: 512) else { return }
        let masks = [Mask(path: Path(ellipseCenter: Point(256, 256), size: Size(400, 300))),
                     Mask(path: Path(rect: Rect(x: 200, y: 0, width: 100, height: 512)), mode: .subtract, opacity: 0.5)]
        let star = Path.star(center: Point(256, 256), points: 5, outerRadius: 250, innerRadius: 100)
        let disc = Path(ellipseCenter: Point(256, 256), size: Size(300, 300))
        func frame() {
            canvas.beginLayer(Layer(opacity: 0.8, blendMode: .multiply, masks: masks, matte: .luma))
            canvas.fill(star, color: .red)
            canvas.beginMatte()
            canvas.fill(disc, color: .white)
            canvas.endLayer()
        }
        frame()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { frame() }
        benchmark.stopMeasurement()
        blackHole(canvas.pixmap.pixel(x: 256, y: 256))
    }
}
