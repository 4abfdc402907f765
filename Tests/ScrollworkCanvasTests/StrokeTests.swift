import ScrollworkCanvas
import Testing
#if canImport(Glibc)
import Glibc
import Scrollwork
#endif

/// Alpha at a pixel, 0…255.
func alpha(_ c: Canvas, _ x: Int, _ y: Int) -> Int { Int(c.pixmap.pixel(x: x, y: y)?.a ?? 0) }

@Suite("Strokes")
struct StrokeTests {
    func line(_ a: Point, _ b: Point) -> Path { Path(polygon: [a, b], closed: false) }

    @Test func widthAndButtCaps() throws {
        let c = try Canvas(width: 100, height: 40)
        c.stroke(line(Point(20, 20), Point(80, 20)), color: .black, style: StrokeStyle(width: 10, cap: .butt))
        #expect(abs(coveredArea(c.pixmap) - 600) < 1)
        #expect(alpha(c, 50, 16) == 255 && alpha(c, 50, 26) == 0)
        #expect(alpha(c, 18, 20) == 0)
    }

    @Test func squareAndRoundCapsExtendHalfAWidth() throws {
        let sq = try Canvas(width: 100, height: 40)
        sq.stroke(line(Point(20, 20), Point(80, 20)), color: .black, style: StrokeStyle(width: 10, cap: .square))
        #expect(abs(coveredArea(sq.pixmap) - 700) < 1)
        let rd = try Canvas(width: 100, height: 40)
        rd.stroke(line(Point(20, 20), Point(80, 20)), color: .black, style: StrokeStyle(width: 10, cap: .round))
        #expect(abs(coveredArea(rd.pixmap) - (600 + Double.pi * 25)) < 1.5)
    }

    @Test func miterLimitTurnsSharpCornersIntoBevels() throws {
        let sharp = Path(polygon: [Point(10, 80), Point(50, 20), Point(90, 80)], closed: false)
        func area(_ join: LineJoin, _ limit: Double) throws -> Double {
            let c = try Canvas(width: 100, height: 100)
            c.stroke(sharp, color: .black, style: StrokeStyle(width: 10, join: join, miterLimit: limit))
            return coveredArea(c.pixmap)
        }
        let miter = try area(.miter, 10), clipped = try area(.miter, 1), bevel = try area(.bevel, 4), round = try area(.round, 4)
        #expect(miter > round && round > bevel)
        #expect(abs(clipped - bevel) < 0.5)
    }

    @Test func hairlinesStayVisible() throws {
        let c = try Canvas(width: 50, height: 50)
        c.stroke(line(Point(5, 25.5), Point(45, 25.5)), color: .black, style: StrokeStyle(width: 0.25))
        let a = alpha(c, 25, 25)
        #expect(a > 40 && a < 100)
        let zero = try Canvas(width: 50, height: 50)
        zero.stroke(line(Point(5, 25), Point(45, 25)), color: .black, style: StrokeStyle(width: 0))
        #expect(coveredArea(zero.pixmap) == 0)
    }

    @Test func dashesFollowThePatternAndOffset() throws {
        let c = try Canvas(width: 120, height: 20)
        c.stroke(line(Point(0, 10), Point(120, 10)), color: .black,
                 style: StrokeStyle(width: 4, dash: DashPattern([10, 10], offset: 5)))
        // Offset 5: on 0–5, off 5–15, on 15–25 …
        #expect(alpha(c, 2, 10) == 255)
        #expect(alpha(c, 10, 10) == 0)
        #expect(alpha(c, 20, 10) == 255)
        #expect(abs(coveredArea(c.pixmap) - 240) < 2)
    }

    /// lottie-web (canvas `setLineDash`) starts the pattern at the path's first point: the top
    /// of a Lottie ellipse, going clockwise. ThorVG 1.0.4 puts the phase elsewhere; we follow
    /// lottie-web.
    @Test func dashesOnAnEllipseStartAtTheTopGoingClockwise() throws {
        let ellipse = Path(ellipseCenter: Point(100, 100), size: Size(160, 120))
        let plain = try Canvas(width: 200, height: 200)
        plain.stroke(ellipse, color: .black, style: StrokeStyle(width: 6, dash: DashPattern([30, 50])))
        #expect(alpha(plain, 110, 40) == 255)  // just clockwise of the top: the first dash
        #expect(alpha(plain, 90, 40) == 0)     // just before the top: the end of a gap
        let shifted = try Canvas(width: 200, height: 200)
        shifted.stroke(ellipse, color: .black, style: StrokeStyle(width: 6, dash: DashPattern([30, 50], offset: 30)))
        #expect(alpha(shifted, 110, 40) == 0)  // the offset skips the first dash
    }

