import Scrollwork
import Synchronization

/// Where a keyframed track's last lookup landed (a core ``FilmstripCursor``): the next lookup
/// tries that segment and the next one before searching, so sequential frames and wheel
/// scrubbing find their segment in O(1).
///
/// One per keyframed track, shared by every copy of the track. Renderers on several threads
/// may share a tree: the cursor is an atomic word, and any cursor is a valid hint for any
/// strip (a foreign one only costs the search), so races cost speed, never a wrong value.
final class TrackCursor: Sendable {
    private let index = Atomic<Int>(0)

    /// Runs a core cursor lookup (`Filmstrip.value(at:cursor:)`, `blend(at:cursor:)`,
    /// `SpatialFilmstrip.sample(at:cursor:)`) from this cursor, and keeps where it landed.
    @inline(__always)
    func lookup<Result>(_ body: (inout FilmstripCursor) -> Result) -> Result {
        var cursor = FilmstripCursor()
        cursor.index = index.load(ordering: .relaxed)
        defer { index.store(cursor.index, ordering: .relaxed) }
        return body(&cursor)
    }
}
