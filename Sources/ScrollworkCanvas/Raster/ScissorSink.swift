/// A sink that passes on only the pixels inside a rectangle (`Canvas/scissored(to:_:)`):
/// the coverage is computed as without it, so the pixels it lets through are exactly those
/// of the unscissored drawing.
struct ScissorSink<Base: SpanSink>: SpanSink {
    var base: Base
    let x0: Int, y0: Int, x1: Int, y1: Int

    init(_ base: Base, rect: PixelRect) {
        self.base = base
        x0 = rect.x
        y0 = rect.y
        x1 = rect.maxX
        y1 = rect.maxY
    }

    static var prefersRuns: Bool { Base.prefersRuns }

    @inline(__always)
    mutating func span(y: Int, x: Int, count: Int, coverage: UInt8) {
        guard y >= y0, y < y1 else { return }
        let a = max(x, x0), b = min(x &+ count, x1)
        if b > a { base.span(y: y, x: a, count: b &- a, coverage: coverage) }
    }

    @inline(__always)
    mutating func pixel(y: Int, x: Int, coverage: UInt8) {
        if y >= y0, y < y1, x >= x0, x < x1 { base.pixel(y: y, x: x, coverage: coverage) }
    }

    @inline(__always)
    mutating func pixels(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        guard y >= y0, y < y1 else { return }
        let a = max(x, x0), b = min(x &+ count, x1)
        if b > a { base.pixels(y: y, x: a, count: b &- a, coverage: coverage + (a &- x)) }
    }

    @inline(__always)
    mutating func quad(y: Int, x: Int, coverage: SIMD4<UInt32>) {
        guard y >= y0, y < y1 else { return }
        if x >= x0 && x &+ 4 <= x1 {
            base.quad(y: y, x: x, coverage: coverage)
        } else {
            for i in 0..<4 where x &+ i >= x0 && x &+ i < x1 {
                base.pixel(y: y, x: x &+ i, coverage: UInt8(truncatingIfNeeded: coverage[i]))
            }
        }
    }
}
