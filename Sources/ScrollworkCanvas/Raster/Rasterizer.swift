#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Receives the coverage of a rasterized shape, one horizontal run at a time.
internal protocol SpanSink {
    /// Pixels `x ..< x + count` of row `y` are covered by `coverage` (1…255).
    mutating func span(y: Int, x: Int, count: Int, coverage: UInt8)
}

/// An analytic-coverage scanline rasterizer: polygon edges add signed area to sparse cells
/// (one cell per touched pixel holds the change of accumulated coverage there), cells are
/// sorted by row and column, and a sweep along each row turns the running sum into runs of
/// constant coverage.
///
/// The same algorithm as font rasterizers' "accumulation buffer", but sparse, so a large
/// shape costs its outline plus one run per row, not its area. Edges are clipped to the clip
/// box before they touch a cell: parts left of it become vertical edges on its left side,
/// parts above, below or right of it are dropped. All buffers are kept and reused; after the
/// first few frames nothing is allocated.
internal final class Rasterizer {
    struct Cell {
        var x: Int32
        var y: Int32
        /// The change of accumulated coverage from this cell onwards.
        var cover: Float
        /// The part of `cover` that only starts at the next pixel (this pixel gets
        /// `cover − area`).
        var area: Float
        init(x: Int32, y: Int32, cover: Float, area: Float) { self.x = x; self.y = y; self.cover = cover; self.area = area }
    }

    var cells: UnsafeMutablePointer<Cell>
    var cellCount = 0
    var cellCapacity = 0
    var sorted: UnsafeMutablePointer<Cell>
    var sortedCapacity = 0
    var rowStarts: [Int32] = []

    /// The clip box in device pixels: `clipX0 ..< clipX1`, `clipY0 ..< clipY1`.
    var clipX0: Int = 0
    var clipY0: Int = 0
    var clipX1: Int = 0
    var clipY1: Int = 0
    /// Rows actually touched, for a cheap sweep.
    var minRow = Int.max
    var maxRow = Int.min

    /// The largest number of cells one shape may produce; beyond it further edges are
    /// dropped (bounded work for absurd input).
    static let maxCells = 1 << 22  // 4 Mi cells, 64 MiB (plus as much for sorting)

    init() {
        cellCapacity = 1024
        cells = .allocate(capacity: cellCapacity)
        sortedCapacity = 1024
        sorted = .allocate(capacity: sortedCapacity)
    }

    deinit {
        cells.deallocate()
        sorted.deallocate()
    }

    /// Starts a new shape clipped to a box (already intersected with the target).
    func reset(clip: PixelRect) {
        cellCount = 0
        clipX0 = clip.x; clipY0 = clip.y; clipX1 = clip.maxX; clipY1 = clip.maxY
        minRow = Int.max; maxRow = Int.min
    }

    /// Whether nothing has been added.
    var isEmpty: Bool { cellCount == 0 }

    func grow(atLeast minimum: Int = 0) {
        let newCap = max(cellCapacity * 2, minimum)
        let n = UnsafeMutablePointer<Cell>.allocate(capacity: newCap)
        n.moveInitialize(from: cells, count: cellCount)
        cells.deallocate()
        cells = n
        cellCapacity = newCap
    }

