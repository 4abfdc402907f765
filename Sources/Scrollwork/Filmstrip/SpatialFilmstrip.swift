/// A position track whose segments may be curved: Lottie's position with spatial tangents
/// (LOTTIE_FORMAT.md §6.6).
///
/// Between keyframes `i` and `i+1` the point moves along the cubic Bézier
/// `A = pᵢ, B = pᵢ + outᵢ, C = pᵢ₊₁ + inᵢ, D = pᵢ₊₁`, and the eased progress is a fraction of
/// the curve's **arc length** — so a linear easing moves at constant speed along the curve.
/// Each curved segment caches a table of cumulative chord lengths (64 chords), built when
/// keyframes change; evaluation allocates nothing.
///
/// Segments with both tangents zero are straight and interpolate like a plain Filmstrip
/// (overshoot allowed). On curved segments an overshooting easing is clamped to the curve's
/// ends (distance in `[0, L]`). Timing, jumps, holds and edges follow ``Filmstrip``.
public struct SpatialFilmstrip: Sendable {
    /// The timing and values; its easings give the progress along each segment.
    @usableFromInline var strip: Filmstrip<Point>
    @usableFromInline var outTangents: ContiguousArray<Point>
    @usableFromInline var inTangents: ContiguousArray<Point>
    /// One entry per keyframe: the segment that starts there (unused for the last).
    @usableFromInline var segments: ContiguousArray<SpatialSegment>

    /// An empty track.
    public init() {
        strip = Filmstrip()
        outTangents = []
        inTangents = []
        segments = []
    }

    /// The number of keyframes.
    @inlinable public var count: Int { strip.count }
    /// Whether there are no keyframes.
    @inlinable public var isEmpty: Bool { strip.isEmpty }

    /// Sets a keyframe at `time` (NaN or infinite times are ignored) with the tangents of the
    /// segment that starts here (`outTangent`, relative to `position` — Lottie's `to`) and of
    /// the segment that ends here (`inTangent`, relative to `position` — Lottie's `ti` of the
    /// previous keyframe). Jumps and replacement follow ``Filmstrip/insert(_:)``.
    public mutating func set(_ position: Point, at time: Double, easing: Easing = .linear,
                             outTangent: Point = .zero, inTangent: Point = .zero) {
        guard time.isFinite else { return }
        let index = strip.upperBound(time)
        let replaces = strip.replacesSecondOfPair(time, index)
        strip.set(position, at: time, easing: easing)
        if replaces {
            outTangents[index - 1] = outTangent
            inTangents[index - 1] = inTangent
        } else {
            outTangents.insert(outTangent, at: index)
            inTangents.insert(inTangent, at: index)
        }
        rebuildSegments()
    }

    mutating func rebuildSegments() {
        let n = strip.count
        segments.removeAll(keepingCapacity: true)
        for i in 0..<n {
            if i + 1 < n {
                let a = strip.entries[i].value, d = strip.entries[i + 1].value
                segments.append(SpatialSegment(a: a, b: a + outTangents[i], c: d + inTangents[i + 1], d: d,
                                               curved: outTangents[i] != .zero || inTangents[i + 1] != .zero))
            } else {
                segments.append(SpatialSegment(a: strip.entries[i].value, b: strip.entries[i].value, c: strip.entries[i].value, d: strip.entries[i].value, curved: false))
            }
        }
    }

    /// The position at `time` (`nil` when empty or for a NaN time).
    @inlinable
    public func value(at time: Double) -> Point? { sample(at: time)?.position }

    /// The position and the direction of travel (the curve's tangent, not normalised) at
    /// `time` — the angle auto-orient adds (`atan2(tangent.y, tangent.x)`). Before the first
    /// and after the last keyframe the tangent is that of the nearest segment's end.
    @inlinable
    public func sample(at time: Double) -> (position: Point, tangent: Point)? {
        guard !strip.isEmpty, !time.isNaN else { return nil }
        return evaluate(strip.upperBound(time), time)
    }