    @Test func oddDashPatternsRepeatWithRolesSwapped() throws {
        let c = try Canvas(width: 100, height: 20)
        c.stroke(line(Point(0, 10), Point(100, 10)), color: .black, style: StrokeStyle(width: 2, dash: DashPattern([10])))
        #expect(alpha(c, 5, 10) == 255 && alpha(c, 15, 10) == 0 && alpha(c, 25, 10) == 255)
    }

    @Test func trimKeepsAFractionOfTheLengthAcrossSubPaths() throws {
        var p = line(Point(0, 10), Point(100, 10))
        p.append(line(Point(0, 30), Point(100, 30)))
        let c = try Canvas(width: 100, height: 40)
        c.stroke(p, color: .black, style: StrokeStyle(width: 4, trim: Trim(start: 0.25, end: 0.75)))
        #expect(alpha(c, 20, 10) == 0 && alpha(c, 60, 10) == 255)
        #expect(alpha(c, 40, 30) == 255 && alpha(c, 60, 30) == 0)
        #expect(abs(coveredArea(c.pixmap) - 400) < 1)
    }

    @Test func trimWrapsPastTheEnd() {
        guard case .wrapping(let a, let b) = Trim(start: 0.5, end: 0.9, offset: 0.3).pieces else {
            Issue.record("a trim past the end wraps")
            return
        }
        #expect(abs(a - 0.8) < 1e-12 && abs(b - 0.2) < 1e-12)
        #expect(Trim(start: 0.3, end: 0.3).pieces == .nothing)
        #expect(Trim(start: 0, end: 1).pieces == .whole)
        #expect(Trim(start: .nan, end: 1).pieces == .nothing)
        // A negative offset shifts by its fractional part: −0.25 is 0.75.
        guard case .wrapping(let from, let to) = Trim(start: 0, end: 0.5, offset: -0.25).pieces else {
            Issue.record("0.75 … 1.25 wraps")
            return
        }
        #expect(abs(from - 0.75) < 1e-12 && abs(to - 0.25) < 1e-12)
        #expect(Trim(start: 0.1, end: 0.3, offset: 0.2).pieces == .one(from: 0.30000000000000004, to: 0.5))
    }

    @Test func aWrappedTrimOfOneClosedContourRunsThroughItsStart() {
        // A 100×100 square from its top-right corner: 400 long. From 350 to 450 (wrapping at 400)
        // is one open piece through the start corner, without a move in its middle.
        let square = Path(rect: Rect(x: 0, y: 0, width: 100, height: 100))
        let piece = square.trimmed(Trim(start: 0.875, end: 1, offset: 0.125))
        #expect(piece.verbs.filter { $0 == .move }.count == 1)
        #expect(!piece.verbs.contains(.close))
        #expect(abs(PathMeasure(piece).length - 50) < 1e-9)
        // Two contours: the pieces stay separate.
        var two = square
        two.append(Path(rect: Rect(x: 200, y: 0, width: 100, height: 100)))
        let pieces = two.trimmed(Trim(start: 0.9, end: 1, offset: 0.05))
        #expect(pieces.verbs.filter { $0 == .move }.count == 2)
    }

    @Test func trimmingIntoKeptStorageGivesTheSamePath() {
        let e = Path(ellipseCenter: Point(50, 50), size: Size(80, 60))
        var measure = PathMeasure(), out = Path()
        for trim in [Trim(start: 0.1, end: 0.6), Trim(start: 0.2, end: 0.9, offset: 0.4), Trim(start: 0, end: 1), Trim(start: 0.5, end: 0.5)] {
            e.trimmed(trim, measure: &measure, into: &out)
            #expect(out == e.trimmed(trim))
        }
    }

    @Test func zeroLengthSubPathWithRoundCapIsADot() throws {
        let c = try Canvas(width: 40, height: 40)
        var p = Path()
        p.move(to: Point(20, 20)); p.line(to: Point(20, 20))
        c.stroke(p, color: .black, style: StrokeStyle(width: 10, cap: .round))
        #expect(abs(coveredArea(c.pixmap) - Double.pi * 25) < 1.5)
        let butt = try Canvas(width: 40, height: 40)
        butt.stroke(p, color: .black, style: StrokeStyle(width: 10, cap: .butt))
        #expect(coveredArea(butt.pixmap) == 0)
    }

