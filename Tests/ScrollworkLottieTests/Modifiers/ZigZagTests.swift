import Scrollwork
import Testing
@testable import ScrollworkLottie

/// Zig zag (lottie-web's algorithm) pinned against points worked out by hand on the 10 × 10
/// square of ``OffsetPathTests``: the corners move `size` along the normal of the chord between
/// their neighbours, the ridges along the segment's normal at their parameter, alternately in
/// (corners, here) and out (the ridges); a closed path ends with its first corner again.
struct ZigZagTests {
    static func zigZag(_ c: Contour, size: Double, ridges: Double, smooth: Bool) -> Contour {
        var out = Contour()
        c.zigZagged(amplitude: size, ridges: ridges, smooth: smooth, into: &out)
        return out
    }

    @Test("corner points: one ridge per side, corners in by 1 diagonally, ridges out by 1")
    func corners() {
        let out = Self.zigZag(OffsetPathTests.square, size: 1, ridges: 1, smooth: false)
        let d = 1 / 2.0.squareRoot()
        expectPoints(out.vertices, [(d, d), (5, -1), (10 - d, d), (11, 5), (10 - d, 10 - d), (5, 11), (d, 10 - d), (-1, 5), (d, d)])
        // Sharp: both control points on the vertex.
        #expect(zip(out.vertices, out.inPoints).allSatisfy { $0 == $1 } && zip(out.vertices, out.outPoints).allSatisfy { $0 == $1 })
        #expect(out.isClosed)
    }

    @Test("smooth points: tangents along the path, a quarter of the side long (1 ridge: 10 / (2 · 2))")
    func smooth() {
        let out = Self.zigZag(OffsetPathTests.square, size: 1, ridges: 1, smooth: true)
        // The ridge on the top side at (5, −1), travelling right.
        expectPoints([out.inPoints[1], out.vertices[1], out.outPoints[1]], [(2.5, -1), (5, -1), (7.5, -1)])
        // The first corner: its tangent perpendicular to its offset (the diagonal), 2.5 long.
        let d = 1 / 2.0.squareRoot(), k = 2.5 / 2.0.squareRoot()
        expectPoints([out.inPoints[0], out.outPoints[0]], [(d - k, d + k), (d + k, d - k)])
    }

    @Test("no ridges: only the corners move; ridges are rounded (1.5 → 2) and never negative")
    func ridgeCounts() {
        #expect(Self.zigZag(OffsetPathTests.square, size: 1, ridges: 0, smooth: false).vertices.count == 5)
        #expect(Self.zigZag(OffsetPathTests.square, size: 1, ridges: 1.5, smooth: false).vertices.count == 13)
        #expect(Self.zigZag(OffsetPathTests.square, size: 1, ridges: -3, smooth: false).vertices.count == 5)
        // Bounded: a billion ridges are cut to the vertex budget.
        #expect(Self.zigZag(OffsetPathTests.square, size: 1, ridges: 1e9, smooth: false).vertices.count <= Contour.maxZigZagVertices + 5)
    }

    @Test("an open path: a corner at each end, the ridges between")
    func openPath() {
        let line = Contour(vertices: [Point(x: 0, y: 0), Point(x: 10, y: 0)], inPoints: [Point(x: 0, y: 0), Point(x: 10, y: 0)],
                           outPoints: [Point(x: 0, y: 0), Point(x: 10, y: 0)], isClosed: false)
        let out = Self.zigZag(line, size: 2, ridges: 1, smooth: false)
        // An end corner's neighbours wrap around (lottie-web): on a two-vertex path both are the
        // other end, the chord is zero, its angle atan2(0, 0) = 0, so the ends move along x —
        // the first by −2 (side −1), the last by −2 too (side −1 after the ridge's +1 at (5, −2)).
        expectPoints(out.vertices, [(-2, 0), (5, -2), (8, 0)])
        #expect(!out.isClosed)
    }

    @Test("size 0 keeps the contour")
    func zero() {
        #expect(Self.zigZag(OffsetPathTests.square, size: 0, ridges: 3, smooth: true) == OffsetPathTests.square)
    }
}
