import Scrollwork
import ScrollworkCanvas

/// The canvas's steady-state paths: fills, strokes, dashes, clips, gradients, images and
/// layers drawn again and again into one reused canvas.
enum CanvasPaths {
    static func budgets() -> [AllocationBudget] {
        guard let canvas = try? Canvas(width: 512, height: 512), let image = try? Pixmap(width: 64, height: 64, color: .blue) else {
            return []
        }
        var rng = SplitMix(state: 42)
        let triangles = (0..<200).map { _ in
            let x = rng.next() * 462, y = rng.next() * 462
            return Path(polygon: [Point(x + rng.next() * 50, y), Point(x + 50, y + 50 * rng.next()), Point(x + rng.next() * 25, y + 50)])
        }
        let curves = (0..<50).map { _ in
            var p = Path()
            p.move(to: Point(rng.next() * 512, rng.next() * 512))
            p.cubic(to: Point(rng.next() * 512, rng.next() * 512), control1: Point(rng.next() * 512, rng.next() * 512),
                    control2: Point(rng.next() * 512, rng.next() * 512))
            return p
        }
        let colors: [Color] = [.red, .green, Color(red: 0, green: 0, blue: 1, alpha: 0.6), .black]
        let star = Path.star(center: Point(256, 256), points: 7, outerRadius: 240, innerRadius: 90)
        let ellipse = Path(ellipseCenter: Point(256, 256), size: Size(400, 300))
        let rounded = Path(rect: Rect(x: 60, y: 80, width: 380, height: 300), cornerRadius: 40)
        let zigzag = Path(polygon: [Point(40, 400), Point(140, 300), Point(240, 420), Point(340, 300), Point(460, 400)], closed: false)
        let ramp = Gradient(stops: [GradientStop(offset: 0, color: .red), GradientStop(offset: 0.5, color: Color(red: 1, green: 1, blue: 0, alpha: 0.5)),
                                    GradientStop(offset: 1, color: .blue)])
        let linear = Paint.linear(LinearGradient(start: Point(0, 0), end: Point(512, 512), gradient: ramp))
        let radial = Paint.radial(RadialGradient(center: Point(256, 256), radius: 256, focal: Point(200, 220), gradient: ramp))
        let dashed = StrokeStyle(width: 12, cap: .square, join: .bevel, dash: DashPattern([30, 12], offset: 5))
        let trimmed = StrokeStyle(width: 8, cap: .round, trim: Trim(start: 0.1, end: 0.7))
        let curveStyles: [StrokeStyle] = (0..<7).map { (i: Int) -> StrokeStyle in
            let even = i % 2 == 0
            let cap: LineCap = even ? .butt : .round
            let join: LineJoin = even ? .miter : .round
            return StrokeStyle(width: 1 + Double(i), cap: cap, join: join)
        }
        let masks = [Mask(path: Path(ellipseCenter: Point(256, 256), size: Size(400, 300))),
                     Mask(path: Path(rect: Rect(x: 200, y: 0, width: 100, height: 512)), mode: .subtract, opacity: 0.5)]
        let layer = Layer(opacity: 0.8, blendMode: .multiply, masks: masks, matte: .luma)

        return [
            AllocationBudget("Canvas.fill: 200 triangles, solid", calls: 20, warmUpCalls: 6) { _ in
                for i in triangles.indices { canvas.fill(triangles[i], color: colors[i & 3]) }
            },
            AllocationBudget("Canvas.fill: star (even-odd), ellipse, rounded rect", calls: 20, warmUpCalls: 6) { _ in
                canvas.fill(star, color: colors[2], rule: .evenOdd)
                canvas.fill(ellipse, color: colors[0])
                canvas.fill(rounded, color: colors[1])
            },
            AllocationBudget("Canvas.stroke: 50 cubics, miter and round joins", calls: 20, warmUpCalls: 6) { _ in
                for i in curves.indices {
                    canvas.stroke(curves[i], color: colors[i & 3], style: curveStyles[i % 7])
                }
            },
            AllocationBudget("Canvas.stroke: dashes", calls: 20, warmUpCalls: 6) { _ in
                canvas.stroke(zigzag, color: colors[3], style: dashed)
            },
            AllocationBudget("Canvas.stroke: a trim", calls: 20, warmUpCalls: 6) { _ in
                canvas.stroke(ellipse, color: colors[0], style: trimmed)
            },
            AllocationBudget("Canvas.clip(to: path) then fill, save/restore", calls: 20, warmUpCalls: 6) { _ in
                canvas.save()
                canvas.clip(to: star)
                canvas.fill(ellipse, color: colors[1])
                canvas.restore()
            },
            AllocationBudget("Canvas.fill: linear and radial gradients", calls: 20, warmUpCalls: 6) { _ in
                canvas.fill(ellipse, with: linear)
                canvas.fill(rounded, with: radial)
            },
            AllocationBudget("Canvas.drawImage: 64x64, scaled and rotated", calls: 20, warmUpCalls: 6) { _ in
                canvas.save()
                canvas.translate(x: 256, y: 256); canvas.rotate(0.3); canvas.scale(x: 3, y: 3)
                canvas.drawImage(image, at: Point(-32, -32))
                canvas.restore()
            },
            AllocationBudget("Canvas layer: opacity, 2 masks, luma matte", calls: 20, warmUpCalls: 6) { _ in
                canvas.beginLayer(layer)
                canvas.fill(star, color: colors[0])
                canvas.beginMatte()
                canvas.fill(ellipse, color: .white)
                canvas.endLayer()
            },
        ]
    }
}
