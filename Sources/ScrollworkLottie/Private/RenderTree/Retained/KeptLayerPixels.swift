import Scrollwork
import ScrollworkCanvas

/// Layers drawn through an offscreen (masks, a matte, a blend mode, effects, a precomp faded
/// as a whole) kept as the pixels they composited (`KeptLayer`), so that while such a layer
/// stays the same it is blended from those pixels instead of drawn again: no content, no
/// masks, no matte source. A kept layer is drawn again only when
///
/// - the canvas is in the state the layer was begun in (the canvas checks: clip, transform,
///   perspective, opacity, layer depth);
/// - the render is placed as it was (``Context``): the same path clip, if any, around the
///   composition, and the same renderer revision;
/// - the layer's world matrix is the same, and nothing it draws changes between the frame it
///   was kept at and this one (``LottieRenderer/layerChanges(_:of:between:_:budget:depth:)``:
///   its tracks, parents, matte source, a precomp's layers).
///
/// A layer is kept the second time it is drawn the same (the first is only noted: a layer
/// drawn once, say a still one an incremental frame never needs to redraw, costs no copy),
/// when it stays the same from the frame before to the frame after and its offscreen fits in
/// what ``LottieRenderer/pixelCacheBudget`` leaves; one entry per layer of a composition,
/// taken by the first use of the layer in a render (a precomp drawn twice keeps its layers'
/// first use). Storage is reused from frame to frame, so keeping allocates nothing in steady
/// state.
final class KeptLayerPixels {
    /// How the render under way is placed: the path clips the renderer does not vouch for
    /// are ruled out by requiring none, and the composition's own clip is fixed by these.
    struct Context: Equatable {
        /// The canvas transform the composition is clipped with, whether exactly, and the
        /// clip around it.
        var transform: AffineTransform
        var exactClip: Bool
        var clip: PixelRect
        var revision: UInt64
    }

    struct Entry {
        /// The layer's pixels (empty: only noted).
        var kept = KeptLayer()
        /// The frame (of the layer's composition) and world matrix it was kept or noted at,
        /// and the render's placement.
        var time = Double.nan
        var matrix = AffineTransform.identity
        var context: Context?
        /// The last render pass that drew or kept it.
        var pass: UInt64 = 0
    }

    /// The entry of each layer, by ``KeptOutlines/key(composition:layer:)``.
    private var slots: [Int: Int] = [:]
    private(set) var entries: [Entry] = []
    /// The placement of the render under way (nil: nothing is kept or drawn from here).
    var context: Context?
    /// Counts each render pass (``LottieRenderer/inComposition(_:transform:exactClip:_:)``).
    var pass: UInt64 = 0
    /// Layers drawn from kept pixels, and layers kept, since the renderer was made (tests).
    var hits = 0
    var keeps = 0

    /// The memory the kept pixels take, in bytes.
    var byteCount: Int { entries.reduce(0) { $0 + $1.kept.byteCount } }

    /// The entry for `key`, made on first use.
    func entry(for key: Int) -> Int {
        if let k = slots[key] { return k }
        entries.append(Entry())
        slots[key] = entries.count - 1
        return entries.count - 1
    }

    /// The entry for `key`, if one was made.
    func existingEntry(for key: Int) -> Int? { slots[key] }

    /// Lets go of the pixels of entries not used in this pass, other than `spared`, until at
    /// most `bytes` are kept (the least recently used first); returns whether that was reached.
    func shrink(to bytes: Int, sparing spared: Int) -> Bool {
        var total = byteCount
        while total > bytes {
            var oldest: Int?
            for k in entries.indices where k != spared && entries[k].pass < pass && entries[k].kept.byteCount > 0 {
                if let o = oldest, entries[o].pass <= entries[k].pass { continue }
                oldest = k
            }
            guard let k = oldest else { return false }
            total -= entries[k].kept.byteCount
            entries[k].kept.removeAll()
            entries[k].context = nil
        }
        return true
    }

    /// Lets all the pixels go.
    func removeAll() {
        for k in entries.indices {
            entries[k].kept.removeAll()
            entries[k].context = nil
        }
    }
}

