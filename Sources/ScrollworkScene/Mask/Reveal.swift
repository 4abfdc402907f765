import Scrollwork

/// Where a mask reveal starts (JazzHands' mask swipe directions, plus a circle and a rectangle).
public enum Reveal: Hashable, Sendable {
    /// A band growing down from the top edge.
    case fromTop
    /// A band growing right from the left edge.
    case fromLeft
    /// A band growing up from the bottom edge.
    case fromBottom
    /// A band growing left from the right edge.
    case fromRight
    /// A circle growing from the centre; at progress 1 it reaches the bounds' corners.
    case circleFromCenter
    /// A rectangle growing from `start` (node coordinates) to the bounds.
    case toBounds(from: Rect)
}

extension Reveal {
    /// The reveal's shape over `bounds` at `progress` (clamped to 0…1).
    public func path(in bounds: Rect, progress: Double) -> Path {
        let p = progress.isFinite ? min(max(progress, 0), 1) : 0
        let b = bounds.standardized
        switch self {
        case .fromTop: return Path(rect: Rect(x: b.minX, y: b.minY, width: b.width, height: b.height * p))
        case .fromLeft: return Path(rect: Rect(x: b.minX, y: b.minY, width: b.width * p, height: b.height))
        case .fromBottom:
            return Path(rect: Rect(x: b.minX, y: b.maxY - b.height * p, width: b.width, height: b.height * p))
        case .fromRight:
            return Path(rect: Rect(x: b.maxX - b.width * p, y: b.minY, width: b.width * p, height: b.height))
        case .circleFromCenter:
            let r = (b.width * b.width + b.height * b.height).squareRoot() / 2 * p
            return Path(ellipseCenter: b.center, size: Size(width: 2 * r, height: 2 * r))
        case .toBounds(let start):
            return Path(rect: start.interpolated(to: b, progress: p))
        }
    }
}
