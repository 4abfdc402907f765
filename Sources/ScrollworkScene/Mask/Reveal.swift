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

