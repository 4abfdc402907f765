import Scrollwork

/// Bilinear sampling of a premultiplied image, padded with its edge pixels, for a span of
/// device pixels at a time.
///
/// Each device pixel centre is mapped through `toImage` and moved up and left by half a pixel
/// (image pixel centres are at integers); the position is clamped to the image and the four
/// pixels around it are mixed with weights in 1/256, rounded down, then scaled by the opacity.
/// A row of device pixels is a straight line in image space, so the position is stepped along
/// it in fixed point rather than mapped anew for each pixel (``FixedPointSteps``), and a plain
/// integer translation is a copy (``pixelOffset(_:)``).
struct ImageSampler {
    /// The image's pixels, `width × height`, premultiplied and packed.
    let pixels: UnsafePointer<UInt32>
    let width: Int
    let height: Int
    /// 0…256.
    let opacity: UInt32

    /// Writes the samples for device pixels `x ..< x + count` of row `y`; `offset` is
    /// ``pixelOffset(_:)`` of `m`.
    func shade(toImage m: AffineTransform, offset: (x: Int, y: Int)?, y: Int, x: Int, count: Int,
               into out: UnsafeMutablePointer<UInt32>) {
        if let offset {
            copy(row: y + offset.y, column: x + offset.x, count: count, into: out)
            return
        }
        let p = m.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
        if let steps = FixedPointSteps(startX: p.x - 0.5, startY: p.y - 0.5, stepX: m.a, stepY: m.b, count: count) {
            sample(along: steps, count: count, into: out)
        } else {
            sampleEachPixel(toImage: m, y: y, x: x, count: count, into: out)
        }
    }

    /// The offset from device to image pixels when `m` is a translation by whole pixels: each
    /// pixel centre then lands on a pixel centre, the bilinear weights are all 0 and sampling
    /// is a copy (see ``copy(row:column:count:into:)``). Nil for any other transform.
    static func pixelOffset(_ m: AffineTransform) -> (x: Int, y: Int)? {
        guard m.a == 1, m.b == 0, m.c == 0, m.d == 1,
              abs(m.tx) < 0x1p30, abs(m.ty) < 0x1p30,  // also false for NaN
              m.tx.rounded() == m.tx, m.ty.rounded() == m.ty else { return nil }
        return (Int(m.tx), Int(m.ty))
    }

    /// Image pixels `column ..< column + count` of image row `row`, times the opacity, where
    /// rows and columns outside the image repeat its edge pixels.
    func copy(row: Int, column: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let source = pixels + min(max(row, 0), height - 1) * width
        // out[i] shows column + i: left of the image for i < start, inside it up to end.
        let start = min(max(-column, 0), count), end = max(min(width - column, count), start)
        let first = PixelMath.scale(source[0], opacity), last = PixelMath.scale(source[width - 1], opacity)
        out.update(repeating: first, count: start)
        if opacity == 256 {
            (out + start).update(from: source + (column + start), count: end - start)
        } else {
            for i in start..<end { out[i] = PixelMath.scale(source[column + i], opacity) }
        }
        (out + end).update(repeating: last, count: count - end)
    }

    /// Samples the span at the positions `steps` walks through: the run of pixels whose four
    /// neighbours all lie inside the image in one loop without clamping, the pixels before
    /// and after it (near or past the edges) clamped.
    func sample(along steps: FixedPointSteps, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let maxX = Int64(width - 1) << 32, maxY = Int64(height - 1) << 32
        let inside = steps.indices(whereXBelow: maxX, yBelow: maxY, count: count)
        assert(inside.isEmpty || steps.isInside(inside.lowerBound, maxX: maxX, maxY: maxY)
                                 && steps.isInside(inside.upperBound - 1, maxX: maxX, maxY: maxY))
        sampleClamped(along: steps, 0..<inside.lowerBound, into: out)
        sampleInside(along: steps, inside, into: out)
        sampleClamped(along: steps, inside.upperBound..<count, into: out)
    }

