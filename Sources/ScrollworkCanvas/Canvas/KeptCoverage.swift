import Scrollwork

/// The coverage of device polygons drawn again unchanged, kept from frame to frame: a still
/// shape drawn every frame (under shapes that move, in a part of the frame drawn again) plays
/// back the calls its sweep made (``CoverageTape``) instead of rasterizing its edges again.
///
/// A sweep's calls depend only on the polygon (its points and contours), the fill rule, the
/// clip rectangle and whether the sink takes runs (``SpanSink/prefersRuns``), so a tape is
/// played back only for an equal polygon (compared whole after a hash finds it) under the same
/// three; a scissor is applied to the calls as they are played, as it is to a sweep's. The
/// paint and the pixels under the shape do not matter: the sink blends the same calls onto
/// whatever is there.
///
/// A polygon is recorded when it is drawn in two frames running (a frame starts at each
/// clear of the pixmap and each scissored drawing: ``nextFrame()``), so shapes that move cost
/// a hash, not a recording. It goes into one of ``capacity`` entries, made together at the
/// first recording (about 4 MiB) and never grown: an entry whose tape was not kept, or
/// unused for ``staleDraws`` draws, is given to the next polygon its storage holds (shapes
/// drawn every frame keep theirs), so keeping allocates nothing after that. Polygons of more
/// than ``maxPolygonPoints`` points or ``maxContours`` contours, sweeps past a tape's storage
/// (not recorded again), and shapes split between two threads are not kept.
final class KeptCoverage {
    static let capacity = 32
    static let maxPolygonPoints = 1024
    static let maxContours = 64
    static let staleDraws = 512

    /// One polygon's sweep.
    final class Entry {
        @exclusivity(unchecked) var key: UInt64 = 0
        @exclusivity(unchecked) var polygon = Polyline(pointCapacity: KeptCoverage.maxPolygonPoints,
                                                       contourCapacity: KeptCoverage.maxContours)
        @exclusivity(unchecked) var rule = FillRule.nonZero
        @exclusivity(unchecked) var clip = PixelRect(x: 0, y: 0, width: 0, height: 0)
        @exclusivity(unchecked) var runs = false
        /// The pixels the sweep may touch (what rasterizing returned).
        @exclusivity(unchecked) var box = PixelRect(x: 0, y: 0, width: 0, height: 0)
        let tape = CoverageTape()
        /// Whether the tape holds the whole sweep of the polygon above.
        @exclusivity(unchecked) var isValid = false
        /// The draw it was last recorded or played at.
        @exclusivity(unchecked) var lastUsed = 0
    }

    // Only the owning canvas's draws, one at a time, touch these.
    @exclusivity(unchecked) private var entries: [Entry] = []
    @exclusivity(unchecked) private var slots: [UInt64: Int] = [:]
    /// The hashes of polygons drawn lately and not kept, by hash modulo their count, and the
    /// frame each was last drawn in.
    private static let seenCount = 1024
    @exclusivity(unchecked) private var seen = [UInt64](repeating: 0, count: KeptCoverage.seenCount)
    @exclusivity(unchecked) private var seenFrame = [Int](repeating: 0, count: KeptCoverage.seenCount)
    /// The hashes of polygons whose sweep did not fit a tape, likewise: not recorded again.
    @exclusivity(unchecked) private var declined = [UInt64](repeating: 0, count: KeptCoverage.seenCount)
    @exclusivity(unchecked) private var frame = 1
    @exclusivity(unchecked) private var draws = 0
    /// Where the search for an entry to give over starts.
    @exclusivity(unchecked) private var next = 0
    /// How many draws played a tape back (for tests).
    @exclusivity(unchecked) private(set) var hits = 0

    init() {
        slots.reserveCapacity(Self.capacity)
    }

    /// Starts a frame: a polygon drawn in this one and the last is recorded.
    func nextFrame() { frame &+= 1 }

