import ScrollworkCanvas
import ScrollworkImageDiff
import Testing
import Scrollwork

/// Our own renders of a few canvas scenes, committed as PNGs (`SelfGoldens/`): every pixel must
/// stay within one level of them, so a drift of a level or two over a whole image — which
/// would hardly move a PSNR — fails. They run in debug and release builds alike. Re-record
/// only on purpose: `SCROLLWORK_RECORD_SELF_GOLDENS=1 swift test --filter SelfGolden`.
enum SelfGoldenScenes {
    static let red = Color(red: 0.9, green: 0.1, blue: 0.1)
    static let green = Color(red: 0.1, green: 0.7, blue: 0.2)
    static let blue = Color(red: 0.1, green: 0.3, blue: 0.9)
    static let orange = Color(red: 1, green: 0.6, blue: 0)

    /// Each scene: its canvas size and its drawing.
    static let all: [String: (width: Int, height: Int, draw: @Sendable (Canvas) throws -> Void)] = [
        // Over transparency: coverage at the edges shows in alpha as well as colour.
        "fills": (160, 120, { c in
            c.fill(Path(rect: Rect(x: 8, y: 8, width: 60, height: 40), cornerRadius: 10), color: red)
            c.fill(Path(ellipseCenter: Point(100, 30), size: Size(70, 44)), color: blue.withAlpha(multipliedBy: 0.7))
            c.fill(Path.star(center: Point(40, 88), points: 5, outerRadius: 30, innerRadius: 12), color: green, rule: .evenOdd)
            var overlap = Path.star(center: Point(115, 85), points: 7, outerRadius: 30, innerRadius: 26)
            overlap.append(Path(ellipseCenter: Point(115, 85), size: Size(30, 30)))
            c.fill(overlap, color: orange, rule: .evenOdd)
            var curve = Path()
            curve.move(to: Point(70, 110)); curve.cubic(to: Point(150, 110), control1: Point(90, 40), control2: Point(130, 150))
            curve.close()
            c.fill(curve, color: Color(red: 0.3, green: 0.1, blue: 0.5, alpha: 0.5))
        }),
        "strokes": (160, 120, { c in
            c.clear(.white)
            for (k, (cap, join)) in [(LineCap.butt, LineJoin.miter), (.round, .round), (.square, .bevel)].enumerated() {
                let y = 20 + Double(k) * 32
                let zig = Path(polygon: [Point(12, y + 14), Point(42, y), Point(72, y + 14), Point(102, y)], closed: false)
                c.stroke(zig, color: [red, green, blue][k], style: StrokeStyle(width: 9, cap: cap, join: join, miterLimit: 10))
            }
            c.stroke(Path(rect: Rect(x: 112, y: 12, width: 36, height: 60), cornerRadius: 8), color: .black, style: StrokeStyle(width: 3))
            var wave = Path()
            wave.move(to: Point(8, 112)); wave.cubic(to: Point(152, 104), control1: Point(60, 60), control2: Point(100, 150))
            c.stroke(wave, color: orange, style: StrokeStyle(width: 5, cap: .round, join: .round))
            c.stroke(Path(polygon: [Point(112, 82), Point(150, 96)], closed: false), color: .black, style: StrokeStyle(width: 0.4))
        }),
        "dashes": (160, 120, { c in
            c.clear(.white)
            c.stroke(Path(rect: Rect(x: 10, y: 10, width: 140, height: 50)), color: blue,
                     style: StrokeStyle(width: 4, cap: .butt, join: .miter, dash: DashPattern([12, 6], offset: 3)))
            c.stroke(Path(ellipseCenter: Point(50, 90), size: Size(70, 44)), color: red,
                     style: StrokeStyle(width: 6, cap: .round, dash: DashPattern([1, 9, 14, 5])))
            c.stroke(Path(ellipseCenter: Point(120, 90), size: Size(56, 44)), color: green,
                     style: StrokeStyle(width: 8, cap: .butt, trim: Trim(start: 0.15, end: 0.8, offset: 0.25)))
        }),
        "gradients": (160, 120, { c in
            c.clear(.white)
            let ramp = Gradient(stops: [GradientStop(offset: 0, color: red), GradientStop(offset: 0.5, color: Color(red: 1, green: 1, blue: 0, alpha: 0.4)),
                                        GradientStop(offset: 1, color: blue)])
            c.fill(Path(rect: Rect(x: 8, y: 8, width: 144, height: 40)),
                   with: .linear(LinearGradient(start: Point(8, 8), end: Point(152, 48), gradient: ramp)))
            c.fill(Path(ellipseCenter: Point(45, 85), size: Size(70, 60)),
                   with: .radial(RadialGradient(center: Point(45, 85), radius: 35, gradient: ramp)))
            c.fill(Path(ellipseCenter: Point(118, 85), size: Size(64, 60)),
                   with: .radial(RadialGradient(center: Point(118, 85), radius: 32, focal: Point(108, 76), gradient: ramp)))
        }),
        "layers": (160, 120, { c in
            c.clear(.white)
            c.fill(Path(rect: Rect(x: 0, y: 40, width: 160, height: 40)), color: orange)
            c.beginLayer(Layer(opacity: 0.8, blendMode: .multiply, masks: [
                Mask(path: Path(ellipseCenter: Point(50, 60), size: Size(80, 80))),
                Mask(path: Path(rect: Rect(x: 40, y: 0, width: 14, height: 120)), mode: .subtract, opacity: 0.6),
            ]))
            c.fill(Path.star(center: Point(50, 60), points: 6, outerRadius: 45, innerRadius: 20), color: blue)
            c.endLayer()
            c.beginLayer(Layer(matte: .luma))
            c.fill(Path(rect: Rect(x: 100, y: 10, width: 50, height: 100)), color: green)
            c.beginMatte()
            c.fill(Path(rect: Rect(x: 100, y: 10, width: 50, height: 100)),
                   with: .linear(LinearGradient(start: Point(100, 0), end: Point(150, 0),
                                                gradient: Gradient(stops: [GradientStop(offset: 0, color: .black), GradientStop(offset: 1, color: .white)]))))
            c.endLayer()
            c.save()
            c.clip(to: Path(ellipseCenter: Point(125, 100), size: Size(40, 30)))
            c.fill(Path(rect: Rect(x: 100, y: 85, width: 50, height: 30)), color: red)
            c.restore()
        }),
        // The smoke test's assortment at half size, without its text (FreeType's outlines
        // are checked in TextTests).
        "assortment": (256, 256, { c in
            c.clear(.white)
            c.scale(x: 0.5, y: 0.5)
            SmokeScene.drawShapes(c)
        }),
    ]

    static func render(_ name: String) throws -> Pixmap {
        let scene = try #require(all[name])
        let canvas = try Canvas(width: scene.width, height: scene.height)
        try scene.draw(canvas)
        return canvas.pixmap
    }
}

@Suite("SelfGolden: canvas scenes match our committed renders within 1 level")
struct SelfGoldenTests {
    @Test(arguments: SelfGoldenScenes.all.keys.sorted())
    func scene(_ name: String) throws {
        Support.expectSelfGolden(try SelfGoldenScenes.render(name), name)
    }
}
