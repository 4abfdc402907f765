import CIntrinsics

/// Receives the coverage of a rasterized shape, row by row, left to right.
internal protocol SpanSink {
    /// Pixels `x ..< x + count` of row `y` are all covered by `coverage` (1…255).
    mutating func span(y: Int, x: Int, count: Int, coverage: UInt8)
    /// Pixel `x` of row `y` is covered by `coverage` (0…255).
    mutating func pixel(y: Int, x: Int, coverage: UInt8)
    /// Whether the sink would rather get neighbouring edge pixels together, through
    /// ``pixels(y:x:count:coverage:)`` (a shader's set-up costs more than a pixel).
    static var prefersRuns: Bool { get }
    /// Pixels `x ..< x + count` of row `y` are covered by `coverage[0 ..< count]` (0…255 each).
    mutating func pixels(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>)
    /// Pixels `x ..< x + 4` of row `y` are covered by `coverage` (0…255 each).
    mutating func quad(y: Int, x: Int, coverage: SIMD4<UInt32>)
}

extension SpanSink {
    static var prefersRuns: Bool { false }

    mutating func pixels(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        for i in 0..<count { pixel(y: y, x: x &+ i, coverage: coverage[i]) }
    }

    mutating func quad(y: Int, x: Int, coverage: SIMD4<UInt32>) {
        for i in 0..<4 { pixel(y: y, x: x &+ i, coverage: UInt8(truncatingIfNeeded: coverage[i])) }
    }
}

/// An analytic-coverage scanline rasterizer with a dense cell buffer.
///
/// Polygon edges are clipped to the clip box and stored. The sweep walks them into a buffer
/// of one cell per pixel of a band of rows of the shape's bounding box (bands are sized to
/// stay in the second-level cache; each takes only the edges that cross it). A cell holds
/// the change of accumulated coverage an edge causes from that pixel on (`cover`) and the
/// part of it that only starts at the next pixel (`area`, the signed area left of the edge
/// within the pixel). A bit per group of four pixels marks the groups an edge touched, so
/// the sweep along a row visits only those, in order, without sorting: each touched group
/// gets its four coverages at once (SIMD), and the stretch up to the next touched group is
/// one run of constant coverage. The cost is the outline plus one run per row, not the area.
///
/// Parts of edges left of the clip box become vertical edges on its left side; parts above,
/// below or right of it are dropped. With a ``RasterWorker``, large shapes are split in two
/// halves of rows swept at once. The sweep leaves the buffer zeroed; it is kept and reused,
/// so after the first few draws nothing is allocated.
internal final class Rasterizer {
    /// A stored edge, top to bottom, in device pixels; `winding` is +1 downwards, −1 upwards.
    struct Edge {
        var x0: Float, y0: Float, x1: Float, y1: Float
        var winding: Float
        /// The change of x per row.
        var dxdy: Float

        /// The x of the edge's line at `y`, measured from its top end (so that two bands cut
        /// an edge at the same point).
        @inline(__always)
        func x(at y: Float) -> Float { x0 + (y - y0) * dxdy }

        /// About how many cells the edge crosses: one per row and per column it spans, and
        /// a few more (in floating point: no integer conversions per edge).
        var cost: Double { Double((y1 - y0) + abs(x1 - x0)) + 3 }
    }


    var edges: UnsafeMutablePointer<Edge>
    var edgeCount = 0
    var edgeCapacity = 16

    /// The cells of the current band, `stride` per row, in two planes of `cellCapacity`
    /// floats: first each pixel's `cover`, the change of accumulated coverage from this pixel
    /// on, then its `area`, the part of that change that only starts at the next pixel (the
    /// pixel itself gets `cover − area`). All zero between sweeps.
    var cells: UnsafeMutablePointer<Float>
    var cellCapacity = 0
    /// One bit per group of four cells that may hold a non-zero one, `words` per row.
    var touched: UnsafeMutablePointer<UInt64>
    var touchedCapacity = 0
    /// One row's coverage bytes, for sinks that take neighbouring pixels together.
    var rowCoverage: UnsafeMutablePointer<UInt8>
    var rowCoverageCapacity = 0
    /// Scratch for sweeping in several bands: where each band's edges start in
    /// `edgesByBand` (one more entry than bands), the edge indices sorted by the band they
    /// start in, and the edges carried from one band into the next.
    var bandStarts: UnsafeMutablePointer<Int32>
    var bandStartsCapacity = 0
    var edgesByBand: UnsafeMutablePointer<Int32>
    var activeEdges: UnsafeMutablePointer<Int32>
    var edgeIndexCapacity = 0

