import Scrollwork

/// Each layer's world matrix (its transform through its parents), computed once per frame
/// and composition time: children, matte sources and repeated precomps reuse it.
///
/// An entry holds for one ``frame`` (the renderer moves to the next at every render, so
/// bindings and value handles changed between renders are seen) and one composition time (a
/// composition drawn by several precomp layers at different times recomputes).
struct WorldMatrixCache {
    private var matrices: [[AffineTransform]] = []
    private var times: [[Double]] = []
    private var frames: [[UInt64]] = []
    /// The render the entries belong to.
    private(set) var frame: UInt64 = 0

    /// Starts a new render: every entry is stale.
    mutating func nextFrame() { frame &+= 1 }

    /// The matrix of layer `i` of composition `c` at time `t`, if this render computed it.
    func matrix(_ i: Int, of c: Int, at t: Double) -> AffineTransform? {
        guard c < frames.count, i < frames[c].count, frames[c][i] == frame, times[c][i] == t else { return nil }
        return matrices[c][i]
    }

    /// Keeps the matrix of layer `i` of composition `c` at time `t` (storage grows once).
    mutating func store(_ m: AffineTransform, _ i: Int, of c: Int, at t: Double) {
        while frames.count <= c {
            matrices.append([])
            times.append([])
            frames.append([])
        }
        if frames[c].count <= i {
            let n = i + 1 - frames[c].count
            matrices[c].append(contentsOf: repeatElement(.identity, count: n))
            times[c].append(contentsOf: repeatElement(.nan, count: n))
            frames[c].append(contentsOf: repeatElement(frame &- 1, count: n))
        }
        matrices[c][i] = m
        times[c][i] = t
        frames[c][i] = frame
    }
}
