import ScrollworkCanvas
import Testing

@Suite("Paints")
struct PaintTests {
    let ramp = Gradient(stops: [GradientStop(offset: 0, color: .red), GradientStop(offset: 1, color: .blue)])

    @Test func linearGradientInterpolatesAndPads() throws {
        let c = try Canvas(width: 100, height: 10)
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 100, height: 10)),
               with: .linear(LinearGradient(start: Point(20, 0), end: Point(80, 0), gradient: ramp)))
        let left = try #require(c.pixmap.pixel(x: 5, y: 5)), right = try #require(c.pixmap.pixel(x: 95, y: 5))
        let mid = try #require(c.pixmap.pixel(x: 50, y: 5))
        #expect(left.r == 255 && left.b == 0)
        #expect(right.b == 255 && right.r == 0)
        #expect(abs(Int(mid.r) - 127) <= 3 && abs(Int(mid.b) - 127) <= 3)
    }

    @Test func gradientFollowsTheTransform() throws {
        let c = try Canvas(width: 100, height: 100)
        c.translate(x: 100, y: 0)
        c.rotate(Double.pi / 2)  // local x runs down the screen
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 100, height: 100)),
               with: .linear(LinearGradient(start: .zero, end: Point(100, 0), gradient: ramp)))
        #expect((c.pixmap.pixel(x: 50, y: 2)?.r ?? 0) > 240)
        #expect((c.pixmap.pixel(x: 50, y: 97)?.b ?? 0) > 240)
    }

    @Test func stopOpacityAndLottieStopMerging() {
        let g = Gradient(colorStops: [(0, .red), (1, .blue)], opacityStops: [(0, 1), (0.5, 0)])
        #expect(g.stops.map(\.offset) == [0, 0.5, 1])
        let mid = g.color(at: 0.5)
        #expect(mid.alpha == 0 && abs(mid.red - 0.5) < 1e-9)
        #expect(abs(g.color(at: 0.25).alpha - 0.5) < 1e-9)
        #expect(g.color(at: 2).blue == 1 && g.color(at: -1).red == 1)
    }

    @Test func radialGradientCentreAndEdge() throws {
        let c = try Canvas(width: 100, height: 100)
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 100, height: 100)),
               with: .radial(RadialGradient(center: Point(50, 50), radius: 40, gradient: ramp)))
        #expect((c.pixmap.pixel(x: 50, y: 50)?.r ?? 0) > 245)
        #expect((c.pixmap.pixel(x: 99, y: 50)?.b ?? 0) == 255)
        let ring = try #require(c.pixmap.pixel(x: 70, y: 50))
        #expect(abs(Int(ring.r) - 128) < 8)
    }

    @Test func lottieHighlightMovesTheFocalPoint() {
        let g = RadialGradient.lottie(start: Point(0, 0), end: Point(100, 0), highlightLength: 50, highlightAngle: 90, gradient: ramp)
        #expect(abs(g.focal.x) < 1e-9 && abs(g.focal.y - 50) < 1e-9)
        #expect(g.radius == 100)
        let clamped = RadialGradient.lottie(start: .zero, end: Point(10, 0), highlightLength: 500, highlightAngle: 0, gradient: ramp)
        #expect(abs(clamped.focal.x - 9.9) < 1e-9)
    }

    @Test func focalPointShiftsTheBrightSpot() throws {
        let c = try Canvas(width: 100, height: 100)
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 100, height: 100)),
               with: .radial(RadialGradient.lottie(start: Point(50, 50), end: Point(90, 50), highlightLength: 60, highlightAngle: 0, gradient: ramp)))
        #expect((c.pixmap.pixel(x: 74, y: 50)?.r ?? 0) > (c.pixmap.pixel(x: 50, y: 50)?.r ?? 0))
    }

    @Test func imagePatternIsBilinear() throws {
        var img = try Pixmap(width: 2, height: 1)
        img.setPixel(x: 0, y: 0, PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        img.setPixel(x: 1, y: 0, PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        let c = try Canvas(width: 20, height: 10)
        c.scale(x: 10, y: 10)
        c.drawImage(img)
        #expect((c.pixmap.pixel(x: 1, y: 5)?.r ?? 255) < 10)
        #expect((c.pixmap.pixel(x: 18, y: 5)?.r ?? 0) > 245)
        let mid = Int(c.pixmap.pixel(x: 10, y: 5)?.r ?? 0)
        #expect(mid > 100 && mid < 160)
        #expect(c.pixmap.pixel(x: 10, y: 5)?.a == 255)
    }
}
