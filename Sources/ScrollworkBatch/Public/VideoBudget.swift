import Foundation
import Scrollwork
import ScrollworkExport
import ScrollworkLottie

/// The bit rate a video was encoded at to fit a size budget, and how it was found: the first
/// encode aims at the budget spread over the video's length (95 % of it), and each encode
/// that comes out too large is followed by one at a rate scaled down by how much it missed,
/// at most ``maxEncodes`` in all.
public struct VideoBudget: Hashable, Sendable {
    /// The most bytes the video may have.
    public var budget: Int
    /// The bit rate chosen, in bits a second.
    public var bitrate: Int
    /// How many encodes it took.
    public var encodes: Int
    /// The video's size in bytes.
    public var byteCount: Int

    /// The most encodes tried before giving up.
    public static let maxEncodes = 6
    /// Telegram's limit for video stickers, in bytes.
    public static let telegramBudget = 256 * 1024
}

extension LottieConversion {
    /// A Telegram video sticker: VP9 WebM with alpha, the longer side 512 (the other even),
    /// at most 30 frames a second and 3 seconds, encoded at a bit rate that fits 256 KB.
    func makeVideoSticker(_ input: String, to output: String, threads: Int,
                          cancellation: ExportCancellation?) throws(ConversionError) -> ConversionReport {
        let source = try load(input)
        let animation = source.animation
        let side = Double(TelegramStickerProfile.canvasSide)
        let s = side / max(animation.size.width, animation.size.height, 1e-9)
        func even(_ x: Double) -> Int { max(2, Int((x * s / 2).rounded()) * 2) }
        let size = (width: min(Int(side), even(animation.size.width)), height: min(Int(side), even(animation.size.height)))
        let rate = min(animation.frameRate, 30)
        let first = animation.inPoint
        let last = min(animation.frameRange.lastFrame, first + (TelegramStickerProfile.maxDuration * animation.frameRate).rounded(.down) - 1)
        let timeline = ExportTimeline(span: FrameRange(first: first, last: max(first, last)), compositionRate: animation.frameRate,
                                      outputRate: rate)
        let seconds = Double(max(1, timeline.frameCount)) / rate
        let budget = VideoBudget.telegramBudget
        var options = self.options
        options.background = nil
        var bitrate = Int(min(20_000_000, Double(budget) * 8 * 0.95 / seconds))
        var tried: [String] = []
        for encode in 1...VideoBudget.maxEncodes {
            let attempt = AtomicFile.temporaryPath(for: output)
            options.videoBitrate = bitrate
            var report = try export(source, timeline: timeline, fit: .box(width: size.width, height: size.height), size: size,
                                    format: .webm, options: options, to: attempt, threads: threads, cancellation: cancellation,
                                    progress: nil)
            if report.byteCount <= budget {
                guard rename(attempt, output) == 0 else {
                    let reason = String(cString: strerror(errno))
                    unlink(attempt)
                    throw .cannotWrite(path: output, reason: reason)
                }
                report.outputs = [output]
                report.video = VideoBudget(budget: budget, bitrate: bitrate, encodes: encode, byteCount: report.byteCount)
                return report
            }
            unlink(attempt)
            tried.append("\(bitrate / 1000) kb/s → \(report.byteCount / 1024) KB")
            bitrate = Int(Double(bitrate) * Double(budget) / Double(report.byteCount) * 0.92)
            if bitrate < 1_000 { break }
        }
        throw .invalid("no bit rate fits \(budget / 1024) KB (\(tried.joined(separator: ", ")))")
    }
}
