import Scrollwork

/// How the ends of open stroked sub-paths look.
public enum LineCap: Hashable, Sendable {
    /// The stroke stops at the end point.
    case butt
    /// A half disc around the end point.
    case round
    /// The stroke extends half its width past the end point.
    case square
}

/// How a stroke turns a corner.
public enum LineJoin: Hashable, Sendable {
    /// A sharp corner, cut to a bevel when longer than the miter limit.
    case miter
    /// A circular arc around the corner.
    case round
    /// A straight cut across the corner.
    case bevel
}

/// A dash pattern: lengths alternating dash, gap, dash, gap… and a phase.
///
/// Follows Lottie (LOTTIE_FORMAT.md §9.5): an odd number of entries repeats with the roles
/// swapped; a negative or non-finite entry, or a total of zero, disables dashing (the stroke
/// is solid). The pattern starts `offset` units in (a negative offset shifts it the other way).
public struct DashPattern: Hashable, Sendable {
    /// Dash and gap lengths, in the stroke's local units.
    public var lengths: [Double]
    /// How far into the pattern the stroke starts.
    public var offset: Double

    /// Creates a dash pattern.
    public init(_ lengths: [Double], offset: Double = 0) {
        self.lengths = lengths
        self.offset = offset
    }

    /// The lengths actually used (an odd count doubled), or `nil` when dashing is disabled.
    public var effectiveLengths: [Double]? {
        guard let n = effectiveCount else { return nil }
        return n == lengths.count ? lengths : lengths + lengths
    }

    /// How many entries ``effectiveLengths`` has (entry `i` is `lengths[i % lengths.count]`),
    /// or `nil` when dashing is disabled; allocates nothing.
    var effectiveCount: Int? {
        guard !lengths.isEmpty, offset.isFinite else { return nil }
        var total = 0.0
        for l in lengths {
            guard l >= 0, l.isFinite else { return nil }
            total += l
        }
        guard total > 0, total.isFinite else { return nil }
        return lengths.count % 2 == 1 ? 2 * lengths.count : lengths.count
    }
}

/// Everything about how a path is stroked.
public struct StrokeStyle: Hashable, Sendable {
    /// The line width in local units; zero, negative or non-finite widths draw nothing.
    public var width: Double
    /// End caps of open sub-paths.
    public var cap: LineCap
    /// Corner joins.
    public var join: LineJoin
    /// The miter limit: the longest miter, as a multiple of the width, before a miter join
    /// becomes a bevel (as in SVG, canvas and lottie-web).
    public var miterLimit: Double
    /// An optional dash pattern.
    public var dash: DashPattern?
    /// An optional trim, applied before dashing.
    public var trim: Trim?

    /// Creates a stroke style.
    public init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 4,
                dash: DashPattern? = nil, trim: Trim? = nil) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.trim = trim
    }
}
