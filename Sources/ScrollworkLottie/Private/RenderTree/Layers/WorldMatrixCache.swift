import Scrollwork

/// Each layer's world matrix (its transform through its parents), computed once and reused:
/// within a render by children, matte sources and repeated precomps, and across renders while
/// nothing of the layer's transform chain changes between the time it was computed at and the
/// time asked for (its ``ChangeSpans``), at the same renderer revision (a value provider or a
/// binding changed between renders bumps it).
struct WorldMatrixCache {
    private var matrices: [[AffineTransform]] = []
    private var times: [[Double]] = []
    private var frames: [[UInt64]] = []
    private var revisions: [[UInt64]] = []
    /// The render the entries belong to.
    private(set) var frame: UInt64 = 0

    /// Starts a new render: entries hold only where their chain is unchanged since.
    mutating func nextFrame() { frame &+= 1 }

    /// The matrix of layer `i` of composition `c` at time `t`, if one was computed at this time
    /// in this render, or at a time from which `changes` (the chain's) has no change to `t`, at
    /// renderer revision `revision`.
    func matrix(_ i: Int, of c: Int, at t: Double, revision: UInt64, changes: ChangeSpans) -> AffineTransform? {
        guard c < frames.count, i < frames[c].count else { return nil }
        let at = times[c][i]
        if frames[c][i] == frame, at == t { return matrices[c][i] }
        guard revisions[c][i] == revision, !changes.changes(between: at, t) else { return nil }
        return matrices[c][i]
    }

    /// Keeps the matrix of layer `i` of composition `c` at time `t` (storage grows once).
    mutating func store(_ m: AffineTransform, _ i: Int, of c: Int, at t: Double, revision: UInt64) {
        while frames.count <= c {
            matrices.append([])
            times.append([])
            frames.append([])
            revisions.append([])
        }
        if frames[c].count <= i {
            let n = i + 1 - frames[c].count
            matrices[c].append(contentsOf: repeatElement(.identity, count: n))
            times[c].append(contentsOf: repeatElement(.nan, count: n))
            frames[c].append(contentsOf: repeatElement(frame &- 1, count: n))
            revisions[c].append(contentsOf: repeatElement(0, count: n))
        }
        matrices[c][i] = m
        times[c][i] = t
        frames[c][i] = frame
        revisions[c][i] = revision
    }
}