    /// The clip box in device pixels: `clipX0 ..< clipX1`, `clipY0 ..< clipY1`.
    var clipX0 = 0, clipY0 = 0, clipX1 = 0, clipY1 = 0
    /// The bounding box of the stored edges.
    var minX = Float.infinity, maxX = -Float.infinity, minY = Float.infinity, maxY = -Float.infinity

    /// The most edges one shape may have; further edges are dropped (bounded memory).
    static let maxEdges = 1 << 22
    /// The most cells one shape may cost (about one per row and per column each edge
    /// crosses); edges past it are dropped (bounded work for absurd input).
    static let maxCells = 1 << 24
    /// The most cells a band holds (512 KiB, so a band stays in a core's second-level cache
    /// between writing its cells and sweeping them); taller shapes are swept in bands of rows.
    var bandBudget = 1 << 16
    /// The second thread for large shapes, when the canvas allows one
    /// (``Canvas/bandParallel``).
    var worker: RasterWorker?
    /// Shapes with at least this much ``work`` are split between two threads when there is a
    /// worker; smaller ones cost less than the hand-over (tens of microseconds on a virtual
    /// machine).
    var parallelWork = 1 << 18
    /// The cells the stored edges cross (about one per row and per column of each), plus a
    /// quarter of the pixels of their bounding box: a measure of a sweep's work.
    var work: Int {
        let box = Int(max(0, maxX - minX)) * Int(max(0, maxY - minY))
        return Int(crossings) + box / 4
    }
    /// The cells the stored edges cross, summed as they are stored.
    var crossings = 0.0
    /// How many shapes were split between two threads (for tests).
    var parallelSweeps = 0

    init() {
        edges = .allocate(capacity: edgeCapacity)
        cells = .allocate(capacity: 0)
        touched = .allocate(capacity: 0)
        rowCoverage = .allocate(capacity: 0)
        bandStarts = .allocate(capacity: 0)
        edgesByBand = .allocate(capacity: 0)
        activeEdges = .allocate(capacity: 0)
    }

    deinit {
        edges.deallocate()
        cells.deallocate()
        touched.deallocate()
        rowCoverage.deallocate()
        bandStarts.deallocate()
        edgesByBand.deallocate()
        activeEdges.deallocate()
    }

    /// Starts a new shape clipped to a box (already intersected with the target).
    func reset(clip: PixelRect) {
        edgeCount = 0
        crossings = 0
        clipX0 = clip.x; clipY0 = clip.y; clipX1 = clip.maxX; clipY1 = clip.maxY
        minX = .infinity; maxX = -.infinity; minY = .infinity; maxY = -.infinity
    }

    /// Whether nothing has been added.
    var isEmpty: Bool { edgeCount == 0 }

