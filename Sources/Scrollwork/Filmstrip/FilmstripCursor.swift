/// The segment a Filmstrip lookup found last, so that the next lookup near the same time is
/// O(1) (scrolling is local: consecutive times almost always hit the same or the next segment).
///
/// An ``Animation`` keeps one; any cursor is safe with any Filmstrip (a stale or foreign one
/// only costs a binary search).
public struct FilmstripCursor: Hashable, Sendable {
    /// The upper-bound index found last: the first keyframe whose time is after the time looked up.
    public var index: Int

    /// A fresh cursor.
    @inlinable
    public init() { index = 0 }
}