    /// The hash of `polygon` swept with `rule` within `clip`; nil for one not kept.
    func key(_ polygon: borrowing Polyline, rule: FillRule, clip: PixelRect) -> UInt64? {
        let points = polygon.points, contours = polygon.contours
        guard points.count <= Self.maxPolygonPoints, contours.count <= Self.maxContours else { return nil }
        var h: UInt64 = rule == .evenOdd ? 0x9E37_79B9_7F4A_7C15 : 0xC2B2_AE3D_27D4_EB4F
        h = Path.fingerprint(h, mixing: UInt64(bitPattern: Int64(clip.x)) << 32 ^ UInt64(bitPattern: Int64(clip.y)))
        h = Path.fingerprint(h, mixing: UInt64(bitPattern: Int64(clip.width)) << 32 ^ UInt64(bitPattern: Int64(clip.height)))
        for c in contours { h = Path.fingerprint(h, mixing: UInt64(c.start) << 32 ^ UInt64(c.count)) }
        return Path.fingerprint(h, mixingPoints: points)
    }

    /// The entry kept for exactly `polygon`, `rule` and `clip` (any kind of sink), if any.
    /// Each call counts a draw (the clock of ``staleDraws``).
    func entry(_ key: UInt64, _ polygon: borrowing Polyline, rule: FillRule, clip: PixelRect) -> Entry? {
        draws &+= 1
        guard let k = slots[key] else { return nil }
        let e = entries[k]
        guard e.isValid, e.rule == rule, e.clip == clip, Self.equal(e.polygon, polygon) else { return nil }
        return e
    }

    /// Notes that `entry`'s tape is being played back.
    func played(_ entry: Entry) {
        entry.lastUsed = draws
        hits &+= 1
    }

    /// The entry to record this sweep in, its tape rewound (hand it to ``finish(_:)`` after
    /// the sweep), or nil when it is not kept: the polygon's own entry (drawn before with
    /// another kind of sink), or, when it was drawn in the last frame too, an entry free to
    /// give over.
    func entryToRecord(_ key: UInt64, _ polygon: borrowing Polyline, rule: FillRule, clip: PixelRect, box: PixelRect,
                       runs: Bool) -> Entry? {
        let i = Int(truncatingIfNeeded: key % UInt64(Self.seenCount))
        guard declined[i] != key else { return nil }
        var k = slots[key]
        if k == nil {
            let again = seen[i] == key && frame &- seenFrame[i] == 1
            if seen[i] != key || seenFrame[i] != frame {
                seen[i] = key
                seenFrame[i] = frame
            }
            guard again else { return nil }
            if entries.isEmpty {
                for _ in 0..<Self.capacity { entries.append(Entry()) }
            }
            k = freeEntry()
        }
        guard let k else { return nil }
        let e = entries[k]
        if e.key != key || slots[key] != k {
            if slots[e.key] == k { slots[e.key] = nil }
            e.key = key
            e.polygon.copy(from: polygon)
            slots[key] = k
        }
        e.rule = rule
        e.clip = clip
        e.box = box
        e.runs = runs
        e.isValid = false
        e.lastUsed = draws
        e.tape.rewind()
        return e
    }

    /// Keeps `entry`'s recording when it is whole; otherwise the entry is free again and the
    /// polygon is not recorded again (while no other polygon with a hash in the same place is
    /// declined).
    func finish(_ entry: Entry) {
        entry.isValid = entry.tape.isComplete
        guard !entry.isValid else { return }
        if let k = slots[entry.key], entries[k] === entry { slots[entry.key] = nil }
        declined[Int(truncatingIfNeeded: entry.key % UInt64(Self.seenCount))] = entry.key
        entry.tape.rewind()
    }

    /// The first entry from the next in turn whose recording was not kept or that went unused
    /// for ``staleDraws`` draws.
    private func freeEntry() -> Int? {
        for step in 0..<entries.count {
            let k = (next + step) % entries.count
            let e = entries[k]
            if !e.isValid || draws &- e.lastUsed > Self.staleDraws {
                next = (k + 1) % entries.count
                return k
            }
        }
        return nil
    }

    /// Whether two polygons have the same points and contours.
    private static func equal(_ a: borrowing Polyline, _ b: borrowing Polyline) -> Bool {
        let pa = a.points, pb = b.points, ca = a.contours, cb = b.contours
        guard pa.count == pb.count, ca.count == cb.count else { return false }
        for i in ca.indices where ca[i].start != cb[i].start || ca[i].count != cb[i].count { return false }
        for i in pa.indices where pa[i].x.bitPattern != pb[i].x.bitPattern || pa[i].y.bitPattern != pb[i].y.bitPattern {
            return false
        }
        return true
    }
}
