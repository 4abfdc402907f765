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

    /// What a trim keeps, as fractions of the length in 0…1.
    public enum Pieces: Hashable, Sendable {
        /// The whole path.
        case whole
        /// Nothing.
        case nothing
        /// One piece, `from < to`.
        case one(from: Double, to: Double)
        /// A piece to the end (`from … 1`) and one from the start (`0 … to`): the kept part wraps.
        case wrapping(from: Double, to: Double)
    }

    /// The visible pieces (non-finite start or end keep nothing; a non-finite offset counts as 0).
    public var pieces: Pieces {
        guard start.isFinite, end.isFinite else { return .nothing }
        let o = offset.isFinite ? offset - offset.rounded(.down) : 0
        let s = min(max(min(start, end), 0), 1), e = min(max(max(start, end), 0), 1)
        if s == e { return .nothing }
        if s == 0 && e == 1 { return .whole }
        let a = s + o, b = e + o
        if b <= 1 { return .one(from: a, to: b) }
        if a >= 1 { return .one(from: a - 1, to: b - 1) }
        return .wrapping(from: a, to: b - 1)
    }
}

extension Path {
    /// The part of the path `trim` keeps, as exact Bézier pieces (``PathMeasure``). When the
    /// kept part wraps past the end of a path of one closed sub-path, it runs on through the
    /// start point as one piece (no seam); otherwise the pieces are separate sub-paths.
    public func trimmed(_ trim: Trim) -> Path {
        if case .whole = trim.pieces { return self }
        var measure = PathMeasure()
        var out = Path()
        trimmed(trim, measure: &measure, into: &out)
        return out
    }

    /// ``trimmed(_:)`` into `out` (replaced), measuring with `measure` (replaced): with both
    /// kept between calls, trimming allocates nothing once their storage has grown.
    public func trimmed(_ trim: Trim, measure: inout PathMeasure, into out: inout Path) {
        switch trim.pieces {
        case .nothing, .whole:
            break
        case .one, .wrapping:
            measure.measure(self)
        }
        trimmed(trim, measuredBy: measure, into: &out)
    }

    /// ``trimmed(_:)`` into `out` (replaced), cut from `measure`, which has measured this
    /// path (``PathMeasure/measure(_:)``): a caller that keeps the measure of a path that does
    /// not change trims it again without measuring it again.
    public func trimmed(_ trim: Trim, measuredBy measure: PathMeasure, into out: inout Path) {
        out.removeAll()
        let pieces = trim.pieces
        switch pieces {
        case .nothing:
            return
        case .whole:
            out.append(self)
            return
        case .one, .wrapping:
            break
        }
        let length = measure.length
        guard length > 0 else { return }
        switch pieces {
        case .one(let a, let b):
            measure.appendSegment(from: a * length, to: b * length, to: &out)
        case .wrapping(let a, let b):
            let oneClosedSubpath = verbs.last == .close && verbs.lazy.filter({ $0 == .move }).count == 1
            measure.appendSegment(from: a * length, to: length, to: &out, continuing: false)
            // One closed sub-path: the piece runs on through the start point.
            measure.appendSegment(from: 0, to: b * length, to: &out, continuing: oneClosedSubpath && !out.isEmpty)
        case .whole, .nothing:
            break
        }
    }
}
