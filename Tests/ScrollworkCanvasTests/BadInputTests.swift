import ScrollworkCanvas
import Testing
import Scrollwork
import TestTimeSupport

/// Bad input never traps or hangs: it draws nothing or is clipped, with bounded work.
@Suite("Bad input")
struct BadInputTests {
    static let clock = ContinuousClock()

    /// Runs `body` on a fresh canvas, checks it ended within the guard, returns the canvas.
    ///
    /// The guard catches a hang or work that grows with the bad numbers (minutes, or forever);
    /// it is far from what the bounded work takes in any build (a second or so in a debug build
    /// under ASan on a loaded machine, tens of seconds for a million dash segments there), so
    /// no test here depends on the speed of the machine. What bounds the work is checked by
    /// the outcome (clipped, clamped, drawn solid) and by `CanvasLimitsTests`.
    func bounded(_ body: (Canvas) -> Void) throws -> Canvas {
        let c = try Canvas(width: 200, height: 200)
        let t = BadInputTests.clock.measure { body(c) }
        #expect(t < TestTime.bound(120), "took \(t)")
        return c
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteCoordinatesDrawNothing(_ bad: Double) throws {
        var p = Path()
        p.move(to: Point(10, 10)); p.line(to: Point(bad, 50)); p.line(to: Point(100, 100)); p.close()
        let c = try bounded { c in
            c.fill(p, color: .black)
            c.stroke(p, color: .black, style: StrokeStyle(width: 5))
            c.clip(to: p)
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 50, height: 50)), color: .black)
        }
        #expect(coveredArea(c.pixmap) == 0)
    }

    @Test func nonFiniteTransformsAndOpacities() throws {
        let c = try bounded { c in
            c.transform = AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 50, height: 50)), color: .black)
            c.transform = AffineTransform(scaleX: 0, y: 0)
            c.stroke(Path(rect: Rect(x: 0, y: 0, width: 50, height: 50)), color: .black, style: StrokeStyle(width: 3))
            c.transform = .identity
            c.opacity = .nan
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 50, height: 50)), color: .black)
            c.opacity = 1
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 50, height: 50)), color: Color(red: .nan, green: 2, blue: -1, alpha: .infinity))
        }
        // Only the last fill draws (its colour clamped).
        #expect(c.pixmap.pixel(x: 10, y: 10) == PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
        #expect(c.pixmap.pixel(x: 60, y: 60)?.a == 0)
    }

    @Test func emptyAndDegeneratePaths() throws {
        let c = try bounded { c in
            c.fill(Path(), color: .black)
            c.stroke(Path(), color: .black, style: StrokeStyle(width: 4))
            var single = Path(); single.move(to: Point(10, 10))
            c.fill(single, color: .black)
            c.fill(Path(rect: Rect(x: 10, y: 10, width: 0, height: 50)), color: .black)
            c.fill(Path(rect: Rect(x: 10, y: 10, width: -20, height: -20)), color: .black)  // standardized: −10…10
            c.fill(Path(ellipseCenter: Point(50, 50), size: Size(0, 0)), color: .black)
            c.fill(Path.star(center: Point(50, 50), points: 0, outerRadius: 10, innerRadius: 5), color: .black)
            c.fill(Path.star(center: Point(50, 50), points: .nan, outerRadius: 10, innerRadius: 5), color: .black)
        }
        #expect(abs(coveredArea(c.pixmap) - 100) < 1)  // the negative rectangle, standardized and clipped to 10×10
    }

    @Test func absurdStarPointCountsAreClamped() throws {
        // A billion points is built (and drawn) as the most a poly-star has: bounded work.
        let huge = try bounded { $0.fill(Path.star(center: Point(50, 50), points: 1e9, outerRadius: 10, innerRadius: 5), color: .black) }
        let most = try bounded { $0.fill(Path.star(center: Point(50, 50), points: Contour.maxPolyStarPoints,
                                                   outerRadius: 10, innerRadius: 5), color: .black) }
        #expect(huge.pixmap == most.pixmap)
        #expect(Path.star(center: .zero, points: 1e9, outerRadius: 10, innerRadius: 5).points.count
                == Path.star(center: .zero, points: Contour.maxPolyStarPoints, outerRadius: 10, innerRadius: 5).points.count)
    }

    @Test(arguments: [1e6, 1e12, 1e300])
    func absurdStrokeWidthsAreClipped(_ width: Double) throws {
        let c = try bounded { c in
            c.stroke(Path(ellipseCenter: Point(100, 100), size: Size(50, 50)), color: .black,
                     style: StrokeStyle(width: width, cap: .round, join: .round))
        }
        // Wider than the canvas: the stroke covers all of it (clipped, not dropped). At 1e300
        // the outline's coordinates are so large that a few edge pixels fall short (1 % allowed).
        let missing = 200 * 200 - coveredArea(c.pixmap)
        #expect(missing >= -0.5 && missing < (width > 1e100 ? 400 : 1), "\(missing) px² of the canvas left uncovered")
    }

    @Test func hugeCoordinatesAreClipped() throws {
        let c = try bounded { c in
            var p = Path()
            p.move(to: Point(-1e30, -1e30)); p.cubic(to: Point(1e30, 1e30), control1: Point(1e30, -1e30), control2: Point(-1e30, 1e30))
            p.line(to: Point(-1e30, 1e30)); p.close()
            c.fill(p, color: .black)
            c.stroke(p, color: .black, style: StrokeStyle(width: 3, dash: DashPattern([1, 1])))
            c.fill(Path(rect: Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)), color: .black)
        }
        #expect(c.pixmap.pixel(x: 100, y: 100)?.a == 255)
    }

    @Test(arguments: [[0.0, 0.0], [0, 0, 0, 0], [-1, 5], [Double.nan, 4], [5, .infinity]])
    func invalidDashPatternsDrawSolid(_ lengths: [Double]) throws {
        let line = Path(polygon: [Point(10, 100), Point(190, 100)], closed: false)
        let c = try bounded { c in c.stroke(line, color: .black, style: StrokeStyle(width: 4, dash: DashPattern(lengths))) }
        #expect(abs(coveredArea(c.pixmap) - 720) < 1)
    }

    @Test func millionSegmentDashPatternsAreBounded() throws {
        let many = [Double](repeating: 0.001, count: 1_000_000)
        let line = Path(polygon: [Point(10, 100), Point(190, 100)], closed: false)
        let c = try bounded { c in
            c.stroke(line, color: .black, style: StrokeStyle(width: 4, dash: DashPattern(many)))
            c.stroke(line, color: .black, style: StrokeStyle(width: 4, dash: DashPattern([1e-9, 1e-9])))
            c.stroke(Path(ellipseCenter: Point(100, 100), size: Size(150, 150)), color: .black,
                     style: StrokeStyle(width: 2, dash: DashPattern([0.01, 0.01], offset: 1e300)))
        }
        #expect(coveredArea(c.pixmap) > 0)
    }

    @Test func tooManyVerticesAreBoundedWork() throws {
        var p = Path()
        p.move(to: Point(0, 0))
        for i in 0..<20_000 { p.line(to: Point(Double(i % 200), Double((i * 7) % 200))) }
        p.close()
        let c = try bounded { c in
            c.fill(p, color: .black)
            c.fill(p, color: .black, rule: .evenOdd)
        }
        #expect(coveredArea(c.pixmap) > 1_000, "the path is drawn, not dropped")
    }

    @Test func badLayerAndClipInput() throws {
        let c = try bounded { c in
            c.beginLayer(Layer(opacity: .nan, blendMode: .multiply, bounds: Rect(x: .nan, y: 0, width: 10, height: 10),
                               masks: [Mask(path: Path(), mode: .intersect, opacity: .infinity)]))
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 50, height: 50)), color: .black)
            c.beginMatte()
            c.endLayer()
            for _ in 0..<100 { c.beginLayer() }
            for _ in 0..<100 { c.endLayer() }
            c.clip(to: Rect(x: .nan, y: 0, width: 10, height: 10))
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 50, height: 50)), color: .black)
        }
        #expect(coveredArea(c.pixmap) == 0)
    }

    @Test func badTextInput() throws {
        let font = try Font()
        #expect(TextLayout("hi", font: font, size: .nan).glyphs.isEmpty)
        #expect(TextLayout("hi", font: font, size: -3).glyphs.isEmpty)
        #expect(TextLayout("", font: font, size: 12).glyphs.isEmpty)
        let wide = TextLayout("a b c", font: font, size: 12, maxWidth: .infinity)
        #expect(wide.lines.count == 1)
        // Narrower than any letter: every letter on a line of its own (words wider than the
        // box break between letters; a line always keeps one), and layout ends.
        let narrow = TextLayout("abc def", font: font, size: 12, maxWidth: 0.001)
        #expect(narrow.lines.map(\.text) == ["a", "b", "c", "d", "e", "f"])
    }
}
