/// Pages of equal size along a scroll axis: turns an offset into a fractional page position
/// (2.5 = halfway between the third and fourth page), the time axis of a paged intro.
///
/// A page size that is not positive and finite is treated as 1.
public struct Paging: Hashable, Sendable {
    /// The length of one page (e.g. the viewport width).
    public let pageSize: Double
    /// The number of pages, if known (used to clamp); `nil` for unbounded.
    public let pageCount: Int?

    /// Pages of `pageSize`.
    @inlinable
    public init(pageSize: Double, pageCount: Int? = nil) {
        self.pageSize = pageSize.isFinite && pageSize > 0 ? pageSize : 1
        self.pageCount = pageCount.map { max(1, $0) }
    }

    /// The fractional page at an offset (clamped to the pages when ``pageCount`` is known).
    @inlinable
    public func page(at offset: Double) -> Double {
        let p = offset / pageSize
        guard let pageCount else { return p }
        return p < 0 ? 0 : (p > Double(pageCount - 1) ? Double(pageCount - 1) : p)
    }

    /// The nearest whole page to an offset.
    @inlinable
    public func nearestPage(to offset: Double) -> Int {
        let p = page(at: offset)
        guard p.isFinite else { return 0 }
        return Int(p.rounded())
    }

    /// The offset of a page's leading edge.
    @inlinable
    public func offset(ofPage page: Double) -> Double { page * pageSize }

    /// Progress through page `index`: 0 when it is fully shown, 1 when the next one is, and
    /// outside 0…1 elsewhere — the input of a "keep on page" animation.
    @inlinable
    public func progress(onPage index: Int, at offset: Double) -> Double { page(at: offset) - Double(index) }
}