    /// Adds one polygon edge in device pixels. Non-finite edges are ignored.
    func addLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        guard ay != by, ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else { return }
        // Clip vertically.
        var x0 = ax, y0 = ay, x1 = bx, y1 = by
        let top = Double(clipY0), bottom = Double(clipY1)
        if (y0 <= top && y1 <= top) || (y0 >= bottom && y1 >= bottom) { return }
        if y0 < top || y0 > bottom || y1 < top || y1 > bottom {
            let dxdy = (x1 - x0) / (y1 - y0)
            if y0 < top { x0 += (top - y0) * dxdy; y0 = top } else if y0 > bottom { x0 += (bottom - y0) * dxdy; y0 = bottom }
            if y1 < top { x1 += (top - y1) * dxdy; y1 = top } else if y1 > bottom { x1 += (bottom - y1) * dxdy; y1 = bottom }
        }
        let left = Double(clipX0), right = Double(clipX1)
        if x0 >= right && x1 >= right { return }
        if x0 <= left && x1 <= left { store(left, y0, left, y1); return }
        if x0 < left || x1 < left || x0 > right || x1 > right {
            // Split at the left and right sides; left parts become vertical edges on the side.
            let dydx = (y1 - y0) / (x1 - x0)
            if x0 < left || x1 < left {
                let ym = y0 + (left - x0) * dydx
                if x0 < left { store(left, y0, left, ym); x0 = left; y0 = ym } else { store(left, ym, left, y1); x1 = left; y1 = ym }
            }
            if x0 > right || x1 > right {
                let ym = y0 + (right - x0) * dydx
                if x0 > right { x0 = right; y0 = ym } else { x1 = right; y1 = ym }
            }
        }
        store(x0, y0, x1, y1)
    }

    /// Stores an edge already inside the clip box (x may touch the right side).
    func store(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        var e = Edge(x0: Float(ax), y0: Float(ay), x1: Float(bx), y1: Float(by), winding: 1, dxdy: 0)
        if e.y0 == e.y1 || edgeCount >= Rasterizer.maxEdges { return }
        if e.y0 > e.y1 { swap(&e.x0, &e.x1); swap(&e.y0, &e.y1); e.winding = -1 }
        e.dxdy = (e.x1 - e.x0) / (e.y1 - e.y0)
        guard e.dxdy.isFinite else { return }
        if edgeCount == edgeCapacity {
            let grown = UnsafeMutablePointer<Edge>.allocate(capacity: edgeCapacity * 2)
            grown.moveInitialize(from: edges, count: edgeCount)
            edges.deallocate()
            edges = grown
            edgeCapacity *= 2
        }
        (edges + edgeCount).initialize(to: e)
        edgeCount += 1
        crossings += e.cost
        minX = min(minX, min(e.x0, e.x1)); maxX = max(maxX, max(e.x0, e.x1))
        minY = min(minY, e.y0); maxY = max(maxY, e.y1)
    }

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

    /// Reports every run of non-zero coverage of the stored edges to `sink`, row by row.
    func sweep<S: SpanSink>(_ rule: FillRule, into sink: inout S) {
        guard edgeCount > 0, maxY > minY else { return }
        // Columns an edge can touch, and one more (cells right of the clip are not painted).
        let colBase = max(Int(minX), clipX0)
        // Whole groups of four columns (the sweep reads four cells at a time).
        let stride = (Rasterizer.ceil(maxX) + 2 - colBase + 3) & ~3
        let rowBase = max(Int(minY), clipY0)
        let rowEnd = min(Rasterizer.ceil(maxY), clipY1)
        guard stride > 0, rowEnd > rowBase else { return }
        let rows = rowEnd - rowBase
        let bandRows = max(1, min(rows, bandBudget / stride))
        let words = ((stride >> 2) + 63) >> 6
        let frame = Frame(stride: stride, words: words, colBase: colBase, bandRows: bandRows, rule: rule,
                          checksBudget: crossings > Double(Rasterizer.maxCells), maxX: maxX)
        if let worker, rows >= 2, work >= parallelWork, let lowerSink = RasterWorker.Sink(sink) {
            // Band-parallel: the worker takes the lower half of the rows with its own buffers.
            let middle = rowBase + rows / 2
            parallelSweeps &+= 1
            let job = RasterWorker.Job(rasterizer: self, top: middle, bottom: rowEnd, frame: frame, sink: lowerSink)
            worker.run(job) {
                sweepRows(rowBase, middle, buffers: self, frame: frame, budget: Double(Rasterizer.maxCells) / 2, into: &sink)
            }
            return
        }
        sweepRows(rowBase, rowEnd, buffers: self, frame: frame, budget: Double(Rasterizer.maxCells), into: &sink)
    }

    /// Up to this many bands, every band looks at every edge; more bands sort the edges by
    /// band first.
    static let scannedBands = 8

    /// The layout of one shape's sweep, shared by both threads of a band-parallel one.
    struct Frame {
        /// Cells per buffer row (whole groups of four) and touched-bit words per row.
        var stride: Int
        var words: Int
        /// The device column of the buffer's first column.
        var colBase: Int
        /// Rows per band: as many as the buffer budget holds.
        var bandRows: Int
        var rule: FillRule
        /// Whether edges must be counted against the cell budget (only when the shape's
        /// crossings exceed it).
        var checksBudget: Bool
        /// The right end of the stored edges (device x).
        var maxX: Float
    }

    /// Sweeps rows `top ..< bottom` band by band with `buffers`' cells and scratch. Past
    /// ``scannedBands`` bands, each band takes the edges that start in it and those carried
    /// over from the band above, so an edge is visited only in the bands it crosses.
    func sweepRows<S: SpanSink>(_ top: Int, _ bottom: Int, buffers: Rasterizer, frame: Frame, budget: Double,
                                into sink: inout S) {
        let bandRows = frame.bandRows
        let bands = (bottom - top + bandRows - 1) / bandRows
        buffers.reserve(cells: frame.stride * min(bandRows, bottom - top), touched: frame.words * min(bandRows, bottom - top),
                        stride: frame.stride)
        var budget = budget
        let topF = Float(top), bottomF = Float(bottom)
        if bands <= Rasterizer.scannedBands {
            // Few bands: each looks at every edge (cheaper than sorting them by band).
            var bandTop = top
            while bandTop < bottom {
                let bandBottom = min(bandTop &+ bandRows, bottom)
                let band = Band(buffers: buffers, frame: frame, top: bandTop)
                let bandTopF = Float(bandTop), bandBottomF = Float(bandBottom)
                let whole = bandTopF <= minY && bandBottomF >= maxY
                for i in 0..<edgeCount {
                    if whole {
                        accumulate(edges[i], into: band, frame: frame, budget: &budget)
                    } else if edges[i].y1 > bandTopF && edges[i].y0 < bandBottomF {
                        accumulate(edges[i], within: bandTopF, bandBottomF, into: band, frame: frame, budget: &budget)
                    }
                }
                band.sweep(rows: bandBottom &- bandTop, rule: frame.rule, limit: clipX1, into: &sink)
                bandTop = bandBottom
            }
            return
        }
        // Edges by the band they start in (a counting sort), then band by band.
        buffers.reserve(edgeIndices: edgeCount, bands: bands)
        let starts = buffers.bandStarts, byBand = buffers.edgesByBand, active = buffers.activeEdges
        starts.update(repeating: 0, count: bands + 1)
        // Each edge's first band (−1: none) is held in `active` until the bands start.
        for i in 0..<edgeCount {
            let e = edges[i]
            var b = -1
            if e.y1 > topF && e.y0 < bottomF {
                b = Int(max(e.y0, topF) - topF) / bandRows
                starts[b &+ 1] &+= 1
            }
            active[i] = Int32(truncatingIfNeeded: b)
        }
        for b in 0..<bands { starts[b &+ 1] &+= starts[b] }
        for i in 0..<edgeCount where active[i] >= 0 {
            let b = Int(active[i])
            byBand[Int(starts[b])] = Int32(truncatingIfNeeded: i)
            starts[b] &+= 1
        }
        // `starts[b]` is now the end of band b's edges, the start of band b + 1's.
        var carried = 0
        var bandTop = top
        for b in 0..<bands {
            let bandBottom = min(bandTop &+ bandRows, bottom)
            let band = Band(buffers: buffers, frame: frame, top: bandTop)
            let bandTopF = Float(bandTop), bandBottomF = Float(bandBottom)
            var kept = 0
            for k in 0..<carried {
                let i = Int(active[k])
                accumulate(edges[i], within: bandTopF, bandBottomF, into: band, frame: frame, budget: &budget)
                if edges[i].y1 > bandBottomF { active[kept] = Int32(truncatingIfNeeded: i); kept &+= 1 }
            }
            for k in Int(b == 0 ? 0 : starts[b &- 1]) ..< Int(starts[b]) {
                let i = Int(byBand[k])
                accumulate(edges[i], within: bandTopF, bandBottomF, into: band, frame: frame, budget: &budget)
                if edges[i].y1 > bandBottomF { active[kept] = byBand[k]; kept &+= 1 }
            }
            carried = kept
            band.sweep(rows: bandBottom &- bandTop, rule: frame.rule, limit: clipX1, into: &sink)
            bandTop = bandBottom
        }
    }

    /// Accumulates the part of `e` between rows `top` and `bottom` into `band`.
    @inline(__always)
    func accumulate(_ e: Edge, within top: Float, _ bottom: Float, into band: Band, frame: Frame, budget: inout Double) {
        var piece = e
        if piece.y0 < top { piece.x0 = e.x(at: top); piece.y0 = top }
        if piece.y1 > bottom { piece.x1 = e.x(at: bottom); piece.y1 = bottom }
        if piece.y0 < piece.y1 { accumulate(piece, into: band, frame: frame, budget: &budget) }
    }

    /// Accumulates `e` (lying within the band) into `band`, unless the cell budget is spent.
    @inline(__always)
    func accumulate(_ e: Edge, into band: Band, frame: Frame, budget: inout Double) {
        if frame.checksBudget {
            let cost = e.cost
            if cost > budget { return }
            budget -= cost
        }
        band.accumulate(e)
    }

    /// Grows the band scratch to hold `count` edge indices and `bands` bands.
    func reserve(edgeIndices count: Int, bands: Int) {
        if edgeIndexCapacity < count {
            edgesByBand.deallocate()
            activeEdges.deallocate()
            edgeIndexCapacity = max(count, edgeIndexCapacity * 2)
            edgesByBand = .allocate(capacity: edgeIndexCapacity)
            activeEdges = .allocate(capacity: edgeIndexCapacity)
        }
        if bandStartsCapacity < bands + 1 {
            bandStarts.deallocate()
            bandStartsCapacity = max(bands + 1, bandStartsCapacity * 2)
            bandStarts = .allocate(capacity: bandStartsCapacity)
        }
    }

    /// Grows the buffers (zeroed) to at least the given sizes.
    func reserve(cells c: Int, touched t: Int, stride: Int) {
        if cellCapacity < c {
            cells.deallocate()
            cellCapacity = max(c, min(cellCapacity * 2, bandBudget))
            cells = .allocate(capacity: 2 * cellCapacity)
            cells.initialize(repeating: 0, count: 2 * cellCapacity)
        }
        if touchedCapacity < t {
            touched.deallocate()
            touchedCapacity = max(t, touchedCapacity * 2)
            touched = .allocate(capacity: touchedCapacity)
            touched.initialize(repeating: 0, count: touchedCapacity)
        }
        if rowCoverageCapacity < stride {
            rowCoverage.deallocate()
            rowCoverageCapacity = max(stride, rowCoverageCapacity * 2)
            rowCoverage = .allocate(capacity: rowCoverageCapacity)
            rowCoverage.initialize(repeating: 0, count: rowCoverageCapacity)
        }
    }
}

