import CScrollworkExport
import Scrollwork
import ScrollworkCanvas

/// Turns a premultiplied frame into GIF's indexed pixels on a worker thread: opaque pixels
/// get their straight colour (or are composited over the matte or the background), pixels
/// under the alpha threshold become the transparent index, and libgd's quantiser picks the
/// frame's palette (median cut, with optional Floyd–Steinberg dithering). Kept pixels on the
/// alpha edge — within two pixels of a transparent one — then take the palette colour nearest
/// to their own, undithered: dithering is for areas of colour, and along a transparent edge it
/// shows as loose dots in a line. The palette always keeps its last entry for the
/// transparent index, which the encoder also uses for pixels that did not change since the
/// previous frame.
final class GIFFramePreparer: FramePreparer {
    private let colors: Int
    private let threshold: UInt8
    private let background: PremultipliedColor?
    private let matte: PremultipliedColor?
    private let dither: Bool
    /// The frame's working memory, kept from one frame to the next.
    private var scratch = Scratch()

    /// Buffers a frame is worked in (moved out of the preparer while in use, so the loops
    /// over them touch a local value, not a class's stored property, per pixel).
    private struct Scratch {
        /// Each pixel's colour, 3 bytes.
        var rgb: [UInt8] = []
        /// Whether each pixel is transparent.
        var transparent: [Bool] = []
        /// Whether a transparent pixel lies within the edge's reach along the pixel's row.
        var near: [Bool] = []
        /// Nearest palette entries found for edge colours in this frame: `1 << 32 | rgb << 8 |
        /// index` in a slot picked by the colour's top five bits per channel (0 = empty).
        var nearest = [UInt64](repeating: 0, count: 1 << 15)
    }

    init(options: ExportOptions) {
        colors = max(2, min(256, Int((256 * Double(options.quality(for: .gif)) / 100).rounded())))
        threshold = UInt8(max(0, min(255, (options.gif.effectiveAlphaThreshold * 255).rounded())))
        background = options.background.map { PremultipliedColor(Color(red: $0.red, green: $0.green, blue: $0.blue)) }
        matte = options.gif.matte.map { PremultipliedColor(Color(red: $0.red, green: $0.green, blue: $0.blue)) }
        dither = options.gif.dither
    }

    func prepare(_ pixmap: Pixmap) throws(ExportError) -> PreparedFrame {
        var work = scratch
        scratch = Scratch(rgb: [], transparent: [], near: [], nearest: [])
        defer { scratch = work }
        let count = pixmap.width * pixmap.height
        if work.rgb.count != count * 3 { work.rgb = [UInt8](repeating: 0, count: count * 3) }
        if work.transparent.count != count { work.transparent = [Bool](repeating: false, count: count) }
        if work.near.count != count { work.near = [Bool](repeating: false, count: count) }
        Self.convert(pixmap, into: &work, background: background, matte: matte, threshold: threshold)
        // One palette entry is kept for transparent and unchanged pixels.
        let wanted = min(colors, 255)
        var indices = [UInt8](repeating: 0, count: count)
        var palette = [UInt8](repeating: 0, count: 256 * 3)
        let found = work.rgb.withUnsafeBufferPointer { source in
            indices.withUnsafeMutableBufferPointer { out in
                palette.withUnsafeMutableBufferPointer { pal in
                    scrollwork_quantize(source.baseAddress, Int32(pixmap.width), Int32(pixmap.height), Int32(wanted),
                                        dither ? 1 : 0, out.baseAddress, pal.baseAddress)
                }
            }
        }
        guard found > 0 else { throw .encoderFailed(format: .gif, reason: "the quantiser could not allocate a \(pixmap.width)x\(pixmap.height) image") }
        let index = Int(found)
        Self.undither(edgesOf: &indices, in: &work, palette: palette, entries: index, width: pixmap.width, height: pixmap.height)
        if let matte { palette[index * 3] = matte.r; palette[index * 3 + 1] = matte.g; palette[index * 3 + 2] = matte.b }
        var source = [UInt32](repeating: 0, count: count)
        for i in 0..<count {
            if work.transparent[i] {
                indices[i] = UInt8(index)
            } else {
                source[i] = 0xFF00_0000 | UInt32(work.rgb[i * 3]) << 16 | UInt32(work.rgb[i * 3 + 1]) << 8 | UInt32(work.rgb[i * 3 + 2])
            }
        }
        palette.removeLast(palette.count - (index + 1) * 3)
        return PreparedFrame(bytes: indices, palette: palette, transparentIndex: index, source: source)
    }

    /// How far from a transparent pixel the alpha edge reaches, in pixels.
    static let edgeReach = 2

