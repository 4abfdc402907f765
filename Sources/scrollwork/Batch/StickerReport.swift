import Foundation
import ScrollworkBatch
import ScrollworkLottie

/// What `export --profile telegram` and `telegram-video` say about the sticker they made.
enum StickerReport {
    /// The changes, one line each (more than three of one kind in one line, with the first
    /// path), then the sticker's size, form and departure.
    static func lines(_ sticker: TelegramStickerMaker.Sticker, output: String) -> [String] {
        var lines: [String] = []
        var done = Set<String>()
        for change in sticker.changes where !done.contains(change.rule.rawValue + change.message) {
            let same = sticker.changes.filter { $0.rule == change.rule && $0.message == change.message }
            if same.count > 3 {
                done.insert(change.rule.rawValue + change.message)
                lines.append("note: \(same.count) times, first at \(change.path): \(change.message) (\(change.rule.rawValue))")
            } else {
                lines.append("note: \(change)")
            }
        }
        var summary = "\(output): \(kilobytes(sticker.tgs.count)) KB of \(TelegramStickerProfile.maxFileSize / 1024) KB, "
            + "\(TelegramStickerProfile.canvasSide)x\(TelegramStickerProfile.canvasSide), \(FrameSelection.label(sticker.frameRate)) fps, "
            + "\(FrameSelection.label(sticker.frameCount)) frames"
        if let decimals = sticker.decimals { summary += "; numbers rounded to \(decimals) decimals" }
        if let d = sticker.departure {
            if d.largestDifference == 0 {
                summary += "; every frame draws as the original"
            } else {
                summary += "; departure from the original: at most \(d.largestDifference) level\(d.largestDifference == 1 ? "" : "s") "
                    + "(frame \(FrameSelection.label(d.frameOfLargest))), "
                summary += d.mostPixelsOff == 0 ? "no pixel off by more than 32"
                    : "at most \(d.mostPixelsOff) of \(d.pixelsPerFrame) pixels off by more than 32 (frame \(FrameSelection.label(d.frameOfMostPixelsOff)))"
            }
        }
        lines.append(summary)
        return lines
    }

    /// The line of a video sticker.
    static func line(_ report: ConversionReport, output: String) -> String {
        var line = "\(output): \(kilobytes(report.byteCount)) KB, \(report.frameCount) frames"
        if let video = report.video {
            line += " of \(video.budget / 1024) KB allowed; bit rate \(video.bitrate / 1000) kb/s, chosen in \(video.encodes) encode\(video.encodes == 1 ? "" : "s")"
        }
        return line
    }

    /// The sticker's figures for a JSON line.
    static func json(_ sticker: TelegramStickerMaker.Sticker) -> [String: Any] {
        var object: [String: Any] = ["changes": sticker.changes.map(\.description), "frame_rate": sticker.frameRate]
        if let decimals = sticker.decimals { object["decimals"] = decimals }
        if let d = sticker.departure {
            object["largest_difference"] = d.largestDifference
            object["most_pixels_off"] = d.mostPixelsOff
        }
        return object
    }

    static func kilobytes(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1024) }
}
