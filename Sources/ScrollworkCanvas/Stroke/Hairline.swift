import Scrollwork

/// A stroke thinner than a device pixel, drawn as the canonical player's browser draws it: a
/// hairline, one pixel thick across its *minor* axis (a mostly horizontal segment covers one
/// pixel of height, a mostly vertical one a pixel of width), lighter by the stroke's width.
///
/// Chromium's rasterizer (Skia) draws every anti-aliased stroke whose width maps to at most one
/// pixel this way (`SkDrawTreatAAStrokeAsHairline`), so lottie-web's thin strokes are lighter on
/// diagonals than an exact one-pixel band: a 45° hairline puts cos 45° ≈ 0.71 of the ink per unit
/// of length that a horizontal one does, and a thin circle about 0.90. ThorVG draws them as
/// exact bands; after measuring both against lottie-web on hand-written files
/// (`Tests/Goldens/rules/`), we follow lottie-web, the canonical player.
/// After Effects itself does not say how a sub-pixel stroke is rasterized.
///
/// Each segment is its own band (filled non-zero with the others, so where segments meet
/// nothing is counted twice). A round or square cap lengthens an open sub-path's
/// two end segments by as much area as the cap has (π/8 and 1/2 of a pixel); a line of no
/// length draws a short horizontal band, a dot, with those caps and nothing without.
///
/// The work is bounded: a segment's boxes are made only for the columns (rows) of the clip, and
/// once a stroke has made ``maxBoxes`` of them, its remaining segments are exact bands (a
/// parallelogram a pixel across the minor axis, the same ink).
@usableFromInline
internal struct Hairline {
    let cap: LineCap
    /// The device pixels drawn to (the clip): boxes outside them are not made.
    let clip: PixelRect
    /// The most boxes one stroke makes.
    static let maxBoxes = 1 << 18

    /// How far a cap lengthens an end segment, in device pixels.
    private var capReach: Double {
        switch cap {
        case .butt: 0
        case .square: 0.5
        case .round: Double.pi / 8
        }
    }

    /// The coverage of a hairline for a stroke `width` under `m`: how much lighter it is drawn,
    /// or `nil` when the stroke is wider than a pixel (it is then stroked as it is).
    ///
    /// Both axes' lengths are taken with Skia's quick length (the longer side plus half the
    /// shorter), and both must be at most a pixel; the coverage is their mean.
    static func coverage(width: Double, transform m: AffineTransform) -> Double? {
        func quickLength(_ x: Double, _ y: Double) -> Double {
            let ax = abs(x), ay = abs(y)
            return max(ax, ay) + min(ax, ay) / 2
        }
        let lengthX = quickLength(m.a * width, m.b * width), lengthY = quickLength(m.c * width, m.d * width)
        guard lengthX <= 1, lengthY <= 1 else { return nil }
        return (lengthX + lengthY) / 2
    }

    /// Builds the bands of `input` (device space) into `out` (which is emptied first).
    func stroke(_ input: borrowing Polyline, into out: inout Polyline) {
        out.removeAll()
        let points = input.points
        let reach = capReach
        var boxes = 0
        for c in input.contours {
            let pts = UnsafeBufferPointer(rebasing: points[c.start..<(c.start + c.count)])
            // A lone point draws nothing (see ``Stroker``).
            guard pts.count > 1 || c.dot, let first = pts.first, let last = pts.last else { continue }
            if c.closed && pts.count > 1 {
                for i in 0..<pts.count { band(pts[i], pts[i + 1 < pts.count ? i + 1 : 0], boxes: &boxes, into: &out) }
                continue
            }
            // An open sub-path: its ends pushed out along their tangents by the cap's reach.
            guard let startTangent = tangent(pts, fromStart: true), let endTangent = tangent(pts, fromStart: false) else {
                if reach > 0 { band(first - Point(x: reach, y: 0), first + Point(x: reach, y: 0), boxes: &boxes, into: &out) }
                continue
            }
            let start = first - startTangent * reach, end = last + endTangent * reach
            if pts.count == 2 {
                band(start, end, boxes: &boxes, into: &out)
                continue
            }
            band(start, pts[1], boxes: &boxes, into: &out)
            for i in 1..<(pts.count - 2) { band(pts[i], pts[i + 1], boxes: &boxes, into: &out) }
            band(pts[pts.count - 2], end, boxes: &boxes, into: &out)
        }
    }

    /// The unit direction the sub-path leaves its first point in (or arrives at its last point
    /// in); `nil` when it never moves.
    private func tangent(_ pts: UnsafeBufferPointer<Point>, fromStart: Bool) -> Point? {
        let n = pts.count
        for k in 1..<max(n, 1) {
            let d = fromStart ? pts[k] - pts[0] : pts[n - 1] - pts[n - 1 - k]
            let length = d.length
            if length > 0 { return d / length }
        }
        return nil
    }

    /// One segment's band, as the browser's hairline covers it: along the major axis, each
    /// pixel column (or row) it crosses takes a pixel-high box centred where the segment passes
    /// the column's centre, cut to the part of the column the segment spans. The boxes of a
    /// segment are one contour (a staircase), wound the same way for every segment; past the
    /// budget of boxes, the band is their exact parallelogram.
    private func band(_ a: Point, _ b: Point, boxes: inout Int, into out: inout Polyline) {
        let d = b - a
        guard d.x != 0 || d.y != 0 else { return }
        // (u, v): major and minor coordinates; u increases from p to q.
        let xMajor = abs(d.x) >= abs(d.y)
        var p = xMajor ? a : Point(x: a.y, y: a.x), q = xMajor ? b : Point(x: b.y, y: b.x)
        if p.x > q.x { swap(&p, &q) }
        let slope = (q.y - p.y) / (q.x - p.x)
        // Only the columns of the clip (and one beyond each side) are made.
        let low = Double(xMajor ? clip.x : clip.y) - 1, high = Double(xMajor ? clip.x + clip.width : clip.y + clip.height)
        let first = max(p.x.rounded(.down), low), last = min(q.x.rounded(.up) - 1, high)
        guard first <= last else { return }
        // Swapping the axes mirrors the winding: a y-major staircase is walked the other way.
        let (near, far) = xMajor ? (-0.5, 0.5) : (0.5, -0.5)
        func emit(_ u: Double, _ v: Double, begin: Bool = false) {
            let point = xMajor ? Point(x: u, y: v) : Point(x: v, y: u)
            if begin { out.begin(point) } else { out.add(point) }
        }
        let count = Int(last - first) + 1
        guard boxes + count <= Hairline.maxBoxes else {
            let left = max(p.x, first), right = min(q.x, last + 1)
            let vl = p.y + slope * (left - p.x), vr = p.y + slope * (right - p.x)
            emit(left, vl + near, begin: true)
            emit(right, vr + near)
            emit(right, vr + far)
            emit(left, vl + far)
            out.closeContour()
            return
        }
        boxes += count
        var column = first
        while column <= last {
            let left = max(column, p.x), right = min(column + 1, q.x)
            let v = p.y + slope * (column + 0.5 - p.x)
            emit(left, v + near, begin: column == first)
            emit(right, v + near)
            column += 1
        }
        column = last
        while column >= first {
            let left = max(column, p.x), right = min(column + 1, q.x)
            let v = p.y + slope * (column + 0.5 - p.x)
            emit(right, v + far)
            emit(left, v + far)
            column -= 1
        }
        out.closeContour()
    }
}
