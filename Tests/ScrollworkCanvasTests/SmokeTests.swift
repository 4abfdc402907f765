import ScrollworkCanvas
import ScrollworkImageDiff
import Testing
import Scrollwork

/// The smoke test's assortment of shapes, strokes and paints (its self-golden is drawn at
/// half size in SelfGoldenTests).
enum SmokeScene {
    static func drawShapes(_ canvas: Canvas) {
        canvas.fill(Path(rect: Rect(x: 20, y: 20, width: 100, height: 60)), color: .red)
        canvas.fill(Path(ellipseCenter: Point(200, 60), size: Size(120, 80)), color: Color(red: 0, green: 0.5, blue: 1, alpha: 0.7))
        canvas.fill(Path.star(center: Point(380, 70), points: 5, outerRadius: 60, innerRadius: 25), color: .green)
        var curve = Path()
        curve.move(to: Point(30, 200)); curve.cubic(to: Point(480, 200), control1: Point(150, 100), control2: Point(300, 300))
        canvas.stroke(curve, color: .black, style: StrokeStyle(width: 12, cap: .round, join: .round))
        var zig = Path(polygon: [Point(40, 260), Point(120, 330), Point(200, 260), Point(280, 330)], closed: false)
        canvas.stroke(zig, color: .blue, style: StrokeStyle(width: 16, cap: .square, join: .miter, miterLimit: 10))
        zig.apply(AffineTransform(translationX: 0, y: 60))
        canvas.stroke(zig, color: .red, style: StrokeStyle(width: 16, cap: .butt, join: .bevel))
        canvas.stroke(Path(ellipseCenter: Point(400, 330), size: Size(140, 100)), color: .black,
                      style: StrokeStyle(width: 6, cap: .round, dash: DashPattern([20, 10])))
        let g = Gradient(stops: [GradientStop(offset: 0, color: .red), GradientStop(offset: 1, color: .blue)])
        canvas.fill(Path(rect: Rect(x: 20, y: 420, width: 200, height: 70)),
                    with: .linear(LinearGradient(start: Point(20, 0), end: Point(220, 0), gradient: g)))
        canvas.fill(Path(ellipseCenter: Point(330, 450), size: Size(100, 100)),
                    with: .radial(RadialGradient.lottie(start: Point(330, 450), end: Point(380, 450), highlightLength: 50, highlightAngle: 45, gradient: g)))
        canvas.stroke(Path(rect: Rect(x: 420, y: 420, width: 70, height: 70)), color: .black, style: StrokeStyle(width: 0.3))
    }
}

@Suite("Smoke")
struct SmokeTests {
    static func pixel(_ c: Canvas, _ x: Int, _ y: Int) -> PremultipliedColor { c.pixmap.pixel(x: x, y: y) ?? .transparent }

    /// Every feature of the assortment, checked where it is (and is not); the pixels as a whole
    /// are held by the `assortment` self-golden.
    @Test func drawsAnAssortment() throws {
        let canvas = try Canvas(width: 512, height: 512)
        canvas.clear(.white)
        SmokeScene.drawShapes(canvas)
        let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
        #expect(Self.pixel(canvas, 70, 50) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255), "the red rectangle")
        #expect(Self.pixel(canvas, 10, 50) == white && Self.pixel(canvas, 125, 50) == white, "nothing beside the rectangle")
        let ellipse = Self.pixel(canvas, 200, 60)  // 70 % blue (0, 128, 255) over white
        #expect(abs(Int(ellipse.r) - 77) <= 1 && abs(Int(ellipse.g) - 166) <= 1 && ellipse.b == 255, "the translucent ellipse: \(ellipse)")
        #expect(Self.pixel(canvas, 380, 70).g == 255 && Self.pixel(canvas, 380, 70).r == 0, "the star's centre")
        #expect(Self.pixel(canvas, 380 + 45, 70 - 45) == white, "outside the star between two points")
        // The curve's stroke: black across its 12 px where it starts, white above and below.
        #expect(Self.pixel(canvas, 31, 200).r < 40 && Self.pixel(canvas, 31, 185) == white && Self.pixel(canvas, 31, 215) == white)
        // The zigzags: a blue mitred corner tip at (120, 330) reaches below the line's end, the
        // red bevel at (120, 390) does not reach as far.
        #expect(Self.pixel(canvas, 120, 338).b == 255 && Self.pixel(canvas, 120, 338).r == 0, "the miter's tip")
        #expect(Self.pixel(canvas, 120, 398) == white, "the bevel cuts the corner off")
        #expect(Self.pixel(canvas, 120, 385).r == 255 && Self.pixel(canvas, 120, 385).g == 0)
        // The dashed ellipse has gaps: some pixels on its rightmost edge are dark, some white.
        let edge = (300..<360).map { Self.pixel(canvas, 470, $0) }
        #expect(edge.contains { $0.r < 60 } && edge.contains { $0 == white }, "dashes and gaps on the ellipse")
        // The linear gradient runs red → blue from left to right.
        let left = Self.pixel(canvas, 22, 450), right = Self.pixel(canvas, 218, 450)
        #expect(left.r > 240 && left.b < 15 && right.b > 240 && right.r < 15, "gradient ends \(left) \(right)")
        #expect(Self.pixel(canvas, 330, 450) != Self.pixel(canvas, 375, 450), "the radial gradient varies")
        // The 0.3 px hairline is faint but there.
        let hair = Self.pixel(canvas, 455, 420)
        #expect(hair.r < 255 && hair.r > 128, "a hairline at 0.3 px coverage: \(hair)")

        // The text (top-left at (20, 370), 28 px) changes pixels on its line and nowhere else.
        let before = canvas.pixmap
        canvas.drawText("Hello, Scrollwork!", font: try Font(), size: 28, at: Point(20, 370), color: .black)
        try canvas.pixmap.writePNG(to: Support.outputDirectory + "/smoke.png")
        var changed = (minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min, count: 0)
        for y in 0..<512 {
            for x in 0..<512 where canvas.pixmap.pixel(x: x, y: y) != before.pixel(x: x, y: y) {
                changed = (min(changed.minX, x), min(changed.minY, y), max(changed.maxX, x), max(changed.maxY, y), changed.count + 1)
            }
        }
        #expect(changed.count > 500, "the text drew \(changed.count) pixels")
        #expect(changed.minX >= 20 && changed.maxX < 300 && changed.minY >= 370 && changed.maxY < 405,
                "the text stays on its line: x \(changed.minX)…\(changed.maxX), y \(changed.minY)…\(changed.maxY)")
    }
}
