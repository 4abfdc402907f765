import Scrollwork

/// An edge, centre or dimension of a node's ``Node/frame`` — what JazzHands' constraint
/// animations moved through Auto Layout, re-cast for a node tree.
public enum LayoutAttribute: Hashable, Sendable, CaseIterable {
    /// The frame's left edge (min x).
    case left
    /// The frame's right edge (max x).
    case right
    /// The frame's top edge (min y).
    case top
    /// The frame's bottom edge (max y).
    case bottom
    /// The frame's horizontal centre.
    case centerX
    /// The frame's vertical centre.
    case centerY
    /// The frame's width.
    case width
    /// The frame's height.
    case height
}

extension Rect {
    /// The value of a layout attribute of this rectangle.
    public func value(of attribute: LayoutAttribute) -> Double {
        let r = standardized
        switch attribute {
        case .left: return r.minX
        case .right: return r.maxX
        case .top: return r.minY
        case .bottom: return r.maxY
        case .centerX: return r.midX
        case .centerY: return r.midY
        case .width: return r.width
        case .height: return r.height
        }
    }

    /// This rectangle with one attribute set: edges and centres move the rectangle (its size
    /// kept); a width keeps the left edge, a height keeps the top edge (negative sizes clamp to 0).
    public func setting(_ attribute: LayoutAttribute, to value: Double) -> Rect {
        guard value.isFinite else { return self }
        var r = standardized
        switch attribute {
        case .left: r.origin.x = value
        case .right: r.origin.x = value - r.width
        case .top: r.origin.y = value
        case .bottom: r.origin.y = value - r.height
        case .centerX: r.origin.x = value - r.width / 2
        case .centerY: r.origin.y = value - r.height / 2
        case .width: r.size.width = max(value, 0)
        case .height: r.size.height = max(value, 0)
        }
        return r
    }
}