    /// Adds one polygon edge in device pixels. Non-finite edges are ignored.
    func addLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        guard ay != by, ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else { return }
        guard cellCount < Rasterizer.maxCells else { return }
        // Clip vertically.
        var x0 = ax, y0 = ay, x1 = bx, y1 = by
        let top = Double(clipY0), bottom = Double(clipY1)
        if (y0 <= top && y1 <= top) || (y0 >= bottom && y1 >= bottom) { return }
        let dxdy = (x1 - x0) / (y1 - y0)
        if y0 < top { x0 += (top - y0) * dxdy; y0 = top } else if y0 > bottom { x0 += (bottom - y0) * dxdy; y0 = bottom }
        if y1 < top { x1 += (top - y1) * dxdy; y1 = top } else if y1 > bottom { x1 += (bottom - y1) * dxdy; y1 = bottom }
        let left = Double(clipX0), right = Double(clipX1)
        if x0 >= right && x1 >= right { return }
        if x0 <= left && x1 <= left { lineClipped(left, y0, left, y1); return }
        // Split at the left and right sides; left parts become vertical edges on the side.
        let dydx = (y1 - y0) / (x1 - x0)
        if x0 < left || x1 < left {
            let ym = y0 + (left - x0) * dydx
            if x0 < left { lineClipped(left, y0, left, ym); x0 = left; y0 = ym } else { lineClipped(left, ym, left, y1); x1 = left; y1 = ym }
        }
        if x0 > right || x1 > right {
            let ym = y0 + (right - x0) * dydx
            if x0 > right { x0 = right; y0 = ym } else { x1 = right; y1 = ym }
        }
        lineClipped(x0, y0, x1, y1)
    }

    /// Adds an edge already inside the clip box (x may touch the right side). Works on local
    /// copies of the cell buffer's state so the hot loop stays in registers.
    func lineClipped(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        if ay == by { return }
        var x0 = Float(ax), y0 = Float(ay), x1 = Float(bx), y1 = Float(by)
        var dir: Float = 1
        if y0 == y1 { return }
        if y0 > y1 { swap(&x0, &x1); swap(&y0, &y1); dir = -1 }
        let dxdy = (x1 - x0) / (y1 - y0)
        guard dxdy.isFinite else { return }
        var x = x0
        // Coordinates are clipped to the (non-negative) target, so truncation is floor.
        let yStart = Int(y0), yEnd = Rasterizer.ceil(y1)
        if yStart < minRow { minRow = yStart }
        if yEnd - 1 > maxRow { maxRow = yEnd - 1 }
        let left = clipX0, right = clipX1
        var buf = cells
        var count = cellCount
        var yi = yStart
        while yi < yEnd {
            let yf = Float(yi)
            let dy = min(yf + 1, y1) - max(yf, y0)
            let xnext = x + dxdy * dy
            let d = dy * dir
            let xa = min(x, xnext), xb = max(x, xnext)
            let x0i = Int(max(xa, 0))
            let xaf = Float(x0i)
            let x1i = Rasterizer.ceil(max(xb, 0))
            // Room for every cell this row piece can make.
            let needed = count + (x1i - x0i) + 3
            if needed > cellCapacity {
                cellCount = count
                grow(atLeast: needed)
                buf = cells
            }
            let y32 = Int32(yi)
            @inline(__always) func emit(_ xi: Int, _ cover: Float, _ area: Float) {
                if xi >= right || cover == 0 { return }
                // Left of the clip only the cover matters (it all reaches the first column).
                let xc = Int32(xi < left ? left : xi)
                let ar = xi < left ? 0 : area
                if count > 0 {
                    let last = buf + (count - 1)
                    if last.pointee.x == xc && last.pointee.y == y32 {
                        last.pointee.cover += cover
                        last.pointee.area += ar
                        return
                    }
                }
                (buf + count).initialize(to: Cell(x: xc, y: y32, cover: cover, area: ar))
                count += 1
            }
            @inline(__always) func emit(_ xi: Int, _ delta: Float) { emit(xi, delta, 0) }
            if x1i <= x0i + 1 {
                let xmf = 0.5 * (x + xnext) - xaf
                emit(x0i, d, d * xmf)
            } else {
                let s = 1 / (xb - xa)
                let x0f = xa - xaf
                let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
                let x1f = xb - Float(x1i) + 1
                let am = 0.5 * s * x1f * x1f
                emit(x0i, d * a0)
                if x1i == x0i + 2 {
                    emit(x0i + 1, d * (1 - a0 - am))
                } else {
                    let a1 = s * (1.5 - x0f)
                    emit(x0i + 1, d * (a1 - a0))
                    var xi = x0i + 2
                    let ds = d * s
                    let stop = min(x1i - 1, right)
                    while xi < stop {
                        (buf + count).initialize(to: Cell(x: Int32(xi < left ? left : xi), y: y32, cover: ds, area: 0))
                        count += 1
                        xi += 1
                    }
                    let a2 = a1 + Float(x1i - x0i - 3) * s
                    emit(x1i - 1, d * (1 - a2 - am))
                }
                emit(x1i, d * am)
            }
            x = xnext
            yi += 1
        }
        cellCount = count
    }

    /// The ceiling of a non-negative float, without a libm call.
    @inline(__always)
    static func ceil(_ v: Float) -> Int {
        let i = Int(v)
        return Float(i) < v ? i + 1 : i
    }

    /// Sorts the cells and reports every run of non-zero coverage to `sink`.
    func sweep<S: SpanSink>(_ rule: FillRule, into sink: inout S) {
        guard cellCount > 0, maxRow >= minRow else { return }
        let rows = maxRow - minRow + 1
        sortByRow(rows: rows)
        let evenOdd = rule == .evenOdd
        let clipX1 = self.clipX1
        let minRow = self.minRow
        let sorted = self.sorted
        let cells = self.cells
        rowStarts.withUnsafeBufferPointer { starts in
            for r in 0..<rows {
                let s = Int(starts[r]), e = Int(starts[r + 1])
                if s == e { continue }
                let row = sorted + s
                let n = e - s
                sortRow(row, n, scratch: cells + s)
                let y = r + minRow
                var acc: Float = 0
                var i = 0
                @inline(__always) func coverage(_ a: Float) -> Int {
                    var v = abs(a)
                    if evenOdd {
                        v = v.truncatingRemainder(dividingBy: 2)
                        if v > 1 { v = 2 - v }
                    } else if v > 1 { v = 1 }
                    // v ∈ [0, 1]: adding 2²³ leaves round(v·255) in the low mantissa bits,
                    // a conversion without the checks of Int(Float).
                    return Int((v * 255 + 8_388_608).bitPattern & 0x1FF)
                }
                while i < n {
                    var x = Int(row[i].x)
                    var cover = row[i].cover, area = row[i].area
                    i += 1
                    while i < n && Int(row[i].x) == x { cover += row[i].cover; area += row[i].area; i += 1 }
                    let nextX = i < n ? min(Int(row[i].x), clipX1) : clipX1
                    if area != 0 {
                        // The cell's own pixel is partly covered.
                        let c = coverage(acc + cover - area)
                        if c > 0 { sink.span(y: y, x: x, count: 1, coverage: UInt8(c)) }
                        x += 1
                    }
                    acc += cover
                    if nextX <= x { continue }
                    let c = coverage(acc)
                    if c > 0 { sink.span(y: y, x: x, count: nextX - x, coverage: UInt8(c)) }
                }
            }
        }
    }

    /// Counting sort of the cells by row into `sorted`.
    func sortByRow(rows: Int) {
        if sortedCapacity < cellCount {
            sorted.deallocate()
            sortedCapacity = max(cellCount, sortedCapacity * 2)
            sorted = .allocate(capacity: sortedCapacity)
        }
        if rowStarts.count < rows + 1 {
            rowStarts = [Int32](repeating: 0, count: rows + 1)
        }
        let base = minRow
        rowStarts.withUnsafeMutableBufferPointer { starts in
            for r in 0...rows { starts[r] = 0 }
            for i in 0..<cellCount { starts[Int(cells[i].y) - base + 1] += 1 }
            for r in 0..<rows { starts[r + 1] += starts[r] }
            // Scatter using starts as cursors, then shift back.
            for i in 0..<cellCount {
                let c = cells[i]
                let r = Int(c.y) - base
                let at = Int(starts[r])
                (sorted + at).initialize(to: c)
                starts[r] = Int32(at + 1)
            }
            var prev: Int32 = 0
            for r in 0..<rows {
                let end = starts[r]
                starts[r] = prev
                prev = end
            }
            starts[rows] = prev
        }
    }

    /// Sorts one row's cells by column, in place: insertion sort for short rows; for long
    /// rows (made of a few increasing runs, one per edge piece) a natural merge sort using
    /// `scratch` (the free cell buffer). No allocation.
    func sortRow(_ p: UnsafeMutablePointer<Cell>, _ n: Int, scratch: UnsafeMutablePointer<Cell>) {
        if n < 2 { return }
        // Common cases first: already sorted, or two increasing runs in the wrong order
        // (the right edge of a shape added before its left edge): one rotation.
        var k = 1
        while k < n && p[k - 1].x <= p[k].x { k += 1 }
        if k == n { return }
        var j = k + 1
        while j < n && p[j - 1].x <= p[j].x { j += 1 }
        if j == n && p[n - 1].x <= p[0].x {
            scratch.update(from: p, count: k)
            p.update(from: p + k, count: n - k)
            (p + (n - k)).update(from: scratch, count: k)
            return
        }
        if n <= 24 {
            for i in 1..<n {
                let c = p[i]
                var j = i - 1
                while j >= 0 && p[j].x > c.x { p[j + 1] = p[j]; j -= 1 }
                p[j + 1] = c
            }
            return
        }
        var src = p, dst = scratch
        while true {
            // One pass: merge neighbouring increasing runs from src into dst.
            var i = 0, runs = 0
            while i < n {
                var mid = i + 1
                while mid < n && src[mid - 1].x <= src[mid].x { mid += 1 }
                var end = mid
                if mid < n {
                    end = mid + 1
                    while end < n && src[end - 1].x <= src[end].x { end += 1 }
                }
                var a = i, b = mid, o = i
                while a < mid && b < end {
                    if src[b].x < src[a].x { dst[o] = src[b]; b += 1 } else { dst[o] = src[a]; a += 1 }
                    o += 1
                }
                while a < mid { dst[o] = src[a]; a += 1; o += 1 }
                while b < end { dst[o] = src[b]; b += 1; o += 1 }
                runs += 1
                i = end
            }
            swap(&src, &dst)
            if runs <= 1 { break }
        }
        if src != p { p.update(from: src, count: n) }
    }
}
