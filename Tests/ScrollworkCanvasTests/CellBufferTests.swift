@testable import ScrollworkCanvas
import Testing
import Scrollwork

/// The rasterizer's cell buffer: edge paths (steep, shallow, clipped), bands, and the two
/// sinks that paint a solid colour.
@Suite("Rasterizer cell buffer")
struct CellBufferTests {
    static func triangle(_ g: inout SeededGenerator, in size: Double) -> [Point] {
        (0..<3).map { _ in g.point(in: size) }
    }

    static func area(_ p: [Point]) -> Double {
        abs((p[1].x - p[0].x) * (p[2].y - p[0].y) - (p[2].x - p[0].x) * (p[1].y - p[0].y)) / 2
    }

    /// Triangles of every slope (steep edges take the two-pixel path, shallow ones the
    /// general one): the painted coverage adds up to the exact area.
    @Test(arguments: 0..<40)
    func triangleCoverageAddsUpToItsArea(_ seed: Int) throws {
        var g = SeededGenerator(state: UInt64(seed) &+ 1)
        let points = Self.triangle(&g, in: 60)
        let canvas = try Canvas(width: 64, height: 64)
        canvas.fill(Path(polygon: points), color: .black)
        let expected = Self.area(points)
        // Painting rounds each edge pixel's alpha down by less than 1/255 (the 8-bit blend
        // truncates), and about two pixels per unit of perimeter are edge pixels.
        let perimeter = zip(points, points.dropFirst() + [points[0]]).reduce(0) { $0 + $1.0.distance(to: $1.1) }
        let covered = coveredArea(canvas.pixmap)
        #expect(covered <= expected + 0.05, "triangle \(points)")
        #expect(covered >= expected - 0.05 - 2 * perimeter / 255, "triangle \(points)")
    }

