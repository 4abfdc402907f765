import ArgumentParser
import Foundation
import ScrollworkCanvas
import ScrollworkImageDiff

/// `scrollwork diff`.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNGs with the reference tools' metric (PSNR, % > 8, % > 32, bar).",
        discussion: """
        Both images are composited over opaque white first (a PNG with alpha as straight alpha, \
        as PNG defines it), exactly as ../shared/tools/reference/diff.py does, and the same \
        figures are printed: MAE, % of pixels off by > 8 and > 32 levels, the largest \
        difference, PSNR (inf when identical) and whether the pair is within the bar \
        (PSNR ≥ 35 dB and ≤ 1.5 % of pixels off by > 32).

        Exit status 0 when measured (1 with --fail-below-psnr when the PSNR is lower, or on an \
        unreadable file or a size mismatch).

        Example:
          scrollwork diff golden.png mine.png --json
        """)

    @Argument(help: "The first PNG (usually the reference).")
    var a: String

    @Argument(help: "The second PNG.")
    var b: String

    @Flag(help: "Print one JSON object.")
    var json = false

    @Option(help: "Exit 1 when the PSNR is below this many dB.")
    var failBelowPsnr: Double?

    mutating func run() throws {
        do {
            let pa = try readPNG(a), pb = try readPNG(b)
            let d: ImageDiff
            do { d = try ImageDiff(pa, pb) } catch { throw CommandFailure(error.description) }
            let psnrText = d.psnr.isFinite ? String(format: "%.2f", d.psnr) : "inf"
            if json {
                print(String(format: "{\"size\": [%d, %d], \"mae\": %.4f, \"pct_gt8\": %.4f, \"pct_gt32\": %.4f, \"max\": %d, \"psnr\": %@, \"within_bar\": %@}",
                             pa.width, pa.height, d.meanAbsolute, d.percentOver8, d.percentOver32, d.maximum,
                             d.psnr.isFinite ? String(format: "%.4f", d.psnr) : "null", d.withinBar ? "true" : "false"))
            } else {
                print(String(format: "%dx%d  MAE %.3f  >8 %.3f%%  >32 %.3f%%  max %d  PSNR %@ dB  %@",
                             pa.width, pa.height, d.meanAbsolute, d.percentOver8, d.percentOver32, d.maximum, psnrText,
                             d.withinBar ? "within bar" : "OUTSIDE bar"))
            }
            if let failBelowPsnr, d.psnr < failBelowPsnr { throw ExitCode.failure }
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("error: \(failure.description)\n".utf8))
            throw ExitCode.failure
        }
    }
}

/// Reads a PNG, or fails with one line.
func readPNG(_ path: String) throws -> Pixmap {
    do { return try PNG.read(from: path) } catch { throw CommandFailure("\(path): \(error)") }
}
