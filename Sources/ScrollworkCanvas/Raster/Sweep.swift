extension Rasterizer.Band {
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

    /// Whether the first `rows` rows of the band's cells and touched bits are all zero: the
    /// state every sweep must leave them in, since the next shape accumulates into them
    /// (checked after each band in debug builds).
    func isClear(rows: Int) -> Bool {
        for i in 0 ..< rows &* stride where cells[i] != 0 || cells[i &+ areaPlane] != 0 { return false }
        for i in 0 ..< rows &* words where touched[i] != 0 { return false }
        return true
    }
}
