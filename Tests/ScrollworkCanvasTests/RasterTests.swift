import ScrollworkCanvas
import Testing
import Scrollwork

/// Sum of alpha over a pixmap, in pixels (alpha 255 = 1).
func coveredArea(_ p: Pixmap) -> Double {
    p.withUnsafeBytes { raw in
        var s = 0
        for i in stride(from: 3, to: raw.count, by: 4) { s += Int(raw[i]) }
        return Double(s) / 255
    }
}

@Suite("Rasterizer and canvas state")
struct RasterTests {
    @Test(arguments: [(10.0, 10.0, 20.0, 20.0), (10.25, 3.5, 7.3, 11.9), (-5, -5, 20, 30)])
    func rectangleAreaIsExact(_ r: (Double, Double, Double, Double)) throws {
        let c = try Canvas(width: 64, height: 64)
        c.fill(Path(rect: Rect(x: r.0, y: r.1, width: r.2, height: r.3)), color: .black)
        let visible = Rect(x: r.0, y: r.1, width: r.2, height: r.3).intersection(Rect(x: 0, y: 0, width: 64, height: 64))
        let expected = (visible?.width ?? 0) * (visible?.height ?? 0)
        #expect(abs(coveredArea(c.pixmap) - expected) < 0.5 + expected * 0.005)
    }

    @Test func circleAreaMatchesPiRSquared() throws {
        let c = try Canvas(width: 128, height: 128)
        c.fill(Path(ellipseCenter: Point(64.3, 63.7), size: Size(100, 100)), color: .black)
        let area = coveredArea(c.pixmap)
        // Chords flattened at the canvas tolerance lose at most ⅔·tolerance·perimeter.
        let bound = 2.0 / 3 * Canvas.tolerance * Double.pi * 100
        #expect(area <= Double.pi * 2500 + 1)
        #expect(Double.pi * 2500 - area < bound)
    }

