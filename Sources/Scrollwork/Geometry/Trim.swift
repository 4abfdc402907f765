/// Trims a path to a piece of its length, as Lottie's trim path does (§9.4): Scrollwork's one
/// trim, used by Lottie shapes, scene nodes' `strokeStart`/`strokeEnd` and canvas strokes.
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

extension Path {
    /// The part of the path `trim` keeps, as exact Bézier pieces (``PathMeasure``). When the
    /// kept part wraps past the end of a path of one closed sub-path, it runs on through the
    /// start point as one piece (no seam); otherwise the pieces are separate sub-paths.
    public func trimmed(_ trim: Trim) -> Path {
        guard let intervals = trim.intervals else { return self }
        guard let (a, b) = intervals.first else { return Path() }
        let measure = PathMeasure(self)
        let length = measure.length
        guard length > 0 else { return Path() }
        guard intervals.count == 2 else { return measure.segment(from: a * length, to: b * length) }
        var out = measure.segment(from: a * length, to: length)
        let tail = measure.segment(from: 0, to: intervals[1].1 * length)
        if verbs.last == .close, verbs.filter({ $0 == .move }).count == 1 {
            // One closed sub-path: the piece runs on through the start point.
            if out.verbs.last == .close { out = measure.segment(from: a * length, to: length - 1e-9) }
            tail.forEachElement { e in
                if case .move = e { return }
                if case .close = e { return }
                out.append(e)
            }
        } else {
            out.append(tail)
        }
        return out
    }
}
