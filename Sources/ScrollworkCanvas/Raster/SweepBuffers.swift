/// The memory one thread sweeps a shape with: the cells and touched bits of a band, a row
/// of coverage bytes, and the scratch for sorting edges by band. The rasterizer has one set
/// and its ``RasterWorker`` another, so that the two threads of a band-parallel sweep share
/// nothing they write.
final class SweepBuffers {
    // The buffers skip the runtime exclusivity check: each sweep reserves them in place, and
    // only the sweep on the thread that owns this set (never re-entrantly) touches them.
    /// The cells of the current band in two planes of `cells.capacity / 2` floats each:
    /// first each pixel's `cover`, the change of accumulated coverage from this pixel on,
    /// then its `area`, the part of that change that only starts at the next pixel (the
    /// pixel itself gets `cover − area`). All zero between sweeps.
    @exclusivity(unchecked) var cells = ScratchBuffer<Float>()
    /// One bit per group of four cells that may hold a non-zero one, `words` per row. All
    /// zero between sweeps.
    @exclusivity(unchecked) var touched = ScratchBuffer<UInt64>()
    /// One row's coverage bytes, for sinks that take neighbouring pixels together.
    @exclusivity(unchecked) var rowCoverage = ScratchBuffer<UInt8>()
    /// Where each band's edges start in ``edgesByBand`` (one more entry than bands).
    @exclusivity(unchecked) var bandStarts = ScratchBuffer<Int32>()
    /// The edge indices sorted by the band they start in.
    @exclusivity(unchecked) var edgesByBand = ScratchBuffer<Int32>()
    /// The edges carried from one band into the next.
    @exclusivity(unchecked) var activeEdges = ScratchBuffer<Int32>()

    /// Where the area plane starts in ``cells``, in floats from the cover plane.
    var areaPlane: Int { cells.capacity / 2 }

    /// Grows the cells to at least `cells` per plane (and then to at least `atOnce`, or by
    /// doubling, up to `bandBudget`), the touched bits to `touched` words and the row of
    /// coverage to `stride` bytes; what grows is zeroed.
    func reserve(cells count: Int, atOnce: Int, touched words: Int, stride: Int, bandBudget: Int) {
        if cells.capacity < 2 * count {
            cells.reserve(2 * max(count, min(atOnce, bandBudget)), limit: 2 * bandBudget, .zeroed)
        }
        touched.reserve(words, .zeroed)
        rowCoverage.reserve(stride, .zeroed)
    }

    /// Grows the band-sorting scratch to hold `count` edge indices and `bands` bands.
    func reserve(edgeIndices count: Int, bands: Int) {
        edgesByBand.reserve(count, .uninitialized)
        activeEdges.reserve(count, .uninitialized)
        bandStarts.reserve(bands + 1, .uninitialized)
    }
}
