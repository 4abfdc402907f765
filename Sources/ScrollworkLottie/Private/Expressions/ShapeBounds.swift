import Scrollwork

/// The bounds of shape items at a frame, through their groups' transforms (the file's values).
package enum ShapeBounds {
    /// The bounds of `items` at frame `t`, mapped by `transform`; nil when they draw nothing.
    package static func bounds(of items: [LottieShapeItem], at t: Double, transform: AffineTransform = .identity) -> Rect? {
        var result: Rect?
        func add(_ r: Rect?) {
            guard let r, r.isFinite else { return }
            result = result.map { $0.union(r) } ?? r
        }
        for item in items where !item.isHidden {
            switch item.content {
            case .group(let children):
                var m = transform
                if let tr = children.last(where: { if case .transform = $0.content { return true } else { return false } }),
                   case .transform(let lt) = tr.content {
                    m = transform * TransformTrack(lt, overrides: .none).matrix(at: t)
                }
                add(bounds(of: children, at: t, transform: m))
            case .rectangle(let r):
                let c = Track(r.position, in: .none).value(at: t), s = Track(r.size, in: .none).value(at: t)
                add(Rect(x: c.x - s.x / 2, y: c.y - s.y / 2, width: s.x, height: s.y).applying(transform))
            case .ellipse(let e):
                let c = Track(e.position, in: .none).value(at: t), s = Track(e.size, in: .none).value(at: t)
                add(Rect(x: c.x - s.x / 2, y: c.y - s.y / 2, width: s.x, height: s.y).applying(transform))
            case .polystar(let s):
                let c = Track(s.position, in: .none).value(at: t), r = Track(s.outerRadius, in: .none).value(at: t)
                add(Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r).applying(transform))
            case .path(let p):
                add(Track(p, in: .none) { BezierValue($0) }.value(at: t).bezier.path.controlBounds?.applying(transform))
            default:
                break
            }
        }
        return result
    }
}
