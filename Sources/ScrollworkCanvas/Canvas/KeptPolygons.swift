import Scrollwork

/// Curved outlines flattened to device space, kept from frame to frame: a shape drawn again
/// with the same path under the same transform (a still shape redrawn because something near
/// it moved, or a still layer of a frame drawn whole) copies the polygon it had instead of
/// flattening every curve again.
///
/// Polygons are kept in up to ``capacity`` entries; once all are in use, only the second time
/// their path and transform are flattened, in the next entry in turn whose storage holds them.
/// A kept polygon is found by a hash of the path's points and the transform, then the path and
/// transform are compared whole, so it is only ever used for an equal path under an equal
/// transform. Paths without curves are not kept (flattening them is a copy already), nor paths
/// of more than ``maxPathPoints`` points or polygons of more than ``maxPolygonPoints``, which
/// bounds the memory to about 10 MB. An entry's storage is made for the first polygon it holds
/// and only ever reused after, so keeping allocates nothing once the entries are made.
final class KeptPolygons {
    static let capacity = 128
    static let maxPathPoints = 1024
    static let maxPolygonPoints = 4096

    /// One kept polygon (a class: a polyline cannot be copied into an array).
    // The stored properties skip the runtime exclusivity check, as the canvas's do: only
    // the canvas's draws, one at a time, touch them.
    private final class Entry {
        @exclusivity(unchecked) var key: UInt64 = 0
        @exclusivity(unchecked) var path = Path()
        @exclusivity(unchecked) var transform = AffineTransform.identity
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
    /// How many entries, from the next in turn, are looked at for one to replace.
    private static let victimSearch = 32

    init() {
        entries.reserveCapacity(Self.capacity)
        slots.reserveCapacity(Self.capacity)
    }

    /// `path` under `transform` flattened within `tolerance` into `polygon` (replaced): copied
    /// when kept, otherwise flattened (and kept when it qualifies). `false` when the flattener
    /// rejects the path (non-finite numbers).
    func flatten(_ path: Path, transform: AffineTransform, tolerance: Double, into polygon: inout Polyline) -> Bool {
        guard path.points.count <= Self.maxPathPoints, let key = Self.key(path, transform, tolerance) else {
            return Flattener.flatten(path, transform: transform, tolerance: tolerance, into: &polygon)
        }
        if let k = slots[key], entries[k].transform == transform, entries[k].path == path {
            polygon.copy(from: entries[k].polygon)
            return true
        }
        guard Flattener.flatten(path, transform: transform, tolerance: tolerance, into: &polygon) else { return false }
        // Once every entry is in use, kept only the second time it is flattened: an outline
        // that changes every frame then costs a hash, not a copy.
        if entries.count == Self.capacity {
            let seenIndex = Int(truncatingIfNeeded: key % UInt64(Self.seenCount))
            guard seen[seenIndex] == key else {
                seen[seenIndex] = key
                return true
            }
        }
        guard polygon.points.count <= Self.maxPolygonPoints, let k = entryToFill(for: path, polygon) else { return true }
        let entry = entries[k]
        if slots[entry.key] == k { slots[entry.key] = nil }
        entry.key = key
        entry.path.removeAll()
        entry.path.append(path)
        entry.transform = transform
        entry.polygon.copy(from: polygon)
        slots[key] = k
        return true
    }

    /// A new entry while there are fewer than ``capacity``; then the first of the next few
    /// in turn whose storage holds `path` and `polygon` without growing (`nil`: none does,
    /// and the polygon is not kept), so that replacing entries allocates nothing.
    private func entryToFill(for path: Path, _ polygon: borrowing Polyline) -> Int? {
        if entries.count < Self.capacity {
            entries.append(Entry())
            return entries.count - 1
        }
        for step in 0..<Self.victimSearch {
            let k = (next + step) % Self.capacity
            let e = entries[k]
            if e.path.points.capacity >= path.points.count, e.path.verbs.capacity >= path.verbs.count, e.polygon.canHold(polygon) {
                next = (k + 1) % Self.capacity
                return k
            }
        }
        return nil
    }

    /// The path's fingerprint continued over the transform and the tolerance; `nil` for a
    /// path without curves.
    private static func key(_ path: Path, _ m: AffineTransform, _ tolerance: Double) -> UInt64? {
        guard path.verbs.contains(where: { $0 == .quad || $0 == .cubic }) else { return nil }
        var h = path.fingerprint
        h = Path.fingerprint(h, mixing: m.a); h = Path.fingerprint(h, mixing: m.b)
        h = Path.fingerprint(h, mixing: m.c); h = Path.fingerprint(h, mixing: m.d)
        h = Path.fingerprint(h, mixing: m.tx); h = Path.fingerprint(h, mixing: m.ty)
        return Path.fingerprint(h, mixing: tolerance)
    }
}
