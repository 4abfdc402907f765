/// The pieces ``Filmstrip/value(at:)`` blends, for values too large to make afresh per lookup.
extension Filmstrip {
    /// What ``value(at:)`` blends at `time`: the keyframe values at both ends of the segment and
    /// the eased progress between them, so that `from.interpolated(to: to, progress: progress)`
    /// is the value. A caller can then blend a large value (a path) into storage it keeps
    /// instead of into a new value. Held edges give both ends as that keyframe's value and
    /// progress 0; extrapolated edges the first or last segment with a progress outside 0…1.
    ///
    /// `nil` when the strip is empty, for a NaN time, or inside a segment with per-dimension
    /// easings (one progress cannot describe it: use ``value(at:)``).
    ///
    /// - Parameter time: the time looked up.
    /// - Returns: both ends and the progress, or `nil`.
    @inlinable
    public func blend(at time: Double) -> (from: Value, to: Value, progress: Double)? {
        guard !entries.isEmpty, !time.isNaN else { return nil }
        return blend(segment: upperBound(time), at: time)
    }

    /// ``blend(at:)`` trying the cursor's segment (and the next one) before searching, and
    /// leaving the cursor on the segment found, as ``value(at:cursor:)`` does.
    ///
    /// - Parameters:
    ///   - time: the time looked up.
    ///   - cursor: where the last lookup landed; updated.
    /// - Returns: both ends and the progress, or `nil`.
    @inlinable
    public func blend(at time: Double, cursor: inout FilmstripCursor) -> (from: Value, to: Value, progress: Double)? {
        guard !entries.isEmpty, !time.isNaN else { return nil }
        let i = locate(time, from: cursor.index)
        cursor.index = i
        return blend(segment: i, at: time)
    }

    /// The blend of the segment ending at upper bound `i`.
    @inlinable
    func blend(segment i: Int, at time: Double) -> (from: Value, to: Value, progress: Double)? {
        let n = entries.count
        if i > 0 && i < n {
            if !dimensionEasings.isEmpty && !dimensionEasings[i - 1].isEmpty { return nil }
            let a = entries[i - 1], b = entries[i]
            return (a.value, b.value, a.easing.value(at: (time - a.time) / (b.time - a.time)))
        }
        if i == 0 {
            if edgeStrategy == .extrapolate, n >= 2, time.isFinite, entries[1].time > entries[0].time {
                return (entries[0].value, entries[1].value, (time - entries[0].time) / (entries[1].time - entries[0].time))
            }
            return (entries[0].value, entries[0].value, 0)
        }
        if edgeStrategy == .extrapolate, n >= 2, time.isFinite, entries[n - 1].time > entries[n - 2].time {
            return (entries[n - 2].value, entries[n - 1].value,
                    (time - entries[n - 2].time) / (entries[n - 1].time - entries[n - 2].time))
        }
        return (entries[n - 1].value, entries[n - 1].value, 0)
    }
}
