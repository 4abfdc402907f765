@testable import ScrollworkCanvas
import Scrollwork
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// Kept coverage against sweeping: a canvas that plays shapes' coverage back paints, frame
/// after frame, the pixels a new canvas paints sweeping every shape.
@Suite("Kept coverage")
struct KeptCoverageTests {
    /// One frame of a scene where some shapes stay and some move with `k`: solid and shaded
    /// fills, even-odd, strokes, a rectangle clip, a path clip (a clip mask), a layer, and a
    /// shape whose paint changes while its outline stays. Drawn under `scissor` when given.
    static func drawFrame(_ k: Int, on canvas: Canvas, scissor: PixelRect?) {
        func body() {
            canvas.clear(Color(red: 1, green: 1, blue: 1, alpha: 1))
            let still = KeptPolygonsTests.blob(5, cx: 60, cy: 50, r: 35)
            canvas.fill(still, color: Color(red: 0.1, green: 0.5, blue: 0.9, alpha: 0.8))
            canvas.fill(still, color: Color(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.5), rule: .evenOdd)
            let gradient = Gradient(stops: [GradientStop(offset: 0, color: Color(red: 1, green: 0, blue: 0, alpha: 1)),
                                            GradientStop(offset: 1, color: Color(red: 0, green: 0, blue: 1, alpha: 0.6))])
            canvas.fill(KeptPolygonsTests.blob(3, cx: 130, cy: 60, r: 30),
                        with: .linear(LinearGradient(start: Point(x: 100, y: 30), end: Point(x: 160, y: 90), gradient: gradient)))
            var line = Path()
            line.move(to: Point(x: 10, y: 110))
            line.cubic(to: Point(x: 180, y: 120), control1: Point(x: 60, y: 20), control2: Point(x: 120, y: 180))
            canvas.stroke(line, color: Color(red: 0, green: 0, blue: 0, alpha: 1), style: StrokeStyle(width: 7, cap: .round))
            // The outline stays while its colour changes.
            canvas.fill(KeptPolygonsTests.blob(4, cx: 40, cy: 130, r: 18),
                        color: Color(red: Double(k % 5) / 4, green: 0.3, blue: 0.3, alpha: 1))
            // Moving.
            canvas.fill(KeptPolygonsTests.blob(4, cx: 20 + Double(k) * 7.3, cy: 90, r: 12), color: Color(red: 0, green: 0.7, blue: 0, alpha: 1))
            canvas.save()
            canvas.clip(to: Rect(x: 30, y: 20, width: 120, height: 90))
            canvas.stroke(KeptPolygonsTests.blob(6, cx: 90, cy: 70, r: 50), color: Color(red: 0.5, green: 0, blue: 0.5, alpha: 0.7),
                          style: StrokeStyle(width: 3))
            canvas.restore()
            canvas.save()
            canvas.clip(to: KeptPolygonsTests.blob(3, cx: 100, cy: 100, r: 45))
            canvas.fill(Rect(x: 50, y: 50, width: 120, height: 100), with: .solid(Color(red: 0.9, green: 0.8, blue: 0, alpha: 0.6)))
            canvas.restore()
            canvas.beginLayer(Layer(opacity: 0.7))
            canvas.fill(KeptPolygonsTests.blob(5, cx: 150, cy: 140, r: 25), color: Color(red: 0, green: 0, blue: 0, alpha: 1))
            canvas.endLayer()
        }
        if let scissor {
            canvas.scissored(to: scissor, body)
        } else {
            body()
        }
    }

    @Test("frame after frame, whole and scissored: the pixels of a canvas that sweeps every shape")
    func playedBackCoverageIsSweptCoverage() throws {
        let kept = Canvas(try Pixmap(width: 200, height: 180))
        let scissors: [PixelRect?] = [nil, nil, nil, PixelRect(x: 20, y: 30, width: 90, height: 70), nil,
                                      PixelRect(x: 0, y: 100, width: 200, height: 80), nil, nil]
        for (k, scissor) in scissors.enumerated() {
            // A new canvas (nothing kept) on the same pixels: outside a scissor they stay.
            let reference = Canvas(kept.pixmap)
            Self.drawFrame(k, on: kept, scissor: scissor)
            Self.drawFrame(k, on: reference, scissor: scissor)
            #expect(reference.pixmap == kept.pixmap, "frame \(k)")
        }
        #expect(kept.keptCoverage.hits > 20, "still shapes are played back (\(kept.keptCoverage.hits) times)")
    }

    @Test("more shapes than entries, each drawn three times")
    func entriesReplacedAndUsed() throws {
        let kept = Canvas(try Pixmap(width: 120, height: 120))
        var swept = kept.pixmap
        let color = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.3)
        for k in 0..<(KeptCoverage.capacity + 12) {
            let shape = KeptPolygonsTests.blob(3 + k % 4, cx: Double(k % 90) + 15, cy: Double(k % 70) + 20, r: 14)
            for _ in 0..<3 {
                // Each draw in a frame of its own (a polygon drawn in two frames running is kept).
                kept.keptCoverage.nextFrame()
                kept.fill(shape, color: color)
                // A new canvas each time: nothing kept, every shape swept.
                let reference = Canvas(swept)
                reference.fill(shape, color: color)
                swept = reference.pixmap
                #expect(reference.keptCoverage.hits == 0)
            }
        }
        #expect(swept == kept.pixmap)
        // Each shape is recorded on its second draw and played on its third, while there are
        // entries; the shapes after those are swept every time (no entry is stale yet).
        #expect(kept.keptCoverage.hits == KeptCoverage.capacity)
    }
}