    /// Samples pixels `range` of the span, clamping each position to the image.
    func sampleClamped(along steps: FixedPointSteps, _ range: Range<Int>, into out: UnsafeMutablePointer<UInt32>) {
        let maxX = Int64(width - 1) << 32, maxY = Int64(height - 1) << 32
        var (fx, fy) = steps.position(range.lowerBound)
        for i in range {
            out[i] = sample(x: min(max(fx, 0), maxX), y: min(max(fy, 0), maxY), maxX: maxX, maxY: maxY)
            fx &+= steps.dx
            fy &+= steps.dy
        }
    }

    /// Samples pixels `range` of the span, all of whose positions are in `0 ..< width − 1`,
    /// `0 ..< height − 1`: no clamping, and the right and lower neighbours always exist.
    func sampleInside(along steps: FixedPointSteps, _ range: Range<Int>, into out: UnsafeMutablePointer<UInt32>) {
        if steps.dy == 0 { return sampleInsideOneRow(along: steps, range, into: out) }
        let opacity = UInt64(self.opacity), width = self.width, pixels = self.pixels
        var (fx, fy) = steps.position(range.lowerBound)
        for i in range {
            let p = pixels + (Int(truncatingIfNeeded: fy >> 32) &* width &+ Int(truncatingIfNeeded: fx >> 32))
            out[i] = ImageSampler.bilinear(p[0], p[1], p[width], p[width &+ 1],
                                           wx: FixedPointSteps.weight(fx), wy: FixedPointSteps.weight(fy), opacity: opacity)
            fx &+= steps.dx
            fy &+= steps.dy
        }
    }

    /// ``sampleInside(along:_:into:)`` when the run stays on one image row (no rotation or
    /// skew): the row and its vertical weight are the same for every pixel.
    func sampleInsideOneRow(along steps: FixedPointSteps, _ range: Range<Int>, into out: UnsafeMutablePointer<UInt32>) {
        let opacity = UInt64(self.opacity), width = self.width
        let start = steps.position(range.lowerBound)
        let row = pixels + Int(truncatingIfNeeded: start.y >> 32) &* width, wy = FixedPointSteps.weight(start.y)
        var fx = start.x
        var range = range
        if steps.dx == 1 << 32 {
            // One image pixel per device pixel: every pixel has the same two weights.
            let done = sampleUnitSteps(from: row + Int(truncatingIfNeeded: fx >> 32), wx: FixedPointSteps.weight(fx), wy: wy,
                                       count: range.count, into: out + range.lowerBound)
            fx &+= Int64(done) &* steps.dx
            range = (range.lowerBound + done)..<range.upperBound
        }
        for i in range {
            let p = row + Int(truncatingIfNeeded: fx >> 32)
            out[i] = ImageSampler.bilinear(p[0], p[1], p[width], p[width &+ 1],
                                           wx: FixedPointSteps.weight(fx), wy: wy, opacity: opacity)
            fx &+= steps.dx
        }
    }

    /// Eight pixels a step of a run that moves one image pixel per device pixel along image
    /// row `row` (from its pixel `row[0]`) with the same weights `wx`, `wy` throughout; returns
    /// how many pixels it wrote (a multiple of eight, the rest left to the caller). Byte for
    /// byte ``bilinear(_:_:_:_:wx:wy:opacity:)``: each channel in a 16-bit lane, where
    /// `a·(256 − w) + b·w` and the opacity's product stay within 255·256.
    func sampleUnitSteps(from row: UnsafePointer<UInt32>, wx: UInt64, wy: UInt64, count: Int,
                         into out: UnsafeMutablePointer<UInt32>) -> Int {
        let width = self.width
        let wx1 = SIMD16<UInt16>(repeating: UInt16(wx)), wx0 = SIMD16<UInt16>(repeating: UInt16(256 - wx))
        let wy1 = SIMD16<UInt16>(repeating: UInt16(wy)), wy0 = SIMD16<UInt16>(repeating: UInt16(256 - wy))
        let opacity = SIMD16<UInt16>(repeating: UInt16(self.opacity))
        // Channels 0 and 2 of each pixel (`& 0x00FF`) and 1 and 3 (`>> 8`), each in the low byte of a lane.
        @inline(__always)
        func lerp(_ a: SIMD16<UInt16>, _ b: SIMD16<UInt16>, _ w0: SIMD16<UInt16>, _ w1: SIMD16<UInt16>) -> SIMD16<UInt16> {
            (a &* w0 &+ b &* w1) &>> 8
        }
        var i = 0
        while i &+ 8 <= count {
            let p = UnsafeRawPointer(row + i)
            let a = p.loadUnaligned(as: SIMD16<UInt16>.self)
            let b = p.loadUnaligned(fromByteOffset: 4, as: SIMD16<UInt16>.self)
            let c = p.loadUnaligned(fromByteOffset: width &* 4, as: SIMD16<UInt16>.self)
            let d = p.loadUnaligned(fromByteOffset: width &* 4 &+ 4, as: SIMD16<UInt16>.self)
            let low = lerp(lerp(a & 0x00FF, b & 0x00FF, wx0, wx1), lerp(c & 0x00FF, d & 0x00FF, wx0, wx1), wy0, wy1)
            let high = lerp(lerp(a &>> 8, b &>> 8, wx0, wx1), lerp(c &>> 8, d &>> 8, wx0, wx1), wy0, wy1)
            let scaled = ((low &* opacity) &>> 8) | (((high &* opacity) &>> 8) &<< 8)
            UnsafeMutableRawPointer(out + i).storeBytes(of: scaled, as: SIMD16<UInt16>.self)
            i &+= 8
        }
        return i
    }