    /// Exact area coverage is symmetric under swapping x and y, while the rasterizer walks
    /// rows: a triangle's steep edges become shallow ones. Both must paint the transpose.
    @Test(arguments: 0..<20)
    func transposedTrianglePaintsTheTranspose(_ seed: Int) throws {
        var g = SeededGenerator(state: UInt64(seed) &+ 1000)
        let points = Self.triangle(&g, in: 60)
        let a = try Canvas(width: 64, height: 64), b = try Canvas(width: 64, height: 64)
        a.fill(Path(polygon: points), color: .black)
        b.fill(Path(polygon: points.map { Point($0.y, $0.x) }), color: .black)
        var worst = 0
        for y in 0..<64 {
            for x in 0..<64 {
                let p = Int(try #require(a.pixmap.pixel(x: x, y: y)).a)
                let q = Int(try #require(b.pixmap.pixel(x: y, y: x)).a)
                worst = max(worst, abs(p - q))
            }
        }
        #expect(worst <= 2, "triangle \(points)")
    }

    /// Every shape swept in many small bands (down to one row each: edges are carried from
    /// band to band) paints what one band paints.
    @Test(arguments: [6_000, 700, 1])  // about 6 bands (each scans all edges), 60, 180 (sorted)
    func bandsPaintWhatOneBandPaints(_ bandBudget: Int) throws {
        let star = Path.star(center: Point(100.3, 90.6), points: 7, outerRadius: 85, innerRadius: 30)
        let ellipse = Path(ellipseCenter: Point(60, 120), size: Size(150, 70))
        func draw(budget: Int?) throws -> Pixmap {
            let canvas = try Canvas(width: 200, height: 180)
            if let budget { canvas.rasterizer.bandBudget = budget }
            canvas.fill(star, color: .blue, rule: .evenOdd)
            canvas.fill(ellipse, color: Color(red: 1, green: 0, blue: 0, alpha: 0.6))
            canvas.stroke(ellipse, color: .black, style: StrokeStyle(width: 0.7))
            return canvas.pixmap
        }
        let whole = try draw(budget: nil)
        let banded = try draw(budget: bandBudget)
        #expect(Support.maxChannelDifference(whole, banded) <= 1)
        #expect(coveredArea(whole) > 1000)
    }

    /// A side a hair inside the clip's right edge (here the shape's own bounding box) rounds
    /// onto it, since edges are stored in single precision: its cells fall right of the clip
    /// and must end the row, not paint it a second time.
    @Test(arguments: [PaintKind.solid, .gradient], [1e-9, 1e-6])
    func aSideOnTheClipsRightEdgePaintsOnce(_ paint: PaintKind, _ inset: Double) throws {
        let canvas = try Canvas(width: 64, height: 40)
        paint.fill(Path(rect: Rect(x: 10.5, y: 4, width: 53.5 - inset, height: 30)), on: canvas)
        // The side exactly on the edge: the difference is far below one level.
        let reference = try Canvas(width: 64, height: 40)
        paint.fill(Path(rect: Rect(x: 10.5, y: 4, width: 53.5, height: 30)), on: reference)
        #expect(Support.maxChannelDifference(canvas.pixmap, reference.pixmap) <= 1)
        #expect(canvas.pixmap.pixel(x: 30, y: 10)?.a == reference.pixmap.pixel(x: 30, y: 10)?.a)
    }

    /// Band-parallel rasterization paints what one thread paints: large solid fills (both
    /// fill rules), strokes, a path clip (coverage sink), gradients and an image (each band
    /// shading its own rows, through the clip mask too), over several frames.
    @Test func bandParallelPaintsWhatOneThreadPaints() throws {
        // A small picture to stretch over most of the canvas.
        var image = try Pixmap(width: 50, height: 50)
        for y in 0..<50 {
            for x in 0..<50 {
                image.setPixel(x: x, y: y, PremultipliedColor(Color(red: Double(x) / 49, green: Double(y) / 49, blue: 0.5, alpha: (x + y) % 7 == 0 ? 0.3 : 1)))
            }
        }
        func draw(parallel: Bool) throws -> (Pixmap, Int) {
            let canvas = try Canvas(width: 600, height: 500)
            canvas.bandParallel = parallel
            canvas.rasterizer.parallelWork = 10_000  // split these shapes too
            for frame in 0..<3 {
                let shift = Double(frame) * 7.3
                canvas.clear()
                canvas.fill(Path.star(center: Point(290 + shift, 240), points: 9, outerRadius: 230, innerRadius: 80),
                            color: .blue, rule: .evenOdd)
                canvas.fill(Path(ellipseCenter: Point(320, 260 - shift), size: Size(400, 300)),
                            color: Color(red: 1, green: 0.4, blue: 0, alpha: 0.6))
                var curve = Path()
                curve.move(to: Point(10, 480))
                curve.cubic(to: Point(590, 20 + shift), control1: Point(100, -200), control2: Point(500, 700))
                canvas.stroke(curve, color: .black, style: StrokeStyle(width: 6))
                canvas.save()
                canvas.clip(to: Path(ellipseCenter: Point(300 + shift, 250), size: Size(560, 460)))
                canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 600, height: 500)), color: Color(red: 0, green: 1, blue: 0, alpha: 0.2))
                // Shaded paints, the last two through the clip mask: each band shades its own rows.
                let ramp = Gradient(stops: [GradientStop(offset: 0, color: .red), GradientStop(offset: 0.5, color: Color(red: 0, green: 0, blue: 1, alpha: 0.5)),
                                            GradientStop(offset: 1, color: Color(red: 0, green: 1, blue: 0, alpha: 0.8))])
                canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 600, height: 500)),
                            with: .radial(RadialGradient(center: Point(300, 250 + shift), radius: 260, focal: Point(250, 200), gradient: ramp)))
                canvas.fill(Path(ellipseCenter: Point(300, 250), size: Size(500, 420)),
                            with: .linear(LinearGradient(start: Point(40, 0), end: Point(560 - shift, 500), gradient: ramp)))
                canvas.restore()
                canvas.fill(Path(rect: Rect(x: 20, y: 10, width: 560, height: 480)),
                            with: .image(ImagePattern(image: image, transform: AffineTransform(a: 9.5, b: 1.2, c: -0.8, d: 8.7, tx: 60 + shift, ty: 20))))
            }
            return (canvas.pixmap, canvas.rasterizer.parallelSweeps)
        }
        let (serial, serialSplits) = try draw(parallel: false)
        let (parallel, splits) = try draw(parallel: true)
        #expect(Support.maxChannelDifference(serial, parallel) == 0)
        #expect(serialSplits == 0)
        #expect(splits >= 21)  // 3 frames × (2 fills, 1 stroke, 1 clip, 3 shaded fills)
        #expect(coveredArea(parallel) > 50_000)
    }

    /// Shared work is cut into chunks both threads claim: every chunk is done exactly once by
    /// the time `run` returns, the worker takes some while this thread is busy, and this
    /// thread finishes alone when it is quick (it never waits for the worker to wake).
    @Test func chunksAreSharedAndEachDoneOnce() throws {
        let worker = try #require(RasterWorker())
        let width = 64, rows = 400
        var pixels = [UInt32](repeating: 0, count: width * rows)
        for round in 0..<50 {
            let value = UInt32(round + 1)
            let before = worker.chunksByWorker
            var mine = 0
            pixels.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                let task = RasterWorker.RowTask.fill(RasterWorker.PixelFill(target: base, stride: width, width: width,
                                                                            rows: rows, value: value))
                let chunks = RasterWorker.chunkCount(rows: rows, minimumRows: 8)
                worker.run(.rows(task), chunks: chunks) { range in
                    mine += 1
                    // Every other round this thread dawdles, so the worker gets its share.
                    if round % 2 == 0 { usleep(300) }
                    task.rows(range).perform()
                }
                #expect(mine + (worker.chunksByWorker - before) == chunks)
            }
            #expect(pixels.allSatisfy { $0 == value }, "round \(round)")
        }
        #expect(worker.chunksByWorker > 0)
        // Chunks tile the rows: consecutive, without gaps or overlaps.
        for count in 1...8 {
            let ranges = (0..<count).map { RasterWorker.chunk($0, of: count, rows: 37) }
            #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == 37)
            #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        }
    }

    /// The helper thread starts and stops cleanly, however often the setting changes.
    /// The first shape that needs band cells makes them as large as any shape on the canvas
    /// can need (up to the band budget), so a wider shape later does not grow them; on a
    /// canvas given a larger pixmap, the first shape that needs more makes them that large.
    @Test func bandCellsAreMadeForTheWholeCanvasAtOnce() throws {
        let canvas = try Canvas(width: 120, height: 90)
        let small = Path(polygon: [Point(10, 10), Point(14.5, 11), Point(11, 14.5)])
        canvas.fill(small, color: .black)
        let first = canvas.rasterizer.buffers.cells.capacity
        #expect(first >= 2 * 120 * 90)
        canvas.fill(Path(ellipseIn: Rect(x: -5, y: -5, width: 130, height: 100)), color: .blue)
        #expect(canvas.rasterizer.buffers.cells.capacity == first)
        // Past the band budget, the cells stop at it (taller shapes are swept in bands).
        canvas.reset(try Pixmap(width: 1000, height: 1000))
        canvas.fill(small, color: .black)
        #expect(canvas.rasterizer.buffers.cells.capacity == first)
        canvas.fill(Path(ellipseIn: Rect(x: 100, y: 100, width: 200, height: 150)), color: .blue)
        #expect(canvas.rasterizer.buffers.cells.capacity == 2 * canvas.rasterizer.bandBudget)
    }

    @Test func bandParallelCanBeToggled() throws {
        let canvas = try Canvas(width: 400, height: 400)
        for i in 0..<20 {
            canvas.bandParallel = i % 3 != 0
            canvas.fill(Path(ellipseCenter: Point(200, 200), size: Size(380, 300)), color: .red)
        }
        #expect(canvas.pixmap.pixel(x: 200, y: 200)?.a == 255)
    }

    /// Shapes crossing a clip rectangle on every side paint inside it only, and what they
    /// paint there is what the unclipped shape paints (translucent, so that painting a pixel
    /// twice would show). Edges cut at the clip's right side end exactly on it.
    /// The sweep reads rows in groups of four columns; clip sides at every offset within a
    /// group cut them.
    @Test(arguments: [PaintKind.solid, .gradient], [(10, 40), (9, 41), (11, 37), (13, 38)])
    func clippedShapesPaintOnlyInsideTheClip(_ paint: PaintKind, _ clipX: (Int, Int)) throws {
        let (left, width) = clipX
        let shape = Path.star(center: Point(32, 32), points: 5, outerRadius: 40, innerRadius: 15)
        let full = try Canvas(width: 64, height: 64)
        paint.fill(shape, on: full)
        let clipped = try Canvas(width: 64, height: 64)
        clipped.clip(to: Rect(x: Double(left), y: 12, width: Double(width), height: 30))
        paint.fill(shape, on: clipped)
        for y in 0..<64 {
            for x in 0..<64 {
                let inside = (left..<left + width).contains(x) && (12..<42).contains(y)
                let a = try #require(clipped.pixmap.pixel(x: x, y: y)).a
                let b = try #require(full.pixmap.pixel(x: x, y: y)).a
                #expect(a == (inside ? b : 0), "pixel \(x), \(y)")
            }
        }
    }

    /// Both fill rules give the same coverage four pixels at a time as one at a time, and
    /// even-odd folds the winding as a remainder of 2 would.
    @Test func coverageRulesAgreeOneAndFourAtATime() {
        var values: [Float] = (-1000...1000).map { Float($0) / 97 }
        values += [0, 1, -1, 2, -2, 3, 0.5, 1.5, -2.5, 1e-7, 4096.25, -65537.75]
        for a in values {
            var remainder = abs(a).truncatingRemainder(dividingBy: 2)
            if remainder > 1 { remainder = 2 - remainder }
            let expected = Int((remainder * 255).rounded())
            #expect(abs(Int(EvenOdd.coverage(a)) - expected) <= 1, "even-odd \(a)")
            #expect(Int(NonZero.coverage(a)) == Int((min(abs(a), 1) * 255).rounded()), "non-zero \(a)")
            let four = SIMD4<Float>(a, -a, a * 0.5, a + 0.25)
            let evenOdd = EvenOdd.coverage4(four), nonZero = NonZero.coverage4(four)
            for i in 0..<4 {
                #expect(evenOdd[i] == UInt32(EvenOdd.coverage(four[i])), "even-odd lane \(four[i])")
                #expect(nonZero[i] == UInt32(NonZero.coverage(four[i])), "non-zero lane \(four[i])")
            }
        }
    }

    /// The solid sink (no clip mask) and the general blitter (a clip mask that lets
    /// everything through) paint the same pixels, translucent and opaque, over a background.
    @Test func solidSinkMatchesTheGeneralBlitter() throws {
        var g = SeededGenerator(state: 99)
        let shapes = (0..<30).map { _ in Path(polygon: Self.triangle(&g, in: 96)) }
        let colors = [Color.red, Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.5), .black]
        func draw(throughMask: Bool) throws -> Pixmap {
            let canvas = try Canvas(width: 96, height: 96)
            canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 96, height: 96)), color: Color(red: 0.9, green: 0.9, blue: 0.2))
            if throughMask { canvas.clip(to: Path(rect: Rect(x: -10, y: -10, width: 120, height: 120))) }
            for (i, shape) in shapes.enumerated() { canvas.fill(shape, color: colors[i % colors.count]) }
            return canvas.pixmap
        }
        #expect(Support.maxChannelDifference(try draw(throughMask: false), try draw(throughMask: true)) == 0)
    }
}

/// A translucent paint through the solid sink or through the shader blitter.
enum PaintKind: Sendable {
    case solid, gradient

    func fill(_ path: Path, on canvas: Canvas) {
        switch self {
        case .solid:
            canvas.fill(path, color: Color(red: 0, green: 0, blue: 0, alpha: 0.6))
        case .gradient:
            let ramp = Gradient(stops: [GradientStop(offset: 0, color: Color(red: 1, green: 0, blue: 0, alpha: 0.5)),
                                        GradientStop(offset: 1, color: Color(red: 0, green: 0, blue: 1, alpha: 0.7))])
            canvas.fill(path, with: .linear(LinearGradient(start: Point(0, 0), end: Point(64, 64), gradient: ramp)))
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif
