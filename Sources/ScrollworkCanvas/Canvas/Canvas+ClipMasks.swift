/// The clip-mask pool: a path clip's mask is one byte per pixmap pixel; masks no saved state
/// refers to go back to a small pool, so clipping in a loop allocates nothing.
extension Canvas {
    /// Clip masks are made in stack order, so after a restore every mask above the current
    /// state's is unreferenced: their buffers go back to the pool.
    func releaseUnusedClipMasks() {
        let keep = (state.clipMask ?? -1) + 1
        while clipMasks.count > keep {
            recycleMask(clipMasks.removeLast())
        }
    }

    /// Returns a mask buffer to the pool (a few are kept; the rest are freed).
    func recycleMask(_ mask: [UInt8]) {
        if freeMasks.count < 4 { freeMasks.append(mask) }
    }

    /// The number of clip masks held by the state stack (for tests: bounded by the number of
    /// saved states that clip to a path, however often ``clip(to:rule:)`` is called).
    var liveClipMaskCount: Int { clipMasks.count }

    /// A zeroed mask buffer, from the pool when one is free.
    func takeMaskBuffer(count: Int) -> [UInt8] {
        if var m = freeMasks.popLast() {
            m.removeAll(keepingCapacity: true)
            m.append(contentsOf: repeatElement(0, count: count))
            return m
        }
        return [UInt8](repeating: 0, count: count)
    }
}
