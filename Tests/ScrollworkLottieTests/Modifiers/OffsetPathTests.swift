import Scrollwork
import Testing
@testable import ScrollworkLottie

/// Offset path (lottie-web's algorithm) pinned against points worked out by hand on a 10 × 10
/// square `(0,0) (10,0) (10,10) (0,10)`, clockwise on screen: each side moves `amount` outward
/// (up for the top side: lottie-web's offset of `p → q` is `amount · (dy, −dx) / |pq|`), and the
/// gaps at the corners are joined.
struct OffsetPathTests {
    static let square = Contour(vertices: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)],
                                inPoints: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)],
                                outPoints: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)],
                                isClosed: true)

    static func offset(_ c: Contour, _ amount: Double, _ join: LottieLineJoin, miterLimit: Double = 100) -> Contour {
        var out = Contour(), buffers = OffsetPathBuffers()
        c.offset(by: amount, join: join, miterLimit: miterLimit, into: &out, buffers: &buffers)
        return out
    }

    @Test("miter: the sides moved out by 1, a corner vertex where neighbouring sides meet")
    func miter() {
        let out = Self.offset(Self.square, 1, .miter)
        expectPoints(out.vertices, [(0, -1), (10, -1), (11, -1), (11, 0), (11, 10), (11, 11), (10, 11), (0, 11),
                                    (-1, 11), (-1, 10), (-1, 0), (-1, -1)])
        #expect(out.isClosed)
        // The sides stay straight: their control points at a third and two thirds.
        expectPoints([out.outPoints[0], out.inPoints[1]], [(10.0 / 3, -1), (20.0 / 3, -1)])
    }

    @Test("a miter corner farther than the limit is cut (bevel)")
    func miterLimit() {
        // The corner (11, −1) is 1 from the end of the side before it: over a limit of 0.5.
        let out = Self.offset(Self.square, 1, .miter, miterLimit: 0.5)
        expectPoints(out.vertices, [(0, -1), (10, -1), (11, 0), (11, 10), (10, 11), (0, 11), (-1, 10), (-1, 0)])
    }

    @Test("bevel: the side ends joined by straight lines")
    func bevel() {
        let out = Self.offset(Self.square, 1, .bevel)
        expectPoints(out.vertices, [(0, -1), (10, -1), (11, 0), (11, 10), (10, 11), (0, 11), (-1, 10), (-1, 0)])
    }

    @Test("round: a cubic from each side end to the next, handles 2 · 0.5519 · (half the gap) long")
    func round() {
        let out = Self.offset(Self.square, 1, .round)
        // Gap (10,−1) → (11,0): radius √2 / 2, handle 2 · 0.70711 · 0.5519 = 0.78050.
        let h = 2 * (2.0.squareRoot() / 2) * 0.5519
        expectPoints(Array(out.vertices.prefix(4)), [(0, -1), (10, -1), (11, 0), (11, 10)])
        expectPoints([out.outPoints[1], out.inPoints[2], out.outPoints[2]], [(10 + h, -1), (11, -h), (11, 10.0 / 3)])
        // The last gap's join ends on the first vertex again (lottie-web adds it as a vertex).
        #expect(out.vertices.count == 9)
        expectPoints([out.vertices[8], out.inPoints[8]], [(0, -1), (-h, -1)])
    }

    @Test("a negative amount moves the sides in; their crossings are cut off")
    func inset() {
        let out = Self.offset(Self.square, -1, .miter)
        // Neighbouring sides cross near the inner corners (1,1) (9,1) (9,9) (1,9); lottie-web
        // finds crossings to within its 2-unit boxes' centres, so the cut lands near them.
        for corner in [Point(x: 1, y: 1), Point(x: 9, y: 1), Point(x: 9, y: 9), Point(x: 1, y: 9)] {
            #expect(out.vertices.contains { ($0 - corner).length < 0.6 }, "no vertex near \(corner): \(out.vertices)")
        }
        #expect(out.vertices.allSatisfy { $0.x > 0.3 && $0.x < 9.7 && $0.y > 0.3 && $0.y < 9.7 })
    }

    @Test("an open path is offset along both sides, out and back")
    func openPath() {
        let line = Contour(vertices: [Point(x: 0, y: 0), Point(x: 10, y: 0)], inPoints: [Point(x: 0, y: 0), Point(x: 10, y: 0)],
                           outPoints: [Point(x: 0, y: 0), Point(x: 10, y: 0)], isClosed: false)
        let out = Self.offset(line, 2, .bevel)
        expectPoints(out.vertices, [(0, -2), (10, -2), (10, 2), (0, 2)])
        #expect(!out.isClosed)
    }

    @Test("amount 0 keeps the contour")
    func zero() {
        #expect(Self.offset(Self.square, 0, .round) == Self.square)
    }
}

/// Expects `points` to match `expected` one to one within 0.001.
func expectPoints(_ points: [Point], _ expected: [(Double, Double)], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(points.count == expected.count, "\(points)", sourceLocation: sourceLocation)
    for (p, e) in zip(points, expected) {
        #expect(abs(p.x - e.0) < 0.001 && abs(p.y - e.1) < 0.001, "\(p) ≠ \(e) in \(points)", sourceLocation: sourceLocation)
    }
}
