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