extension Rasterizer {
    /// A band of rows of the cell buffer: how edges are written into it and read back out.
    struct Band {
        /// The cover plane; the area plane follows `areaPlane` floats later.
        var cells: UnsafeMutablePointer<Float>
        var areaPlane: Int
        var touched: UnsafeMutablePointer<UInt64>
        /// Scratch for one row's coverage bytes (``SpanSink/prefersRuns``).
        var rowCoverage: UnsafeMutablePointer<UInt8>
        var stride: Int
        var words: Int
        /// The device row of the band's first row.
        var top: Int
        /// The device column of the buffer's first column.
        var colBase: Int
        /// Edge x coordinates are kept within `colBase … maxX` (float steps can stray past them).
        var maxX: Float

        /// The band of rows from `top` on, in `buffers`' cells, laid out as `frame` says.
        init(buffers: Rasterizer, frame: Frame, top: Int) {
            cells = buffers.cells
            areaPlane = buffers.cellCapacity
            touched = buffers.touched
            rowCoverage = buffers.rowCoverage
            stride = frame.stride
            words = frame.words
            self.top = top
            colBase = frame.colBase
            maxX = frame.maxX
        }

        /// Marks the group of four cells holding `col` in a row's bits.
        @inline(__always)
        static func touch(_ bits: UnsafeMutablePointer<UInt64>, _ col: Int) {
            let group = col &>> 2
            bits[group &>> 6] |= 1 &<< UInt64(truncatingIfNeeded: group & 63)
        }

