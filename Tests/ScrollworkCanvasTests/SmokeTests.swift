import ScrollworkCanvas
import Testing

@Suite("Smoke")
struct SmokeTests {
    @Test func drawsAnAssortment() throws {
        let canvas = try Canvas(width: 512, height: 512)
        canvas.clear(.white)
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
        let font = try Font()
        canvas.drawText("Hello, Scrollwork!", font: font, size: 28, at: Point(20, 370), color: .black)
        try canvas.pixmap.writePNG(to: Support.outputDirectory + "/smoke.png")
        #expect(canvas.pixmap.pixel(x: 70, y: 50) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
    }
}
