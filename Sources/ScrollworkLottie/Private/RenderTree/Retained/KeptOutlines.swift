import Scrollwork

/// What a shape layer's styles paint at one frame: for each style, its outline (every shape it
/// paints, modified, in the style's group space), that group's matrix and opacity.
///
/// Working these out evaluates every shape and group track, builds every outline and runs the
/// modifiers; painting them is the rest. A shape layer drawn again at a frame where none of its
/// tracks can have changed (the drawing pass after the measuring pass of an incremental frame,
/// a still layer under one that moves) paints the outlines it kept instead.
struct StyleOutlines {
    /// Each style's outline (empty: the style draws nothing), its group's matrix and opacity.
    var paths: [Path] = []
    var matrices: [AffineTransform] = []
    var opacities: [Double] = []
    /// The frame and renderer revision they were worked out at (NaN: never), and the canvas
    /// transform when they depend on it (merge paths flatten at the device scale).
    var frame = Double.nan
    var revision: UInt64 = 0
    var transform: AffineTransform?

    /// The points of all the outlines.
    var pointCount: Int { paths.reduce(0) { $0 + $1.points.count } }

    /// Whether these outlines are what the layer's styles paint at frame `t`.
    func hold(at t: Double, revision: UInt64, transform: AffineTransform?, changes: ChangeSpans) -> Bool {
        guard !frame.isNaN, revision == self.revision, transform == self.transform else { return false }
        // The same frame draws the same, whatever the layer's tracks are (expressions included).
        return frame == t || !changes.changes(between: frame, t)
    }

    /// Sized for `count` styles; the paths keep their storage (those of a layer with more
    /// styles that used this storage before are let go).
    mutating func prepare(styles count: Int) {
        if paths.count > count {
            paths.removeLast(paths.count - count)
            matrices.removeLast(matrices.count - count)
            opacities.removeLast(opacities.count - count)
        }
        while paths.count < count {
            paths.append(Path())
            matrices.append(.identity)
            opacities.append(0)
        }
    }
}

/// Where a shape layer's outlines are kept, and what says whether they still hold: the
/// layer's change spans and the renderer's revision.
struct OutlineKey {
    var slot: Int
    var changes: ChangeSpans
    var revision: UInt64
}

/// The ``StyleOutlines`` of the shape layers drawn so far, one per layer, kept from frame to
/// frame within ``maxPoints`` points in all (16 bytes each). A layer whose outlines would
/// exceed it is worked out each time it is drawn. Storage grows to the largest outlines each
/// layer has had and is reused after, so keeping allocates nothing in steady state.
struct KeptOutlines {
    /// The most points kept in all: 2²⁰, 16 MiB.
    let maxPoints: Int

    init(maxPoints: Int = 1 << 20) { self.maxPoints = maxPoints }

    /// Which entry holds a layer's outlines, by ``key(composition:layer:)``.
    private var slots: [Int: Int] = [:]
    private var entries: [StyleOutlines] = []
    /// The points each entry counts against ``maxPoints`` (kept apart: ``take(for:)`` moves
    /// the entry's outlines out), and their sum.
    private var counted: [Int] = []
    private var points = 0
    /// Entries given up (over the budget), reused for the next layer kept.
    private var free: [Int] = []
    /// The outlines of a layer not kept.
    private var transient = StyleOutlines()

    /// The key of layer `layer` of composition `composition`.
    static func key(composition: Int, layer: Int) -> Int { composition << 32 | layer }

    /// Moves out the outlines kept for `key` (or, without one, storage to work them out in).
    /// Hand them back with ``put(_:for:)``.
    mutating func take(for key: Int?) -> StyleOutlines {
        var outlines = StyleOutlines()
        if let key, let k = slots[key] {
            swap(&outlines, &entries[k])
        } else {
            swap(&outlines, &transient)
            outlines.frame = .nan
        }
        return outlines
    }

    /// Keeps `outlines` for `key` when they fit in ``maxPoints`` with the others; otherwise
    /// their storage is reused for the next layer not kept.
    mutating func put(_ outlines: consuming StyleOutlines, for key: Int?) {
        var outlines = outlines
        let n = outlines.pointCount
        if let key, let k = slots[key] {
            if points - counted[k] + n <= maxPoints {
                points += n - counted[k]
                counted[k] = n
                swap(&outlines, &entries[k])
                return
            }
            points -= counted[k]
            counted[k] = 0
            slots[key] = nil
            free.append(k)
        } else if let key, points + n <= maxPoints {
            let k: Int
            if let reused = free.popLast() {
                k = reused
            } else {
                entries.append(StyleOutlines())
                counted.append(0)
                k = entries.count - 1
            }
            slots[key] = k
            counted[k] = n
            points += n
            swap(&outlines, &entries[k])
            return
        }
        outlines.frame = .nan
        swap(&outlines, &transient)
    }
}