        /// Marks the groups holding columns `first ... last` in a row's bits.
        @inline(__always)
        static func touch(_ bits: UnsafeMutablePointer<UInt64>, from first: Int, through last: Int) {
            var group = first &>> 2
            let end = last &>> 2
            while true {
                let word = group &>> 6
                let stop = min(end, word &<< 6 | 63)  // the last group in this word
                let count = stop &- group &+ 1  // 1 ... 64
                let run = (~0 as UInt64) &>> UInt64(truncatingIfNeeded: 64 &- count)
                bits[word] |= run &<< UInt64(truncatingIfNeeded: group & 63)
                if stop == end { return }
                group = stop &+ 1
            }
        }

        /// Adds an edge lying inside the band (`y0 < y1`).
        @inline(__always)
        func accumulate(_ e: Edge) {
            if abs(e.dxdy) <= 1 { accumulateSteep(e) } else { accumulateShallow(e) }
        }

        /// Walks the rows of edge `e`: `partial` gets its first and last rows (or its only
        /// row), `whole` the rows between. Each gets the row's cells and bits and the edge's
        /// x at the row's top (relative to `colBase`); `partial` also its x at the bottom and
        /// the height of the piece. In whole rows x only steps by `dxdy`.
        @inline(__always)
        func walkRows(_ e: Edge,
                      partial: (UnsafeMutablePointer<Float>, UnsafeMutablePointer<UInt64>, Float, Float, Float) -> Void,
                      whole: (UnsafeMutablePointer<Float>, UnsafeMutablePointer<UInt64>, Float) -> Void) {
            let yStart = scrollwork_truncate(e.y0), yEnd = Rasterizer.ceil(e.y1)
            let base = Float(colBase)
            let x0 = e.x0 - base, x1 = e.x1 - base
            var row = cells + (yStart &- top) &* stride
            var bits = touched + (yStart &- top) &* words
            if yEnd &- yStart == 1 {
                partial(row, bits, x0, x1, e.y1 - e.y0)
                return
            }
            var along = Float(yStart &+ 1) - e.y0  // y below the edge's top, exact
            partial(row, bits, x0, x0 + along * e.dxdy, along)
            row += stride
            bits += words
            var y = yStart &+ 1
            let lastRow = yEnd &- 1
            while y < lastRow {
                whole(row, bits, x0 + along * e.dxdy)
                along += 1
                row += stride
                bits += words
                y &+= 1
            }
            partial(row, bits, x0 + along * e.dxdy, x1, e.y1 - Float(lastRow))
        }

