import CIntrinsics

extension Rasterizer {
    /// A band of rows of the cell buffer: how edges are written into it (here) and read back
    /// out (Sweep.swift).
    ///
    /// An edge adds to the cells of the pixels it crosses, row by row: to a pixel's `cover`
    /// the height of the edge within it (signed by its winding), and to its `area` the part of
    /// that which only counts from the next pixel on (the pixel's area right of the edge).
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

        /// The band of rows from `top` on, in `buffers`' cells, laid out as `layout` says.
        init(buffers: SweepBuffers, layout: SweepLayout, top: Int) {
            cells = buffers.cells.base
            areaPlane = buffers.areaPlane
            touched = buffers.touched.base
            rowCoverage = buffers.rowCoverage.base
            stride = layout.stride
            words = layout.words
            self.top = top
            colBase = layout.colBase
            maxX = layout.maxX
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
    }
}
