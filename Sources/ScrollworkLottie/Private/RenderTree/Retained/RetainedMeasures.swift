import Scrollwork

/// Outlines measured for trims, kept from frame to frame: a trimmed shape whose outline did
/// not change (an animated trim on a still path, the measuring pass and the drawing pass of an
/// incremental frame) is cut from the measure it had instead of being measured again, which
/// integrates every curve's length.
///
/// Up to ``capacity`` outlines of at most ``maxPoints`` points each are kept, replaced in turn;
/// a kept outline is found by a hash of its points and then compared whole, so a measure is
/// only ever used for an equal path. Storage grows to the largest outline each entry has held
/// and is reused after, so keeping allocates nothing in steady state.
struct RetainedMeasures {
    static let capacity = 64
    static let maxPoints = 4096

    private var keys: [UInt64] = []
    private var paths: [Path] = []
    private var measures: [PathMeasure] = []
    /// The entry replaced next once all are in use.
    private var next = 0
    /// The measure of an outline too large to keep.
    private var transient = PathMeasure()

    /// The measure of `path`: kept, or measured now (and kept when it is small enough).
    mutating func measure(of path: Path) -> PathMeasure {
        guard path.points.count <= Self.maxPoints else {
            transient.measure(path)
            return transient
        }
        let key = path.fingerprint
        if let k = keys.firstIndex(of: key), paths[k] == path { return measures[k] }
        let k: Int
        if keys.count < Self.capacity {
            keys.append(key)
            paths.append(Path())
            measures.append(PathMeasure())
            k = keys.count - 1
        } else {
            k = next
            next = (next + 1) % Self.capacity
        }
        keys[k] = key
        paths[k].removeAll()
        paths[k].append(path)
        measures[k].measure(path)
        return measures[k]
    }

    /// `path` cut by `trim` into `out` (replaced), measured only when the trim cuts it and its
    /// measure is not kept.
    mutating func trim(_ path: Path, _ trim: Trim, into out: inout Path) {
        switch trim.pieces {
        case .nothing, .whole:
            path.trimmed(trim, measuredBy: transient, into: &out)
        case .one, .wrapping:
            path.trimmed(trim, measuredBy: measure(of: path), into: &out)
        }
    }
}