        /// Adds an edge with `|dxdy| ≤ 1`: each row piece lies within two pixels, and is
        /// split at the pixel boundary without branches.
        @inline(__always)
        func accumulateSteep(_ e: Edge) {
            let dydx = min(1 / abs(e.dxdy), 1e30)
            let lastCol = stride &- 2
            /// Adds the piece between x `xa` and `xb` (`xa ≤ xb`) spanning `dy` of a row.
            @inline(__always) func piece(_ row: UnsafeMutablePointer<Float>, _ bits: UnsafeMutablePointer<UInt64>,
                                         _ xa: Float, _ xb: Float, _ dy: Float) {
                // x ≥ −ε here, so truncation is the floor (−ε becomes column 0).
                let col = min(max(scrollwork_truncate(xa), 0), lastCol)
                let split = Float(col &+ 1)
                let xm = min(xb, split)
                let dy1 = min((xb - xm) * dydx, dy)
                let d0 = (dy - dy1) * e.winding, d1 = dy1 * e.winding
                let covers = UnsafeMutableRawPointer(row + col), areas = UnsafeMutableRawPointer(row + (col &+ areaPlane))
                let area = SIMD2<Float>(d0 * (0.5 * (xa + xm) - Float(col)), d1 * (0.5 * (xm + xb) - split))
                covers.storeBytes(of: covers.loadUnaligned(as: SIMD2<Float>.self) + SIMD2(d0, d1), as: SIMD2<Float>.self)
                areas.storeBytes(of: areas.loadUnaligned(as: SIMD2<Float>.self) + area, as: SIMD2<Float>.self)
                Band.touch(bits, col)
                Band.touch(bits, dy1 != 0 ? col &+ 1 : col)
            }
            // A whole row spans `dxdy` in x: `low` and `high` give its ends from the top x.
            let low = min(e.dxdy, 0), high = max(e.dxdy, 0)
            walkRows(e, partial: { row, bits, xTop, xBottom, dy in
                piece(row, bits, min(xTop, xBottom), max(xTop, xBottom), dy)
            }, whole: { row, bits, xTop in
                piece(row, bits, xTop + low, xTop + high, 1)
            })
        }

