import Foundation
import Scrollwork
import ScrollworkCanvas

/// Draws an easing curve with the canvas: a white card, grid and axes (0…1 in x, the value
/// range with overshoot in y), the curve, and marked, labelled values at the given points.
struct EasingPlot {
    let spec: EasingSpec
    let points: [Double]
    let width: Int
    let height: Int

    func draw() throws -> Pixmap {
        let canvas: Canvas
        do { canvas = try Canvas(width: width, height: height) } catch {
            throw CommandFailure("cannot make a \(width)x\(height) image")
        }
        canvas.clear(.white)
        let font = try? Font()
        let margin = (left: 56.0, right: 24.0, top: 40.0, bottom: 40.0)
        let plotW = Double(width) - margin.left - margin.right
        let plotH = Double(height) - margin.top - margin.bottom
        guard plotW > 20, plotH > 20 else { throw CommandFailure("--size is too small for a plot (at least 120x120)") }
        let samples = 400
        let values = (0...samples).map { spec.easing.value(at: Double($0) / Double(samples)) }
        let finite = values.filter(\.isFinite)
        let low = min(0, finite.min() ?? 0), high = max(1, finite.max() ?? 1)
        let pad = (high - low) * 0.05
        let y0 = low - pad, y1 = high + pad
        func px(_ t: Double) -> Double { margin.left + t * plotW }
        func py(_ v: Double) -> Double { margin.top + (1 - (v - y0) / (y1 - y0)) * plotH }
        let grey = Color(red: 0.85, green: 0.85, blue: 0.85), dark = Color(red: 0.25, green: 0.25, blue: 0.25)
        // Grid every 0.25 and the axes.
        for k in 0...4 {
            let t = Double(k) / 4
            var vertical = Path(); vertical.move(to: Point(x: px(t), y: py(y0))); vertical.line(to: Point(x: px(t), y: py(y1)))
            canvas.stroke(vertical, with: .solid(grey), style: StrokeStyle(width: 1))
            if let font {
                canvas.drawText(String(format: "%.2f", t), font: font, size: 11, at: Point(x: px(t) - 30, y: py(y0) + 6),
                                color: dark, maxWidth: 60, alignment: .center)
            }
        }
        var v = (y0 * 4).rounded(.up) / 4
        while v <= y1 {
            var horizontal = Path(); horizontal.move(to: Point(x: px(0), y: py(v))); horizontal.line(to: Point(x: px(1), y: py(v)))
            canvas.stroke(horizontal, with: .solid(grey), style: StrokeStyle(width: 1))
            if let font {
                canvas.drawText(String(format: "%.2f", abs(v) < 1e-9 ? 0 : v), font: font, size: 11, at: Point(x: 4, y: py(v) - 7),
                                color: dark, maxWidth: margin.left - 10, alignment: .right)
            }
            v += 0.25
        }
        var axes = Path()
        axes.move(to: Point(x: px(0), y: py(y1))); axes.line(to: Point(x: px(0), y: py(0))); axes.line(to: Point(x: px(1), y: py(0)))
        canvas.stroke(axes, with: .solid(dark), style: StrokeStyle(width: 1.5))
        // The curve (steps and holds jump: a polyline through dense samples shows them as risers).
        var curve = Path()
        for (k, value) in values.enumerated() where value.isFinite {
            let p = Point(x: px(Double(k) / Double(samples)), y: py(value))
            if curve.isEmpty { curve.move(to: p) } else { curve.line(to: p) }
        }
        canvas.stroke(curve, with: .solid(Color(red: 0.12, green: 0.40, blue: 0.85)),
                      style: StrokeStyle(width: 2.5, cap: .round, join: .round))
        // Marked values.
        let accent = Color(red: 0.85, green: 0.25, blue: 0.2)
        for t in points {
            let value = spec.easing.value(at: t)
            guard value.isFinite else { continue }
            let c = Point(x: px(t), y: py(value))
            canvas.fill(Path(ellipseCenter: c, size: Size(width: 8, height: 8)), color: accent)
            if let font {
                let label = String(format: "%.2f → %.3f", t, value)
                let right = t > 0.6
                canvas.drawText(label, font: font, size: 11, at: Point(x: right ? c.x - 128 : c.x + 8, y: c.y - 18),
                                color: accent, maxWidth: 120, alignment: right ? .right : .left)
            }
        }
        if let font {
            canvas.drawText(spec.text, font: font, size: 15, at: Point(x: margin.left, y: 10), color: dark,
                            maxWidth: plotW, alignment: .left)
        }
        return canvas.pixmap
    }
}
