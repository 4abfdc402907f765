#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Scrollwork

/// A shape item's geometry as tracks; evaluates to a ``Contour`` in the shape's group space.
enum ShapeGeometry {
    case rectangle(position: Track<Point>, size: Track<Point>, roundness: Track<Double>, reversed: Bool)
    case ellipse(position: Track<Point>, size: Track<Point>, reversed: Bool)
    case polystar(star: Bool, points: Track<Double>, position: Track<Point>, rotation: Track<Double>,
                  outerRadius: Track<Double>, innerRadius: Track<Double>,
                  outerRoundness: Track<Double>, innerRoundness: Track<Double>, reversed: Bool)
    case path(Track<BezierValue>)

    /// Writes the contour at `t` into `out`, reusing its storage.
    func contour(at t: Double, into out: inout Contour) {
        switch self {
        case .rectangle(let p, let s, let r, let reversed) where !reversed:
            Self.rectangle(center: p.value(at: t), size: s.value(at: t), radius: r.value(at: t), into: &out)
        case .ellipse(let p, let s, let reversed) where !reversed:
            Self.ellipse(center: p.value(at: t), size: s.value(at: t), into: &out)
        case .path(let track):
            out.set(track.value(at: t).bezier)
        default:
            out = contour(at: t)
        }
    }

    func contour(at t: Double) -> Contour {
        switch self {
        case .rectangle(let p, let s, let r, let reversed):
            let c = Self.rectangle(center: p.value(at: t), size: s.value(at: t), radius: r.value(at: t))
            return reversed ? c.reversed() : c
        case .ellipse(let p, let s, let reversed):
            let c = Self.ellipse(center: p.value(at: t), size: s.value(at: t))
            return reversed ? c.reversed() : c
        case .polystar(let star, let pt, let p, let r, let or, let ir, let os, let ins, let reversed):
            let c = Self.polystar(star: star, points: pt.value(at: t), center: p.value(at: t), rotation: r.value(at: t),
                                  outer: or.value(at: t), inner: ir.value(at: t),
                                  outerRoundness: os.value(at: t), innerRoundness: ins.value(at: t))
            return reversed ? c.reversed() : c
        case .path(let track):
            return Contour(track.value(at: t).bezier)
        }
    }

    static func rectangle(center c: Point, size: Point, radius: Double) -> Contour {
        var out = Contour()
        rectangle(center: c, size: size, radius: radius, into: &out)
        return out
    }

    static func rectangle(center c: Point, size: Point, radius: Double, into out: inout Contour) {
        let w = abs(size.x), h = abs(size.y)
        let l = c.x - w / 2, r = c.x + w / 2, top = c.y - h / 2, b = c.y + h / 2
        let rad = max(0, min(radius, w / 2, h / 2))
        out.removeAll()
        out.closed = true
        if rad <= 0 {
            out.add(Point(x: r, y: top))
            out.add(Point(x: r, y: b))
            out.add(Point(x: l, y: b))
            out.add(Point(x: l, y: top))
            return
        }
        let k = rad * (1 - circleTangentRatio)
        out.add(Point(x: r, y: top + rad), in: Point(x: r, y: top + k), out: Point(x: r, y: top + rad))
        out.add(Point(x: r, y: b - rad), in: Point(x: r, y: b - rad), out: Point(x: r, y: b - k))
        out.add(Point(x: r - rad, y: b), in: Point(x: r - k, y: b), out: Point(x: r - rad, y: b))
        out.add(Point(x: l + rad, y: b), in: Point(x: l + rad, y: b), out: Point(x: l + k, y: b))
        out.add(Point(x: l, y: b - rad), in: Point(x: l, y: b - k), out: Point(x: l, y: b - rad))
        out.add(Point(x: l, y: top + rad), in: Point(x: l, y: top + rad), out: Point(x: l, y: top + k))
        out.add(Point(x: l + rad, y: top), in: Point(x: l + k, y: top), out: Point(x: l + rad, y: top))
        out.add(Point(x: r - rad, y: top), in: Point(x: r - rad, y: top), out: Point(x: r - k, y: top))
    }

    static func ellipse(center c: Point, size: Point) -> Contour {
        var out = Contour()
        ellipse(center: c, size: size, into: &out)
        return out
    }

    static func ellipse(center c: Point, size: Point, into out: inout Contour) {
        let rx = size.x / 2, ry = size.y / 2
        let kx = rx * circleTangentRatio, ky = ry * circleTangentRatio
        out.removeAll()
        out.closed = true
        out.add(Point(x: c.x, y: c.y - ry), in: Point(x: c.x - kx, y: c.y - ry), out: Point(x: c.x + kx, y: c.y - ry))
        out.add(Point(x: c.x + rx, y: c.y), in: Point(x: c.x + rx, y: c.y - ky), out: Point(x: c.x + rx, y: c.y + ky))
        out.add(Point(x: c.x, y: c.y + ry), in: Point(x: c.x + kx, y: c.y + ry), out: Point(x: c.x - kx, y: c.y + ry))
        out.add(Point(x: c.x - rx, y: c.y), in: Point(x: c.x - rx, y: c.y + ky), out: Point(x: c.x - rx, y: c.y - ky))
    }

    static func polystar(star: Bool, points: Double, center: Point, rotation: Double, outer: Double, inner: Double,
                         outerRoundness: Double, innerRoundness: Double) -> Contour {
        var out = Contour()
        out.closed = true
        guard points.isFinite, points >= 1 else { return out }
        let pt = min(floor(points), 1000)
        let count = Int(star ? pt * 2 : pt)
        let step = 2 * Double.pi / Double(count)
        var angle = rotation * .pi / 180 - .pi / 2
        for i in 0..<count {
            let isOuter = !star || i % 2 == 0
            let rad = isOuter ? outer : inner
            let roundness = (isOuter ? outerRoundness : innerRoundness) / 100
            let perim = 2 * Double.pi * rad / (4 * pt)
            let x = rad * cos(angle), y = rad * sin(angle)
            let len = (x * x + y * y).squareRoot()
            let ox = len == 0 ? 0 : y / len, oy = len == 0 ? 0 : -x / len
            let v = Point(x: x + center.x, y: y + center.y)
            let d = Point(x: ox * perim * roundness, y: oy * perim * roundness)
            out.add(v, in: v + d, out: v - d)
            angle += step
        }
        return out
    }
}
