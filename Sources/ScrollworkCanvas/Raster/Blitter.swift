import CIntrinsics

/// Paints coverage runs onto a pixel buffer: source-over with a solid colour or a shader,
/// optionally through a clip mask and an extra coverage factor. (A plain solid colour goes
/// through ``SolidSink``.) Holds raw pointers valid for one draw only.
internal struct Blitter: SpanSink {
    /// The target pixels and their placement in device space.
    var pixels: UnsafeMutablePointer<UInt32>
    var stride: Int
    var originX: Int
    var originY: Int
    /// A device-sized clip mask (stride `maskStride`), or nil.
    var mask: UnsafePointer<UInt8>?
    var maskStride: Int
    /// Solid colour (premultiplied, opacity folded in), used when `shader` is nil.
    var color: UInt32
    /// Extra coverage factor 0…256 (hairline thinness, shader opacity).
    var coverageScale: UInt32
    var shader: Shader? { didSet { solid = shader == nil } }
    /// Whether the paint is the solid ``color`` (checked first, so the solid path never copies
    /// the shader).
    var solid = true
    var scratch: UnsafeMutablePointer<UInt32>

    static var prefersRuns: Bool { true }

    /// Paints `count` pixels with a coverage each: one shader call for all of them.
    mutating func pixels(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        let row = pixels + ((y &- originY) &* stride &+ (x &- originX))
        let scale = coverageScale
        let m = mask.map { $0 + (y &* maskStride &+ x) }
        if !solid, let shader { shader.shade(y: y, x: x, count: count, into: scratch) }
        for i in 0..<count {
            var c = UInt32(coverage[i])
            if scale != 256 { c = (c &* scale) >> 8 }
            if let m { c = (c &* UInt32(m[i]) &+ 255) >> 8 }
            if c == 0 { continue }
            let src = solid ? color : scratch[i]
            row[i] = PixelMath.over(c == 255 ? src : PixelMath.scale(src, PixelMath.factor(c)), row[i])
        }
    }

    /// One pixel (the sweep hands this sink runs of them through ``pixels``; a solid colour
    /// without a mask goes through ``SolidSink`` instead).
    mutating func pixel(y: Int, x: Int, coverage: UInt8) {
        if coverage > 0 { span(y: y, x: x, count: 1, coverage: coverage) }
    }

    @inline(__always)
    mutating func span(y: Int, x: Int, count: Int, coverage: UInt8) {
        var cov = UInt32(coverage)
        if coverageScale != 256 { cov = (cov &* coverageScale) >> 8; if cov == 0 { return } }
        let row = pixels + (y - originY) * stride + (x - originX)
        if !solid, let shader {
            if cov == 255 && mask == nil && shader.isOpaque {
                // Opaque colours at full coverage replace the pixels (source-over leaves
                // nothing of them): shaded straight into the row.
                shader.shade(y: y, x: x, count: count, into: row)
                return
            }
            shader.shade(y: y, x: x, count: count, into: scratch)
            if let mask {
                let m = mask + y * maskStride + x
                for i in 0..<count {
                    let c = (cov &* UInt32(m[i]) + 255) >> 8
                    if c == 0 { continue }
                    row[i] = PixelMath.over(PixelMath.scale(scratch[i], PixelMath.factor(c)), row[i])
                }
            } else if cov == 255 {
                for i in 0..<count { row[i] = PixelMath.over(scratch[i], row[i]) }
            } else {
                let f = PixelMath.factor(cov)
                for i in 0..<count { row[i] = PixelMath.over(PixelMath.scale(scratch[i], f), row[i]) }
            }
            return
        }
        if let mask {
            let m = mask + y * maskStride + x
            for i in 0..<count {
                let c = (cov &* UInt32(m[i]) + 255) >> 8
                if c == 0 { continue }
                row[i] = PixelMath.over(PixelMath.scale(color, PixelMath.factor(c)), row[i])
            }
            return
        }
        Blitter.paintRun(row, count, color, coverage: cov)
    }

    /// Source-over of one colour at one coverage (1…255) onto `count` pixels: an opaque
    /// colour at full coverage is stored, anything else blended (eight at a time when long).
    @inline(__always)
    static func paintRun(_ row: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32, coverage: UInt32) {
        if coverage == 255 && color >> 24 == 255 {
            if count == 1 { row[0] = color } else { row.update(repeating: color, count: count) }
            return
        }
        let src = coverage == 255 ? color : PixelMath.scale(color, PixelMath.factor(coverage))
        if count < 8 {
            let inv = 256 &- (src >> 24)
            for i in 0..<count { row[i] = src &+ PixelMath.scale(row[i], inv) }
        } else {
            blendRow(row, count, src)
        }
    }

    /// Source-over of one colour onto `count` pixels, eight at a time with SIMD (in one AVX2
    /// register where the processor has it and `wide` is left set; the same arithmetic in C).
    static func blendRow(_ row: UnsafeMutablePointer<UInt32>, _ count: Int, _ src: UInt32, wide: Bool = true) {
        let inv = 256 - (src >> 24)
        if inv == 256 { return }
        var i = 0
        if wide && count >= 8 && scrollwork_has_avx2() != 0 {
            i = scrollwork_blend_color_row_wide(row, count, src)
        }
        if count - i >= 8 {
            let srcV = SIMD8<UInt32>(repeating: src)
            let invV = SIMD8<UInt32>(repeating: inv)
            let m = SIMD8<UInt32>(repeating: 0x00FF00FF)
            let raw = UnsafeMutableRawPointer(row)
            while i + 8 <= count {
                let d = raw.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)
                let rb = (((d & m) &* invV) &>> 8) & m
                let ag = (((d &>> 8) & m) &* invV) & ~m
                raw.storeBytes(of: srcV &+ (rb | ag), toByteOffset: i * 4, as: SIMD8<UInt32>.self)
                i += 8
            }
        }
        while i < count {
            row[i] = src &+ PixelMath.scale(row[i], inv)
            i += 1
        }
    }
}
