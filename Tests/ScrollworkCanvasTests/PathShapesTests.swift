import ScrollworkCanvas
import Testing
import Scrollwork

@Suite("Path shapes and PathMeasure")
struct PathShapesTests {
    @Test func rectStartsTopRightClockwise() {
        let p = Path(rect: Rect(x: 0, y: 0, width: 10, height: 20))
        #expect(p.points == [Point(10, 0), Point(10, 20), Point(0, 20), Point(0, 0)])
        let r = Path(rect: Rect(x: 0, y: 0, width: 10, height: 20), reversed: true)
        #expect(Array(r.points.prefix(4)) == [Point(10, 0), Point(0, 0), Point(0, 20), Point(10, 20)])
        let rounded = Path(rect: Rect(x: 0, y: 0, width: 10, height: 20), cornerRadius: 50)
        #expect(rounded.points.first == Point(10, 5))  // radius clamped to 5
    }

    @Test func ellipseStartsAtTheTopClockwise() throws {
        let p = Path(ellipseCenter: Point(0, 0), size: Size(20, 10))
        #expect(p.points.first == Point(0, -5))
        #expect(p.points[1] == Point(10 * 0.5519150244935106, -5))
        #expect(p.points[3] == Point(10, 0))
        let m = PathMeasure(p)
        let q = try #require(m.position(at: m.length / 4))
        #expect(abs(q.x - 10) < 1e-6 && abs(q.y) < 1e-6)
        let r = PathMeasure(Path(ellipseCenter: Point(0, 0), size: Size(20, 10), reversed: true))
        let q2 = try #require(r.position(at: r.length / 4))
        #expect(abs(q2.x + 10) < 1e-6)
    }

    @Test func starVerticesFollowLottie() {
        let s = Path.star(center: Point(0, 0), points: 5, outerRadius: 10, innerRadius: 4, rotation: 90)
        // rotation 90° → the first outer vertex points right.
        #expect(abs(s.points[0].x - 10) < 1e-9 && abs(s.points[0].y) < 1e-9)
        #expect(s.verbs.filter { $0 == .line }.count == 9)
        let poly = Path.polygon(center: .zero, points: 4, radius: 10)
        #expect(abs(poly.points[0].y + 10) < 1e-9)
        #expect(abs(poly.points[1].x - 10) < 1e-9)
        let rounded = Path.star(center: .zero, points: 5, outerRadius: 10, innerRadius: 4, outerRoundness: 50)
        #expect(rounded.verbs.contains(.cubic))
    }

    @Test func arcs() throws {
        var p = Path()
        p.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: Double.pi)
        let m = PathMeasure(p)
        #expect(abs(m.length - Double.pi * 10) < 0.01)
        let mid = try #require(m.position(at: m.length / 2))
        #expect(abs(mid.y - 10) < 0.01)  // clockwise on a y-down screen passes through +y
    }

    @Test func measureLinesExactlyAndCurvesIndependentlyOfFlattening() throws {
        var p = Path()
        p.move(to: Point(0, 0)); p.line(to: Point(30, 40)); p.line(to: Point(30, 0)); p.close()
        let m = PathMeasure(p)
        #expect(abs(m.length - 120) < 1e-12)
        let t = try #require(m.tangent(at: 10))
        #expect(abs(t.x - 0.6) < 1e-12 && abs(t.y - 0.8) < 1e-12)
        // A cubic against a fine polyline.
        var c = Path()
        c.move(to: Point(0, 0)); c.cubic(to: Point(100, 0), control1: Point(0, 100), control2: Point(100, 100))
        var poly = 0.0, prev = Point(0, 0)
        for i in 1...20000 {
            let s = Double(i) / 20000, u = 1 - s
            let q = Point(x: 3 * u * s * s * 100 + s * s * s * 100, y: 3 * u * u * s * 100 + 3 * u * s * s * 100)
            poly += prev.distance(to: q); prev = q
        }
        #expect(abs(PathMeasure(c).length - poly) < 1e-3)
    }

    @Test func segmentExtraction() throws {
        var c = Path()
        c.move(to: Point(0, 0)); c.cubic(to: Point(100, 0), control1: Point(0, 100), control2: Point(100, 100))
        let m = PathMeasure(c)
        let piece = m.segment(from: m.length * 0.25, to: m.length * 0.75)
        let pm = PathMeasure(piece)
        #expect(abs(pm.length - m.length / 2) < 1e-6)
        #expect(piece.points.first.map { $0.distance(to: m.position(at: m.length * 0.25) ?? .zero) < 1e-6 } == true)
        // Across sub-paths: a closed square covered whole stays closed.
        var two = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        two.append(Path(rect: Rect(x: 20, y: 0, width: 10, height: 10)))
        let tm = PathMeasure(two)
        #expect(tm.length == 80)
        let first = tm.segment(from: 0, to: 40)
        #expect(first.verbs.last == .close)
        let cross = tm.segment(from: 30, to: 50)
        #expect(abs(PathMeasure(cross).length - 20) < 1e-9)
        #expect(cross.verbs.filter { $0 == .move }.count == 2)
        #expect(tm.segment(from: 50, to: 50).isEmpty)
        #expect(PathMeasure(Path()).position(at: 3) == nil)
    }

    @Test func reversedKeepsTheStartOfClosedPaths() {
        let p = Path(polygon: [Point(0, 0), Point(10, 0), Point(10, 10)])
        let r = p.reversed()
        #expect(r.points.first == Point(0, 0))
        #expect(r.points[1] == Point(10, 10))
        let open = Path(polygon: [Point(0, 0), Point(10, 0), Point(10, 10)], closed: false).reversed()
        #expect(open.points == [Point(10, 10), Point(10, 0), Point(0, 0)])
    }
}
