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

    /// `strip`'s value at `t`, starting from the cursor and leaving it on the segment found.
    @inline(__always)
    func value<Value>(of strip: Filmstrip<Value>, at t: Double) -> Value? {
        var cursor = load()
        defer { index.store(cursor.index, ordering: .relaxed) }
        return strip.value(at: t, cursor: &cursor)
    }

    /// `strip`'s blend at `t` (``Filmstrip/blend(at:cursor:)``), from the cursor.
    @inline(__always)
    func blend<Value>(of strip: Filmstrip<Value>, at t: Double) -> (from: Value, to: Value, progress: Double)? {
        var cursor = load()
        defer { index.store(cursor.index, ordering: .relaxed) }
        return strip.blend(at: t, cursor: &cursor)
    }

    /// `strip`'s position and tangent at `t`, from the cursor.
    @inline(__always)
    func sample(of strip: SpatialFilmstrip, at t: Double) -> (position: Point, tangent: Point)? {
        var cursor = load()
        defer { index.store(cursor.index, ordering: .relaxed) }
        return strip.sample(at: t, cursor: &cursor)
    }

    @inline(__always)
    private func load() -> FilmstripCursor {
        var cursor = FilmstripCursor()
        cursor.index = index.load(ordering: .relaxed)
        return cursor
    }
}