    @Test func curvesThatStayPutAndLonePointsStrokeNothing() throws {
        // Chromium drops a curve that does not leave the current point, and strokes no lone point:
        // lottie-web's single-vertex shapes (every segment a curve) draw no dot.
        var stay = Path()
        stay.move(to: Point(20, 20)); stay.cubic(to: Point(20, 20), control1: Point(20, 20), control2: Point(20, 20))
        var lone = Path()
        lone.move(to: Point(20, 20))
        var closed = stay
        closed.close()
        for path in [stay, lone, closed] {
            for cap in [LineCap.round, .square] {
                let c = try Canvas(width: 40, height: 40)
                c.stroke(path, color: .black, style: StrokeStyle(width: 10, cap: cap))
                #expect(coveredArea(c.pixmap) == 0)
            }
        }
    }

    @Test func zeroLengthDashesKeepTheirCaps() throws {
        let c = try Canvas(width: 60, height: 20)
        c.stroke(Path(polygon: [Point(5, 10), Point(55, 10)], closed: false), color: .black,
                 style: StrokeStyle(width: 6, cap: .round, dash: DashPattern([0, 20])))
        // Dots at 5, 25 and 45.
        #expect(abs(coveredArea(c.pixmap) - 3 * Double.pi * 9) < 3)
    }

    /// A stroke at most a pixel wide is a hairline, as Chromium draws it: each column (row) it
    /// crosses takes its width of ink, whatever the slope, where an exact band would take
    /// width / cos θ.
    @Test(arguments: [0.0, 30.0, 45.0, 60.0, 90.0])
    func hairlinesPutTheirWidthInEachColumn(degrees: Double) throws {
        let c = try Canvas(width: 80, height: 80)
        let a = degrees * Double.pi / 180, d = Point(x: cos(a), y: sin(a))
        let center = Point(40.3, 40.2)
        c.stroke(Path(polygon: [center - d * 30, center + d * 30], closed: false), color: .black,
                 style: StrokeStyle(width: 0.6, cap: .butt))
        // The middle third of the line, summed across its minor axis, per major-axis step.
        let xMajor = abs(d.x) >= abs(d.y)
        for k in -8...8 {
            let major = Int((xMajor ? center.x : center.y).rounded(.down)) + k
            var ink = 0.0
            for minor in 0..<80 {
                ink += Double(xMajor ? alpha(c, major, minor) : alpha(c, minor, major)) / 255
            }
            #expect(abs(ink - 0.6) < 0.03, "\(degrees)°, step \(k): \(ink)")
        }
    }

    @Test func closedStrokeHasAHole() throws {
        let c = try Canvas(width: 60, height: 60)
        c.stroke(Path(rect: Rect(x: 10, y: 10, width: 40, height: 40)), color: .black, style: StrokeStyle(width: 4))
        #expect(alpha(c, 30, 30) == 0)
        #expect(alpha(c, 10, 30) == 255 && alpha(c, 9, 9) == 255)  // miter corner filled
        #expect(abs(coveredArea(c.pixmap) - (44 * 44 - 36 * 36)) < 1)
    }

    /// On the inner side of a corner the outline must not overlap itself: signed-area
    /// coverage counts an overlap twice in edge pixels (the apex of the inner side would come
    /// out too dark). Each pixel is checked against the mean of a 16 × 16 supersampled render
    /// of the same stroke, where such errors shrink sixteen-fold.
    @Test(arguments: [15.0, 40.0, 75.0, 110.0, 150.0])
    func innerCornersMatchASupersampledRender(turnDegrees: Double) throws {
        let apex = Point(31.3, 40.6), turn = turnDegrees * Double.pi / 180
        let incoming = Point(x: cos(turn / 2), y: -sin(turn / 2)), outgoing = Point(x: cos(turn / 2), y: sin(turn / 2))
        let path = Path(polygon: [apex - incoming * 26, apex, apex + outgoing * 26], closed: false)
        let style = StrokeStyle(width: 12, cap: .butt, join: .miter, miterLimit: 10)
        let plain = try Canvas(width: 64, height: 64)
        plain.stroke(path, color: .black, style: style)
        let fine = try Canvas(width: 64 * 16, height: 64 * 16)
        fine.scale(x: 16, y: 16)
        fine.stroke(path, color: .black, style: style)
        var worst = 0
        for y in 0..<64 {
            for x in 0..<64 {
                var sum = 0
                for v in 0..<16 { for u in 0..<16 { sum += alpha(fine, x * 16 + u, y * 16 + v) } }
                worst = max(worst, abs(alpha(plain, x, y) - (sum + 128) / 256))
            }
        }
        #expect(worst <= 6, "largest difference \(worst) at a \(turnDegrees)° turn")
    }

    @Test func strokeWidthScalesWithTheTransform() throws {
        let c = try Canvas(width: 100, height: 40)
        c.scale(x: 2, y: 2)
        c.stroke(line(Point(10, 10), Point(40, 10)), color: .black, style: StrokeStyle(width: 5))
        #expect(abs(coveredArea(c.pixmap) - 600) < 1)
    }
}
