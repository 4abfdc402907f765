import Scrollwork

/// Curved outlines flattened to device space, kept from frame to frame: a shape drawn again
/// with the same path under the same transform, or one moved by a translation only (a still
/// shape redrawn because something near it moved, a layer or text sliding across the frame),
/// copies the polygon it had, moved, instead of flattening every curve again.
///
/// The flattener works under the transform's linear part and adds the translation after
/// (``Flattener/flatten(_:transform:tolerance:into:)``), so the polygon kept for one position
/// is exactly the flattener's at any other. Polygons are kept in up to ``capacity`` entries;
/// once all are in use, only the second time their path and linear part are flattened, in the
/// next entry in turn whose storage holds them. A kept polygon is found by a hash of the path's
/// points and the transform's linear part, then the path and linear part are compared whole,
/// so it is only ever used for an equal path under an equal transform up to translation.
/// Paths without curves are not kept (flattening them is a copy already), nor paths
/// of more than ``maxPathPoints`` points or polygons of more than ``maxPolygonPoints``, which
/// bounds the memory to about 10 MB. An entry's storage is made for the first polygon it holds
/// and only ever reused after, so keeping allocates nothing once the entries are made.
final class KeptPolygons {
    static let capacity = 128
    static let maxPathPoints = 1024
    static let maxPolygonPoints = 4096

    /// One kept polygon, under a transform's linear part (a class: a polyline cannot be copied
    /// into an array).
    // The stored properties skip the runtime exclusivity check, as the canvas's do: only
    // the canvas's draws, one at a time, touch them.
    private final class Entry {
        @exclusivity(unchecked) var key: UInt64 = 0
        @exclusivity(unchecked) var path = Path()
        @exclusivity(unchecked) var linear = AffineTransform.identity
        @exclusivity(unchecked) var polygon = Polyline()
    }

    @exclusivity(unchecked) private var entries: [Entry] = []
    /// Which entry holds a hash.
    @exclusivity(unchecked) private var slots: [UInt64: Int] = [:]
    /// The entry replaced next once all are in use.
    @exclusivity(unchecked) private var next = 0
    /// The hashes of outlines flattened lately and not kept, by hash modulo their count.
    private static let seenCount = 1024
    @exclusivity(unchecked) private var seen = [UInt64](repeating: 0, count: KeptPolygons.seenCount)
    /// How many flattens were answered by a kept polygon (for tests).
    @exclusivity(unchecked) private(set) var hits = 0
    /// How many entries, from the next in turn, are looked at for one to replace.
    private static let victimSearch = 32

    init() {
        entries.reserveCapacity(Self.capacity)
        slots.reserveCapacity(Self.capacity)
    }

    /// `path` under `transform` flattened within `tolerance` into `polygon` (replaced): copied
    /// and moved when kept, otherwise flattened (and kept when it qualifies). `false` when the
    /// flattener rejects the path (non-finite numbers). The same polygon as
    /// ``Flattener/flatten(_:transform:tolerance:into:)`` gives, point for point.
    func flatten(_ path: Path, transform: AffineTransform, tolerance: Double, into polygon: inout Polyline) -> Bool {
        polygon.removeAll()
        guard path.points.count <= Self.maxPathPoints, let key = Self.key(path, transform, tolerance) else {
            return Flattener.flatten(path, transform: transform, tolerance: tolerance, into: &polygon)
        }
        let linear = transform.linearPart, offset = transform.translation
        let holder = slots[key]
        if let k = holder, entries[k].linear == linear, entries[k].path == path {
            polygon.copy(from: entries[k].polygon)
            Flattener.translate(&polygon, from: 0, by: offset)
            hits &+= 1
            return true
        }
        guard Flattener.flatten(path, linear: linear, tolerance: tolerance, into: &polygon) else { return false }
        defer { Flattener.translate(&polygon, from: 0, by: offset) }
        // Once every entry is in use, kept only the second time it is flattened: an outline
        // that changes every frame then costs a hash, not a copy.
        if entries.count == Self.capacity {
            let seenIndex = Int(truncatingIfNeeded: key % UInt64(Self.seenCount))
            guard seen[seenIndex] == key else {
                seen[seenIndex] = key
                return true
            }
        }
        guard polygon.points.count <= Self.maxPolygonPoints,
              let k = entryToFill(for: path, polygon, replacing: holder) else { return true }
        let entry = entries[k]
        if slots[entry.key] == k { slots[entry.key] = nil }
        entry.key = key
        entry.path.removeAll()
        entry.path.append(path)
        entry.linear = linear
        entry.polygon.copy(from: polygon)
        slots[key] = k
        return true
    }

    /// The entry to keep `path` and `polygon` in: `holder`, the entry of another outline
    /// with the same hash, when its storage holds them (two outlines that collide take turns
    /// in one entry rather than filling one each time they alternate); else a new entry while
    /// there are fewer than ``capacity``; then the first of the next few in turn whose storage
    /// holds them without growing (`nil`: none does, and the polygon is not kept), so that
    /// replacing entries allocates nothing.
    private func entryToFill(for path: Path, _ polygon: borrowing Polyline, replacing holder: Int?) -> Int? {
        if let k = holder, fits(entries[k], path, polygon) { return k }
        if entries.count < Self.capacity {
            entries.append(Entry())
            return entries.count - 1
        }
        for step in 0..<Self.victimSearch {
            let k = (next + step) % Self.capacity
            if fits(entries[k], path, polygon) {
                next = (k + 1) % Self.capacity
                return k
            }
        }
        return nil
    }

    /// Whether `entry`'s storage holds `path` and `polygon` without growing.
    private func fits(_ entry: Entry, _ path: Path, _ polygon: borrowing Polyline) -> Bool {
        entry.path.points.capacity >= path.points.count && entry.path.verbs.capacity >= path.verbs.count
            && entry.polygon.canHold(polygon)
    }

    /// The path's fingerprint continued over the transform's linear part and the tolerance;
    /// `nil` for a path without curves.
    private static func key(_ path: Path, _ m: AffineTransform, _ tolerance: Double) -> UInt64? {
        guard path.verbs.contains(where: { $0 == .quad || $0 == .cubic }) else { return nil }
        var h = path.fingerprint
        h = Path.fingerprint(h, mixing: m.a); h = Path.fingerprint(h, mixing: m.b)
        h = Path.fingerprint(h, mixing: m.c); h = Path.fingerprint(h, mixing: m.d)
        return Path.fingerprint(h, mixing: tolerance)
    }
}
