extension Rasterizer {
    /// Reports every run of non-zero coverage of the stored edges to `sink`, row by row.
    ///
    /// Lays the shape's rows out (``SweepLayout``) and sweeps them band by band; a large shape
    /// with a ``RasterWorker`` is cut into chunks of rows that this thread and the worker
    /// sweep in turn, each with its own buffers. A shaded shape counts eight times its
    /// ``work``.
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
        let layout = SweepLayout(stride: stride, words: words, colBase: colBase, bandRows: bandRows, rule: rule,
                                 checksBudget: crossings > Double(Rasterizer.maxCells), maxX: maxX)
        // Shading (a gradient or an image) costs several times what a solid colour does per
        // pixel, so smaller shaded shapes are worth the hand-over.
        let shading = (sink as? Blitter).map { !$0.solid } ?? false
        if let worker, rows >= 2, work * (shading ? 8 : 1) >= parallelWork,
           let workerSink = worker.sink(for: sink, columns: clipX1 - clipX0) {
            // Band-parallel: both threads sweep chunks of rows, each with its own buffers.
            parallelSweeps &+= 1
            let chunks = RasterWorker.chunkCount(rows: rows, minimumRows: 16)
            let job = RasterWorker.Job(rasterizer: self, top: rowBase, bottom: rowEnd, layout: layout,
                                       budget: Double(Rasterizer.maxCells) / Double(chunks), sink: workerSink)
            worker.run(.sweep(job), chunks: chunks) { range in
                sweepRows(rowBase + range.lowerBound, rowBase + range.upperBound, buffers: buffers, layout: layout,
                          budget: job.budget, into: &sink)
            }
            return
        }
        sweepRows(rowBase, rowEnd, buffers: buffers, layout: layout, budget: Double(Rasterizer.maxCells), into: &sink)
    }

    /// Up to this many bands, every band looks at every edge; more bands sort the edges by
    /// band first.
    static let scannedBands = 8

    /// Sweeps rows `top ..< bottom` band by band with `buffers`' cells and scratch. Past
    /// ``scannedBands`` bands, each band takes the edges that start in it and those carried
    /// over from the band above, so an edge is visited only in the bands it crosses.
    func sweepRows<S: SpanSink>(_ top: Int, _ bottom: Int, buffers: SweepBuffers, layout: SweepLayout, budget: Double,
                                into sink: inout S) {
        let bandRows = layout.bandRows
        let bands = (bottom - top + bandRows - 1) / bandRows
        buffers.reserve(cells: layout.stride * min(bandRows, bottom - top), atOnce: bandCellsForCanvas,
                        touched: layout.words * min(bandRows, bottom - top), stride: layout.stride, bandBudget: bandBudget)
        let edges = self.edges.base
        var budget = budget
        let topF = Float(top), bottomF = Float(bottom)
        if bands <= Rasterizer.scannedBands {
            // Few bands: each looks at every edge (cheaper than sorting them by band).
            var bandTop = top
            while bandTop < bottom {
                let bandBottom = min(bandTop &+ bandRows, bottom)
                let band = Band(buffers: buffers, layout: layout, top: bandTop)
                let bandTopF = Float(bandTop), bandBottomF = Float(bandBottom)
                let whole = bandTopF <= minY && bandBottomF >= maxY
                for i in 0..<edgeCount {
                    if whole {
                        accumulate(edges[i], into: band, layout: layout, budget: &budget)
                    } else if edges[i].y1 > bandTopF && edges[i].y0 < bandBottomF {
                        accumulate(edges[i], within: bandTopF, bandBottomF, into: band, layout: layout, budget: &budget)
                    }
                }
                band.sweep(rows: bandBottom &- bandTop, rule: layout.rule, limit: clipX1, into: &sink)
                assert(band.isClear(rows: bandBottom &- bandTop), "a sweep left cells or touched bits set")
                bandTop = bandBottom
            }
            return
        }
        // Edges by the band they start in (a counting sort), then band by band.
        buffers.reserve(edgeIndices: edgeCount, bands: bands)
        let starts = buffers.bandStarts.base, byBand = buffers.edgesByBand.base, active = buffers.activeEdges.base
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
            let band = Band(buffers: buffers, layout: layout, top: bandTop)
            let bandTopF = Float(bandTop), bandBottomF = Float(bandBottom)
            var kept = 0
            for k in 0..<carried {
                let i = Int(active[k])
                accumulate(edges[i], within: bandTopF, bandBottomF, into: band, layout: layout, budget: &budget)
                if edges[i].y1 > bandBottomF { active[kept] = Int32(truncatingIfNeeded: i); kept &+= 1 }
            }
            for k in Int(b == 0 ? 0 : starts[b &- 1]) ..< Int(starts[b]) {
                let i = Int(byBand[k])
                accumulate(edges[i], within: bandTopF, bandBottomF, into: band, layout: layout, budget: &budget)
                if edges[i].y1 > bandBottomF { active[kept] = byBand[k]; kept &+= 1 }
            }
            carried = kept
            band.sweep(rows: bandBottom &- bandTop, rule: layout.rule, limit: clipX1, into: &sink)
            assert(band.isClear(rows: bandBottom &- bandTop), "a sweep left cells or touched bits set")
            bandTop = bandBottom
        }
    }

    /// Accumulates the part of `e` between rows `top` and `bottom` into `band`.
    @inline(__always)
    func accumulate(_ e: Edge, within top: Float, _ bottom: Float, into band: Band, layout: SweepLayout, budget: inout Double) {
        var piece = e
        if piece.y0 < top { piece.x0 = e.x(at: top); piece.y0 = top }
        if piece.y1 > bottom { piece.x1 = e.x(at: bottom); piece.y1 = bottom }
        if piece.y0 < piece.y1 { accumulate(piece, into: band, layout: layout, budget: &budget) }
    }

    /// Accumulates `e` (lying within the band) into `band`, unless the cell budget is spent.
    @inline(__always)
    func accumulate(_ e: Edge, into band: Band, layout: SweepLayout, budget: inout Double) {
        if layout.checksBudget {
            let cost = e.cost
            if cost > budget { return }
            budget -= cost
        }
        band.accumulate(e)
    }
}
