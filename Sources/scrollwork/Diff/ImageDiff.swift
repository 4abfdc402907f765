import Foundation
import ScrollworkCanvas

/// The reference tools' image metric (`../shared/tools/reference/diff.py`): both images
/// composited over opaque white (C = Cp + 255 − A from premultiplied colour), then PSNR over
/// R, G, B, the share of pixels whose largest channel difference is > 8 and > 32 levels, the
/// mean absolute difference and the largest difference.
struct ImageDiff: Equatable {
    /// PSNR in dB, `.infinity` when identical.
    var psnr: Double
    /// % of pixels off by more than 8 levels in some channel.
    var percentOver8: Double
    /// % of pixels off by more than 32 levels in some channel.
    var percentOver32: Double
    /// Mean absolute difference over all channels (0–255).
    var meanAbsolute: Double
    /// The largest channel difference.
    var maximum: Int

    /// PSNR ≥ 35 dB and at most 1.5 % of the pixels off by > 32: what a mature renderer meets.
    static let barPSNR = 35.0
    static let barOver32 = 1.5
    /// Identical images are reported as 99 dB.
    static let psnrCap = 99.0

    /// PSNR capped at 99 dB, as in the summaries.
    var cappedPSNR: Double { min(Self.psnrCap, psnr) }
    /// Within the bar.
    var withinBar: Bool { cappedPSNR >= Self.barPSNR && percentOver32 <= Self.barOver32 }

    /// Compares two pixmaps of the same size; nil when the sizes differ.
    init?(_ a: Pixmap, _ b: Pixmap) {
        guard a.width == b.width, a.height == b.height else { return nil }
        var squares: UInt64 = 0, sum: UInt64 = 0, over8 = 0, over32 = 0, largest = 0
        a.withUnsafePixels { pa in
            b.withUnsafePixels { pb in
                for i in 0..<pa.count {
                    let p = pa[i], q = pb[i]
                    let aa = Int(p >> 24), ab = Int(q >> 24)
                    var worst = 0
                    for shift in [0, 8, 16] as [UInt32] {
                        let ca = Int((p >> shift) & 0xFF) + 255 - aa
                        let cb = Int((q >> shift) & 0xFF) + 255 - ab
                        let d = abs(min(255, ca) - min(255, cb))
                        squares += UInt64(d * d)
                        sum += UInt64(d)
                        worst = max(worst, d)
                    }
                    if worst > 8 { over8 += 1 }
                    if worst > 32 { over32 += 1 }
                    largest = max(largest, worst)
                }
            }
        }
        let channels = Double(max(1, a.width * a.height * 3)), pixels = Double(max(1, a.width * a.height))
        let mse = Double(squares) / channels
        psnr = mse == 0 ? .infinity : 10 * log10(255.0 * 255.0 / mse)
        percentOver8 = 100 * Double(over8) / pixels
        percentOver32 = 100 * Double(over32) / pixels
        meanAbsolute = Double(sum) / channels
        maximum = largest
    }

    /// One cell as compare_dir.py prints it: `@30:  47.1 dB >8 0.34% >32 0.03%` (+ ` OUT`).
    func cell(frame: String) -> String {
        String(format: "@%@: %5.1f dB >8 %.2f%% >32 %.2f%%", frame, cappedPSNR, percentOver8, percentOver32)
            + (withinBar ? "" : " OUT")
    }
}
