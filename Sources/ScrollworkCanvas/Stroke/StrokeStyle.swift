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
        guard !lengths.isEmpty, offset.isFinite else { return nil }
        var total = 0.0
        for l in lengths {
            guard l >= 0, l.isFinite else { return nil }
            total += l
        }
        guard total > 0, total.isFinite else { return nil }
        return lengths.count % 2 == 1 ? lengths + lengths : lengths
    }
}

/// Trims a path to a piece of its length, as Lottie's trim path does (§9.4).
///
/// `start` and `end` are fractions of the total length of all sub-paths taken together;
/// `offset` is a fraction of that length too (Lottie's degrees divided by 360). When the
/// visible piece passes the end it wraps to the start.
public struct Trim: Hashable, Sendable {
    /// Start, 0…1 (clamped).
    public var start: Double
    /// End, 0…1 (clamped).
    public var end: Double
    /// Shift, in lengths (only its fractional part matters).
    public var offset: Double

    /// Creates a trim.
    public init(start: Double, end: Double, offset: Double = 0) {
        self.start = start
        self.end = end
        self.offset = offset
    }

    /// The visible intervals as fractions of the length in 0…1 (one or two), empty when
    /// nothing is visible; `nil` when the whole path is visible.
    public var intervals: [(Double, Double)]? {
        guard start.isFinite, end.isFinite else { return [] }
        let o = offset.isFinite ? offset - offset.rounded(.down) : 0
        let s = min(max(min(start, end), 0), 1), e = min(max(max(start, end), 0), 1)
        if s == e { return [] }
        if s == 0 && e == 1 { return nil }
        let a = s + o, b = e + o
        if b <= 1 { return [(a, b)] }
        if a >= 1 { return [(a - 1, b - 1)] }
        return [(a, 1), (0, b - 1)]
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
