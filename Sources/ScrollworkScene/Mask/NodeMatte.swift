import ScrollworkCanvas

/// A track matte: another node whose pixels (alpha or luma) show this one.
public struct NodeMatte {
    /// The matte source, drawn in this node's coordinates (keep it out of the tree).
    public var source: Node
    /// How the source's pixels show the content.
    public var mode: MatteMode

    /// Creates a matte.
    public init(_ source: Node, mode: MatteMode = .alpha) {
        self.source = source
        self.mode = mode
    }
}
