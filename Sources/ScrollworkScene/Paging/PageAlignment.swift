/// Which edge (or the centre) of a node lines up with a page when it is kept on the page.
public enum PageAlignment: Hashable, Sendable {
    /// The node's left edge at the page's left edge.
    case left
    /// The node's centre at the page's centre.
    case center
    /// The node's right edge at the page's right edge.
    case right
}