extension LottieRenderer {
    /// Blends layer `i` of composition `c` from its kept pixels when they hold at `t` with
    /// world matrix `m` (see `KeptLayerPixels`); `false` when they do not (nothing drawn).
    func drawKeptLayer(_ i: Int, of c: Int, at t: Double, matrix m: AffineTransform, canvas: Canvas) -> Bool {
        let kept = keptLayers
        guard kept.context != nil, let k = kept.existingEntry(for: KeptOutlines.key(composition: c, layer: i)) else {
            return false
        }
        guard !kept.entries[k].kept.isEmpty, kept.holds(k, at: t, matrix: m, layer: i, of: c, renderer: self),
              canvas.drawKeptLayer(kept.entries[k].kept) else { return false }
        kept.touch(k)
        kept.hits += 1
        return true
    }

    /// The entry to keep layer `i` of composition `c` in as it ends (just begun, over
    /// `rect`, with world matrix `m`), or nil: no render context, measuring, the layer changes
    /// around `t`, its entry was used in this pass already, it was not noted drawn the same
    /// before (it is now), or its pixels would not fit in the budget.
    func keptLayerEntry(_ i: Int, of c: Int, at t: Double, matrix m: AffineTransform, rect: PixelRect, canvas: Canvas) -> Int? {
        let kept = keptLayers
        guard kept.context != nil, !canvas.isMeasuring, pixelCacheBudget > 0 else { return nil }
        var budget = 10_000
        if layerChanges(i, of: c, between: t - 1, t + 1, budget: &budget) { return nil }
        let k = kept.entry(for: KeptOutlines.key(composition: c, layer: i))
        guard kept.entries[k].pass < kept.pass else { return nil }
        // Room for the whole offscreen, made when the layer is noted: keeping it later (at
        // this frame in a sequence played again, say) then allocates nothing.
        let need = max(rect.width, 0) * max(rect.height, 0) * 4
        let room = pixelCacheBudget - incremental.underlay.byteCount - need
        let fits = room >= 0 && kept.shrink(to: room + kept.entries[k].kept.byteCount, sparing: k)
        guard kept.holds(k, at: t, matrix: m, layer: i, of: c, renderer: self) else {
            kept.note(k, at: t, matrix: m, reserving: fits ? need / 4 : 0)
            return nil
        }
        return fits ? k : nil
    }

    /// Ends the layer open on `canvas`, keeping its pixels in entry `k` (nil: not kept).
    func endLayer(keepingIn k: Int?, at t: Double, matrix m: AffineTransform, canvas: Canvas) {
        guard let k else {
            canvas.endLayer()
            return
        }
        keptLayers.store(k, at: t, matrix: m) { canvas.endLayer(keepingIn: &$0) }
    }
}

extension KeptLayerPixels {
    /// Whether entry `k` was kept or noted in this render's placement with world matrix `m`, at
    /// a frame from which layer `i` of composition `c` draws the same at `t`. (Fields are read
    /// in place: a copy of the entry would share its pixels, and the next change to them
    /// would copy them.)
    func holds(_ k: Int, at t: Double, matrix m: AffineTransform, layer i: Int, of c: Int, renderer: LottieRenderer) -> Bool {
        guard entries[k].context == context, entries[k].matrix == m else { return false }
        if entries[k].time == t { return true }
        var budget = 10_000
        return !renderer.layerChanges(i, of: c, between: entries[k].time, t, budget: &budget)
    }

    /// Marks entry `k` used in this pass.
    func touch(_ k: Int) { entries[k].pass = pass }

    /// Notes entry `k`'s layer drawn at `t` with matrix `m` in this pass, letting go of what
    /// it kept (its storage stays for the next keep, with room for `count` pixels).
    func note(_ k: Int, at t: Double, matrix m: AffineTransform, reserving count: Int) {
        entries[k].kept.removeAll(keepingCapacity: true)
        entries[k].kept.reserveCapacity(count)
        entries[k].time = t
        entries[k].matrix = m
        entries[k].context = context
        entries[k].pass = pass
    }

    /// Fills entry `k` by `body` (handed its `KeptLayer`), kept at `t` with matrix `m`.
    func store(_ k: Int, at t: Double, matrix m: AffineTransform, _ body: (inout KeptLayer) -> Void) {
        body(&entries[k].kept)
        entries[k].time = t
        entries[k].matrix = m
        entries[k].context = context
        entries[k].pass = pass
        if !entries[k].kept.isEmpty { keeps += 1 }
    }
}
