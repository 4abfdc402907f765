import Scrollwork
import Testing
@testable import ScrollworkLottie

/// The store of shape layers' outlines: what it keeps within its point budget, what it gives
/// up, and that outlines without a key are never handed back as kept. (That kept outlines are
/// only painted where they still hold is checked over the corpus by the frame-sequence tests,
/// and for value handles by the value-handle tests.)
@Suite("Kept outlines")
struct KeptOutlinesTests {
    /// One style's outline of `points` points, worked out at `frame`.
    static func outlines(points: Int, frame: Double) -> StyleOutlines {
        var o = StyleOutlines()
        o.prepare(styles: 1)
        for k in 0..<points {
            let p = Point(x: Double(k), y: frame)
            if k == 0 { o.paths[0].move(to: p) } else { o.paths[0].line(to: p) }
        }
        o.frame = frame
        return o
    }

    /// The frame of what is kept for `key` (NaN: nothing), handed back as it was.
    static func keptFrame(_ store: inout KeptOutlines, _ key: Int?) -> Double {
        let o = store.take(for: key)
        let frame = o.frame
        store.put(o, for: key)
        return frame
    }

    @Test("keeps layers' outlines while they fit, gives up one that outgrows the budget, reuses its entry")
    func budget() {
        var store = KeptOutlines(maxPoints: 10)
        store.put(Self.outlines(points: 6, frame: 1), for: 1)
        #expect(Self.keptFrame(&store, 1) == 1)
        #expect(Self.keptFrame(&store, 1) == 1, "taking and putting back keeps them")
        store.put(Self.outlines(points: 6, frame: 2), for: 2)
        #expect(Self.keptFrame(&store, 2).isNaN, "6 + 6 points exceed 10")
        #expect(Self.keptFrame(&store, 1) == 1)
        // Layer 1 shrinks: layer 2 now fits beside it.
        _ = store.take(for: 1)
        store.put(Self.outlines(points: 3, frame: 3), for: 1)
        store.put(Self.outlines(points: 6, frame: 4), for: 2)
        #expect(Self.keptFrame(&store, 1) == 3 && Self.keptFrame(&store, 2) == 4)
        // Layer 1 grows past what is left: it is given up, layer 2 stays.
        _ = store.take(for: 1)
        store.put(Self.outlines(points: 8, frame: 5), for: 1)
        #expect(Self.keptFrame(&store, 1).isNaN)
        #expect(Self.keptFrame(&store, 2) == 4)
        // Its points are free again for another layer.
        store.put(Self.outlines(points: 4, frame: 6), for: 3)
        #expect(Self.keptFrame(&store, 3) == 6)
        let kept = store.take(for: 3)
        #expect(kept.paths[0] == Self.outlines(points: 4, frame: 6).paths[0], "the outline handed back is the one kept")
        store.put(kept, for: 3)
    }

    @Test("outlines without a key are never handed back as kept")
    func withoutKey() {
        var store = KeptOutlines()
        store.put(Self.outlines(points: 4, frame: 7), for: nil)
        #expect(store.take(for: nil).frame.isNaN)
    }
}