    /// Gives each kept pixel on the alpha edge — within ``edgeReach`` pixels of a transparent
    /// one (rows and columns, the square around it) — the palette entry nearest to its colour
    /// (of the first `entries`). Two pixels cover an antialiased edge's ramp of coverage; a
    /// translucent area further in is dithered as any area of colour is.
    private static func undither(edgesOf indices: inout [UInt8], in work: inout Scratch, palette: [UInt8], entries: Int,
                                 width: Int, height: Int) {
        guard entries > 0 else { return }
        for i in work.nearest.indices { work.nearest[i] = 0 }
        // Pixels with a transparent one within the reach along their row, then along their
        // column of those: a running count over a window of 2·reach + 1.
        let reach = edgeReach
        for y in 0..<height {
            let row = y * width
            var count = 0
            for x in 0..<min(width, reach) where work.transparent[row + x] { count += 1 }
            for x in 0..<width {
                if x + reach < width, work.transparent[row + x + reach] { count += 1 }
                if x - reach - 1 >= 0, work.transparent[row + x - reach - 1] { count -= 1 }
                work.near[row + x] = count > 0
            }
        }
        for x in 0..<width {
            var count = 0
            for y in 0..<min(height, reach) where work.near[y * width + x] { count += 1 }
            for y in 0..<height {
                if y + reach < height, work.near[(y + reach) * width + x] { count += 1 }
                if y - reach - 1 >= 0, work.near[(y - reach - 1) * width + x] { count -= 1 }
                let i = y * width + x
                if count > 0, !work.transparent[i] {
                    indices[i] = nearestEntry(r: work.rgb[i * 3], g: work.rgb[i * 3 + 1], b: work.rgb[i * 3 + 2],
                                              palette: palette, entries: entries, cache: &work.nearest)
                }
            }
        }
    }

    /// The palette entry nearest to a colour (squared distance), remembered in `cache`.
    private static func nearestEntry(r: UInt8, g: UInt8, b: UInt8, palette: [UInt8], entries: Int, cache: inout [UInt64]) -> UInt8 {
        let colour = UInt64(r) << 16 | UInt64(g) << 8 | UInt64(b)
        let slot = Int(r >> 3) << 10 | Int(g >> 3) << 5 | Int(b >> 3)
        let cached = cache[slot]
        if cached >> 32 == 1, (cached >> 8) & 0xFF_FFFF == colour { return UInt8(cached & 0xFF) }
        var best = 0, bestDistance = Int.max
        for e in 0..<entries {
            let dr = Int(palette[e * 3]) - Int(r), dg = Int(palette[e * 3 + 1]) - Int(g), db = Int(palette[e * 3 + 2]) - Int(b)
            let d = dr * dr + dg * dg + db * db
            if d < bestDistance { (best, bestDistance) = (e, d) }
        }
        cache[slot] = 1 << 32 | colour << 8 | UInt64(best)
        return UInt8(best)
    }

    /// Fills the colours and the transparency of `work`. Transparent pixels take the colour of
    /// the last kept pixel before them, so they add no colour of their own to the palette.
    private static func convert(_ pixmap: Pixmap, into work: inout Scratch, background: PremultipliedColor?,
                                matte: PremultipliedColor?, threshold: UInt8) {
        var last: (UInt8, UInt8, UInt8) = matte.map { ($0.r, $0.g, $0.b) } ?? (0, 0, 0)
        var seenOpaque = false
        pixmap.withUnsafePixels { pixels in
            for i in 0..<pixels.count {
                let p = PremultipliedColor(packed: pixels[i])
                var c: (UInt8, UInt8, UInt8)
                if let background {
                    let q = p.over(background)
                    c = (q.r, q.g, q.b)
                } else if p.a < threshold || p.a == 0 {
                    work.transparent[i] = true
                    work.rgb[i * 3] = last.0; work.rgb[i * 3 + 1] = last.1; work.rgb[i * 3 + 2] = last.2
                    continue
                } else if let matte {
                    let q = p.over(matte)
                    c = (q.r, q.g, q.b)
                } else {
                    let s = p.straightBytes
                    c = (s.r, s.g, s.b)
                }
                work.transparent[i] = false
                if !seenOpaque {
                    // Pixels before the first kept one get its colour.
                    for j in 0..<i { work.rgb[j * 3] = c.0; work.rgb[j * 3 + 1] = c.1; work.rgb[j * 3 + 2] = c.2 }
                    seenOpaque = true
                }
                last = c
                work.rgb[i * 3] = c.0; work.rgb[i * 3 + 1] = c.1; work.rgb[i * 3 + 2] = c.2
            }
        }
    }
}
