import ScrollworkCanvas
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// How far two images of one size are apart, by the reference tools' metric
/// (`../shared/tools/reference/diff.py`).
///
/// Both images are composited over opaque white first — C = Cp + 255 − A from the
/// premultiplied colour, which is what a PNG with straight alpha becomes once
/// `ScrollworkCanvas/PNG` has read it — and then compared over R, G and B:
///
/// - ``psnr``: peak signal-to-noise ratio in dB over all compared channels (`.infinity` when
///   the images are identical; ``cappedPSNR`` reports that as 99 dB, as the summaries do);
/// - ``percentOver8`` and ``percentOver32``: the share of pixels whose largest channel
///   difference is more than 8 and more than 32 levels, in percent;
/// - ``meanAbsolute`` (and ``meanAbsoluteByChannel``): the mean absolute difference, 0–255;
/// - ``maximum``: the largest channel difference of any pixel.
///
/// The sums are exact integers, so the figures equal diff.py's to the last bit.
/// ``ReferenceBar`` says whether a pair is good enough.
public struct ImageDiff: Hashable, Sendable {
    /// The images' width in pixels.
    public var width: Int
    /// The images' height in pixels.
    public var height: Int
    /// PSNR in dB over R, G and B, `.infinity` when the images are identical.
    public var psnr: Double
    /// % of pixels off by more than 8 levels in some channel.
    public var percentOver8: Double
    /// % of pixels off by more than 32 levels in some channel.
    public var percentOver32: Double
    /// The mean absolute difference over R, G and B (0–255).
    public var meanAbsolute: Double
    /// The mean absolute difference of R, G and B each (0–255).
    public var meanAbsoluteByChannel: SIMD3<Double>
    /// The largest difference of any channel of any pixel (0–255).
    public var maximum: Int

    /// The PSNR reported for identical images (and the cap of every reported PSNR).
    public static let psnrCap = 99.0

    /// ``psnr`` capped at 99 dB, as the reference tools report it in summaries and JSON.
    public var cappedPSNR: Double { min(Self.psnrCap, psnr) }

    /// Whether the images are identical over white.
    public var isIdentical: Bool { maximum == 0 }

    /// Whether the pair is within the reference bar (``ReferenceBar/standard``).
    public var withinBar: Bool { ReferenceBar.standard.admits(self) }

    /// Compares two pixmaps composited over white.
    /// - Throws: ``ImageDiffError/sizeMismatch(_:_:)`` when their sizes differ.
    public init(_ a: Pixmap, _ b: Pixmap) throws(ImageDiffError) {
        guard a.width == b.width, a.height == b.height else {
            throw .sizeMismatch(ImageSize(a), ImageSize(b))
        }
        let tally = a.withUnsafePixels { pa in
            b.withUnsafePixels { pb in DifferenceTally(pa, pb) }
        }
        width = a.width
        height = a.height
        let pixels = Double(width * height), channels = Double(width * height * 3)
        guard pixels > 0 else {
            psnr = .infinity; percentOver8 = 0; percentOver32 = 0; meanAbsolute = 0
            meanAbsoluteByChannel = .zero; maximum = 0
            return
        }
        let mse = Double(tally.squares) / channels
        psnr = mse == 0 ? .infinity : 10 * log10(255.0 * 255.0 / mse)
        percentOver8 = 100.0 * Double(tally.over8) / pixels
        percentOver32 = 100.0 * Double(tally.over32) / pixels
        meanAbsolute = Double(tally.sums[0] + tally.sums[1] + tally.sums[2]) / channels
        meanAbsoluteByChannel = SIMD3(Double(tally.sums[0]), Double(tally.sums[1]), Double(tally.sums[2])) / pixels
        maximum = tally.largest
    }
}

/// The integer sums behind an ``ImageDiff``, in one pass over two pixel buffers of one length.
struct DifferenceTally {
    var squares: UInt64 = 0
    var sums = SIMD3<UInt64>.zero
    var over8 = 0
    var over32 = 0
    var largest = 0

    init(_ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>) {
        for i in 0..<min(a.count, b.count) {
            let p = a[i], q = b[i]
            if p == q { continue }
            let dr = Self.overWhite(p, 0).distance(to: Self.overWhite(q, 0)).magnitude
            let dg = Self.overWhite(p, 8).distance(to: Self.overWhite(q, 8)).magnitude
            let db = Self.overWhite(p, 16).distance(to: Self.overWhite(q, 16)).magnitude
            squares += UInt64(dr * dr + dg * dg + db * db)
            sums &+= SIMD3(UInt64(dr), UInt64(dg), UInt64(db))
            let worst = Int(max(dr, dg, db))
            if worst > 8 { over8 += 1 }
            if worst > 32 { over32 += 1 }
            largest = max(largest, worst)
        }
    }

    /// One channel (at bit `shift`) of a premultiplied RGBA8 pixel composited over white:
    /// C + 255 − A, at most 255.
    @inline(__always)
    static func overWhite(_ pixel: UInt32, _ shift: UInt32) -> Int {
        min(255, Int((pixel >> shift) & 0xFF) + 255 - Int(pixel >> 24))
    }
}
