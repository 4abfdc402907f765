/// How the lines of a paragraph sit in their box: flush left, flush right or centred, or
/// justified (the gaps between words widened until the line fills the box) — After Effects'
/// paragraph options, in the order Lottie numbers them (`j` 0–6).
public enum TextJustification: Int, Hashable, Sendable, CaseIterable {
    /// Lines start at the box's left edge.
    case left = 0
    /// Lines end at the box's right edge.
    case right = 1
    /// Lines are centred in the box.
    case center = 2
    /// Justified; each paragraph's last line flush left.
    case justifiedLastLeft = 3
    /// Justified; each paragraph's last line flush right.
    case justifiedLastRight = 4
    /// Justified; each paragraph's last line centred.
    case justifiedLastCenter = 5
    /// Every line justified, each paragraph's last line too.
    case justifiedAll = 6

    /// The justification that places lines as `alignment` does.
    public init(_ alignment: TextAlignment) {
        switch alignment {
        case .left: self = .left
        case .center: self = .center
        case .right: self = .right
        }
    }

    /// Where a line that is not stretched sits: 0 flush left, 0.5 centred, 1 flush right (the
    /// share of the box's free width put before it).
    var placement: Double {
        switch self {
        case .left, .justifiedLastLeft, .justifiedAll: return 0
        case .center, .justifiedLastCenter: return 0.5
        case .right, .justifiedLastRight: return 1
        }
    }

    /// Whether a line is stretched to the box: every line but a paragraph's last in the
    /// justified modes, every line in ``justifiedAll``.
    func stretches(lastLine: Bool) -> Bool {
        switch self {
        case .left, .right, .center: return false
        case .justifiedLastLeft, .justifiedLastRight, .justifiedLastCenter: return !lastLine
        case .justifiedAll: return true
        }
    }
}