        /// Adds an edge with `|dxdy| > 1`: a row piece may cross several pixels, each of
        /// which gets the area of the triangle or trapezoid the edge cuts from it (covers only).
        @inline(__always)
        func accumulateShallow(_ e: Edge) {
            // Columns at or right of the clip's side may get cells (an edge cut at the side);
            // they stay inside the row, are touched, and the sweep clears them without
            // painting. Float steps can stray past the columns, so x is held within them.
            let hi = maxX - Float(colBase)
            @inline(__always) func clamped(_ x: Float) -> Float { min(max(x, 0), hi) }
            /// Adds the piece between x `xa` and `xb` (`xa ≤ xb`) with cover `d`; `length`
            /// is `xb − xa` (the covers add up to `d` whatever it is).
            @inline(__always) func piece(_ row: UnsafeMutablePointer<Float>, _ bits: UnsafeMutablePointer<UInt64>,
                                         _ xa: Float, _ xb: Float, _ d: Float, _ length: Float) {
                let x0i = scrollwork_truncate(xa)
                let x1i = Rasterizer.ceil(xb)
                if x1i <= x0i &+ 1 {
                    // Within one pixel: the part right of the edge's mean x only from the next.
                    row[x0i] += d
                    row[x0i &+ areaPlane] += d * (0.5 * (xa + xb) - Float(x0i))
                    Band.touch(bits, x0i)
                    return
                }
                let s = 1 / length
                let x0f = xa - Float(x0i)
                let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
                let x1f = xb - Float(x1i) + 1
                let am = 0.5 * s * x1f * x1f
                row[x0i] += d * a0
                if x1i == x0i &+ 2 {
                    row[x0i &+ 1] += d * (1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - x0f)
                    row[x0i &+ 1] += d * (a1 - a0)
                    let ds = d * s
                    for col in (x0i &+ 2) ..< (x1i &- 1) { row[col] += ds }
                    let a2 = a1 + Float(x1i &- x0i &- 3) * s
                    row[x1i &- 1] += d * (1 - a2 - am)
                }
                row[x1i] += d * am
                Band.touch(bits, from: x0i, through: x1i)
            }
            let low = min(e.dxdy, 0), high = max(e.dxdy, 0), length = abs(e.dxdy)
            walkRows(e, partial: { row, bits, xTop, xBottom, dy in
                let xa = clamped(min(xTop, xBottom)), xb = clamped(max(xTop, xBottom))
                piece(row, bits, xa, xb, dy * e.winding, xb - xa)
            }, whole: { row, bits, xTop in
                piece(row, bits, clamped(xTop + low), clamped(xTop + high), e.winding, length)
            })
        }

        /// Turns the band's cells into spans with a fill rule (see the generic version).
        @inline(__always)
        func sweep<S: SpanSink>(rows: Int, rule: FillRule, limit: Int, into sink: inout S) {
            if rule == .evenOdd {
                sweep(rows: rows, rule: EvenOdd.self, limit: limit, into: &sink)
            } else {
                sweep(rows: rows, rule: NonZero.self, limit: limit, into: &sink)
            }
        }

        /// Turns the band's cells into spans, zeroing the buffer behind it. Columns at or
        /// right of device column `limit` are not painted.
        ///
        /// A row is read in groups of four columns (aligned to the buffer's first column): each
        /// group holding a touched cell gets its four coverages at once (``CoverageRule/coverage4(_:)``),
        /// and the stretch up to the next such group is one run.
        func sweep<S: SpanSink, Rule: CoverageRule>(rows: Int, rule: Rule.Type, limit: Int, into target: inout S) {
            // A local copy keeps the sink's fields in registers across the loop.
            var sink = target
            defer { target = sink }
            let limit = limit &- colBase
            var row = cells
            var bits = touched
            for r in 0..<rows {
                let y = top &+ r
                var acc = SIMD4<Float>()  // the coverage accumulated left of the next column, in every lane
                var pos = 0  // first column not yet reported
                var pending = -1  // first column of edge pixels held back for one `pixels` call
                @inline(__always) func flush() {
                    if pending >= 0 {
                        sink.pixels(y: y, x: colBase &+ pending, count: pos &- pending, coverage: rowCoverage + pending)
                        pending = -1
                    }
                }
                var w = 0
                while w < words {
                    // Skip empty stretches four words (1,024 pixels) at a time.
                    if w &+ 4 <= words && (bits[w] | bits[w &+ 1] | bits[w &+ 2] | bits[w &+ 3]) == 0 {
                        w &+= 4
                        continue
                    }
                    var word = bits[w]
                    bits[w] = 0
                    let wordStart = w &<< 8
                    w &+= 1
                    while word != 0 {
                        let col = wordStart | word.trailingZeroBitCount &<< 2
                        word &= word &- 1
                        if col > pos {
                            if S.prefersRuns { flush() }
                            let c = Rule.coverage(acc[0])
                            let end = min(col, limit)
                            if c > 0 && end > pos { sink.span(y: y, x: colBase &+ pos, count: end &- pos, coverage: c) }
                        }
                        // Four cells: the coverage of pixel i is the running sum of covers up to
                        // it, less its own area.
                        let covers = UnsafeMutableRawPointer(row + col), areas = UnsafeMutableRawPointer(row + (col &+ areaPlane))
                        let cover = covers.loadUnaligned(as: SIMD4<Float>.self)
                        let area = areas.loadUnaligned(as: SIMD4<Float>.self)
                        covers.storeBytes(of: SIMD4<Float>.zero, as: SIMD4<Float>.self)
                        areas.storeBytes(of: SIMD4<Float>.zero, as: SIMD4<Float>.self)
                        // Prefix sum in two steps: add each lane's left neighbour (a 64-bit lane
                        // shift), then the second lane to the upper two.
                        let pairs = cover + unsafeBitCast(unsafeBitCast(cover, to: SIMD2<UInt64>.self) &<< 32, to: SIMD4<Float>.self)
                        let running = pairs + SIMD4(lowHalf: .zero, highHalf: SIMD2(repeating: pairs[1])) + acc
                        acc = SIMD4(repeating: running[3])
                        let coverage = Rule.coverage4(running - area)
                        if col &+ 4 <= limit {
                            if S.prefersRuns {
                                if pending < 0 { pending = col }
                                Rasterizer.write(coverage, to: rowCoverage + col)
                            } else {
                                sink.quad(y: y, x: colBase &+ col, coverage: coverage)
                            }
                            pos = col &+ 4
                        } else {
                            // The group reaches the clip's right side (an edge cut there lands
                            // right of it): only its columns left of the side are painted.
                            var i = 0
                            while col &+ i < limit {
                                let c = UInt8(truncatingIfNeeded: coverage[i])
                                if S.prefersRuns {
                                    if pending < 0 { pending = col &+ i }
                                    rowCoverage[col &+ i] = c
                                } else {
                                    sink.pixel(y: y, x: colBase &+ col &+ i, coverage: c)
                                }
                                i &+= 1
                            }
                            pos = max(pos, limit)
                        }
                    }
                }
                if S.prefersRuns { flush() }
                if pos < limit {
                    let c = Rule.coverage(acc[0])
                    if c > 0 { sink.span(y: y, x: colBase &+ pos, count: limit &- pos, coverage: c) }
                }
                row += stride
                bits += words
            }
        }
    }
}

