import Scrollwork

/// A shape item's geometry as tracks; evaluates to a ``Contour`` in the shape's group space.
enum ShapeGeometry {
    case rectangle(position: Track<Point>, size: Track<Point>, roundness: Track<Double>, reversed: Bool)
    case ellipse(position: Track<Point>, size: Track<Point>, reversed: Bool)
    case polystar(star: Bool, points: Track<Double>, position: Track<Point>, rotation: Track<Double>,
                  outerRadius: Track<Double>, innerRadius: Track<Double>,
                  outerRoundness: Track<Double>, innerRoundness: Track<Double>, reversed: Bool)
    case path(Track<BezierValue>)
    /// No outline of its own (the output of merge paths, filled in when they are drawn).
    case empty

    /// Writes the contour at `t` into `out`, reusing its storage (the same contour as
    /// ``contour(at:)``).
    func contour(at t: Double, into out: inout Contour) {
        switch self {
        case .rectangle(let p, let s, let r, let reversed):
            out.setLottieRectangle(center: p.value(at: t), size: s.value(at: t), roundness: r.value(at: t))
            if reversed { out.reverse() }
        case .ellipse(let p, let s, let reversed):
            out.setEllipse(center: p.value(at: t), size: Size(s.value(at: t)))
            if reversed { out.reverse() }
        case .polystar(let star, let pt, let p, let r, let or, let ir, let os, let ins, let reversed):
            out.setPolyStar(center: p.value(at: t), points: pt.value(at: t), radii: (or.value(at: t), ir.value(at: t)),
                            roundness: (os.value(at: t), ins.value(at: t)), rotation: r.value(at: t), star: star)
            if reversed { out.reverse() }
        case .path(let track):
            track.contour(at: t, into: &out)
        case .empty:
            out.removeAll()
        }
    }

    func contour(at t: Double) -> Contour {
        switch self {
        case .rectangle(let p, let s, let r, let reversed):
            var c = Contour()
            c.setLottieRectangle(center: p.value(at: t), size: s.value(at: t), roundness: r.value(at: t))
            return reversed ? c.reversed() : c
        case .ellipse(let p, let s, let reversed):
            let c = Contour.ellipse(center: p.value(at: t), size: Size(s.value(at: t)))
            return reversed ? c.reversed() : c
        case .polystar(let star, let pt, let p, let r, let or, let ir, let os, let ins, let reversed):
            let c = Contour.polyStar(center: p.value(at: t), points: pt.value(at: t), radii: (or.value(at: t), ir.value(at: t)),
                                     roundness: (os.value(at: t), ins.value(at: t)), rotation: r.value(at: t), star: star)
            return reversed ? c.reversed() : c
        case .path(let track):
            return Contour(track.value(at: t).bezier)
        case .empty:
            return Contour()
        }
    }
}

private extension Size {
    /// A Lottie size value (a 2D vector).
    init(_ p: Point) { self.init(width: p.x, height: p.y) }
}
