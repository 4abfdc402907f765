import Scrollwork
import ScrollworkLottie

/// Layer matrices scripts asked for (`toComp`, `fromComp`…), kept by layer and frame.
///
/// A matrix depends on its frame alone, as a script's result does (``ExpressionProperty``), so
/// one worked out at a frame holds for every later script at that frame. The "Create Nulls
/// From Paths" rig, for one, maps ten layers' points into its own layer each frame: the own
/// layer's matrix is then worked out once, not ten times.
///
/// A fixed number of slots, each layer's matrices in one slot (the newest frame wins), so
/// keeping and looking up allocate nothing. A matrix worked out while a script in its parent
/// chain was under way (which then read that property's own value) is not kept
/// (``ExpressionEvaluator/worldMatrix(comp:layer:frame:)``).
struct ScriptMatrixCache {
    /// One kept matrix, its inverse when asked for, and whether it differs between frames.
    struct Entry {
        var comp = -1, layer = -1
        var frame = Double.nan
        var matrix = AffineTransform.identity
        var inverse: AffineTransform?
        /// Whether working it out read a value that differs between frames (passed on to each
        /// script that reads it from here, as reading it anew would have).
        var varying = false
    }

    private var slots = [Entry](repeating: Entry(), count: 64)

    private func slot(comp: Int, layer: Int) -> Int { (layer &* 7 &+ comp &* 131) & (slots.count - 1) }

    /// The entry for `layer` of `comp` at `frame`, if one is kept.
    func entry(comp: Int, layer: Int, frame: Double) -> Entry? {
        let e = slots[slot(comp: comp, layer: layer)]
        return e.comp == comp && e.layer == layer && e.frame == frame ? e : nil
    }

    /// Keeps `entry`, replacing what its slot held.
    mutating func keep(_ entry: Entry) {
        slots[slot(comp: entry.comp, layer: entry.layer)] = entry
    }

    /// Keeps `inverse` beside the matrix kept for `layer` of `comp` at `frame`, if it is still there.
    mutating func keep(inverse: AffineTransform, comp: Int, layer: Int, frame: Double) {
        let k = slot(comp: comp, layer: layer)
        if slots[k].comp == comp, slots[k].layer == layer, slots[k].frame == frame { slots[k].inverse = inverse }
    }

    /// Forgets every kept matrix (a script was disabled, so values at a frame may now differ).
    mutating func removeAll() {
        for k in slots.indices { slots[k] = Entry() }
    }
}