/// How accumulated winding becomes coverage: a fill rule as a type, so the sweep is
/// specialised for each.
internal protocol CoverageRule {
    /// The 0…255 coverage of a pixel whose accumulated signed area is `a`.
    static func coverage(_ a: Float) -> UInt8
    /// ``coverage(_:)`` of four pixels at once, each 0…255 in its lane.
    static func coverage4(_ a: SIMD4<Float>) -> SIMD4<UInt32>
}

extension CoverageRule {
    /// `v` ∈ [0, 1] as 0…255, rounded: adding 2²³ leaves round(v·255) in the low mantissa
    /// bits, a conversion without the checks of `Int(Float)`.
    @inline(__always)
    static func byte(_ v: Float) -> UInt8 {
        UInt8(truncatingIfNeeded: (v * 255 + 8_388_608).bitPattern)
    }

    /// ``byte(_:)`` of min(|v|, 1) in four lanes.
    @inline(__always)
    static func bytes(magnitudeOf v: SIMD4<Float>) -> SIMD4<UInt32> {
        let magnitude = unsafeBitCast(unsafeBitCast(v, to: SIMD4<UInt32>.self) & 0x7FFF_FFFF, to: SIMD4<Float>.self)
        let clamped = pointwiseMin(magnitude, SIMD4(repeating: 1))
        return unsafeBitCast(clamped * 255 + 8_388_608, to: SIMD4<UInt32>.self) & 0xFF
    }
}

/// ``FillRule/nonZero``: inside wherever the winding is not zero.
internal enum NonZero: CoverageRule {
    @inline(__always)
    static func coverage(_ a: Float) -> UInt8 { byte(min(abs(a), 1)) }

    @inline(__always)
    static func coverage4(_ a: SIMD4<Float>) -> SIMD4<UInt32> { bytes(magnitudeOf: a) }
}

/// ``FillRule/evenOdd``: inside wherever the winding is odd: the distance from `a` to the
/// nearest even number (rounding by adding and taking away 1.5·2²³, exact for |a| < 2²²).
internal enum EvenOdd: CoverageRule {
    @inline(__always)
    static func coverage(_ a: Float) -> UInt8 {
        let half = a * 0.5
        let even = (half + 12_582_912) - 12_582_912
        return byte(min(abs(a - (even + even)), 1))
    }

    @inline(__always)
    static func coverage4(_ a: SIMD4<Float>) -> SIMD4<UInt32> {
        let magic = SIMD4<Float>(repeating: 12_582_912)
        let even = (a * 0.5 + magic) - magic
        return bytes(magnitudeOf: a - (even + even))
    }
}
