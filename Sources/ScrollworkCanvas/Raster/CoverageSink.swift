/// Writes coverage into an 8-bit buffer (clip and mask building).
struct CoverageSink: SpanSink {
    var buffer: UnsafeMutablePointer<UInt8>
    var stride: Int
    var originX: Int
    var originY: Int

    mutating func span(y: Int, x: Int, count: Int, coverage: UInt8) {
        (buffer + (y - originY) * stride + (x - originX)).update(repeating: coverage, count: count)
    }

    mutating func pixel(y: Int, x: Int, coverage: UInt8) {
        buffer[(y &- originY) &* stride &+ (x &- originX)] = coverage
    }

    mutating func quad(y: Int, x: Int, coverage: SIMD4<UInt32>) {
        Rasterizer.write(coverage, to: buffer + ((y &- originY) &* stride &+ (x &- originX)))
    }
}