    @Test func halfCoveredPixelIsHalfGrey() throws {
        let c = try Canvas(width: 4, height: 4)
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 1.5, height: 4)), color: .black)
        let a = Int(try #require(c.pixmap.pixel(x: 1, y: 1)).a)
        #expect(abs(a - 128) <= 1)
        #expect(c.pixmap.pixel(x: 0, y: 1)?.a == 255)
        #expect(c.pixmap.pixel(x: 2, y: 1)?.a == 0)
    }

    @Test func nonZeroAndEvenOddDiffer() throws {
        var p = Path(rect: Rect(x: 0, y: 0, width: 40, height: 40))
        p.append(Path(rect: Rect(x: 10, y: 10, width: 20, height: 20)))  // same direction
        let nz = try Canvas(width: 40, height: 40)
        nz.fill(p, color: .black, rule: .nonZero)
        let eo = try Canvas(width: 40, height: 40)
        eo.fill(p, color: .black, rule: .evenOdd)
        #expect(nz.pixmap.pixel(x: 20, y: 20)?.a == 255)
        #expect(eo.pixmap.pixel(x: 20, y: 20)?.a == 0)
        #expect(eo.pixmap.pixel(x: 5, y: 5)?.a == 255)
        // A reversed inner square makes a hole under non-zero too.
        var q = Path(rect: Rect(x: 0, y: 0, width: 40, height: 40))
        q.append(Path(rect: Rect(x: 10, y: 10, width: 20, height: 20), reversed: true))
        let nz2 = try Canvas(width: 40, height: 40)
        nz2.fill(q, color: .black)
        #expect(nz2.pixmap.pixel(x: 20, y: 20)?.a == 0)
    }

    @Test func transformSaveRestoreAndOpacity() throws {
        let c = try Canvas(width: 50, height: 50)
        c.save()
        c.translate(x: 20, y: 20)
        c.scale(x: 2, y: 2)
        c.opacity = 0.5
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 5, height: 5)), color: .black)
        c.restore()
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 5, height: 5)), color: .black)
        #expect(abs(Int(c.pixmap.pixel(x: 25, y: 25)?.a ?? 0) - 128) <= 1)
        #expect(c.pixmap.pixel(x: 31, y: 31)?.a == 0)
        #expect(c.pixmap.pixel(x: 2, y: 2)?.a == 255)
        #expect(c.transform == .identity)
        #expect(c.opacity == 1)
    }

    @Test func rotationKeepsArea() throws {
        let c = try Canvas(width: 100, height: 100)
        c.translate(x: 50, y: 50)
        c.rotate(0.5)
        c.fill(Path(rect: Rect(x: -20, y: -10, width: 40, height: 20)), color: .black)
        #expect(abs(coveredArea(c.pixmap) - 800) < 2)
    }

    @Test func rectAndPathClips() throws {
        let c = try Canvas(width: 40, height: 40)
        c.save()
        c.clip(to: Rect(x: 10, y: 10, width: 10, height: 10))
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 40)), color: .black)
        c.restore()
        #expect(abs(coveredArea(c.pixmap) - 100) < 0.01)
        let d = try Canvas(width: 40, height: 40)
        d.clip(to: Path(ellipseCenter: Point(20, 20), size: Size(20, 20)))
        d.fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 40)), color: .black)
        let area = coveredArea(d.pixmap)
        #expect(area <= Double.pi * 100 + 0.5 && Double.pi * 100 - area < 2.0 / 3 * Canvas.tolerance * Double.pi * 20 + 0.5)
        #expect(d.pixmap.pixel(x: 2, y: 2)?.a == 0)
        #expect(d.clipBounds.width <= 21)
    }

    @Test func nestedPathClipsRestoreCorrectlyFrameAfterFrame() throws {
        let c = try Canvas(width: 40, height: 40)
        for _ in 0..<50 {
            c.clear()
            c.save()
            c.clip(to: Path(rect: Rect(x: 0, y: 0, width: 20, height: 40)))  // left half
            c.save()
            c.clip(to: Path(rect: Rect(x: 0, y: 0, width: 40, height: 20)))  // ∩ top half
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 40)), color: .red)
            c.restore()
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 40)), color: Color(red: 0, green: 0, blue: 1, alpha: 0.5))
            c.restore()
        }
        #expect(alpha(c, 30, 30) == 0 && alpha(c, 30, 10) == 0)  // right half never drawn
        #expect(c.pixmap.pixel(x: 10, y: 30)?.b == 128)  // left bottom: only the blue
        let topLeft = try #require(c.pixmap.pixel(x: 10, y: 10))
        #expect(topLeft.a == 255 && topLeft.r > 120 && topLeft.b > 120)  // red under blue
    }

    @Test func perspectiveNarrowsTheFarSide() throws {
        let c = try Canvas(width: 200, height: 200)
        c.perspective = .rotationY(0.8, center: Point(100, 100), distance: 300)
        c.fill(Path(rect: Rect(x: 50, y: 50, width: 100, height: 100)), color: .black)
        // The covered area is the projected square's: its corners through the same
        // perspective, measured with the shoelace formula (to 1 %).
        let projected = [Point(50, 50), Point(150, 50), Point(150, 150), Point(50, 150)].compactMap { c.perspective?.apply($0) }
        try #require(projected.count == 4)
        var twice = 0.0
        for i in 0..<4 { twice += projected[i].x * projected[(i + 1) % 4].y - projected[(i + 1) % 4].x * projected[i].y }
        let expected = abs(twice) / 2
        let area = coveredArea(c.pixmap)
        #expect(expected < 9_000, "the square recedes: \(expected) px² of its 10,000")
        #expect(abs(area - expected) < 0.01 * expected, "covered \(area) px², projected \(expected) px²")
        // Left and right edges differ in height (one side recedes).
        let leftColumn = (0..<200).filter { (c.pixmap.pixel(x: 75, y: $0)?.a ?? 0) > 128 }.count
        let rightColumn = (0..<200).filter { (c.pixmap.pixel(x: 120, y: $0)?.a ?? 0) > 128 }.count
        #expect(leftColumn != rightColumn)
    }

    @Test func canvasReusesItsScratchAcrossFrames() throws {
        let c = try Canvas(width: 64, height: 64)
        for frame in 0..<3 {
            c.clear(.white)
            c.fill(Path(ellipseCenter: Point(32, 32), size: Size(Double(20 + frame * 10), 30)), color: .black)
        }
        #expect(c.pixmap.pixel(x: 32, y: 32) == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        c.reset(try Pixmap(width: 10, height: 10))
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), color: .red)
        #expect(c.pixmap.pixel(x: 9, y: 9)?.r == 255)
    }
}
