@testable import ScrollworkCanvas
import Testing
import Scrollwork

/// Layer buffers come from a pool and are made for the layer's whole bounds.
@Suite("Layer buffers")
struct LayerBufferTests {
    /// A layer sliding into view from past the canvas's edge gets one buffer, made for its
    /// whole bounds the first time, and reuses it in every later frame.
    @Test func aLayerScrollingIntoViewKeepsOneBuffer() throws {
        let canvas = try Canvas(width: 200, height: 100)
        let bounds = Rect(x: 0, y: 0, width: 100, height: 80)
        /// One frame: the canvas cleared, the layer drawn at (x, y), half strength.
        func frame(x: Double, y: Double) {
            canvas.clear(.white)
            canvas.save()
            canvas.translate(x: x, y: y)
            canvas.beginLayer(Layer(opacity: 0.5, bounds: bounds))
            canvas.fill(Path(rect: bounds), color: .blue)
            canvas.endLayer()
            canvas.restore()
        }
        for (index, x) in [170.0, 150, 120, 90, 40].enumerated() {
            frame(x: x, y: 10)
            #expect(canvas.freeBuffers.count == 1, "frame \(index)")
            #expect((canvas.freeBuffers.first?.count ?? 0) >= 100 * 80, "frame \(index)")
            // Drawn where the layer lies within the canvas, at half strength.
            let inside = try #require(canvas.pixmap.pixel(x: min(Int(x) + 5, 199), y: 50))
            #expect(inside.b > 200 && inside.r > 100 && inside.r < 150, "frame \(index)")
        }
        // Moved by fractions of a pixel, its bounds cover a row and a column more or less:
        // the same buffer still serves.
        for (index, x) in [40.5, 30.25, 20.75, 10.5].enumerated() {
            frame(x: x, y: 10.5)
            #expect(canvas.freeBuffers.count == 1, "fractional frame \(index)")
        }
        // Larger than the pixmap: the buffer stops at the pixmap's size.
        canvas.beginLayer(Layer(bounds: Rect(x: -5000, y: -5000, width: 10_000, height: 10_000)))
        canvas.endLayer()
        #expect(canvas.freeBuffers.allSatisfy { $0.count <= 200 * 100 })
    }
}
