import Scrollwork

/// Keeps a node on a page of a ``PagedScene`` (JazzHands' `keepView:onPage:` family): the
/// animated value is a fractional page number, and the node's frame is placed horizontally on
/// that page (aligned as asked, plus an offset) using the scene's **current** page width — so
/// a page-size change re-lays it out by itself.
///
/// Made by ``PagedScene/keep(_:onPage:alignment:offset:)`` and
/// ``PagedScene/keep(_:onPages:atTimes:alignment:offset:)``; keyframes at time `t` with value
/// `t` (page `t` shown at time `t`) pin the node on screen.
public final class PageKeepAnimation: NodeAnimation {
    /// The underlying animation (values are page numbers).
    public let animation: Animation<Node, Double>
    /// Which part of the node lines up with the page.
    public let alignment: PageAlignment
    /// Points added to the aligned x.
    public let offset: Double

    init(_ node: Node, scene: PagedScene, alignment: PageAlignment, offset: Double) {
        self.alignment = alignment
        self.offset = offset
        animation = Animation(node) { [weak scene] node, page in
            guard let scene else { return }
            node.frame = node.frame.setting(alignment.attribute,
                                            to: PageKeepAnimation.x(page: page, alignment: alignment,
                                                                    pageWidth: scene.pageSize.width) + offset)
        }
    }

    /// The x an aligned edge or centre takes on `page` for pages `pageWidth` wide.
    static func x(page: Double, alignment: PageAlignment, pageWidth: Double) -> Double {
        switch alignment {
        case .left: return page * pageWidth
        case .center: return (page + 0.5) * pageWidth
        case .right: return (page + 1) * pageWidth
        }
    }
}

extension PageAlignment {
    /// The frame attribute aligned.
    var attribute: LayoutAttribute {
        switch self {
        case .left: return .left
        case .center: return .centerX
        case .right: return .right
        }
    }
}
