/// A point of an element meeting a point of the viewport: "element top at viewport center" is
/// `ScrollAnchor(element: 0, viewport: 0.5)`. Fractions run along the scroll axis (0 = the
/// leading edge — top or left — and 1 = the trailing edge).
public struct ScrollAnchor: Hashable, Sendable {
    /// Where on the element, as a fraction of its length.
    public var element: Double
    /// Where in the viewport, as a fraction of its length.
    public var viewport: Double

    /// Creates an anchor.
    @inlinable
    public init(element: Double, viewport: Double) {
        self.element = element
        self.viewport = viewport
    }

    /// Element's leading edge at the viewport's trailing edge: the element starts to enter.
    public static let enters = ScrollAnchor(element: 0, viewport: 1)
    /// Element's trailing edge at the viewport's leading edge: the element has just left.
    public static let leaves = ScrollAnchor(element: 1, viewport: 0)
    /// Element's leading edge at the viewport's leading edge.
    public static let topAtTop = ScrollAnchor(element: 0, viewport: 0)
    /// Element's leading edge at the viewport's centre.
    public static let topAtCenter = ScrollAnchor(element: 0, viewport: 0.5)
    /// Element's centre at the viewport's centre.
    public static let centerAtCenter = ScrollAnchor(element: 0.5, viewport: 0.5)
    /// Element's trailing edge at the viewport's trailing edge.
    public static let bottomAtBottom = ScrollAnchor(element: 1, viewport: 1)
}

/// What a driver does with inputs outside its range.
public enum RangeOverflow: Hashable, Sendable {
    /// Clamp progress into 0…1.
    case clamp
    /// Continue linearly beyond 0 and 1.
    case extrapolate
}

/// Maps a scroll offset range onto progress 0…1 (or onto any time range): the scroll-driven
/// timeline of one element or section.
///
/// ```swift
/// // From "element top at viewport bottom" to "element top at viewport center":
/// let range = ScrollRange(elementStart: 1200, elementLength: 300, viewportLength: 800,
///                         start: .enters, end: .topAtCenter)
/// range.progress(at: offset)              // 0…1
/// range.time(at: offset, from: 0, to: 60) // frames 0…60
/// ```
///
/// A range of zero length steps from 0 to 1 at its start; a NaN offset gives NaN.
public struct ScrollRange: Hashable, Sendable {
    /// The offset where progress is 0.
    public var start: Double
    /// The offset where progress is 1 (may be below ``start``: progress then runs backwards).
    public var end: Double
    /// Clamp or extrapolate outside the range.
    public var overflow: RangeOverflow

    /// A range between two offsets.
    @inlinable
    public init(start: Double, end: Double, overflow: RangeOverflow = .clamp) {
        self.start = start
        self.end = end
        self.overflow = overflow
    }

    /// A range defined by anchors: the offset at which an element's point meets a viewport
    /// point is `elementStart + anchor.element·elementLength − anchor.viewport·viewportLength`.
    @inlinable
    public init(elementStart: Double, elementLength: Double, viewportLength: Double,
                start: ScrollAnchor, end: ScrollAnchor, overflow: RangeOverflow = .clamp) {
        func offset(_ a: ScrollAnchor) -> Double {
            elementStart + a.element * elementLength - a.viewport * viewportLength
        }
        self.init(start: offset(start), end: offset(end), overflow: overflow)
    }

    /// Progress at a scroll offset: 0 at ``start``, 1 at ``end``.
    @inlinable
    public func progress(at offset: Double) -> Double {
        let span = end - start
        var p: Double
        if span == 0 {
            p = offset.isNaN ? offset : (offset < start ? 0 : 1)
        } else {
            p = (offset - start) / span
        }
        if overflow == .clamp { p = p < 0 ? 0 : (p > 1 ? 1 : p) }
        return p
    }

    /// The time at a scroll offset, with progress mapped linearly onto `from…to`.
    @inlinable
    public func time(at offset: Double, from: Double, to: Double) -> Double {
        lerp(from, to, progress(at: offset))
    }

    /// The scroll offset at a progress (the inverse of ``progress(at:)`` inside the range).
    @inlinable
    public func offset(atProgress progress: Double) -> Double { lerp(start, end, progress) }
}