    /// ``sample(at:)`` with a cursor for O(1) sequential scrubbing.
    @inlinable
    public func sample(at time: Double, cursor: inout FilmstripCursor) -> (position: Point, tangent: Point)? {
        guard !strip.isEmpty, !time.isNaN else { return nil }
        let i = strip.locate(time, from: cursor.index)
        cursor.index = i
        return evaluate(i, time)
    }

    @inlinable
    func evaluate(_ i: Int, _ time: Double) -> (position: Point, tangent: Point) {
        let n = strip.count
        if i == 0 {
            return (strip.entries[0].value, n > 1 ? segments[0].tangent(at: 0) : .zero)
        }
        if i == n {
            return (strip.entries[n - 1].value, n > 1 ? segments[n - 2].tangent(at: 1) : .zero)
        }
        let t0 = strip.entries[i - 1].time, t1 = strip.entries[i].time
        let y = strip.entries[i - 1].easing.value(at: (time - t0) / (t1 - t0))
        return segments[i - 1].sample(progress: y)
    }
}

/// One segment of a ``SpatialFilmstrip``: its control points and, when curved, its arc-length table.
@usableFromInline
struct SpatialSegment: Sendable {
    @usableFromInline let a: Point, b: Point, c: Point, d: Point
    @usableFromInline let curved: Bool
    /// Cumulative length at τ = k / (lengths.count − 1); empty for straight segments.
    @usableFromInline let lengths: [Double]

    static let chords = 64

    init(a: Point, b: Point, c: Point, d: Point, curved: Bool) {
        self.a = a; self.b = b; self.c = c; self.d = d
        self.curved = curved
        guard curved else { lengths = []; return }
        var table = [Double](repeating: 0, count: Self.chords + 1)
        var previous = a
        var total = 0.0
        for k in 1...Self.chords {
            let p = Self.point(a, b, c, d, Double(k) / Double(Self.chords))
            total += (p - previous).length
            table[k] = total
            previous = p
        }
        lengths = table
    }

    @inlinable
    static func point(_ a: Point, _ b: Point, _ c: Point, _ d: Point, _ t: Double) -> Point {
        let s = 1 - t
        let w0 = s * s * s, w1 = 3 * s * s * t, w2 = 3 * s * t * t, w3 = t * t * t
        return Point(x: w0 * a.x + w1 * b.x + w2 * c.x + w3 * d.x, y: w0 * a.y + w1 * b.y + w2 * c.y + w3 * d.y)
    }

    @inlinable
    static func derivative(_ a: Point, _ b: Point, _ c: Point, _ d: Point, _ t: Double) -> Point {
        let s = 1 - t
        let p = 3 * s * s, q = 6 * s * t, r = 3 * t * t
        return Point(x: p * (b.x - a.x) + q * (c.x - b.x) + r * (d.x - c.x),
                     y: p * (b.y - a.y) + q * (c.y - b.y) + r * (d.y - c.y))
    }

    /// The tangent at curve parameter τ, falling back to the chord where the curve stalls.
    @inlinable
    func tangent(at t: Double) -> Point {
        guard curved else { return d - a }
        let v = Self.derivative(a, b, c, d, t)
        return v == .zero ? d - a : v
    }

    @inlinable
    func sample(progress y: Double) -> (position: Point, tangent: Point) {
        guard curved, let total = lengths.last, total > 0 else {
            return (a.interpolated(to: d, progress: y), d - a)
        }
        let target = (y > 0 ? (y < 1 ? y : 1) : 0) * total
        // Binary search for the chord holding `target`, then interpolate τ within it.
        var low = 0, high = lengths.count - 1
        while high - low > 1 {
            let mid = (low + high) >> 1
            if lengths[mid] < target { low = mid } else { high = mid }
        }
        let span = lengths[high] - lengths[low]
        let fraction = span > 0 ? (target - lengths[low]) / span : 0
        let chords = Double(lengths.count - 1)
        let t = (Double(low) + fraction) / chords
        return (Self.point(a, b, c, d, t), tangent(at: t))
    }
}