    /// The span one pixel at a time in double precision, for positions too large for fixed
    /// point or not finite (those pixels are transparent).
    func sampleEachPixel(toImage m: AffineTransform, y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let py = Double(y) + 0.5
        let w = Double(width - 1), h = Double(height - 1)
        for i in 0..<count {
            let p = m.apply(Point(x: Double(x + i) + 0.5, y: py))
            let fx = p.x - 0.5, fy = p.y - 0.5
            guard fx.isFinite, fy.isFinite else { out[i] = 0; continue }
            // Clamped to the image, so within 2^14 · 2^32: converting to fixed point is exact.
            let cx = Int64(min(max(fx, 0), w) * FixedPointSteps.one)
            let cy = Int64(min(max(fy, 0), h) * FixedPointSteps.one)
            out[i] = sample(x: cx, y: cy, maxX: Int64(width - 1) << 32, maxY: Int64(height - 1) << 32)
        }
    }

    /// The bilinear sample at a position in 32.32 fixed point already clamped to
    /// `0…maxX`, `0…maxY` (the last column and row): the pixel it falls in and its right and
    /// lower neighbours (itself on the last column or row, where the weight is 0).
    @inline(__always)
    func sample(x fx: Int64, y fy: Int64, maxX: Int64, maxY: Int64) -> UInt32 {
        let x0 = Int(truncatingIfNeeded: fx >> 32), y0 = Int(truncatingIfNeeded: fy >> 32)
        let right = fx < maxX ? 1 : 0, down = fy < maxY ? width : 0
        let p = pixels + (y0 &* width &+ x0)
        return ImageSampler.bilinear(p[0], p[right], p[down], p[down &+ right],
                                     wx: FixedPointSteps.weight(fx), wy: FixedPointSteps.weight(fy), opacity: UInt64(opacity))
    }

    /// Four pixels (top left, top right, bottom left, bottom right) mixed with weights `wx`,
    /// `wy` in 256ths and scaled by `opacity` (0…256): across the top and the bottom pair with
    /// `wx`, down between the two with `wy`, then the opacity, each step rounded down per
    /// channel, all four channels in one 64-bit multiply (``PixelMath/lerpWide(_:_:_:)``).
    @inline(__always)
    static func bilinear(_ p00: UInt32, _ p01: UInt32, _ p10: UInt32, _ p11: UInt32,
                         wx: UInt64, wy: UInt64, opacity: UInt64) -> UInt32 {
        let top = PixelMath.lerpWide(PixelMath.widen(p00), PixelMath.widen(p01), wx)
        let bottom = PixelMath.lerpWide(PixelMath.widen(p10), PixelMath.widen(p11), wx)
        return PixelMath.narrow(PixelMath.scaleWide(PixelMath.lerpWide(top, bottom, wy), opacity))
    }
}
