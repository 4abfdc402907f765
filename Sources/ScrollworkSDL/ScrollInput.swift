/// Turns wheel, drag and key input into a scroll offset: the number the host hands the
/// scene as "time" (through whatever driver the scene uses).
///
/// Units: the offset is in *scroll units* — pixels of content by default. One wheel notch
/// moves ``wheelStep`` units (SDL reports fractional notches from precise touchpads, and they
/// are honoured); turning the wheel toward the user (SDL's negative y) scrolls forward, i.e.
/// increases the offset, as in a browser. Dragging moves the content with the pointer, so
/// dragging up scrolls forward. The arrow keys move ``lineStep``, Page Up/Down ``pageStep``,
/// Home/End jump to the ends of ``range``. The offset never leaves ``range``.
///
/// A paged scene sets ``wheelStep`` to a page width to make each notch turn one page, or a
/// fraction of it.
public struct ScrollInput: Sendable, Equatable {
    /// The axis the input scrolls along.
    public enum Axis: Sendable, Equatable {
        /// Vertical wheel and drag scroll (the wheel's y, the pointer's y).
        case vertical
        /// Horizontal scroll: the wheel's y still scrolls (as a horizontal page does), the
        /// wheel's x too, and drags follow the pointer's x.
        case horizontal
    }

    /// A key that scrolls.
    public enum Key: Sendable, Equatable {
        /// Arrow back (up or left).
        case lineBack
        /// Arrow forward (down or right).
        case lineForward
        /// Page Up.
        case pageBack
        /// Page Down (or space).
        case pageForward
        /// Home: the start of the range.
        case home
        /// End: the end of the range.
        case end
    }

    /// The offsets the input can reach.
    public var range: ClosedRange<Double> { didSet { offset = clamp(offset) } }
    /// Scroll units per wheel notch (default 40).
    public var wheelStep: Double
    /// Scroll units per arrow key press (default 40).
    public var lineStep: Double
    /// Scroll units per Page Up/Down press (default 600, set it to the viewport's extent).
    public var pageStep: Double
    /// Scroll units per pixel of drag (default 1).
    public var dragScale: Double
    /// The scrolling axis.
    public var axis: Axis
    /// The current offset, always inside ``range``.
    public private(set) var offset: Double

    /// Creates an input over a range, starting at its lower end.
    public init(range: ClosedRange<Double>, axis: Axis = .vertical, wheelStep: Double = 40,
                lineStep: Double = 40, pageStep: Double = 600, dragScale: Double = 1) {
        self.range = range
        self.axis = axis
        self.wheelStep = wheelStep
        self.lineStep = lineStep
        self.pageStep = pageStep
        self.dragScale = dragScale
        self.offset = range.lowerBound
    }

    /// Applies a wheel movement in notches (SDL's `preciseX`/`preciseY`: positive y is away
    /// from the user). Non-finite values are ignored.
    public mutating func wheel(x: Double, y: Double) {
        var notches = -y
        if axis == .horizontal { notches += x }
        guard notches.isFinite else { return }
        scroll(by: notches * wheelStep)
    }

    /// Applies a pointer drag of `dx`, `dy` pixels (content follows the pointer).
    public mutating func drag(dx: Double, dy: Double) {
        let along = axis == .vertical ? dy : dx
        guard along.isFinite else { return }
        scroll(by: -along * dragScale)
    }

    /// Applies a key press.
    public mutating func press(_ key: Key) {
        switch key {
        case .lineBack: scroll(by: -lineStep)
        case .lineForward: scroll(by: lineStep)
        case .pageBack: scroll(by: -pageStep)
        case .pageForward: scroll(by: pageStep)
        case .home: offset = range.lowerBound
        case .end: offset = range.upperBound
        }
    }

    /// Moves the offset by a number of scroll units (clamped to the range).
    public mutating func scroll(by delta: Double) {
        guard delta.isFinite else { return }
        offset = clamp(offset + delta)
    }

    /// Sets the offset (clamped to the range; NaN is ignored).
    public mutating func set(_ newOffset: Double) {
        guard !newOffset.isNaN else { return }
        offset = clamp(newOffset)
    }

    private func clamp(_ value: Double) -> Double {
        Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
    }
}
