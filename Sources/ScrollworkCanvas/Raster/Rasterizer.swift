import CIntrinsics

/// An analytic-coverage scanline rasterizer with a dense cell buffer.
///
/// Polygon edges are clipped to the clip box and stored (EdgeClipping.swift). The sweep
/// walks them into a buffer of one cell per pixel of a band of rows of the shape's bounding
/// box (bands are sized to stay in the second-level cache; each takes only the edges that
/// cross it: BandScheduling.swift). A cell holds the change of accumulated coverage an edge
/// causes from that pixel on (`cover`) and the part of it that only starts at the next pixel
/// (`area`, the signed area left of the edge within the pixel: CellAccumulation.swift). A
/// bit per group of four pixels marks the groups an edge touched, so the sweep along a row
/// visits only those, in order, without sorting: each touched group gets its four coverages
/// at once (SIMD), and the stretch up to the next touched group is one run of constant
/// coverage (Sweep.swift; the fill rule turns accumulated winding into coverage:
/// FillRule.swift). The cost is the outline plus one run per row, not the area.
///
/// Parts of edges left of the clip box become vertical edges on its left side; parts above,
/// below or right of it are dropped. With a ``RasterWorker``, large shapes are split in two
/// halves of rows swept at once. The sweep leaves the buffers zeroed; they are kept and
/// reused, so after the first few draws nothing is allocated.
internal final class Rasterizer {
    /// The stored edges (``edgeCount`` of them).
    // The stored properties skip the runtime exclusivity check (as the canvas's do): storing
    // an edge writes them once per edge, and only the rasterizer's own methods (never
    // re-entrantly) touch them.
    @exclusivity(unchecked) var edges = ScratchBuffer<Edge>(capacity: 16)
    @exclusivity(unchecked) var edgeCount = 0
    /// The cells, bits and scratch this thread sweeps with.
    let buffers = SweepBuffers()

    /// The clip box in device pixels: `clipX0 ..< clipX1`, `clipY0 ..< clipY1`.
    @exclusivity(unchecked) var clipX0 = 0, clipY0 = 0, clipX1 = 0, clipY1 = 0
    /// The bounding box of the stored edges.
    @exclusivity(unchecked) var minX = Float.infinity, maxX = -Float.infinity, minY = Float.infinity, maxY = -Float.infinity

    /// The most edges one shape may have; further edges are dropped (bounded memory).
    static let maxEdges = 1 << 22
    /// The most cells one shape may cost (about one per row and per column each edge
    /// crosses); edges past it are dropped (bounded work for absurd input).
    static let maxCells = 1 << 24
    /// The most cells a band holds (512 KiB, so a band stays in a core's second-level cache
    /// between writing its cells and sweeping them); taller shapes are swept in bands of rows.
    @exclusivity(unchecked) var bandBudget = 1 << 16
    /// The most cells a band of the canvas's shapes can need: its pixmap's width (rounded as a
    /// sweep rounds it) times its height, up to ``bandBudget``. Band cells that must grow are
    /// made at least this large at once, instead of doubling as wider shapes come, so a wide
    /// shape late in an animation does not pause to allocate and zero them.
    @exclusivity(unchecked) var bandCellsForCanvas = 0
    /// The second thread for large shapes, when the canvas allows one
    /// (``Canvas/bandParallel``).
    @exclusivity(unchecked) var worker: RasterWorker?
    /// Shapes with at least this much ``work`` are split between two threads when there is a
    /// worker; smaller ones cost less than the hand-over (tens of microseconds on a virtual
    /// machine).
    @exclusivity(unchecked) var parallelWork = 1 << 18
    /// The cells the stored edges cross (about one per row and per column of each), plus a
    /// quarter of the pixels from the leftmost edge to the clip box's right side over their
    /// rows (coverage runs on to the right of the last edge: a shape reaching past the clip
    /// keeps no edge there): a measure of a sweep's work.
    var work: Int {
        let width = max(0, Float(clipX1) - max(minX, Float(clipX0)))
        let box = Int(width) * Int(max(0, maxY - minY))
        return Int(crossings) + box / 4
    }
    /// The cells the stored edges cross, summed as they are stored.
    @exclusivity(unchecked) var crossings = 0.0
    /// How many shapes were split between two threads (for tests).
    @exclusivity(unchecked) var parallelSweeps = 0

    /// Starts a new shape clipped to a box (already intersected with the target).
    func reset(clip: PixelRect) {
        edgeCount = 0
        crossings = 0
        clipX0 = clip.x; clipY0 = clip.y; clipX1 = clip.maxX; clipY1 = clip.maxY
        minX = .infinity; maxX = -.infinity; minY = .infinity; maxY = -.infinity
    }

    /// Whether nothing has been added.
    var isEmpty: Bool { edgeCount == 0 }

    /// Writes four coverages (0…255 each) to `bytes[0 ..< 4]` with one store.
    @inline(__always)
    static func write(_ coverage: SIMD4<UInt32>, to bytes: UnsafeMutablePointer<UInt8>) {
        let word = coverage[0] | coverage[1] &<< 8 | coverage[2] &<< 16 | coverage[3] &<< 24
        UnsafeMutableRawPointer(bytes).storeBytes(of: UInt32(littleEndian: word), as: UInt32.self)
    }

    /// The ceiling of a non-negative float within the canvas (a stored edge coordinate),
    /// without a libm call or range checks.
    @inline(__always)
    static func ceil(_ v: Float) -> Int {
        let i = scrollwork_truncate(v)
        return Float(i) < v ? i &+ 1 : i
    }
}
